import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correctionMessages } from '../../../domain/corrections.schemas.ts';
import { matchMessages } from '../../../domain/match.schemas.ts';
import { versionMessages, versionTag } from '../../../domain/versions.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { saveMatch } from '../../test/actions.ts';
import { createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// Two admin tabs on one match: a write carries the version its tab read (If-Match) and is refused (412) once
// another tab has saved; a score is both numbers or neither, whatever else the write holds.

const NOW = new Date('2026-10-10T09:00:00.000Z');
/** 20:30 and 21:45 in Bucharest on 15.10.2026 (summer time, UTC+3). */
const KICKOFF = '2026-10-15T17:30:00.000Z';
const MOVED = '2026-10-15T18:45:00.000Z';

let ctx: TestContext;
let admin: TestUser;
let teamA: { id: number; documentId: string };
let teamB: { id: number; documentId: string };
let round: { id: number; documentId: string };

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  admin = await createUser(ctx, { username: 'moderator', role: 'admin' });
  teamA = await createTeam(ctx.db, 'Rapid');
  teamB = await createTeam(ctx.db, 'Dinamo');
  round = await createRound(ctx.db, 'Etapa 12', true);
});
afterAll(() => ctx.close());

const newMatch = (values: Partial<typeof matches.$inferInsert> = {}) =>
  createMatch(ctx.db, { roundId: round.id, team1Id: teamA.id, team2Id: teamB.id, date: new Date(KICKOFF), ...values });

const read = (documentId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/matches/${documentId}`, headers: admin.headers });
const stored = async (id: number) => (await ctx.db.select().from(matches).where(eq(matches.id, id)))[0];

/** What the back office's form sends: every field, as the tab shows them. */
const wholeForm = (over: object = {}) => ({
  team1: { connect: [teamA.documentId] },
  team2: { connect: [teamB.documentId] },
  round: { connect: [round.documentId] },
  date: KICKOFF,
  team1_finalScore: null,
  team2_finalScore: null,
  final_cards: '',
  final_corners: '',
  ...over,
});

const expectStale = (res: Awaited<ReturnType<typeof saveMatch>>) => {
  expect(res.statusCode).toBe(412);
  expect(res.json()).toEqual({
    data: null,
    error: { status: 412, name: 'PreconditionFailedError', message: versionMessages.stale, details: {} },
  });
};

describe('a match read by one tab and changed by another', () => {
  test('the read carries its version: the ETag quotes the updatedAt of the body', async () => {
    const m = await newMatch();
    const res = await read(m.documentId);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(versionTag(res.json().data.updatedAt));
    expect(res.json().data.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('B, opened before A moved the kickoff, saves only the corners: refused, and the kickoff stays 21:45', async () => {
    const m = await newMatch();
    const opened = (await read(m.documentId)).headers.etag as string;
    // Tab A moves the kickoff.
    const a = await saveMatch(ctx, admin, m.documentId, wholeForm({ date: MOVED }), opened);
    expect(a.statusCode).toBe(200);
    expect(a.headers.etag).toBe(versionTag(a.json().data.updatedAt));
    expect(a.headers.etag).not.toBe(opened);
    // Tab B still shows 20:30 and changes the corners.
    expectStale(await saveMatch(ctx, admin, m.documentId, wholeForm({ final_corners: '1' }), opened));
    const after = await stored(m.id);
    expect(after.date.toISOString()).toBe(MOVED);
    expect(after.finalCorners).toBeNull();
    expect((await read(m.documentId)).json().data.deadline).toBe('2026-10-15T16:45:00.000Z');
    // Reloaded (A's version), B's corners go through and keep A's kickoff.
    const fresh = (await read(m.documentId)).headers.etag as string;
    const b = await saveMatch(ctx, admin, m.documentId, wholeForm({ date: MOVED, final_corners: '1' }), fresh);
    expect(b.statusCode).toBe(200);
    expect(await stored(m.id)).toMatchObject({ finalCorners: '1', date: new Date(MOVED) });
  });

  test("A saves a first result: B's stale save is told the data changed (412), not that it needs a reason", async () => {
    const m = await newMatch({ date: new Date('2026-10-09T17:30:00.000Z') });
    const opened = (await read(m.documentId)).headers.etag as string;
    const a = await saveMatch(
      ctx,
      admin,
      m.documentId,
      wholeForm({ date: '2026-10-09T17:30:00.000Z', team1_finalScore: 2, team2_finalScore: 1 }),
      opened,
    );
    expect(a.statusCode).toBe(200);
    // B's form shows "? - ?", has no reason field, and changes the corners.
    const b = await saveMatch(
      ctx,
      admin,
      m.documentId,
      wholeForm({ date: '2026-10-09T17:30:00.000Z', final_corners: '2' }),
      opened,
    );
    expectStale(b);
    expect(await stored(m.id)).toMatchObject({ team1FinalScore: 2, team2FinalScore: 1, finalCorners: null });
    // The specification's own client (no If-Match) keeps the reason's answer.
    const plain = await saveMatch(
      ctx,
      admin,
      m.documentId,
      wholeForm({ date: '2026-10-09T17:30:00.000Z', final_corners: '2' }),
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.message).toBe(correctionMessages.reasonRequired);
  });

  test('without If-Match a write behaves as before; * names any version; unreadable tags match none', async () => {
    const m = await newMatch();
    expect((await saveMatch(ctx, admin, m.documentId, { date: MOVED })).statusCode).toBe(200);
    expect((await saveMatch(ctx, admin, m.documentId, { date: KICKOFF }, '*')).statusCode).toBe(200);
    const current = (await read(m.documentId)).headers.etag as string;
    expectStale(await saveMatch(ctx, admin, m.documentId, { date: MOVED }, `W/${current}`));
    expectStale(await saveMatch(ctx, admin, m.documentId, { date: MOVED }, 'not-a-tag'));
    expect(
      (await saveMatch(ctx, admin, m.documentId, { date: MOVED }, `"1999-01-01T00:00:00.000Z", ${current}`)).statusCode,
    ).toBe(200);
    expect((await stored(m.id)).date.toISOString()).toBe(MOVED);
  });

  test('every write moves the version forward, even past a stored one ahead of the clock', async () => {
    const m = await newMatch();
    const seen = new Set<string>();
    let last = (await read(m.documentId)).headers.etag as string;
    seen.add(last);
    for (let i = 0; i < 5; i++) {
      const res = await saveMatch(ctx, admin, m.documentId, { date: i % 2 ? KICKOFF : MOVED }, last);
      expect(res.statusCode).toBe(200);
      last = res.headers.etag as string;
      seen.add(last);
    }
    expect(seen.size).toBe(6);
    // Stored with a version ahead of the clock (another instance's), the next write still moves it forward.
    await ctx.db
      .update(matches)
      .set({ updatedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(matches.id, m.id));
    const ahead = (await read(m.documentId)).headers.etag as string;
    const res = await saveMatch(ctx, admin, m.documentId, { date: MOVED }, ahead);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThan(Date.parse(ahead.slice(1, -1)));
  });

  test('a delete made against an old version is refused and the match stays; against the current one it goes', async () => {
    const m = await newMatch();
    const opened = (await read(m.documentId)).headers.etag as string;
    expect((await saveMatch(ctx, admin, m.documentId, { date: MOVED }, opened)).statusCode).toBe(200);
    const del = (ifMatch: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/matches/${m.documentId}`,
        headers: { ...admin.headers, 'if-match': ifMatch },
      });
    expectStale(await del(opened));
    expect(await stored(m.id)).toBeDefined();
    expect((await del((await read(m.documentId)).headers.etag as string)).statusCode).toBe(204);
    expect(await stored(m.id)).toBeUndefined();
  });
});

