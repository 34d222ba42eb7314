import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CSV_WARNINGS_KEPT } from '../../../domain/csv-formats.ts';
import { CSV_ERRORS_LISTED, CSV_PREVIEW_MAX_BYTES } from '../../../domain/csv-preview.ts';
import { matchMessages } from '../../../domain/match.schemas.ts';
import { rowsOf } from '../../db/client.ts';
import { csvImports } from '../../db/tables/csv-imports.table.ts';
import { csvClient } from '../../test/csv-client.ts';
import { createLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// What a file can make the server keep for an hour is bounded: at most 20 warnings of one kind and a count of the
// rest, at most 200 bad rows listed, the file's text quoted short, round names within the round form's limit, and
// the preview as a whole under CSV_PREVIEW_MAX_BYTES. And a row with half a score is refused by its line.

let ctx: TestContext;
let admin: TestUser;
let csv: ReturnType<typeof csvClient>;
const NOW = new Date('2025-10-16T09:00:00Z');
const HEADER = 'etapa,gazde,oaspeti,data';

/** The bytes the stored preview takes as JSON. */
async function storedBytes(id: string) {
  const [row] = await rowsOf<{ n: number }>(
    ctx.db,
    sql`select octet_length(preview::text) as n from csv_imports where document_id = ${id}`,
  );
  return Number(row.n);
}

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  await createLeague(ctx.db, NOW, 4);
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  csv = csvClient(ctx, admin.headers);
});
afterAll(() => ctx.close());

describe('the stored preview is bounded', () => {
  test('a 1 MB header of unknown columns: 20 warnings, a count of the rest, a preview of a few KB', async () => {
    const unknown = Array.from({ length: 105_000 }, (_, i) => `col${i}`).join(',');
    const file = `${HEADER},${unknown}\nEtapa 3,Echipa A,Echipa C,20.10.2025 18:00\n`;
    expect(file.length).toBeGreaterThan(900_000);
    const p = await csv.preview('fixtures', file);
    expect(p.warnings).toHaveLength(1);
    expect(p.warnings[0].messages).toHaveLength(CSV_WARNINGS_KEPT);
    expect(p.warnings[0].messages[0]).toBe('Coloana „col0” nu e cunoscută și a fost ignorată.');
    expect(p.warnings[0].more).toBe(105_000 - CSV_WARNINGS_KEPT);
    expect(p.changes).toHaveLength(1);
    const bytes = await storedBytes(p.id);
    console.info(`1 MB header of 105,000 unknown columns: stored preview ${bytes} bytes`);
    expect(bytes).toBeLessThan(10_000);
  });

  test('1,000 bad rows: the first 200 listed by line, the rest counted, each message quoting the file short', async () => {
    const name = `\u202E${'Steaua '.repeat(20)}`;
    const rows = Array.from({ length: 1_000 }, (_, i) => `Etapa ${i},${name},Echipa A,20.10.2025 18:00`);
    const p = await csv.preview('fixtures', `${HEADER}\n${rows.join('\n')}\n`);
    expect(p.errors).toHaveLength(CSV_ERRORS_LISTED);
    expect(p.moreErrors).toBe(1_000 - CSV_ERRORS_LISTED);
    expect(p.errors[0]).toEqual({
      line: 2,
      message: `Echipa „${'Steaua '.repeat(20).slice(0, 60).trim()}…” nu există. Adaug-o întâi la Echipe sau corectează numele.`,
    });
    expect(p.canApply).toBe(false);
    expect((await csv.apply(p.id)).statusCode).toBe(400);
    expect(await storedBytes(p.id)).toBeLessThan(100_000);
  });

  test('the largest preview a file within the limits makes stays under the bound', async () => {
    // 5,000 new matches, each in a new round of a 100-character name: about as much as 1 MB can ask.
    const rows = Array.from(
      { length: 5_000 },
      (_, i) =>
        `${`Etapa ${i} `.padEnd(100, 'x')},Echipa ${i % 2 ? 'A' : 'B'},Echipa ${i % 2 ? 'C' : 'D'},20.10.2025 18:00`,
    );
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    expect(file.length).toBeLessThan(1024 * 1024);
    const p = await csv.preview('fixtures', file);
    expect(p).toMatchObject({ errors: [], canApply: true });
    expect(p.changes).toHaveLength(5_000);
    const bytes = await storedBytes(p.id);
    console.info(`5,000 new matches in 5,000 new rounds: stored preview ${bytes} bytes`);
    expect(bytes).toBeLessThan(CSV_PREVIEW_MAX_BYTES);
  });

  test('a round name longer than the round form allows is refused by its line; one with bidi controls is cleaned', async () => {
    const file = `${HEADER}\n${'E'.repeat(101)},Echipa A,Echipa C,20.10.2025 18:00\n\u2067Etapa nouă\u2069,Echipa B,Echipa D,20.10.2025 18:00\n`;
    const p = await csv.preview('fixtures', file);
    expect(p.errors).toEqual([{ line: 2, message: 'Numele etapei poate avea cel mult 100 de caractere.' }]);
    expect(p.changes.map((c) => c.round)).toEqual(['Etapa nouă']);
  });
});

describe('results are whole', () => {
  test('a row with half a score is refused by its line, with the form’s message', async () => {
    const file = [
      'etapa,gazde,oaspeti,scor gazde,scor oaspeti',
      'Etapa 2,Echipa B,Echipa A,2,',
      'Etapa 2,Echipa D,Echipa C,,1',
      'Etapa 2,Echipa B,Echipa A,,',
    ].join('\n');
    const p = await csv.preview('results', file);
    expect(p.errors).toEqual([
      { line: 2, message: matchMessages.scoreWhole },
      { line: 3, message: matchMessages.scoreWhole },
    ]);
    expect(matchMessages.scoreWhole).toBe('Completează ambele scoruri sau niciunul.');
    expect((await csv.apply(p.id)).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(csvImports).where(eq(csvImports.documentId, p.id));
    expect(row.status).toBe('ready');
  });
});
