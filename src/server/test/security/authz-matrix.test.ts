import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { files, users } from '../../db/tables/core.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { predictionMessages } from '../../modules/predictions/predictions.service.ts';
import { routes } from '../../routes.ts';
import { accessTable, IDENTITIES, type Identity } from './access-table.ts';
import { contentCases } from './authz-cases-content.ts';
import { gdprCases } from './authz-cases-gdpr.ts';
import { importCases } from './authz-cases-import.ts';
import { leagueCases, leaguesState } from './authz-cases-leagues.ts';
import { playerCases } from './authz-cases-players.ts';
import { expectNoSecrets, expectOutcome } from './authz-expect.ts';
import { buildWorld, headersOf, type World } from './authz-world.ts';

// The authorisation matrix: every route of the server's own list, called as a visitor, an unverified
// account, two verified players and an admin, against the table of access-table.ts. Refused writes must
// leave the database as it was; no answer may carry secrets or other accounts' contact details.

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const routeKeys = routes.map(keyOf);
const cases = { ...playerCases, ...contentCases, ...leagueCases, ...gdprCases, ...importCases };
const sorted = (keys: Iterable<string>) => [...keys].sort();

let w: World;
let passwordHash: string;
beforeAll(async () => {
  w = await buildWorld();
  const [row] = await w.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, w.users.playerA.id));
  passwordHash = row.hash;
});
afterAll(() => w.ctx.close());

describe('the table follows the route list', () => {
  test('each route is listed once', () => {
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
    expect(routeKeys.length).toBeGreaterThan(60);
  });

  test('every route has a row in the access table, and every row a route', () => {
    expect(sorted(Object.keys(accessTable))).toEqual(sorted(routeKeys));
  });

  test('every route has exactly one way to be called, and every write a state to keep', () => {
    const shared = Object.keys(playerCases).filter((k) => k in contentCases || k in leagueCases || k in importCases);
    expect(shared).toEqual([]);
    expect(sorted(Object.keys(cases))).toEqual(sorted(routeKeys));
    const writesWithoutState = routes.filter((r) => r.method !== 'GET' && !cases[keyOf(r)]?.state).map(keyOf);
    expect(writesWithoutState).toEqual([]);
  });

  test("the table agrees with each route's declared access level", () => {
    // The declared level is the floor: 'user' routes refuse visitors, 'verified' ones unverified accounts too,
    // 'admin' ones every player. Owner rules may refuse more, never less.
    for (const r of routes) {
      const row = accessTable[keyOf(r)];
      if (!row) continue;
      if (r.access !== 'public') expect(row.visitor, keyOf(r)).toBe('unauthorized');
      if (r.access === 'verified') expect(row.unverified, keyOf(r)).toBe('phoneNotVerified');
      if (r.access === 'admin') {
        expect([row.unverified, row.playerA, row.playerB], keyOf(r)).toEqual(['forbidden', 'forbidden', 'forbidden']);
      }
    }
  });
});

