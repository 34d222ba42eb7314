import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { clubStandingsSettled } from './club-standings.cache.ts';
import { COUNT_LOCK } from './club-standings.queries.ts';
import { clubStandingsAnswer } from './club-standings.service.ts';
import { buildClubWorld, clubStandings } from './club-standings.world.ts';

// How the counts are kept: a read never waits for a count, and instances that share a database count once per
// change and serve the same count.

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  await buildClubWorld(ctx, NOW);
});
afterAll(() => ctx.close());

const storedVersion = async () =>
  Number((await rowsOf<{ version: number }>(ctx.db, sql`select version from club_standings`))[0].version);

const computedAtOf = async (services: TestContext['app']['services']) =>
  (JSON.parse((await clubStandingsAnswer(services, {})).body.toString()) as { meta: { computedAt: string } }).meta
    .computedAt;

test('the first read of a database counts once; the count is stored with a version', async () => {
  const body = await clubStandings(ctx);
  expect(body.meta.rankedClubs).toBe(4);
  await clubStandingsSettled(ctx.app.services);
  expect(await storedVersion()).toBeGreaterThanOrEqual(1);
});

test('while a count waits (another instance holds the count lock), reads answer the previous count at once', async () => {
  const services = ctx.app.services;
  const before = await computedAtOf(services);
  let settled: Promise<void> | undefined;
  let announced: Promise<void> | undefined;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COUNT_LOCK})`);
    // Heard at once; not awaited here: the announcement's reactions read the database, which (on PGlite) this
    // transaction holds. A write announces after its commit.
    announced = services.changes.announce('places');
    // The count starts now and waits for the lock (on PGlite, for the one connection this transaction holds).
    settled = clubStandingsSettled(services);
    for (let i = 0; i < 3; i++) expect(await computedAtOf(services)).toBe(before);
  });
  await announced;
  await settled;
  expect(await computedAtOf(services)).not.toBe(before);
});

describe('two instances on one database', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await testApp({ now: NOW, database: ctx.database });
  });
  afterAll(() => other.close());

  test('the second serves the count the first stored, and one change heard by both is counted once', async () => {
    await clubStandings(other);
    await clubStandingsSettled(other.app.services);
    await clubStandingsSettled(ctx.app.services);
    const version = await storedVersion();
    expect(await computedAtOf(other.app.services)).toBe(await computedAtOf(ctx.app.services));

    await ctx.app.services.changes.announce('places');
    await clubStandingsSettled(ctx.app.services);
    await clubStandingsSettled(other.app.services);
    expect(await storedVersion()).toBe(version + 1);
    expect(await computedAtOf(other.app.services)).toBe(await computedAtOf(ctx.app.services));
  });
});
