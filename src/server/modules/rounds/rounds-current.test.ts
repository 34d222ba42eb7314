import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { saveMatch, totalsOf } from '../../test/actions.ts';
import { createLeague, createRound, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { setCurrentRound } from './rounds.service.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;
let fan: TestUser;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  fan = await createUser(ctx, { username: 'fan' });
  const admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  const match = league.currentMatches[0];
  await ctx.db.insert(predictions).values({ userId: fan.id, matchId: match.id, type: 'score', team1: 1, team2: 0 });
  await saveMatch(ctx, admin, match.documentId, { team1_finalScore: 1, team2_finalScore: 0 });
});
afterAll(() => ctx.close());

const totals = () => totalsOf(ctx.db, fan.id);

test('making another round current starts the round points anew, and the total stays', async () => {
  expect(await totals()).toEqual({ points: 100, currentPoints: 100 });
  const next = await createRound(ctx.db, 'Etapa 3');
  await setCurrentRound(ctx.app.services, next.id);
  expect(await totals()).toEqual({ points: 100, currentPoints: 0 });
  await setCurrentRound(ctx.app.services, league.current.id);
  expect(await totals()).toEqual({ points: 100, currentPoints: 100 });
});

test('two admins setting different rounds current at once leave exactly one current round', async () => {
  const a = await createRound(ctx.db, 'Etapa A');
  const b = await createRound(ctx.db, 'Etapa B');
  await Promise.all([setCurrentRound(ctx.app.services, a.id), setCurrentRound(ctx.app.services, b.id)]);
  const current = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from rounds where current`);
  expect(Number(current[0].n)).toBe(1);
});

test('the database itself refuses a second current round', async () => {
  await expect(createRound(ctx.db, 'Etapa C', true)).rejects.toThrow();
});
