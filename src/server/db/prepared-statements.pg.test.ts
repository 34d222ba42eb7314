import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_PREPARED, preparingClient } from './prepared-statements.ts';

// Hot statements prepared on PostgreSQL (only with DATABASE_URL: see vitest.config.ts). One connection, so that
// pg_prepared_statements shows everything the client prepared.

let raw: postgres.Sql;
let client: postgres.Sql;

beforeAll(() => {
  raw = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  client = preparingClient(raw);
});
afterAll(async () => {
  await raw.end();
});

const preparedCount = async (text: string) => {
  const rows = await raw`select count(*)::int as n from pg_prepared_statements where statement = ${text}`;
  return Number(rows[0].n);
};

test('a statement with parameters is prepared from its third run, and answers the same', async () => {
  const text = 'select $1::int + 40 as n /* third run */';
  for (const run of [1, 2]) {
    expect(await client.unsafe(text, [run])).toEqual([{ n: 40 + run }]);
    expect(await preparedCount(text)).toBe(0);
  }
  expect(await client.unsafe(text, [3])).toEqual([{ n: 43 }]);
  expect(await preparedCount(text)).toBe(1);
  expect(await client.unsafe(text, [4])).toEqual([{ n: 44 }]);
  expect(await preparedCount(text)).toBe(1);
});

test('inside a transaction and a savepoint too, which still commit and roll back', async () => {
  const text = 'select $1::text as v /* in a transaction */';
  await raw`create temporary table if not exists prepared_probe (v text)`;
  for (let i = 0; i < 3; i++) {
    await client.begin(async (tx) => {
      expect(await tx.unsafe(text, [`t${i}`])).toEqual([{ v: `t${i}` }]);
      await tx.unsafe('insert into prepared_probe (v) values ($1)', [`kept${i}`]);
      await tx
        .savepoint(async (sp) => {
          await sp.unsafe('insert into prepared_probe (v) values ($1)', [`undone${i}`]);
          throw new Error('roll the savepoint back');
        })
        .catch(() => {});
    });
  }
  expect(await preparedCount(text)).toBe(1);
  expect(await preparedCount('insert into prepared_probe (v) values ($1)')).toBe(1);
  const kept = await raw`select v from prepared_probe order by v`;
  expect(kept.map((r) => r.v)).toEqual(['kept0', 'kept1', 'kept2']);
});

test('drizzle through it: the same rows, prepared once hot', async () => {
  const db = drizzle(client);
  const query = (n: number) => db.execute(sql`select ${n}::int * 2 as twice, 'drizzle' as via`);
  for (let n = 1; n <= 4; n++) expect([...(await query(n))]).toEqual([{ twice: n * 2, via: 'drizzle' }]);
  expect(await preparedCount("select $1::int * 2 as twice, 'drizzle' as via")).toBe(1);
});

test(`no more than ${MAX_PREPARED} texts are prepared, however many shapes run`, async () => {
  for (let i = 0; i < MAX_PREPARED + 40; i++) {
    const text = `select $1::int + ${i} as n /* shape ${i} */`;
    for (let run = 0; run < 3; run++) expect(await client.unsafe(text, [run])).toEqual([{ n: run + i }]);
  }
  // (postgres.js prepares its own tagged queries too, those of this test's checks: only the shapes count.)
  const shapes = Number(
    (await raw`select count(*)::int as n from pg_prepared_statements where statement like '%/* shape %'`)[0].n,
  );
  expect(shapes).toBeLessThanOrEqual(MAX_PREPARED);
  expect(shapes).toBeGreaterThan(MAX_PREPARED - 10);
  // Past the cap, a hot text still answers, unprepared.
  const late = 'select $1::int as n /* past the cap */';
  for (let run = 0; run < 4; run++) expect(await client.unsafe(late, [run])).toEqual([{ n: run }]);
  expect(await preparedCount(late)).toBe(0);
});
