import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csvClient, windows1250 } from '../../test/csv-client.ts';
import { createLeague, createTeam, createUser, newSessionHeaders, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The upload and its preview, with a corpus of bad files: every bad row is listed by its line and reason.

let ctx: TestContext;
let admin: TestUser;
let player: TestUser;
let csv: ReturnType<typeof csvClient>;
const NOW = new Date('2025-10-16T09:00:00Z');
const FORMULA_TEAM = '=HYPERLINK("http://rau.example","Clic")';

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  await createLeague(ctx.db, NOW, 6);
  await createTeam(ctx.db, 'Oțelul Galați');
  await createTeam(ctx.db, FORMULA_TEAM);
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  player = await createUser(ctx, { username: 'ana' });
  csv = csvClient(ctx, admin.headers);
});
afterAll(() => ctx.close());

const HEADER = 'etapa;gazde;oaspeti;data';

describe('who may upload', () => {
  test('an admin only', async () => {
    const file = `${HEADER}\nEtapa 3;Echipa A;Echipa B;20.10.2025 18:00\n`;
    expect((await csvClient(ctx, player.headers).upload('fixtures', file)).statusCode).toBe(403);
    expect((await csvClient(ctx, { authorization: '' }).upload('fixtures', file)).statusCode).toBe(401);
  });
});

