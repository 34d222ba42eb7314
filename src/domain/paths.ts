// Every URL of the client: screens and the API calls the shell makes. Routes and links read these, and the
// server reads them to preload what a screen needs (web-preload.ts).

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  login: '/login',
  /** Asks for a password-reset e-mail. */
  forgotPassword: '/forgot-password',
  /** The e-mail's link: /reset-password?code=… */
  resetPassword: '/reset-password',
  /** The logged-in player's new password. */
  changePassword: '/change-password',
  register: '/register',
  /** The SMS code screen of an account not verified yet. */
  verifyPhone: '/verify-phone',
  matches: '/matches',
  predict: (matchId: string) => `/predict/${segment(matchId)}`,
  /** The route pattern of paths.predict. */
  predictRoute: '/predict/:matchId',
  leaderboard: '/leaderboard',
  /** The Liga 1 clubs ranked by their fans. */
  clubs: '/clubs',
  user: '/user',
  publicProfile: (documentId: string) => `/user/${segment(documentId)}`,
  publicProfileRoute: '/user/:documentId',
  roundSlip: '/round-slip',
  dailySlips: '/daily-slips',
  roundStats: '/round-stats',
  announcements: '/announcements',
  announcement: (slug: string) => `/announcement/${segment(slug)}`,
  /** The route pattern of paths.announcement; /announcements/ (trailing slash) is the archive too. */
  announcementRoute: '/announcement/:slug',
  communityPosts: '/community-posts',
  /** The logged-in player's private leagues. */
  leagues: '/leagues',
  leagueJoin: (code: string) => `/leagues/join/${segment(code)}`,
  /** The route pattern of paths.leagueJoin: an invite's preview. */
  leagueJoinRoute: '/leagues/join/:code',
  league: (documentId: string) => `/leagues/${segment(documentId)}`,
  /** The route pattern of paths.league. */
  leagueRoute: '/leagues/:id',
  /** The e-mail reminder's one-click unsubscribe page: /reminders/unsubscribe?token=… */
  remindersUnsubscribe: '/reminders/unsubscribe',
  /** A player's pick on a match, shared once its deadline has passed (a picture card with Open Graph tags). */
  pick: (username: string, matchId: string) => `/picks/${segment(username)}/${segment(matchId)}`,
  /** The route pattern of paths.pick. */
  pickRoute: '/picks/:username/:matchId',
  rules: '/rules',
  terms: '/terms',
  /** The public log of result corrections; `?round=` and `?match=` (documentIds) narrow it. */
  corrections: '/corrections',
  /** The corrections of one match. */
  matchCorrections: (matchId: string) => `/corrections?match=${segment(matchId)}`,
  /** What is kept about a player and for how long. */
  privacy: '/privacy',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    teams: '/admin/teams',
    rounds: '/admin/rounds',
    matches: '/admin/matches',
    roundSlip: '/admin/roundSlip',
    dailySlip: '/admin/dailySlip',
    announcements: '/admin/announcements',
    communityPosts: '/admin/community-posts',
    leagues: '/admin/leagues',
    csv: '/admin/csv',
    resultsImport: '/admin/import',
    settings: '/admin/settings',
  },
} as const;

export const apiPaths = {
  login: '/api/auth/local',
  logout: '/api/auth/logout',
  logoutAll: '/api/auth/logout-all',
  reauthenticate: '/api/auth/reauthenticate',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  usersMe: '/api/users/me',
} as const;
