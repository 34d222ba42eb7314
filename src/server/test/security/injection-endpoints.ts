import { MAX_PAGE_SIZE, MAX_PREDICTIONS_PAGE_SIZE } from '../../../domain/limits.ts';
import type { World } from './injection-world.ts';

// Every GET route of src/server/routes.ts, classified: a list (Strapi list query), a detail route
// (populate, fields, status, locale only), or a route that reads no query at all, with the reason.

export type Caller = 'visitor' | 'player' | 'admin';

export type FieldPath = string[]; // a filter path (['round', 'current']), aimed at with operators of another type

export interface ListEndpoint {
  kind: 'list';
  caller: Caller;
  path: (w: World) => string;
  maxPageSize: number;
  /** The answer is a plain array (/api/users), not {data, meta}. */
  plainArray?: boolean;
  /** Top-level page, pageSize and sortBy are read too. */
  topLevelPaging?: boolean;
  /** Filters of each type the endpoint whitelists; absent types are not aimed at. */
  typed: { int?: FieldPath; bool?: FieldPath; str?: FieldPath; date?: FieldPath };
  /** Personal fields this endpoint lists for its own rows (admins see e-mails): allowed as filter/fields. */
  ownPersonal?: string[];
  /** A populate path made of real relations, deeper than the 3 levels allowed. */
  realDeepPopulate?: string;
  /** Attacks on the endpoint's own top-level keys. */
  extraAttacks?: string[];
}

export interface OneEndpoint {
  kind: 'one';
  caller: Caller;
  path: (w: World) => string;
  ownPersonal?: string[];
}

export interface NoQueryEndpoint {
  kind: 'none';
  caller: Caller;
  path: (w: World) => string;
  /** Why the route reads no query; the suite checks any query is ignored (same answer as without one). */
  reason: string;
}

export type QueryEndpoint = ListEndpoint | OneEndpoint | NoQueryEndpoint;

const list = (caller: Caller, url: string, typed: ListEndpoint['typed'], extra: Partial<ListEndpoint> = {}) =>
  ({ kind: 'list', caller, path: () => url, maxPageSize: MAX_PAGE_SIZE, typed, ...extra }) satisfies ListEndpoint;
const one = (caller: Caller, path: (w: World) => string, ownPersonal?: string[]): OneEndpoint => ({
  kind: 'one',
  caller,
  path,
  ownPersonal,
});
const none = (caller: Caller, path: (w: World) => string, reason: string): NoQueryEndpoint => ({
  kind: 'none',
  caller,
  path,
  reason,
});