describe('a score is both numbers or neither', () => {
  const refusedOn = (res: Awaited<ReturnType<typeof saveMatch>>, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      name: 'ValidationError',
      message: matchMessages.scoreWhole,
      details: { errors: [{ path: [field], message: matchMessages.scoreWhole }] },
    });
  };

  test('POST with one number is refused and nothing is stored', async () => {
    const before = (await ctx.db.select().from(matches)).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: admin.headers,
      payload: { data: wholeForm({ team1_finalScore: 2, team2_finalScore: null }) },
    });
    refusedOn(res, 'team2_finalScore');
    expect((await ctx.db.select().from(matches)).length).toBe(before);
  });

  test('PUT of 2 and empty (the form as it was) is refused: no half result, predictions stay open', async () => {
    const m = await newMatch();
    refusedOn(
      await saveMatch(ctx, admin, m.documentId, wholeForm({ team1_finalScore: 2, team2_finalScore: null })),
      'team2_finalScore',
    );
    expect(await stored(m.id)).toMatchObject({ team1FinalScore: null, team2FinalScore: null, resultSource: null });
  });

  test('a partial PUT is judged with the stored value of the other number', async () => {
    const m = await newMatch();
    // One number alone, the other never sent: still half a score.
    refusedOn(await saveMatch(ctx, admin, m.documentId, { team2_finalScore: 1 }), 'team1_finalScore');
    expect((await saveMatch(ctx, admin, m.documentId, { team1_finalScore: 3, team2_finalScore: 1 })).statusCode).toBe(
      200,
    );
    // Clearing one of a stored pair leaves half of it.
    refusedOn(
      await saveMatch(ctx, admin, m.documentId, { team2_finalScore: null, correction_reason: 'Scor introdus greșit' }),
      'team2_finalScore',
    );
    expect(await stored(m.id)).toMatchObject({ team1FinalScore: 3, team2FinalScore: 1 });
    // Changing one number of a stored pair is whole (a correction).
    const fixed = await saveMatch(ctx, admin, m.documentId, {
      team1_finalScore: 2,
      correction_reason: 'Scor introdus greșit',
    });
    expect(fixed.statusCode).toBe(200);
    expect(await stored(m.id)).toMatchObject({ team1FinalScore: 2, team2FinalScore: 1 });
  });

  test('a half score stored before the rule is completed by sending the missing number; other edits ask for it', async () => {
    const m = await newMatch({ team1FinalScore: 1 });
    refusedOn(await saveMatch(ctx, admin, m.documentId, { final_cards: 'X' }), 'team2_finalScore');
    expect(
      (await saveMatch(ctx, admin, m.documentId, { team2_finalScore: 0, correction_reason: 'Scor completat' }))
        .statusCode,
    ).toBe(200);
    expect(await stored(m.id)).toMatchObject({ team1FinalScore: 1, team2FinalScore: 0 });
  });
});
