import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { paths } from '../domain/paths.ts';
import { Spinner } from './components/spinner.tsx';
import { PublicLayout } from './features/layout/public-layout.tsx';
import { requireUserToken } from './features/profile/require-user.ts';
import { redirectSignedIn } from './features/registration/registration-guard.ts';
import { requireUserSession } from './features/slips/require-session.ts';
import { NotFoundPage } from './pages/public/not-found-page.tsx';
import { RouteErrorPage } from './pages/public/route-error-page.tsx';

/** A route whose page (the module's export `name`) is downloaded when it is first visited. */
function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

// The one list of client routes. Unknown paths end in the 404 page.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Inside the layout, so that a first visit to a lazy page shows the header and footer at once.
        errorElement: <RouteErrorPage />,
        // A screen high, so the footer starts below the fold: the page that replaces it does not push the footer
        // down in view (a layout shift).
        hydrateFallbackElement: <Spinner className="min-h-dvh" />,
        children: [
          {
            // Lazy too: the other pages do not carry it, and the server preloads it with the entry for '/'.
            index: true,
            lazy: page(() => import('./pages/public/landing-page.tsx'), 'LandingPage'),
          },
          {
            path: paths.login,
            lazy: page(() => import('./pages/public/login-page.tsx'), 'LoginPage'),
          },
          {
            path: paths.forgotPassword,
            lazy: page(() => import('./pages/public/forgot-password-page.tsx'), 'ForgotPasswordPage'),
          },
          {
            path: paths.resetPassword,
            lazy: page(() => import('./pages/public/reset-password-page.tsx'), 'ResetPasswordPage'),
          },
          {
            path: paths.changePassword,
            loader: requireUserToken,
            lazy: page(() => import('./pages/public/change-password-page.tsx'), 'ChangePasswordPage'),
          },
          {
            path: paths.register,
            loader: redirectSignedIn,
            lazy: page(() => import('./pages/public/register-page.tsx'), 'RegisterPage'),
          },
          {
            path: paths.verifyPhone,
            lazy: page(() => import('./pages/public/verify-phone-page.tsx'), 'VerifyPhonePage'),
          },
          {
            path: paths.matches,
            lazy: page(() => import('./pages/public/matches-page.tsx'), 'MatchesPage'),
          },
          {
            path: paths.predictRoute,
            loader: requireUserSession,
            lazy: page(() => import('./pages/public/predict-page.tsx'), 'PredictPage'),
          },
          {
            path: paths.pickRoute,
            lazy: page(() => import('./pages/public/pick-page.tsx'), 'PickPage'),
          },
          {
            path: paths.rules,
            lazy: page(() => import('./pages/public/rules-page.tsx'), 'RulesPage'),
          },
          {
            path: paths.terms,
            lazy: page(() => import('./pages/public/terms-page.tsx'), 'TermsPage'),
          },
          {
            path: paths.corrections,
            lazy: page(() => import('./pages/public/corrections-page.tsx'), 'CorrectionsPage'),
          },
          {
            path: paths.privacy,
            lazy: page(() => import('./pages/public/privacy-page.tsx'), 'PrivacyPage'),
          },
          {
            path: paths.leaderboard,
            lazy: page(() => import('./pages/public/leaderboard-page.tsx'), 'LeaderboardPage'),
          },
          {
            path: paths.clubs,
            lazy: page(() => import('./pages/public/club-standings-page.tsx'), 'ClubStandingsPage'),
          },
          {
            path: paths.user,
            loader: requireUserToken,
            lazy: page(() => import('./pages/public/profile-page.tsx'), 'ProfilePage'),
          },
          {
            path: paths.publicProfileRoute,
            lazy: page(() => import('./pages/public/public-profile-page.tsx'), 'PublicProfilePage'),
          },
          {
            path: paths.roundStats,
            lazy: page(() => import('./pages/public/round-stats-page.tsx'), 'RoundStatsPage'),
          },
          {
            // Also /community-posts/: the router ignores a trailing slash.
            path: paths.communityPosts,
            lazy: page(() => import('./pages/public/community-page.tsx'), 'CommunityPage'),
          },
          {
            path: paths.roundSlip,
            lazy: page(() => import('./pages/public/round-slip-page.tsx'), 'RoundSlipPage'),
          },
          {
            path: paths.dailySlips,
            loader: requireUserSession,
            lazy: page(() => import('./pages/public/daily-slips-page.tsx'), 'DailySlipsPage'),
          },
          {
            // Also /announcements/: the router ignores a trailing slash.
            path: paths.announcements,
            lazy: page(() => import('./pages/public/announcements-page.tsx'), 'AnnouncementsPage'),
          },
          {
            path: paths.announcementRoute,
            lazy: page(() => import('./pages/public/announcement-page.tsx'), 'AnnouncementPage'),
          },
          {
            path: paths.leagues,
            loader: requireUserToken,
            lazy: page(() => import('./pages/public/leagues-page.tsx'), 'LeaguesPage'),
          },
          {
            // The reminder e-mail's link: no login needed.
            path: paths.remindersUnsubscribe,
            lazy: page(() => import('./pages/public/reminders-unsubscribe-page.tsx'), 'RemindersUnsubscribePage'),
          },
          {
            path: paths.leagueJoinRoute,
            lazy: page(() => import('./pages/public/league-join-page.tsx'), 'LeagueJoinPage'),
          },
          {
            path: paths.leagueRoute,
            loader: requireUserToken,
            lazy: page(() => import('./pages/public/league-page.tsx'), 'LeaguePage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    path: paths.admin.login,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    lazy: page(() => import('./pages/admin/admin-login-page.tsx'), 'AdminLoginPage'),
  },
  {
    path: paths.admin.root,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    // Even the guard is downloaded on the first visit: no back-office module sits in the public entry.
    lazy: {
      loader: async () => (await import('./features/admin-layout/admin-guard.ts')).requireAdmin,
      Component: async () => (await import('./features/admin-layout/admin-layout.tsx')).AdminLayout,
    },
    children: [
      { index: true, loader: () => redirect(paths.admin.dashboard), element: null },
      {
        path: paths.admin.dashboard,
        lazy: page(() => import('./pages/admin/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
      },
      {
        path: paths.admin.users,
        lazy: page(() => import('./pages/admin/admin-users-page.tsx'), 'AdminUsersPage'),
      },
      {
        path: paths.admin.teams,
        lazy: page(() => import('./pages/admin/admin-teams-page.tsx'), 'AdminTeamsPage'),
      },
      {
        path: paths.admin.rounds,
        lazy: page(() => import('./pages/admin/admin-rounds-page.tsx'), 'AdminRoundsPage'),
      },
      {
        path: paths.admin.matches,
        lazy: page(() => import('./pages/admin/admin-matches-page.tsx'), 'AdminMatchesPage'),
      },
      {
        path: paths.admin.roundSlip,
        lazy: page(() => import('./pages/admin/admin-round-slip-page.tsx'), 'AdminRoundSlipPage'),
      },
      {
        path: paths.admin.dailySlip,
        lazy: page(() => import('./pages/admin/admin-daily-slip-page.tsx'), 'AdminDailySlipPage'),
      },
      {
        path: paths.admin.announcements,
        lazy: page(() => import('./pages/admin/admin-announcements-page.tsx'), 'AdminAnnouncementsPage'),
      },
      {
        path: paths.admin.communityPosts,
        lazy: page(() => import('./pages/admin/admin-community-posts-page.tsx'), 'AdminCommunityPostsPage'),
      },
      {
        path: paths.admin.leagues,
        lazy: page(() => import('./pages/admin/admin-leagues-page.tsx'), 'AdminLeaguesPage'),
      },
      {
        path: paths.admin.csv,
        lazy: page(() => import('./pages/admin/admin-csv-page.tsx'), 'AdminCsvPage'),
      },
      {
        path: paths.admin.resultsImport,
        lazy: page(() => import('./pages/admin/admin-import-page.tsx'), 'AdminImportPage'),
      },
      {
        path: paths.admin.settings,
        lazy: page(() => import('./pages/admin/admin-settings-page.tsx'), 'AdminSettingsPage'),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
