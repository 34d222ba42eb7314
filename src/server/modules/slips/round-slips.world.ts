import { afterAll, beforeAll } from 'vitest';
import { createLeague, createMatch, createRound, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// Shared by round-slips.test.ts and round-slips-edit.test.ts: each file gets its own app and world (vitest runs
// each test file in its own module graph); the bindings below are live, set by the setup.

export const NOW = new Date('2026-11-20T12:00:00.000Z');
export const HOUR = 3600_000;
export let ctx: TestContext;
export let league: Awaited<ReturnType<typeof createLeague>>;
export let admin: TestUser;
export let fan: TestUser;
export type MatchRow = Awaited<ReturnType<typeof createMatch>>;
export let m1: MatchRow; // current round, kickoff in 1 day
export let m2: MatchRow; // current round, in 3 days
export let m3: MatchRow; // current round, in 2 days
export let rulesRound: Awaited<ReturnType<typeof createRound>>; // a round without a slip
export let started: MatchRow; // rules round, kicked off an hour ago
export let later: MatchRow; // rules round, in 5 days
export let nextRound: Awaited<ReturnType<typeof createRound>>;
export let nextMatch: MatchRow; // next round, in 8 days

export const pick = (m: { documentId: string }, odd: number, expectedResult = '1') => ({
  expectedResult,
  odd,
  matches: { connect: [m.documentId] },
});
export const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, data?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(data === undefined ? {} : { payload: { data } as object }),
  });
export const post = (data: unknown, user: TestUser | null = admin) => send('POST', '/api/round-slips', user, data);
export const put = (documentId: string, data: unknown, user: TestUser | null = admin) =>
  send('PUT', `/api/round-slips/${documentId}`, user, data);
export const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** The world of the round slips' tests: registers its setup and teardown in the importing test file. */
export function useRoundSlipsWorld() {
  beforeAll(async () => {
    ctx = await testApp({ now: NOW });
    league = await createLeague(ctx.db, NOW, 4);
    [m1, m2] = league.currentMatches;
    const [a, b, c, d] = league.teams;
    const current = league.current.id;
    m3 = await createMatch(ctx.db, {
      roundId: current,
      team1Id: a.id,
      team2Id: c.id,
      date: new Date(+NOW + 48 * HOUR),
    });
    rulesRound = await createRound(ctx.db, 'Etapa reguli');
    started = await createMatch(ctx.db, {
      roundId: rulesRound.id,
      team1Id: b.id,
      team2Id: d.id,
      date: new Date(+NOW - HOUR),
    });
    later = await createMatch(ctx.db, {
      roundId: rulesRound.id,
      team1Id: c.id,
      team2Id: d.id,
      date: new Date(+NOW + 5 * 24 * HOUR),
    });
    nextRound = await createRound(ctx.db, 'Etapa 3');
    nextMatch = await createMatch(ctx.db, {
      roundId: nextRound.id,
      team1Id: a.id,
      team2Id: d.id,
      date: new Date(+NOW + 8 * 24 * HOUR),
    });
    admin = await createUser(ctx, { username: 'admin', role: 'admin' });
    fan = await createUser(ctx, { username: 'fan' });
  });
  afterAll(() => ctx.close());
}
