// The expected authorisation table: one row per `METHOD url` of src/server/routes.ts, one outcome per
// identity. authz-matrix.test.ts fails when a route has no row or a row names a route that is gone, so a
// new route cannot ship without someone deciding here who may call it.

/** Who calls: no token, an account whose phone is not confirmed, two verified players, an admin. */
export type Identity = 'visitor' | 'unverified' | 'playerA' | 'playerB' | 'admin';

/** The order each route is tried in: the refusals first, so a refused call never sees the allowed calls' effects. */
export const IDENTITIES: readonly Identity[] = ['visitor', 'unverified', 'playerB', 'playerA', 'admin'];

/**
 * - ok: the guard and the ownership rules let the call through (2xx for the request the test sends);
 * - unauthorized: 401 UnauthorizedError (no token);
 * - forbidden: 403 ForbiddenError (wrong role, or someone else's resource);
 * - phoneNotVerified: 403 ForbiddenError with details.code PHONE_NOT_VERIFIED;
 * - notFound: 404, the resource is someone else's and not shown to this caller.
 */
export type Outcome = 'ok' | 'unauthorized' | 'forbidden' | 'phoneNotVerified' | 'notFound';

export type AccessRow = Readonly<Record<Identity, Outcome>>;

const PUBLIC: AccessRow = { visitor: 'ok', unverified: 'ok', playerB: 'ok', playerA: 'ok', admin: 'ok' };
const USER: AccessRow = { ...PUBLIC, visitor: 'unauthorized' };
const VERIFIED: AccessRow = { ...USER, unverified: 'phoneNotVerified' };
const ADMIN: AccessRow = {
  visitor: 'unauthorized',
  unverified: 'forbidden',
  playerB: 'forbidden',
  playerA: 'forbidden',
  admin: 'ok',
};

/** Rows of routes that act on player A's own resource (the request targets A's row for every identity). */
const OWNED_BY_A = {
  /** A's prediction for a match still open: only A and admins see it. */
  openPrediction: { ...USER, unverified: 'notFound', playerB: 'notFound' },
  /** Changing A's prediction: A only; an admin does not play in A's name either. */
  changePrediction: { ...VERIFIED, playerB: 'forbidden', admin: 'forbidden' },
  /** A's unattached upload: A or an admin (the admin's call targets another player's file). */
  deleteFile: { ...USER, unverified: 'forbidden', playerB: 'forbidden' },
  /** A's post waiting for approval: the feed shows it to A only (admins moderate it elsewhere). */
  pendingPost: { ...PUBLIC, visitor: 'notFound', unverified: 'notFound', playerB: 'notFound', admin: 'notFound' },
  likePendingPost: { ...VERIFIED, playerB: 'notFound', admin: 'notFound' },
  likedPendingPost: { ...USER, unverified: 'notFound', playerB: 'notFound', admin: 'notFound' },
} as const satisfies Record<string, AccessRow>;

/**
 * Rows of a private league owned by player A, with B as a member; the unverified account and the admin are
 * outsiders. Members (and admins) read it; only the owner changes it, but an admin may rename it; the owner or an
 * admin deletes it.
 */
const LEAGUE = {
  read: { ...USER, unverified: 'forbidden' },
  ownerTool: { ...VERIFIED, playerB: 'forbidden', admin: 'forbidden' },
  /** Renaming: the owner, and an admin (offensive names: name, description, removing the emblem). */
  rename: { ...VERIFIED, playerB: 'forbidden' },
  leave: { ...USER, unverified: 'forbidden', admin: 'forbidden' },
  remove: { ...USER, unverified: 'forbidden', playerB: 'forbidden' },
} as const satisfies Record<string, AccessRow>;

