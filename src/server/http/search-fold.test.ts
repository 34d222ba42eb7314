import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { foldForSearch, searchFoldTable } from '../../domain/search-fold.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { users } from '../db/tables/core.table.ts';
import { leagues } from '../db/tables/leagues.table.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { type FilterTree, parseFilters } from './query-filters.ts';

// The two halves of a search: the database folds the stored text (search_fold, which the trigram indexes hold), the
// server folds the typed text (foldForSearch). They must agree, and the searches must reach the indexes.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const STRINGS = [
  'Oțelul Galați',
  'OȚELUL GALAȚI',
  '\u015Etefan \u015Eerban',
  'Țară \u0163ară \u0162',
  'Înălțimea Îi ÎNCÂNTĂ',
  'Brașov, Pitești, Iași, Timișoara',
  'Éric Müller Łukasz Ñoño Čech Ørsted Åsa',
  'S\u0326tefan Gala\u0163i a\u0306 i\u0302',
  'İstanbul',
  'ana_99@test.prezice.ro',
  'FC U 1948 Craiova-2_%\\',
  'ΣΩ ß',
  '',
];

test('search_fold in the database and foldForSearch agree, letter by letter and on whole names', async () => {
  const letters = [...searchFoldTable().from];
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
  const values = [...letters, ...ascii, ...STRINGS];
  const rows = await rowsOf<{ i: number; folded: string }>(
    database.db,
    sql`select i, search_fold(v) as folded from (values ${sql.join(
      values.map((v, i) => sql`(${i}::int, ${v}::text)`),
      sql`, `,
    )}) as t(i, v) order by i`,
  );
  expect(rows.map((r) => r.folded)).toEqual(values.map(foldForSearch));
});

test('search_fold is immutable and keeps null', async () => {
  const [row] = await rowsOf<{ volatility: string; folded: string | null }>(
    database.db,
    sql`select (select provolatile from pg_proc where proname = 'search_fold') as volatility,
        search_fold(null) as folded`,
  );
  expect(row).toEqual({ volatility: 'i', folded: null });
});

const tree: FilterTree = {
  username: { column: users.username, type: 'string' },
  email: { column: users.email, type: 'string' },
  name: { column: leagues.name, type: 'string' },
};

/** The plan of a search built by parseFilters, with sequential reads made as dear as they go. */
async function planOf(table: typeof users | typeof leagues, filters: unknown) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx.select({ one: sql`1` }).from(table).where(parseFilters(filters, tree));
    const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

test.each([
  ['a username contains', users, { username: { $containsi: 'Ștef' } }, ['users_username_search_idx']],
  ['a username starts with', users, { username: { $startsWithi: 'otel' } }, ['users_username_search_idx']],
  [
    'a username or an e-mail contains',
    users,
    { $or: [{ username: { $containsi: 'ana' } }, { email: { $containsi: 'ană' } }] },
    ['users_username_search_idx', 'users_email_search_idx'],
  ],
  ['a league name contains', leagues, { name: { $containsi: 'Birou' } }, ['leagues_name_search_idx']],
] as const)('%s reads the trigram index', async (_, table, filters, indexes) => {
  const plan = await planOf(table, filters);
  for (const index of indexes) expect(plan).toContain(`Bitmap Index Scan on ${index}`);
});