describe('the corpus of files', () => {
  test('semicolons, a BOM and CRLF (Excel): the preview lists the new round and matches', async () => {
    const file = `\uFEFF${HEADER}\r\nEtapa 3;Echipa A;Echipa C;20.10.2025 18:00\r\netapa 3;echipa b;ECHIPA D;20.10.2025 20:30\r\n`;
    const p = await csv.preview('fixtures', file);
    expect(p).toMatchObject({ delimiter: ';', encoding: 'utf-8', rows: 2, errors: [], canApply: true });
    expect(p.newRounds).toEqual(['Etapa 3']);
    expect(p.changes.map((c) => [c.line, c.action, c.round, c.home, c.away])).toEqual([
      [2, 'create', 'Etapa 3', 'Echipa A', 'Echipa C'],
      [3, 'create', 'Etapa 3', 'Echipa B', 'Echipa D'],
    ]);
    expect(p.changes[0]).toMatchObject({ kickoff: '2025-10-20T15:00:00.000Z' });
  });

  test('Windows-1250 bytes (ș ț ă one byte each) are read as Windows-1250, with a warning', async () => {
    const bytes = windows1250(`${HEADER}\nEtapă nouă;Oțelul Galați;Echipa A;20.10.2025 18:00\n`);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const p = await csv.preview('fixtures', bytes);
    expect(p.encoding).toBe('windows-1250');
    expect(p.warnings[0].messages[0]).toMatch(/^Fișierul nu era în UTF-8: l-am citit ca Windows-1250/);
    expect(p.errors).toEqual([]);
    // The cedilla letters of Windows-1250 become Romanian's comma-below ones.
    expect(p.newRounds).toEqual(['Etapă nouă']);
    expect(p.changes[0]).toMatchObject({ home: 'Oțelul Galați', away: 'Echipa A' });
  });

  test('every bad row by line and reason: unknown teams, duplicates, bad dates, same team, missing cells', async () => {
    const file = [
      'etapa,gazde,oaspeti,data', // 1
      'Etapa 3,Echipa A,Echipa C,20.10.2025 18:00', // 2
      'Etapa 3,Steaua,Echipa C,20.10.2025 18:00', // 3
      'Etapa 3,Echipa A,Echipa C,21.10.2025 18:00', // 4
      'Etapa 3,Echipa E,Echipa E,20.10.2025 18:00', // 5
      'Etapa 3,Echipa E,Echipa F,32.10.2025 18:00', // 6
      '"Etapa', // 7: a quoted line break; the next record starts on line 9
      '3",Echipa B,,20.10.2025 18:00',
      'Etapa 3,Echipa B,Echipa D,20.10.2025 18:00,?', // 9
      'Etapa 3,Rapid,Dinamo,20.10.2025 18:00', // 10
      'Etapa 3,Echipa D,Echipa B,22.10.2025 18:00', // 11: right
    ].join('\n');
    const p = await csv.preview('fixtures', file);
    expect(p.errors).toEqual([
      { line: 3, message: 'Echipa „Steaua” nu există. Adaug-o întâi la Echipe sau corectează numele.' },
      { line: 4, message: 'Rând dublat: același meci e deja pe linia 2.' },
      { line: 5, message: 'Aceeași echipă („Echipa E”) e și gazdă, și oaspete.' },
      { line: 6, message: 'Data „32.10.2025 18:00” nu e validă (ZZ.LL.AAAA HH:MM, ora României, sau ISO 8601).' },
      { line: 7, message: 'Lipsește „oaspeti”.' },
      { line: 9, message: 'Rândul are 5 celule, capul de tabel doar 4.' },
      {
        line: 10,
        message:
          'Echipa „Rapid” nu există. Adaug-o întâi la Echipe sau corectează numele. Echipa „Dinamo” nu există. Adaug-o întâi la Echipe sau corectează numele.',
      },
    ]);
    expect(p.changes.map((c) => c.line)).toEqual([2, 11]);
    expect(p.canApply).toBe(false);
    const apply = await csv.apply(p.id);
    expect(apply.statusCode).toBe(400);
    expect(apply.json().error.message).toBe('Fișierul are rânduri greșite: corectează-le și încarcă-l din nou.');
  });

  test("a kickoff Romania's clock skips is refused by its line; the repeated hour too, unless the cell says which", async () => {
    const file = [
      HEADER,
      'Etapa 30;Echipa A;Echipa C;28.03.2027 03:30',
      'Etapa 30;Echipa B;Echipa D;31.10.2027 03:30',
      'Etapa 30;Echipa C;Echipa A;31.10.2027 03:30+02:00',
      'Etapa 30;Echipa D;Echipa B;31.10.2027 03:30+03:00',
    ].join('\n');
    const p = await csv.preview('fixtures', file);
    expect(p.errors).toEqual([
      {
        line: 2,
        message:
          'Ora 03:30 din 28.03.2027 nu există în România: la trecerea la ora de vară ceasul sare de la 03:00 direct la 04:00. Alege altă oră.',
      },
      {
        line: 3,
        message:
          'Ora 03:30 din 31.10.2027 există de două ori în România: la trecerea la ora de iarnă ceasul se dă înapoi de la 04:00 la 03:00. Alege care dintre ele. Scrie în celulă și fusul orar: „31.10.2027 03:30+03:00” pentru prima dată (ora de vară) sau „31.10.2027 03:30+02:00” pentru a doua (ora de iarnă).',
      },
    ]);
    expect(p.changes.map((c) => [c.line, c.action === 'create' && c.kickoff])).toEqual([
      [4, '2027-10-31T01:30:00.000Z'],
      [5, '2027-10-31T00:30:00.000Z'],
    ]);
    expect(p.canApply).toBe(false);
  });

  test('an empty file, a header alone, missing columns: the file-level reason, nothing to apply', async () => {
    const cases: [string, string][] = [
      ['', 'Fișierul e gol.'],
      ['\uFEFF\r\n', 'Fișierul e gol.'],
      [`${HEADER}\r\n`, 'Fișierul are doar capul de tabel, niciun rând de date.'],
      [
        'etapa;gazde\nEtapa 3;Echipa A\n',
        'Lipsesc coloanele: oaspeti, data. Prima linie trebuie să fie capul de tabel.',
      ],
      [
        'Etapa 3;Echipa A;Echipa C;20.10.2025 18:00\n',
        'Lipsesc coloanele: etapa, gazde, oaspeti, data. Prima linie trebuie să fie capul de tabel.',
      ],
    ];
    for (const [file, reason] of cases) {
      const p = await csv.preview('fixtures', file);
      expect(p.fileError, JSON.stringify(file)).toBe(reason);
      expect(p.canApply).toBe(false);
      expect((await csv.apply(p.id)).statusCode).toBe(400);
    }
  });

  test('extra columns are ignored with a warning; English headers are read too', async () => {
    const p = await csv.preview(
      'fixtures',
      'Round,Home,Away,Kickoff,Notes\nEtapa 3,Echipa A,Echipa C,2025-10-20T15:00:00Z,x\n',
    );
    expect(p.errors).toEqual([]);
    expect(p.warnings).toEqual([{ messages: ['Coloana „Notes” nu e cunoscută și a fost ignorată.'], more: 0 }]);
    expect(p.changes[0]).toMatchObject({ action: 'create', kickoff: '2025-10-20T15:00:00.000Z' });
  });

  test('a formula-looking team name is found, typed as it is or as our export escapes it', async () => {
    const file = `etapa,gazde,oaspeti,data\nEtapa 3,"${FORMULA_TEAM.replaceAll('"', '""')}",Echipa A,20.10.2025 18:00\nEtapa 3,Echipa B,"'${FORMULA_TEAM.replaceAll('"', '""')}",20.10.2025 18:00\n`;
    const p = await csv.preview('fixtures', file);
    expect(p.errors).toEqual([]);
    expect(p.changes.map((c) => [c.home, c.away])).toEqual([
      [FORMULA_TEAM, 'Echipa A'],
      ['Echipa B', FORMULA_TEAM],
    ]);
  });

  test('the type is read from the bytes: a spreadsheet, a binary file, a file over 1 MB are refused', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml')]);
    const res = await csv.upload('fixtures', xlsx, 'meciuri.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Fișierul e o foaie de calcul, nu un CSV/);
    const binary = await csv.upload('fixtures', Buffer.from([0x65, 0x00, 0x66, 0x0a]));
    expect(binary.json().error.message).toBe('Fișierul nu e un text CSV.');
    const big = await csv.upload('fixtures', Buffer.alloc(1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Fișierul e prea mare (cel mult 1 MB).');
  });

  test('the kind and the file are required', async () => {
    const res = await csv.upload('teams', `${HEADER}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Alege ce importi/);
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/csv-imports',
      headers: admin.headers,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('the stored preview', () => {
  test('is read back by id by any instance, until it expires after an hour', async () => {
    const p = await csv.preview('fixtures', `${HEADER}\nEtapa 3;Echipa A;Echipa C;20.10.2025 18:00\n`);
    const again = await csv.get(p.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(p);
    ctx.clock.advance(61 * 60_000);
    // The admin logs in again: an hour without a request ends an admin's session.
    const later = csvClient(ctx, await newSessionHeaders(ctx, admin.id));
    const gone = await later.get(p.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/^Previzualizarea nu mai există/);
    expect((await later.apply(p.id)).statusCode).toBe(404);
    ctx.clock.set(NOW);
  });
});
