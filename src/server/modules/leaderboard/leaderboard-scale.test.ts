import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { queueVacuumAfter, RANKINGS_VACUUM_JOB, VACUUM_AFTER_ACCOUNTS } from '../scoring/scoring.jobs.ts';
import { findersSettled } from './leaderboard.cache.ts';
import { FENCE_EVERY } from './leaderboard.service.ts';

// The ranking at the scale where ties are large and re-ranks rewrite many accounts: pages that seek inside a tie
// from its fences, and the vacuum queued after a large change of points.

const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('GET /api/leaderboard deep inside a large tie (pages seek from fences)', () => {
  let big: TestContext;
  const TIE = 3 * FENCE_EVERY + 41;
  const order = async (column: 'points' | 'current_points') =>
    (
      await rowsOf<{ username: string }>(
        big.db,
        sql`select username from users where role_id <> 4
            order by ${sql.raw(column)} desc, lower(username), id`,
      )
    ).map((r) => r.username);
  const page = async (sortBy: string, n: number, size: number) =>
    (await big.app.inject({ method: 'GET', url: `/api/leaderboard?sortBy=${sortBy}&page=${n}&pageSize=${size}` }))
      .json()
      .data.map((r: { username: string; rank: number }) => r.username);

  beforeAll(async () => {
    big = await testApp({ now: NOW });
    // A tie of TIE accounts at 50 points (names in mixed case, so that the order is lower(username)), 60 at 40,
    // every current total 0 (one tie of all): inserted in one statement, the histogram kept by its trigger.
    await big.db.execute(sql`insert into users (document_id, username, email, password_hash, role_id, points, current_points)
      select 'tie' || lpad(n::text, 21, '0'),
             (array['Fan_', 'fan', 'FAN-'])[1 + n % 3] || (n * 7919 % 100003),
             'tie' || n || '@test.local', 'x', 3, case when n <= ${TIE} then 50 else 40 end, 0
      from generate_series(1, ${TIE + 60}) n`);
  });
  afterAll(() => big.close());

  test('every page cuts the one order, past every fence and across the tie’s end', async () => {
    for (const [sortBy, column] of [
      ['points', 'points'],
      ['currentPoints', 'current_points'],
    ] as const) {
      const expected = await order(column);
      // Pages walk a tie until its fences are there, then seek from them: both ways are read.
      for (const n of [37, 74]) await page(sortBy, n, 7);
      await findersSettled(big.app.services);
      // Size 7 never lines up with the fences; the pages around each fence, the tie's end and the last page.
      const pages = new Set([1, 36, 37, 38, 73, 74, 110, 111, 112, 113, Math.ceil(expected.length / 7)]);
      for (const n of pages)
        expect(await page(sortBy, n, 7), `${sortBy} page ${n}`).toEqual(expected.slice((n - 1) * 7, n * 7));
      const all: string[] = [];
      for (let n = 1; n <= Math.ceil(expected.length / 100); n++) all.push(...(await page(sortBy, n, 100)));
      expect(all).toEqual(expected);
    }
  });

  test('a write inside the tie moves the fences with it: pages read the new order at once', async () => {
    const admin = await createUser(big, { username: 'arbitru9', role: 'admin' });
    await page('points', 60, 7); // fences of the 50-point tie computed and kept
    await findersSettled(big.app.services);
    const movers = await rowsOf<{ id: number }>(
      big.db,
      sql`select id from users where points = 50 order by lower(username) limit 5`,
    );
    for (const m of movers) {
      const res = await big.app.inject({
        method: 'POST',
        url: `/api/users/${m.id}/adjustments`,
        headers: admin.headers,
        payload: { points: -10, reason: 'Corecție' },
      });
      expect(res.statusCode).toBe(201);
    }
    const expected = await order('points');
    for (const n of [36, 37, 73, 74, 110, 111])
      expect(await page('points', n, 7)).toEqual(expected.slice((n - 1) * 7, n * 7));
  });
});

describe('after a change of points that moved many accounts', () => {
  let vac: TestContext;
  beforeAll(async () => {
    vac = await testApp({ now: NOW });
  });
  afterAll(() => vac.close());
  const jobStates = async () =>
    (await rowsOf<{ state: string }>(vac.db, sql`select state from jobs where kind = ${RANKINGS_VACUUM_JOB}`)).map(
      (r) => r.state,
    );

  test('users is vacuumed by a job, so that pages read the index alone again', async () => {
    queueVacuumAfter(vac.app.services, VACUUM_AFTER_ACCOUNTS - 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(await jobStates()).toEqual([]);
    // Two large changes at once: one pending job takes both (a runner may already have claimed the first).
    queueVacuumAfter(vac.app.services, VACUUM_AFTER_ACCOUNTS);
    queueVacuumAfter(vac.app.services, 250_000);
    await expect.poll(async () => (await jobStates()).length).toBeGreaterThan(0);
    await vac.app.services.jobs.drain();
    const states = await jobStates();
    expect(states.length).toBeLessThanOrEqual(2);
    expect(new Set(states)).toEqual(new Set(['done']));
    const vacuums = async () =>
      Number(
        (
          await rowsOf<{ n: number }>(
            vac.db,
            sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'users'`,
          )
        )[0].n,
      );
    await expect.poll(vacuums).toBeGreaterThan(0);
  });
});