export const accessTable: Readonly<Record<string, AccessRow>> = {
  // auth and accounts
  'POST /api/auth/local': PUBLIC,
  'GET /api/users/me': USER,
  'GET /api/users': ADMIN,
  'GET /api/users/:id': ADMIN,
  'PUT /api/users/:id': ADMIN,
  'DELETE /api/users/:id': ADMIN,
  'POST /api/auth/register': PUBLIC,
  'GET /api/auth/check-username/:username': PUBLIC,
  'POST /api/auth/verify-sms': PUBLIC,
  'POST /api/auth/resend-sms': PUBLIC,
  'POST /api/auth/local/register': ADMIN,
  'POST /api/auth/logout': USER,
  'POST /api/auth/logout-all': USER,
  'POST /api/auth/reauthenticate': USER,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'POST /api/auth/change-password': USER,
  'GET /api/captcha/challenge': PUBLIC,
  // teams, matches
  'GET /api/teams': PUBLIC,
  'GET /api/teams/:id': PUBLIC,
  'POST /api/teams': ADMIN,
  'PUT /api/teams/:id': ADMIN,
  'DELETE /api/teams/:id': ADMIN,
  'GET /api/matches': PUBLIC,
  'GET /api/matches/:id': PUBLIC,
  'POST /api/matches': ADMIN,
  'PUT /api/matches/:id': ADMIN,
  'DELETE /api/matches/:id': ADMIN,
  'PUT /api/matches/:id/live': ADMIN,
  'DELETE /api/matches/:id/live': ADMIN,
  'GET /api/live': PUBLIC,
  'GET /api/leaderboard/live': PUBLIC,
  'GET /api/result-corrections': PUBLIC,
  // the results import's back office
  'GET /api/results-import/status': ADMIN,
  'POST /api/results-import/run': ADMIN,
  'GET /api/results-import/teams': ADMIN,
  'PUT /api/results-import/teams/:id': ADMIN,
  'GET /api/results-import/pending': ADMIN,
  'POST /api/results-import/pending/:id/accept': ADMIN,
  'POST /api/results-import/pending/:id/dismiss': ADMIN,
  // predictions, profiles, leaderboard
  'GET /api/predictions': USER,
  'GET /api/predictions/:id': OWNED_BY_A.openPrediction,
  'POST /api/predictions': VERIFIED,
  'PATCH /api/predictions/:id': OWNED_BY_A.changePrediction,
  // a shared pick (A's, its match's deadline passed): public; before the deadline a 404 for all (picks.test.ts)
  'GET /api/picks/:username/:matchId': PUBLIC,
  'GET /api/picks/:username/:matchId/card.png': PUBLIC,
  'GET /api/leaderboard': PUBLIC,
  'GET /api/club-standings': PUBLIC,
  'GET /api/private-profile': USER,
  'GET /api/public-profile/:id': PUBLIC,
  'GET /api/private-profile/form': USER,
  'GET /api/public-profile/:id/form': PUBLIC,
  'PUT /api/user/me': VERIFIED,
  // reminders: each caller's own settings and browsers (deleting another's endpoint is a 404, see reminders.test.ts)
  'GET /api/reminders': USER,
  'PUT /api/reminders': VERIFIED,
  'POST /api/push-subscriptions': VERIFIED,
  'DELETE /api/push-subscriptions': VERIFIED,
  'POST /api/reminders/unsubscribe': PUBLIC,
  // calendar: each caller's own feed link (the GET makes it on the first call); the feed itself is public, its
  // token being the key (an unknown or retired token is a 404, see calendar.test.ts)
  'GET /api/calendar': USER,
  'POST /api/calendar/token': USER,
  'GET /api/calendar/:token.ics': PUBLIC,
  // your data (modules/gdpr): each caller's own export and deletion; an export's link is its owner's or an admin's
  // (another player's is a 404); an admin account cannot delete itself this way; the back office acts for a player
  'GET /api/me/data-export': USER,
  'POST /api/me/data-export': USER,
  'GET /api/data-exports/:token': { ...USER, unverified: 'notFound', playerB: 'notFound' },
  'POST /api/me/deletion': { ...USER, admin: 'forbidden' },
  'GET /api/users/:id/data-export': ADMIN,
  'POST /api/users/:id/data-export': ADMIN,
  'POST /api/users/:id/deletion': ADMIN,
  'POST /api/users/:id/adjustments': ADMIN,
  // private leagues
  'POST /api/leagues': VERIFIED,
  'GET /api/leagues': USER,
  'GET /api/leagues/join/:code': PUBLIC,
  'GET /api/leagues/join/:code/card.png': PUBLIC,
  'POST /api/leagues/join': VERIFIED,
  'GET /api/leagues/panels': USER,
  'GET /api/leagues/:id': LEAGUE.read,
  'GET /api/leagues/:id/standings': LEAGUE.read,
  'GET /api/leagues/:id/activity': LEAGUE.read,
  'GET /api/leagues/:id/members': LEAGUE.read,
  'PUT /api/leagues/:id': LEAGUE.rename,
  'POST /api/leagues/:id/code': LEAGUE.ownerTool,
  'DELETE /api/leagues/:id/members/:userDocumentId': LEAGUE.ownerTool,
  'PUT /api/leagues/:id/owner': LEAGUE.ownerTool,
  'POST /api/leagues/:id/leave': LEAGUE.leave,
  'DELETE /api/leagues/:id': LEAGUE.remove,
  // rounds
  'GET /api/rounds': PUBLIC,
  'GET /api/rounds/:id': PUBLIC,
  'POST /api/rounds': ADMIN,
  'PUT /api/rounds/:id': ADMIN,
  'DELETE /api/rounds/:id': ADMIN,
  'GET /api/round-stats': PUBLIC,
  // files
  'POST /api/upload': VERIFIED,
  'GET /api/upload/files': ADMIN,
  'GET /api/upload/files/:id': ADMIN,
  'DELETE /api/upload/files/:id': OWNED_BY_A.deleteFile,
  // community
  'GET /api/community-feed': PUBLIC,
  'GET /api/community-feed/:id': OWNED_BY_A.pendingPost,
  'POST /api/community-feed': VERIFIED,
  'POST /api/community-feed/:id/like': OWNED_BY_A.likePendingPost,
  'GET /api/community-feed/:id/liked': OWNED_BY_A.likedPendingPost,
  'POST /api/community-feed/:id/comments': VERIFIED,
  'GET /api/community-posts': ADMIN,
  'GET /api/community-posts/:id': ADMIN,
  'PUT /api/community-posts/:id': ADMIN,
  'DELETE /api/community-posts/:id': ADMIN,
  // stats
  'GET /api/site-stats': PUBLIC,
  'GET /api/admin/dashboard': ADMIN,
  // slips
  'GET /api/round-slips': PUBLIC,
  'GET /api/round-slips/:id': PUBLIC,
  'POST /api/round-slips': ADMIN,
  'PUT /api/round-slips/:id': ADMIN,
  'DELETE /api/round-slips/:id': ADMIN,
  'GET /api/daily-slips': USER,
  'GET /api/daily-slips/:id': USER,
  'POST /api/daily-slips': ADMIN,
  'PUT /api/daily-slips/:id': ADMIN,
  'DELETE /api/daily-slips/:id': ADMIN,
  // announcements
  'GET /api/announcements': PUBLIC,
  'GET /api/announcements/:id': PUBLIC,
  'GET /api/ann': PUBLIC,
  'GET /api/ann/:id': PUBLIC,
  'POST /api/announcements': ADMIN,
  'PUT /api/announcements/:id': ADMIN,
  'DELETE /api/announcements/:id': ADMIN,
  // CSV in the back office
  'POST /api/csv-imports': ADMIN,
  'GET /api/csv-imports/:id': ADMIN,
  'POST /api/csv-imports/:id/apply': ADMIN,
  'GET /api/csv-exports/:kind': ADMIN,
};
