import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { leagueMembers, leagues } from '../../db/tables/leagues.table.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { call, join, newLeague, players } from './leagues.world.ts';

// The owner's tools and who is refused them, leaving, handing over, and an account's deletion.

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let admin: TestUser;
let league: { documentId: string; code: string };
const url = (path = '') => `/api/leagues/${league.documentId}${path}`;
const membersOf = async (documentId: string) => {
  const [row] = await ctx.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.documentId, documentId));
  if (!row) return undefined;
  const rows = await ctx.db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, row.id));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
};
const read = async (documentId: string, user: TestUser) =>
  (await call(ctx, 'GET', `/api/leagues/${documentId}`, user)).json().data;

beforeAll(async () => {
  ctx = await testApp();
  [owner, member, outsider] = await players(ctx, 'liga', 3);
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  league = await newLeague(ctx, owner, 'Liga Veche');
  await join(ctx, member, league.code);
});
afterAll(() => ctx.close());

describe("the owner's tools", () => {
  const tools = () =>
    [
      ['PUT', url(), { name: 'Furată' }],
      ['POST', url('/code'), undefined],
      ['DELETE', url(`/members/${owner.documentId}`), undefined],
      ['PUT', url('/owner'), { user: outsider.documentId }],
      ['DELETE', url(), undefined],
    ] as const;

  test('a member who does not own the league is refused 403, an outsider too, and nothing changes', async () => {
    const before = await read(league.documentId, owner);
    for (const [method, path, data] of tools()) {
      for (const [who, message] of [
        [member, leagueMessages.ownerOnly],
        [outsider, leagueMessages.notMember],
      ] as const) {
        const res = await call(ctx, method, path, who, data);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().error).toMatchObject({ name: 'ForbiddenError', message });
      }
    }
    expect(await read(league.documentId, owner)).toEqual(before);
    expect(await membersOf(league.documentId)).toEqual([owner.id, member.id]);
  });

  test('an unknown league is 404 for the same calls', async () => {
    for (const [method, path, data] of tools()) {
      const res = await call(ctx, method, path.replace(league.documentId, 'nuexistaaceastaliga00000'), owner, data);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  test('the owner renames the league and edits its description (validated like creation)', async () => {
    const res = await call(ctx, 'PUT', url(), owner, { name: ' Liga Nouă ', description: 'Doar prieteni' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Liga Nouă', description: 'Doar prieteni', isOwner: true });
    const short = await call(ctx, 'PUT', url(), owner, { name: 'xy' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(leagueMessages.nameTooShort(3));
    const cleared = await call(ctx, 'PUT', url(), owner, { description: null });
    expect(cleared.json().data).toMatchObject({ name: 'Liga Nouă', description: null });
  });

  test('a new code replaces the old one: the old code finds nothing any more', async () => {
    const res = await call(ctx, 'POST', url('/code'), owner);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.code as string;
    expect(fresh).not.toBe(league.code);
    const old = await call(ctx, 'POST', '/api/leagues/join', outsider, { code: league.code });
    expect(old.statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/leagues/join/${league.code}`, null)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/leagues/join/${fresh}`, null)).statusCode).toBe(200);
    league.code = fresh;
  });

  test('the owner removes a member, not themself; a non-member is 404', async () => {
    const [extra] = await players(ctx, 'eliminat', 1);
    await join(ctx, extra, league.code);
    const self = await call(ctx, 'DELETE', url(`/members/${owner.documentId}`), owner);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(leagueMessages.cannotRemoveSelf);
    const stranger = await call(ctx, 'DELETE', url(`/members/${outsider.documentId}`), owner);
    expect(stranger.statusCode).toBe(404);
    const res = await call(ctx, 'DELETE', url(`/members/${extra.documentId}`), owner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await membersOf(league.documentId)).toEqual([owner.id, member.id]);
    expect((await call(ctx, 'GET', url(), extra)).statusCode).toBe(403);
  });

  test('the owner hands over to a member (never to an outsider); the old owner stays a member', async () => {
    const refused = await call(ctx, 'PUT', url('/owner'), owner, { user: outsider.documentId });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(leagueMessages.memberNotFound);
    const res = await call(ctx, 'PUT', url('/owner'), owner, { user: member.documentId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ owner: { documentId: member.documentId }, isOwner: false });
    expect((await call(ctx, 'POST', url('/code'), owner)).statusCode).toBe(403);
    expect((await read(league.documentId, member)).isOwner).toBe(true);
    expect(await membersOf(league.documentId)).toEqual([owner.id, member.id]);
  });
});

describe('leaving and deleting', () => {
  test('a member leaves; an outsider leaving is refused', async () => {
    const l = await newLeague(ctx, owner, 'De părăsit');
    await join(ctx, member, l.code);
    expect((await call(ctx, 'POST', `/api/leagues/${l.documentId}/leave`, outsider)).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/api/leagues/${l.documentId}/leave`, member)).statusCode).toBe(204);
    expect(await membersOf(l.documentId)).toEqual([owner.id]);
  });

  test('an owner leaving hands the league to the longest-standing member; the last one leaving ends it', async () => {
    const [first, second] = await players(ctx, 'vechime', 2);
    const l = await newLeague(ctx, owner, 'Moștenire');
    await join(ctx, first, l.code);
    await join(ctx, second, l.code);
    expect((await call(ctx, 'POST', `/api/leagues/${l.documentId}/leave`, owner)).statusCode).toBe(204);
    expect((await read(l.documentId, second)).owner.documentId).toBe(first.documentId);
    expect(await membersOf(l.documentId)).toEqual([first.id, second.id]);
    await call(ctx, 'POST', `/api/leagues/${l.documentId}/leave`, second);
    expect((await call(ctx, 'POST', `/api/leagues/${l.documentId}/leave`, first)).statusCode).toBe(204);
    expect(await membersOf(l.documentId)).toBeUndefined();
  });

  test('the owner or an admin deletes a league; a member cannot', async () => {
    const a = await newLeague(ctx, owner, 'De șters');
    await join(ctx, member, a.code);
    expect((await call(ctx, 'DELETE', `/api/leagues/${a.documentId}`, member)).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/leagues/${a.documentId}`, owner)).statusCode).toBe(204);
    expect(await membersOf(a.documentId)).toBeUndefined();
    expect((await call(ctx, 'POST', '/api/leagues/join', outsider, { code: a.code })).statusCode).toBe(404);
    const b = await newLeague(ctx, owner, 'Ștearsă de admin');
    expect((await call(ctx, 'DELETE', `/api/leagues/${b.documentId}`, admin)).statusCode).toBe(204);
    expect(await membersOf(b.documentId)).toBeUndefined();
  });
});

describe("an account's deletion", () => {
  test('its leagues pass to the longest-standing other member, or end when it was alone; its memberships go', async () => {
    // The younger account joined first: seniority in the league decides, not the account's age.
    const [leaving, younger, elder] = await players(ctx, 'sters', 3);
    const shared = await newLeague(ctx, leaving, 'Cu moștenitor');
    await join(ctx, elder, shared.code);
    await join(ctx, younger, shared.code);
    const alone = await newLeague(ctx, leaving, 'Singur');
    const joined = await newLeague(ctx, elder, 'A altcuiva');
    await join(ctx, leaving, joined.code);

    const res = await call(ctx, 'DELETE', `/api/users/${leaving.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(shared.documentId, younger)).owner.documentId).toBe(elder.documentId);
    expect(await membersOf(shared.documentId)).toEqual([younger.id, elder.id]);
    expect(await membersOf(alone.documentId)).toBeUndefined();
    expect(await membersOf(joined.documentId)).toEqual([elder.id]);
  });
});
