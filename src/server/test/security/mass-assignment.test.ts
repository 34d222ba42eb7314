import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE_IDS } from '../../../domain/limits.ts';
import { comments, communityPosts } from '../../db/tables/community.table.ts';
import { files, users } from '../../db/tables/core.table.ts';
import { leagueMembers, leagues } from '../../db/tables/leagues.table.ts';
import { pointAdjustments, predictions } from '../../db/tables/predictions.table.ts';
import { routes } from '../../routes.ts';
import { multipartHeaders } from '../multipart.ts';
import { countRows, imageUpload } from './authz-http.ts';
import type { MassCase, MassRequest } from './authz-mass-case.ts';
import { adminLeagueEdit, extrasFor, massCases, strapiAttachFields } from './authz-mass-cases.ts';
import { buildWorld, headersOf, type World } from './authz-world.ts';

// Mass assignment: every write a player (or a visitor) can make, with role, points, verification, owner
// and moderation keys slipped in. The server may refuse the key (400) or ignore it; either way the
// database must show that none of it took effect.

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const userWrites = routes.filter((r) => r.access !== 'admin' && (r.body || r.multipart)).map(keyOf);

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(() => w.ctx.close());

/** What an extra key could change, read from the database. */
async function snapshot() {
  const { db } = w.ctx;
  return {
    users: await db
      .select({
        id: users.id,
        roleId: users.roleId,
        points: users.points,
        currentPoints: users.currentPoints,
        phoneVerified: users.phoneVerified,
        blocked: users.blocked,
        tokenVersion: users.tokenVersion,
        avatarId: users.avatarId,
        documentId: users.documentId,
      })
      .from(users)
      .orderBy(users.id),
    posts: await db
      .select({
        id: communityPosts.id,
        userId: communityPosts.userId,
        approved: communityPosts.approved,
        likes: communityPosts.likes,
        documentId: communityPosts.documentId,
      })
      .from(communityPosts)
      .orderBy(communityPosts.id),
    predictions: await db
      .select({
        id: predictions.id,
        userId: predictions.userId,
        matchId: predictions.matchId,
        points: predictions.points,
      })
      .from(predictions)
      .orderBy(predictions.id),
    comments: await db.select({ id: comments.id, userId: comments.userId }).from(comments).orderBy(comments.id),
    files: await db.select({ id: files.id, ownerId: files.ownerId }).from(files).orderBy(files.id),
    adjustments: await countRows(w, pointAdjustments),
    leagues: await db
      .select({
        id: leagues.id,
        name: leagues.name,
        ownerId: leagues.ownerId,
        code: leagues.code,
        emblemId: leagues.emblemId,
      })
      .from(leagues)
      .orderBy(leagues.id),
    members: await db
      .select({ leagueId: leagueMembers.leagueId, userId: leagueMembers.userId })
      .from(leagueMembers)
      .orderBy(leagueMembers.leagueId, leagueMembers.userId),
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const omit = <T extends object>(row: T, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

/** Rows that were already there are as they were; new rows belong to the caller and carry nothing granted. */
function expectOnlyOwnEffects(
  before: Snapshot,
  after: Snapshot,
  callerId: number | null,
  req: MassRequest,
  where: string,
) {
  const known = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  for (const key of ['users', 'posts', 'predictions', 'comments', 'files', 'leagues'] as const) {
    const old = known(before[key]);
    const kept = (after[key] as { id: number }[]).filter((r) => old.has(r.id));
    const allowed = (r: { id: number }) => {
      if (key === 'users' && r.id === req.subject?.id) return req.subject.columns;
      if (key === 'leagues' && r.id === req.league?.id) return req.league.columns;
      return [];
    };
    expect(
      kept.map((r) => omit(r, allowed(r))),
      `${where}: ${key} changed`,
    ).toEqual((before[key] as { id: number }[]).map((r) => omit(r, allowed(r))));
  }
  const fresh = <T extends { id: number }>(rows: T[], old: T[]) => rows.filter((r) => !known(old).has(r.id));
  for (const u of fresh(after.users, before.users)) {
    expect(u, where).toMatchObject({
      roleId: ROLE_IDS.predictor,
      points: 0,
      currentPoints: 0,
      phoneVerified: false,
      blocked: false,
    });
  }
  for (const p of fresh(after.posts, before.posts))
    expect(p, where).toMatchObject({ userId: callerId, approved: false, likes: 0 });
  for (const p of fresh(after.predictions, before.predictions))
    expect(p, where).toMatchObject({ userId: callerId, points: null });
  for (const c of fresh(after.comments, before.comments)) expect(c.userId, where).toBe(callerId);
  for (const f of fresh(after.files, before.files)) expect(f.ownerId, where).toBe(callerId);
  for (const l of fresh(after.leagues, before.leagues)) expect(l.ownerId, where).toBe(callerId);
  // Memberships only ever added for the caller (a join, a creation), never for anyone an extra key names.
  const had = new Set(before.members.map((m) => `${m.leagueId}:${m.userId}`));
  for (const m of after.members.filter((x) => !had.has(`${x.leagueId}:${x.userId}`)))
    expect(m.userId, where).toBe(callerId);
  expect(
    before.members.filter((m) => !after.members.some((x) => x.leagueId === m.leagueId && x.userId === m.userId)),
    where,
  ).toEqual([]);
  expect(after.adjustments, where).toBe(before.adjustments);
  if (req.subject) {
    const subject = after.users.find((u) => u.id === req.subject?.id);
    expect(subject, where).toMatchObject({ roleId: ROLE_IDS.predictor, points: 0, currentPoints: 0, blocked: false });
  }
}

const keyRefused = (keys: string[]) => new RegExp(`(Invalid key|Unrecognized key:) "?(${keys.join('|')})\\b`);

async function send(
  key: string,
  extras: Record<string, unknown>,
  placement: 'top' | 'data' | 'form',
  c: MassCase = massCases[key],
) {
  const req = await c.request(w, extras, placement);
  const before = await snapshot();
  const [method, url] = [key.split(' ')[0] as 'POST', req.url];
  const res = await w.ctx.app.inject({
    method,
    url,
    headers: { ...headersOf(w, c.as), ...req.headers },
    payload: req.payload as object,
  });
  return { req, res, before, after: await snapshot() };
}

test('every user-facing write has a mass-assignment case, and every case a route', () => {
  expect(userWrites.length).toBeGreaterThanOrEqual(10);
  expect(Object.keys(massCases).sort()).toEqual([...userWrites].sort());
});

const massTests = (key: string, c: MassCase) => {
  test('the request without extras is valid', async () => {
    const { res } = await send(key, {}, c.placements[0], c);
    expect(res.statusCode, res.body).toBe(c.okStatus);
  });

  test('extra keys are refused or ignored, and none takes effect', async () => {
    const callerId = c.as === 'visitor' ? null : w.users[c.as].id;
    const extras = { ...extrasFor(w), ...c.moreExtras?.(w) };
    const batches = c.together ? [extras] : Object.entries(extras).map(([k, v]) => ({ [k]: v }));
    for (const placement of c.placements) {
      for (const batch of batches) {
        const { req, res, before, after } = await send(key, batch, placement, c);
        const names = Object.keys(batch);
        const where = `${key} with ${names.join(', ')} (${placement}) → ${res.statusCode} ${res.body.slice(0, 160)}`;
        expect([400, 403, c.okStatus], where).toContain(res.statusCode);
        // A refusal names a key (or, for a foreign author, says the prediction is not the caller's).
        if (res.statusCode === 400) expect(res.json().error.message, where).toMatch(keyRefused(names));
        if (res.statusCode === 403) expect(res.json().error.name, where).toBe('ForbiddenError');
        if (res.statusCode !== c.okStatus) expect(after, `${where}: a refused write changed data`).toEqual(before);
        expectOnlyOwnEffects(before, after, callerId, req, where);
      }
    }
  });
};

describe.each(userWrites.map((k) => [k]))('%s', (key) => massTests(key, massCases[key]));

describe('PUT /api/leagues/:id as an admin, on a league they do not own', () =>
  massTests('PUT /api/leagues/:id', adminLeagueEdit));

test("an upload's Strapi attach fields (ref, refId, field) do not reach another account", async () => {
  const b = w.users.playerB;
  const [before] = await w.ctx.db.select({ avatarId: users.avatarId }).from(users).where(eq(users.id, b.id));
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...w.users.playerA.headers, ...multipartHeaders() },
    payload: imageUpload(await w.png(w.next()), strapiAttachFields(w)),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [uploaded] = res.json() as { id: number }[];
  const [file] = await w.ctx.db.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, uploaded.id));
  expect(file.ownerId).toBe(w.users.playerA.id);
  const [after] = await w.ctx.db.select({ avatarId: users.avatarId }).from(users).where(eq(users.id, b.id));
  expect(after.avatarId).toBe(before.avatarId);
});