/** Keyed by `GET <url>` exactly as src/server/routes.ts lists it. */
export const GET_ENDPOINTS: Record<string, QueryEndpoint> = {
  'GET /api/users/me': one('player', () => '/api/users/me'),
  'GET /api/users': list(
    'admin',
    '/api/users',
    { int: ['id'], str: ['username'] },
    { plainArray: true, ownPersonal: ['email'], extraAttacks: ['filters[role][users][email][$eq]=a'] },
  ),
  'GET /api/users/:id': one('admin', (w) => `/api/users/${w.keys.userId}`, ['email']),
  'GET /api/auth/check-username/:username': none(
    'visitor',
    () => '/api/auth/check-username/nou-venit',
    'answers from the path parameter only',
  ),
  'GET /api/captcha/challenge': none(
    'visitor',
    () => '/api/captcha/challenge',
    'issues a challenge (404 while the captcha is off, as in tests); reads no parameter',
  ),
  'GET /api/teams': list('visitor', '/api/teams', { int: ['id'], str: ['name'], date: ['createdAt'] }),
  'GET /api/teams/:id': one('visitor', (w) => `/api/teams/${w.keys.team}`),
  'GET /api/matches': list('visitor', '/api/matches', {
    int: ['team1_finalScore'],
    bool: ['round', 'current'],
    str: ['team1', 'name'],
    date: ['date'],
  }),
  'GET /api/matches/:id': one('visitor', (w) => `/api/matches/${w.keys.match}`),
  'GET /api/predictions': list(
    'player',
    '/api/predictions',
    { int: ['points'], bool: ['match', 'round', 'current'], str: ['user', 'username'], date: ['match', 'date'] },
    { maxPageSize: MAX_PREDICTIONS_PAGE_SIZE },
  ),
  'GET /api/predictions/:id': one('player', (w) => `/api/predictions/${w.keys.prediction}`),
  'GET /api/leaderboard': list(
    'visitor',
    '/api/leaderboard',
    {},
    { topLevelPaging: true, extraAttacks: ['round[$ne]=x', 'round[0]=a&round[1]=b', 'sortBy[$ne]=points'] },
  ),
  'GET /api/leagues': none(
    'player',
    () => '/api/leagues',
    "a player's own leagues, fixed shape (an admin's answer is a list: ADMIN_VIEWS)",
  ),
  'GET /api/result-corrections': list(
    'visitor',
    '/api/result-corrections',
    {},
    {
      topLevelPaging: true,
      extraAttacks: ['round[$ne]=x', 'match[0]=a&match[1]=b', 'round=not-a-document-id'],
    },
  ),
  'GET /api/leaderboard/live': list('visitor', '/api/leaderboard/live', {}, { topLevelPaging: true }),
  'GET /api/csv-imports/:id': none(
    'admin',
    (w) => `/api/csv-imports/${w.keys.csvImport}`,
    "a CSV import's stored preview, fixed shape",
  ),
  'GET /api/csv-exports/:kind': none('admin', () => '/api/csv-exports/results', 'a CSV download, fixed columns'),
  'GET /api/live': none(
    'visitor',
    () => '/api/live',
    'the live snapshot (or its event stream, by the Accept header): every match under way, no query read',
  ),
  'GET /api/club-standings': list(
    'visitor',
    '/api/club-standings',
    {},
    { topLevelPaging: true, extraAttacks: ['sortBy[$ne]=points', 'sortBy=email', 'round=x'] },
  ),
  'GET /api/leagues/join/:code': none(
    'visitor',
    (w) => `/api/leagues/join/${w.keys.leagueCode}`,
    "an invite's preview by code, fixed shape",
  ),
  // sortBy and the detail routes' keys only (pagination, filters and sort are refused).
  'GET /api/leagues/panels': one('player', () => '/api/leagues/panels'),
  'GET /api/leagues/join/:code/card.png': none(
    'visitor',
    (w) => `/api/leagues/join/${w.keys.leagueCode}/card.png`,
    "an invite's card (a PNG) by code, fixed picture",
  ),
  'GET /api/leagues/:id': none(
    'player',
    (w) => `/api/leagues/${w.keys.league}`,
    'one league by documentId, fixed shape',
  ),
  'GET /api/leagues/:id/standings': list(
    'player',
    '/api/leagues/:id/standings',
    {},
    {
      path: (w) => `/api/leagues/${w.keys.league}/standings`,
      topLevelPaging: true,
      maxPageSize: 10,
      extraAttacks: ['sortBy[$ne]=points', 'sortBy=email'],
    },
  ),
  'GET /api/leagues/:id/members': list(
    'player',
    '/api/leagues/:id/members',
    { int: ['points'], str: ['username'], date: ['joinedAt'] },
    { path: (w) => `/api/leagues/${w.keys.league}/members` },
  ),
  'GET /api/leagues/:id/activity': none(
    'player',
    (w) => `/api/leagues/${w.keys.league}/activity`,
    "the current round's counts, fixed shape",
  ),
  'GET /api/reminders': none('player', () => '/api/reminders', "the caller's own reminder settings, fixed shape"),
  'GET /api/calendar': none('player', () => '/api/calendar', "the caller's own feed link, fixed shape"),
  'GET /api/me/data-export': none('player', () => '/api/me/data-export', "the caller's own latest export, fixed shape"),
  'GET /api/data-exports/:token': none(
    'player',
    (w) => `/api/data-exports/${w.keys.exportToken}`,
    "the caller's export ZIP by its token; fixed content",
  ),
  'GET /api/users/:id/data-export': none(
    'admin',
    (w) => `/api/users/${w.keys.userId}/data-export`,
    "a player's latest export for the back office, fixed shape",
  ),
  'GET /api/calendar/:token.ics': none(
    'visitor',
    (w) => `/api/calendar/${w.keys.calendarToken}.ics`,
    'a feed by its token (text/calendar); fixed content',
  ),
  'GET /api/picks/:username/:matchId': none(
    'visitor',
    (w) => `/api/picks/${w.keys.pick.username}/${w.keys.pick.match}`,
    "one player's pick on one match, by the path only, fixed shape",
  ),
  'GET /api/picks/:username/:matchId/card.png': none(
    'visitor',
    (w) => `/api/picks/${w.keys.pick.username}/${w.keys.pick.match}/card.png`,
    "a pick's card (a PNG) by the path only, fixed picture",
  ),
  'GET /api/private-profile': none('player', () => '/api/private-profile', "the caller's own profile, fixed shape"),
  'GET /api/public-profile/:id': none(
    'visitor',
    (w) => `/api/public-profile/${w.other.documentId}`,
    'one profile by documentId, fixed shape',
  ),
  'GET /api/private-profile/form': none(
    'player',
    () => '/api/private-profile/form',
    "the caller's own form, fixed shape",
  ),
  'GET /api/public-profile/:id/form': none(
    'visitor',
    (w) => `/api/public-profile/${w.other.documentId}/form`,
    "one player's form by documentId, fixed shape",
  ),
  'GET /api/rounds': list(
    'visitor',
    '/api/rounds',
    { int: ['id'], bool: ['current'], str: ['name'], date: ['createdAt'] },
    {},
  ),
  'GET /api/rounds/:id': one('visitor', (w) => `/api/rounds/${w.keys.round}`),
  'GET /api/round-stats': none('visitor', () => '/api/round-stats', 'statistics of the current round, fixed shape'),
  'GET /api/community-feed': list(
    'visitor',
    '/api/community-feed',
    { str: ['user', 'username'], date: ['createdAt'] },
    { topLevelPaging: true },
  ),
  'GET /api/community-feed/:id': one('visitor', (w) => `/api/community-feed/${w.keys.post}`),
  'GET /api/community-feed/:id/liked': none(
    'player',
    (w) => `/api/community-feed/${w.keys.post}/liked`,
    'whether the caller likes one post: {liked}',
  ),
  'GET /api/community-posts': list('admin', '/api/community-posts', {
    int: ['id'],
    bool: ['approved'],
    str: ['user', 'username'],
    date: ['createdAt'],
  }),
  'GET /api/community-posts/:id': one('admin', (w) => `/api/community-posts/${w.keys.post}`),
  'GET /api/upload/files': list(
    'admin',
    '/api/upload/files',
    { int: ['width'], str: ['mime'], date: ['createdAt'] },
    { plainArray: true, extraAttacks: ['filters[related][id][$eq]=1', 'populate=related', 'populate[folder]=true'] },
  ),
  'GET /api/upload/files/:id': one('admin', (w) => `/api/upload/files/${w.keys.file}`),
  'GET /api/site-stats': none('visitor', () => '/api/site-stats', 'landing page figures, fixed shape'),
  'GET /api/admin/dashboard': none('admin', () => '/api/admin/dashboard', 'back-office counts, fixed shape'),
  'GET /api/results-import/status': none(
    'admin',
    () => '/api/results-import/status',
    "the import's state, fixed shape",
  ),
  'GET /api/results-import/teams': none(
    'admin',
    () => '/api/results-import/teams',
    "every provider team seen (a league's clubs, a few dozen), unknown first",
  ),
  'GET /api/results-import/pending': none(
    'admin',
    () => '/api/results-import/pending',
    'the confirmations waiting, newest first (at most 200)',
  ),
  'GET /api/round-slips': list(
    'visitor',
    '/api/round-slips',
    { int: ['id'], bool: ['won'], str: ['round', 'name'], date: ['createdAt'] },
    { realDeepPopulate: 'predictions.matches.team1.emblem' },
  ),
  'GET /api/round-slips/:id': one('visitor', (w) => `/api/round-slips/${w.keys.roundSlip}`),
  'GET /api/daily-slips': list(
    'player',
    '/api/daily-slips',
    { int: ['id'], bool: ['won'], str: ['documentId'], date: ['date'] },
    { topLevelPaging: true },
  ),
  'GET /api/daily-slips/:id': one('player', (w) => `/api/daily-slips/${w.keys.dailySlip}`),
  'GET /api/announcements': list('visitor', '/api/announcements', { str: ['title'] }),
  'GET /api/announcements/:id': one('visitor', (w) => `/api/announcements/${w.keys.announcement}`),
  'GET /api/ann': list('visitor', '/api/ann', { str: ['slug'] }),
  'GET /api/ann/:id': one('visitor', (w) => `/api/ann/${w.keys.announcement}`),
};

/**
 * Routes that answer an admin otherwise than the identity their access names: for an admin, a list (every league).
 * GET_ENDPOINTS classifies the route for its own caller; the suite attacks the admin's list as well.
 */
export const ADMIN_VIEWS: Record<string, ListEndpoint> = {
  'GET /api/leagues': list('admin', '/api/leagues', {
    int: ['membersCount'],
    str: ['owner', 'username'],
    date: ['createdAt'],
  }),
};
