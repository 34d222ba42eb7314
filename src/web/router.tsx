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

/** A route whose page is downloaded when it is first visited. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
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
            lazy: page(
              () => import('./pages/public/landing-page.tsx'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: paths.login,
            lazy: page(
              () => import('./pages/public/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: paths.forgotPassword,
            lazy: page(
              () => import('./pages/public/forgot-password-page.tsx'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: paths.resetPassword,
            lazy: page(
              () => import('./pages/public/reset-password-page.tsx'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: paths.changePassword,
            loader: requireUserToken,
            lazy: page(
              () => import('./pages/public/change-password-page.tsx'),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: paths.register,
            loader: redirectSignedIn,
            lazy: page(
              () => import('./pages/public/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: paths.verifyPhone,
            lazy: page(
              () => import('./pages/public/verify-phone-page.tsx'),
              (m) => m.VerifyPhonePage,
            ),
          },
          {
            path: paths.matches,
            lazy: page(
              () => import('./pages/public/matches-page.tsx'),
              (m) => m.MatchesPage,
            ),
          },
          {
            path: paths.predictRoute,
            lazy: page(
              () => import('./pages/public/predict-page.tsx'),
              (m) => m.PredictPage,
            ),
          },
          {
            path: paths.rules,
            lazy: page(
              () => import('./pages/public/rules-page.tsx'),
              (m) => m.RulesPage,
            ),
          },
          {
            path: paths.terms,
            lazy: page(
              () => import('./pages/public/terms-page.tsx'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: paths.leaderboard,
            lazy: page(
              () => import('./pages/public/leaderboard-page.tsx'),
              (m) => m.LeaderboardPage,
            ),
          },
          {
            path: paths.clubs,
            lazy: page(
              () => import('./pages/public/club-standings-page.tsx'),
              (m) => m.ClubStandingsPage,
            ),
          },
          {
            path: paths.user,
            loader: requireUserToken,
            lazy: page(
              () => import('./pages/public/profile-page.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: paths.publicProfileRoute,
            lazy: page(
              () => import('./pages/public/public-profile-page.tsx'),
              (m) => m.PublicProfilePage,
            ),
          },
          {
            path: paths.roundStats,
            lazy: page(
              () => import('./pages/public/round-stats-page.tsx'),
              (m) => m.RoundStatsPage,
            ),
          },
          {
            // Also /community-posts/: the router ignores a trailing slash.
            path: paths.communityPosts,
            lazy: page(
              () => import('./pages/public/community-page.tsx'),
              (m) => m.CommunityPage,
            ),
          },
          {
            path: paths.roundSlip,
            lazy: page(
              () => import('./pages/public/round-slip-page.tsx'),
              (m) => m.RoundSlipPage,
            ),
          },
          {
            path: paths.dailySlips,
            loader: requireUserSession,
            lazy: page(
              () => import('./pages/public/daily-slips-page.tsx'),
              (m) => m.DailySlipsPage,
            ),
          },
          {
            // Also /announcements/: the router ignores a trailing slash.
            path: paths.announcements,
            lazy: page(
              () => import('./pages/public/announcements-page.tsx'),
              (m) => m.AnnouncementsPage,
            ),
          },
          {
            path: paths.announcementRoute,
            lazy: page(
              () => import('./pages/public/announcement-page.tsx'),
              (m) => m.AnnouncementPage,
            ),
          },
          {
            path: paths.leagues,
            loader: requireUserToken,
            lazy: page(
              () => import('./pages/public/leagues-page.tsx'),
              (m) => m.LeaguesPage,
            ),
          },
          {
            path: paths.leagueJoinRoute,
            lazy: page(
              () => import('./pages/public/league-join-page.tsx'),
              (m) => m.LeagueJoinPage,
            ),
          },
          {
            path: paths.leagueRoute,
            loader: requireUserToken,
            lazy: page(
              () => import('./pages/public/league-page.tsx'),
              (m) => m.LeaguePage,
            ),
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
    lazy: page(
      () => import('./pages/admin/admin-login-page.tsx'),
      (m) => m.AdminLoginPage,
    ),
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
        lazy: page(
          () => import('./pages/admin/admin-dashboard-page.tsx'),
          (m) => m.AdminDashboardPage,
        ),
      },
      {
        path: paths.admin.users,
        lazy: page(
          () => import('./pages/admin/admin-users-page.tsx'),
          (m) => m.AdminUsersPage,
        ),
      },
      {
        path: paths.admin.teams,
        lazy: page(
          () => import('./pages/admin/admin-teams-page.tsx'),
          (m) => m.AdminTeamsPage,
        ),
      },
      {
        path: paths.admin.rounds,
        lazy: page(
          () => import('./pages/admin/admin-rounds-page.tsx'),
          (m) => m.AdminRoundsPage,
        ),
      },
      {
        path: paths.admin.matches,
        lazy: page(
          () => import('./pages/admin/admin-matches-page.tsx'),
          (m) => m.AdminMatchesPage,
        ),
      },
      {
        path: paths.admin.roundSlip,
        lazy: page(
          () => import('./pages/admin/admin-round-slip-page.tsx'),
          (m) => m.AdminRoundSlipPage,
        ),
      },
      {
        path: paths.admin.dailySlip,
        lazy: page(
          () => import('./pages/admin/admin-daily-slip-page.tsx'),
          (m) => m.AdminDailySlipPage,
        ),
      },
      {
        path: paths.admin.announcements,
        lazy: page(
          () => import('./pages/admin/admin-announcements-page.tsx'),
          (m) => m.AdminAnnouncementsPage,
        ),
      },
      {
        path: paths.admin.communityPosts,
        lazy: page(
          () => import('./pages/admin/admin-community-posts-page.tsx'),
          (m) => m.AdminCommunityPostsPage,
        ),
      },
      {
        path: paths.admin.leagues,
        lazy: page(
          () => import('./pages/admin/admin-leagues-page.tsx'),
          (m) => m.AdminLeaguesPage,
        ),
      },
      {
        path: paths.admin.settings,
        lazy: page(
          () => import('./pages/admin/admin-settings-page.tsx'),
          (m) => m.AdminSettingsPage,
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
