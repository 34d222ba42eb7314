import type { RouteDef } from './http/route.ts';
import { announcementRoutes } from './modules/announcements/announcements.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordRoutes } from './modules/auth/password.routes.ts';
import { registrationRoutes } from './modules/auth/registration.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { clubStandingsRoutes } from './modules/club-standings/club-standings.routes.ts';
import { communityFeedRoutes } from './modules/community/community-feed.routes.ts';
import { communityPostRoutes } from './modules/community/community-posts.routes.ts';
import { correctionRoutes } from './modules/corrections/corrections.routes.ts';
import { csvRoutes } from './modules/csv/csv.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { formRoutes } from './modules/form/form.routes.ts';
import { gdprRoutes } from './modules/gdpr/gdpr.routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { leagueRoutes } from './modules/leagues/leagues.routes.ts';
import { liveRoutes, liveWriteRoutes } from './modules/live/live.routes.ts';
import { matchRoutes, matchWriteRoutes } from './modules/matches/matches.routes.ts';
import { pickRoutes } from './modules/picks/picks.routes.ts';
import { predictionRoutes } from './modules/predictions/predictions.routes.ts';
import { profileRoutes } from './modules/profiles/profiles.routes.ts';
import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { resultsImportRoutes } from './modules/results-import/results-import.routes.ts';
import { roundStatsRoutes } from './modules/round-stats/round-stats.routes.ts';
import { roundRoutes, roundWriteRoutes } from './modules/rounds/rounds.routes.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { siteStatsRoutes } from './modules/site-stats/site-stats.routes.ts';
import { dailySlipRoutes } from './modules/slips/daily-slips.routes.ts';
import { roundSlipRoutes } from './modules/slips/round-slips.routes.ts';
import { teamRoutes, teamWriteRoutes } from './modules/teams/teams.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { accountRoutes } from './modules/users/users.routes.ts';
import { userAdminRoutes } from './modules/users/users-admin.routes.ts';

/** Every API route of the server, in one list: the app registers it, /api/docs describes it, tests walk it. */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...accountRoutes,
  ...sessionRoutes,
  ...passwordRoutes,
  ...userAdminRoutes,
  ...registrationRoutes,
  ...captchaRoutes,
  ...teamRoutes,
  ...teamWriteRoutes,
  ...matchRoutes,
  ...correctionRoutes,
  ...matchWriteRoutes,
  ...liveRoutes,
  ...liveWriteRoutes,
  ...predictionRoutes,
  ...leaderboardRoutes,
  ...leagueRoutes,
  ...clubStandingsRoutes,
  ...profileRoutes,
  ...formRoutes,
  ...roundRoutes,
  ...roundWriteRoutes,
  ...roundStatsRoutes,
  ...uploadRoutes,
  ...communityFeedRoutes,
  ...communityPostRoutes,
  ...siteStatsRoutes,
  ...dashboardRoutes,
  ...roundSlipRoutes,
  ...dailySlipRoutes,
  ...announcementRoutes,
  ...calendarRoutes,
  ...pickRoutes,
  ...reminderRoutes,
  ...gdprRoutes,
  ...csvRoutes,
  ...resultsImportRoutes,
];