// The named cases run first: the matrix's allowed calls change the world (A's prediction, the spares).
describe('the cases named in the issue', () => {
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, who: Identity, payload?: object) =>
    w.ctx.app.inject({ method, url, headers: headersOf(w, who), ...(payload ? { payload } : {}) });
  const documentIds = (res: { json(): { data: { documentId: string }[] } }) => res.json().data.map((p) => p.documentId);

  test("GET /api/private-profile is the caller's own, whatever the query names", async () => {
    const { playerA: a, playerB: b } = w.users;
    for (const query of [
      '',
      `?id=${a.id}`,
      `?userId=${a.id}`,
      `?documentId=${a.documentId}`,
      `?filters[id][$eq]=${a.id}`,
    ]) {
      const res = await call('GET', `/api/private-profile${query}`, 'playerB');
      expect([200, 400], query).toContain(res.statusCode);
      if (res.statusCode === 200)
        expect(res.json().user, query).toMatchObject({ documentId: b.documentId, email: b.email });
      expect(res.body, query).not.toContain(a.email);
    }
    expect((await call('GET', '/api/users/me', 'playerB')).json().documentId).toBe(b.documentId);
  });

  test("A's public profile shows no private field, and A's open predictions only to A", async () => {
    const { aOpen, aClosed } = w.predictions;
    const url = `/api/public-profile/${w.users.playerA.documentId}`;
    for (const who of ['visitor', 'playerB', 'admin'] as const) {
      const res = await call('GET', url, who);
      expect(res.statusCode, who).toBe(200);
      const user = res.json().user;
      for (const key of ['email', 'phone', 'phoneVerified', 'password', 'passwordHash'])
        expect(user, who).not.toHaveProperty(key);
      expect(res.body, who).not.toContain(w.users.playerA.email);
      expect(res.body, who).not.toContain(w.users.playerA.phone);
      const shown = user.predictions.map((p: { documentId: string }) => p.documentId);
      expect(shown, who).toContain(aClosed.documentId);
      expect(shown, who).not.toContain(aOpen.documentId);
    }
    const own = (await call('GET', url, 'playerA')).json().user;
    expect(own.predictions.map((p: { documentId: string }) => p.documentId)).toContain(aOpen.documentId);
  });

  test("B cannot change A's prediction (by documentId or id) nor predict in A's name", async () => {
    const { aOpen } = w.predictions;
    const row = () => w.ctx.db.select().from(predictions).where(eq(predictions.id, aOpen.id));
    const before = await row();
    for (const key of [aOpen.documentId, String(aOpen.id)]) {
      const res = await call('PATCH', `/api/predictions/${key}`, 'playerB', { data: { team1: 0, team2: 5 } });
      expect(res.statusCode, key).toBe(403);
      expect(res.json().error).toMatchObject({ name: 'ForbiddenError', message: predictionMessages.notYours });
    }
    expect(await row()).toEqual(before);
    const inAsName = await call('POST', '/api/predictions', 'playerB', {
      data: {
        type: 'cards',
        team1: 1,
        team2: 0,
        match: w.matches.toPredict.documentId,
        user: w.users.playerA.documentId,
      },
    });
    expect(inAsName.statusCode).toBe(403);
    const made = await w.ctx.db.select().from(predictions).where(eq(predictions.matchId, w.matches.toPredict.id));
    expect(made).toEqual([]);
  });

  test('a player cannot approve a post, not even their own', async () => {
    const post = w.posts.aPending;
    for (const who of ['playerA', 'playerB'] as const) {
      const res = await call('PUT', `/api/community-posts/${post.documentId}`, who, { data: { approved: true } });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.name, who).toBe('ForbiddenError');
    }
    const [row] = await w.ctx.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row.approved).toBe(false);
    expect(documentIds(await call('GET', '/api/community-feed', 'visitor'))).not.toContain(post.documentId);
  });

  test('players cannot list or read accounts, their own included', async () => {
    for (const who of ['unverified', 'playerA', 'playerB'] as const) {
      for (const url of ['/api/users', `/api/users/${w.users.playerA.id}`, `/api/users/${w.users[who].id}`]) {
        const res = await call('GET', url, who);
        expect(res.statusCode, `${url} as ${who}`).toBe(403);
        expect(res.json().error.name).toBe('ForbiddenError');
      }
    }
  });

  test("lists are scoped to the caller: B never sees A's open prediction or waiting post", async () => {
    const { aOpen, aClosed } = w.predictions;
    const all = '/api/predictions?pagination[pageSize]=100';
    expect(documentIds(await call('GET', all, 'playerA'))).toContain(aOpen.documentId);
    expect(documentIds(await call('GET', all, 'playerB'))).not.toContain(aOpen.documentId);
    const ofA = `/api/predictions?filters[user][documentId][$eq]=${w.users.playerA.documentId}`;
    expect(documentIds(await call('GET', ofA, 'playerB'))).toEqual([aClosed.documentId]);
    const byId = `/api/predictions?filters[documentId][$eq]=${aOpen.documentId}`;
    expect(documentIds(await call('GET', byId, 'playerB'))).toEqual([]);
    expect((await call('GET', `/api/predictions/${aOpen.id}`, 'playerB')).statusCode).toBe(404);

    const { aPending, aApproved } = w.posts;
    expect(documentIds(await call('GET', '/api/community-feed', 'playerA'))).toContain(aPending.documentId);
    expect(documentIds(await call('GET', '/api/community-feed', 'playerB'))).not.toContain(aPending.documentId);
    const liked = (who: Identity) => call('GET', `/api/community-feed/${aApproved.documentId}/liked`, who);
    expect((await liked('playerA')).json()).toEqual({ liked: true });
    expect((await liked('playerB')).json()).toEqual({ liked: false });
  });

  test("B can neither take A's upload as avatar nor post it, and cannot delete it", async () => {
    const file = w.files.aLoose;
    const avatar = await call('PUT', '/api/user/me', 'playerB', { avatar: file });
    expect(avatar.statusCode).toBe(400);
    const post = await call('POST', '/api/community-feed', 'playerB', { data: { text: 'Furat', image: file } });
    expect(post.statusCode).toBe(400);
    const remove = await w.ctx.app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${file}`,
      headers: headersOf(w, 'playerB'),
    });
    expect(remove.statusCode).toBe(403);
    const [b] = await w.ctx.db.select({ avatarId: users.avatarId }).from(users).where(eq(users.id, w.users.playerB.id));
    expect(b.avatarId).toBeNull();
    const usedBy = await w.ctx.db.select().from(communityPosts).where(eq(communityPosts.imageId, file));
    expect(usedBy).toEqual([]);
    expect(await w.ctx.db.select({ id: files.id }).from(files).where(eq(files.id, file))).toEqual([{ id: file }]);
  });
});

// Every side of a private league: the matrix's identities are the visitor, the unverified account, the member (B),
// the owner (A) and the admin; a verified player outside the league is the one more side, here.
describe('private leagues: a verified player outside the league, and the list of leagues', () => {
  const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: object, data?: object) =>
    w.ctx.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(data ? { payload: { data } } : {}),
    });

  test('a non-member reads nothing of the league and changes nothing in it: 403 "Nu faci parte din această ligă."', async () => {
    const outsider = w.victims.edit;
    const url = `/api/leagues/${w.privateLeagues.main.documentId}`;
    const before = await leaguesState(w);
    const calls: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, data?: object][] = [
      ['GET', ''],
      ['GET', '/standings'],
      ['GET', '/activity'],
      ['PUT', '', { name: 'Liga furată' }],
      ['POST', '/code'],
      ['PUT', '/owner', { user: outsider.documentId }],
      ['DELETE', `/members/${w.users.playerB.documentId}`],
      ['POST', '/leave'],
      ['DELETE', ''],
    ];
    for (const [method, path, data] of calls) {
      const res = await inject(method, url + path, outsider.headers, data);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().error.message, `${method} ${path}`).toBe(leagueMessages.notMember);
    }
    expect(await leaguesState(w)).toEqual(before);
  });

  test('GET /api/leagues: each player their own leagues, the admin every league, paged', async () => {
    const { main, joinable } = w.privateLeagues;
    const ids = async (headers: object) =>
      (await inject('GET', '/api/leagues', headers)).json().data.map((l: { documentId: string }) => l.documentId);
    expect(await ids(w.victims.edit.headers)).toEqual([joinable.documentId]);
    expect(await ids(w.users.playerB.headers)).toContain(main.documentId);
    expect(await ids(w.users.playerB.headers)).not.toContain(joinable.documentId);
    expect(await ids(w.users.unverified.headers)).toEqual([]);
    const all = (await inject('GET', '/api/leagues?sort=createdAt:asc', w.users.admin.headers)).json();
    expect(all.meta.pagination).toMatchObject({ page: 1, pageSize: 25 });
    expect(all.data.map((l: { documentId: string }) => l.documentId)).toEqual(
      expect.arrayContaining([main.documentId, joinable.documentId]),
    );
  });
});

describe('every route as every identity', () => {
  test.each(routes.map((r) => [keyOf(r), r] as const))('%s', async (key, r) => {
    const row = accessTable[key];
    const routeCase = cases[key];
    if (!row || !routeCase) throw new Error(`${key} has no row or no case`);
    for (const who of IDENTITIES) {
      const req = await routeCase.request(w, who);
      const refused = row[who] !== 'ok';
      const before = refused && routeCase.state ? await routeCase.state(w) : undefined;
      const res = await w.ctx.app.inject({
        method: r.method,
        url: req.url,
        headers: { ...headersOf(w, who), ...req.headers },
        ...(req.payload === undefined ? {} : { payload: req.payload as object }),
      });
      const where = `${key} as ${who} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expectOutcome(res, row[who], req.status, where);
      if (before !== undefined)
        expect(await routeCase.state!(w), `${where}: a refused call changed data`).toEqual(before);
      expectNoSecrets(w, who, res, passwordHash, where);
    }
  });
});
