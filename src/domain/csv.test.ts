import { describe, expect, test } from 'vitest';
import { csvCell, detectDelimiter, parseCsv, unescapeCell, writeCsv } from './csv.ts';
import { CSV_WARNINGS_KEPT, normalizeName, parseOutcome, parseScore, readHeader } from './csv-formats.ts';
import { formatKickoff, parseDay, readKickoff, repeatedHourNote } from './csv-kickoff.ts';
import { readFixtures, readResults } from './csv-rows.ts';

const cellsOf = (text: string) => parseCsv(text).records.map((r) => r.cells);

describe('parseCsv (RFC 4180)', () => {
  test('quotes, doubled quotes and line breaks inside quotes; the line where each record starts', () => {
    const parsed = parseCsv('a,b,c\r\n"x, y","he said ""hi""","two\r\nlines"\r\nlast,row,here\r\n');
    expect(parsed.records).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'he said "hi"', 'two\r\nlines'] },
      { line: 4, cells: ['last', 'row', 'here'] },
    ]);
    expect(parsed.unclosedQuoteLine).toBeNull();
  });

  test('LF, CRLF and a missing last line end read the same; blank lines are skipped but counted', () => {
    expect(cellsOf('a,b\nc,d')).toEqual(cellsOf('a,b\r\nc,d\r\n'));
    expect(parseCsv('a,b\n\nc,d\n').records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['c', 'd'] },
    ]);
  });

  test('a UTF-8 byte-order mark is dropped; empty cells are kept', () => {
    expect(cellsOf('\uFEFFetapa,gazde\n,x\n')).toEqual([
      ['etapa', 'gazde'],
      ['', 'x'],
    ]);
  });

  test('the delimiter is found in the header: semicolons (Romanian Excel) or commas', () => {
    expect(detectDelimiter('etapa;gazde;oaspeti;data\n1,5;a;b;c')).toBe(';');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(parseCsv('etapa;gazde\n"Etapa 1; tur";Rapid\n').records[1].cells).toEqual(['Etapa 1; tur', 'Rapid']);
  });

  test('a quote left open is reported with its line', () => {
    const parsed = parseCsv('a,b\n1,"open\nstill open\n');
    expect(parsed.unclosedQuoteLine).toBe(2);
  });

  test('an empty text has no records', () => {
    expect(parseCsv('').records).toEqual([]);
    expect(parseCsv('\uFEFF').records).toEqual([]);
  });
});

describe('writeCsv', () => {
  test('formula injection is escaped (OWASP): = + - @, tab and carriage return get an apostrophe', () => {
    for (const bad of ['=HYPERLINK("http://x")', '+40', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvCell(bad)).toMatch(/^"?'/);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('Rapid')).toBe('Rapid');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });

  test('cells with the delimiter, a quote or a line break are quoted; a BOM and CRLF for Excel', () => {
    expect(writeCsv(['a', 'b'], [['x,y', 'two\nlines']])).toBe('\uFEFFa,b\r\n"x,y","two\nlines"\r\n');
    expect(writeCsv(['a'], [['x;y']], ';')).toBe('\uFEFFa\r\n"x;y"\r\n');
  });

  test('what the writer writes, the reader reads back to the same values', () => {
    const rows = [['=1+1', 'a "b"', 'c,d', '-', '@x', 'line\r\nbreak', "'kept"]];
    const back = parseCsv(writeCsv(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'], rows)).records[1].cells;
    expect(back.map(unescapeCell)).toEqual(rows[0]);
  });
});

describe('the formats', () => {
  test('headers match without case or diacritics, in Romanian or English', () => {
    expect(normalizeName('  Oaspe\u0163i ')).toBe('oaspeti');
    expect(normalizeName('SCOR_GAZDE')).toBe('scor gazde');
    const h = readHeader('results', ['Etapă', 'HOME', 'Oaspeți', 'Scor gazde', 'away goals', 'Cartonașe', 'Corners']);
    expect(h.errors).toEqual([]);
    expect(h.index).toEqual({ round: 0, home: 1, away: 2, homeGoals: 3, awayGoals: 4, cards: 5, corners: 6 });
  });

  test('missing and repeated columns are errors, unknown ones a warning', () => {
    const h = readHeader('fixtures', ['etapa', 'gazde', 'gazde', 'comentariu']);
    expect(h.errors).toEqual([
      'Coloana „gazde” apare de două ori în capul de tabel.',
      'Lipsesc coloanele: oaspeti, data. Prima linie trebuie să fie capul de tabel.',
    ]);
    expect(h.warnings).toEqual({ messages: ['Coloana „comentariu” nu e cunoscută și a fost ignorată.'], more: 0 });
  });

  test('a header of thousands of unknown columns keeps 20 warnings and counts the rest; a repeated column is said once', () => {
    const unknown = Array.from({ length: 50_000 }, (_, i) => `col${i}`);
    const h = readHeader('fixtures', ['etapa', 'gazde', 'oaspeti', 'data', ...unknown]);
    expect(h.warnings.messages).toHaveLength(CSV_WARNINGS_KEPT);
    expect(h.warnings.messages[0]).toBe('Coloana „col0” nu e cunoscută și a fost ignorată.');
    expect(h.warnings.more).toBe(50_000 - CSV_WARNINGS_KEPT);
    const repeated = readHeader('fixtures', ['etapa', 'oaspeti', 'data', ...Array(10_000).fill('gazde')]);
    expect(repeated.errors).toEqual(['Coloana „gazde” apare de două ori în capul de tabel.']);
    // A 1 MB header cell is quoted short, without its bidirectional controls.
    const long = readHeader('fixtures', ['etapa', 'gazde', 'oaspeti', 'data', `\u202E${'x'.repeat(1_000_000)}`]);
    expect(long.warnings.messages).toEqual([`Coloana „${'x'.repeat(60)}…” nu e cunoscută și a fost ignorată.`]);
  });

  test("kickoffs in Romania's time (summer and winter) or ISO 8601", () => {
    const at = (text: string) => {
      const cell = readKickoff(text);
      return 'at' in cell ? cell.at.toISOString() : cell.error;
    };
    expect(at('01.08.2026 20:30')).toBe('2026-08-01T17:30:00.000Z');
    expect(at('2026-12-05 18:00')).toBe('2026-12-05T16:00:00.000Z');
    expect(at('5.12.2026 18:00:00')).toBe('2026-12-05T16:00:00.000Z');
    expect(at('2026-12-05T16:00:00Z')).toBe('2026-12-05T16:00:00.000Z');
    expect(at('2026-12-05T18:00+02:00')).toBe('2026-12-05T16:00:00.000Z');
    // Without an offset, a date-time is Romania's wall clock; an offset written must be Romania's.
    expect(at('2026-12-05T18:00')).toBe('2026-12-05T16:00:00.000Z');
    expect(at('05.12.2026 18:00+02:00')).toBe('2026-12-05T16:00:00.000Z');
    expect(at('05.12.2026 18:00+03:00')).toBe(
      'Fusul orar din „05.12.2026 18:00+03:00” nu e al României la acea oră (+03:00 vara, +02:00 iarna).',
    );
    for (const bad of ['31.02.2026 18:00', '05.12.2026', '05.12.2026 25:00', 'mâine', '2026-12-05T18'])
      expect(at(bad)).toBe(`Data „${bad}” nu e validă (ZZ.LL.AAAA HH:MM, ora României, sau ISO 8601).`);
  });

  test("a time Romania's clock skips is refused naming it; one it shows twice asks which, unless the cell says", () => {
    const gap = readKickoff('28.03.2027 03:30');
    expect(gap).toEqual({
      error:
        'Ora 03:30 din 28.03.2027 nu există în România: la trecerea la ora de vară ceasul sare de la 03:00 direct la 04:00. Alege altă oră.',
    });
    // No offset makes it exist.
    for (const text of ['28.03.2027 03:30+03:00', '28.03.2027 03:30+02:00', '2027-03-28 03:00'])
      expect(readKickoff(text)).toHaveProperty('error');
    expect(readKickoff('31.10.2027 03:30')).toEqual({
      error:
        'Ora 03:30 din 31.10.2027 există de două ori în România: la trecerea la ora de iarnă ceasul se dă înapoi de la 04:00 la 03:00. Alege care dintre ele. Scrie în celulă și fusul orar: „31.10.2027 03:30+03:00” pentru prima dată (ora de vară) sau „31.10.2027 03:30+02:00” pentru a doua (ora de iarnă).',
    });
    expect(readKickoff('31.10.2027 03:30+03:00')).toEqual({ at: new Date('2027-10-31T00:30:00Z') });
    expect(readKickoff('31.10.2027 03:30 +0200')).toEqual({ at: new Date('2027-10-31T01:30:00Z') });
    expect(readKickoff('31.10.2027 03:30+01:00')).toHaveProperty('error');
    // The hours around them read as before.
    expect(readKickoff('28.03.2027 04:00')).toEqual({ at: new Date('2027-03-28T01:00:00Z') });
    expect(readKickoff('31.10.2027 04:00')).toEqual({ at: new Date('2027-10-31T02:00:00Z') });
    // The day of such a kickoff is the day written.
    expect(parseDay('28.03.2027 03:30')).toBe('2027-03-28');
    expect(parseDay('31.10.2027 03:30')).toBe('2027-10-31');
  });

  test('the export writes the repeated hour with its offset, to the minute, and reads it back as the same', () => {
    for (const iso of [
      '2027-10-31T00:30:00Z',
      '2027-10-31T01:30:00Z',
      '2027-10-31T01:59:59Z',
      '2026-08-01T17:30:42Z',
    ]) {
      const text = formatKickoff(new Date(iso));
      const back = readKickoff(text);
      expect('at' in back && Math.floor(back.at.getTime() / 60_000), text).toBe(Math.floor(Date.parse(iso) / 60_000));
    }
    expect(formatKickoff(new Date('2027-10-31T00:30:00Z'))).toBe('31.10.2027 03:30+03:00');
    expect(formatKickoff(new Date('2027-10-31T01:30:00Z'))).toBe('31.10.2027 03:30+02:00');
    expect(formatKickoff(new Date('2026-08-01T17:30:42Z'))).toBe('01.08.2026 20:30');
    // The preview says which of the two it is.
    expect(repeatedHourNote('2027-10-31T00:30:00Z')).toBe('Prima dată (ora de vară, UTC+3)');
    expect(repeatedHourNote('2027-10-31T01:30:00Z')).toBe('A doua oară (ora de iarnă, UTC+2)');
    expect(repeatedHourNote('2027-10-31T02:30:00Z')).toBeNull();
  });

  test('scores and 1/X/2', () => {
    expect([parseScore(''), parseScore(' 3 '), parseScore('-1'), parseScore('2.5'), parseScore('100')]).toEqual([
      null,
      3,
      undefined,
      undefined,
      undefined,
    ]);
    expect([parseOutcome('x'), parseOutcome('2'), parseOutcome(''), parseOutcome('3')]).toEqual([
      'X',
      '2',
      null,
      undefined,
    ]);
  });
});

describe('reading rows', () => {
  test('every bad row by its line and reason; a duplicate names the earlier line', () => {
    const text = [
      'etapa;gazde;oaspeti;data',
      'Etapa 1;Rapid;Dinamo;01.08.2026 20:30',
      'Etapa 1;Rapid;Rapid;01.08.2026 20:30',
      'Etapa 1;Rapid;Dinamo;02.08.2026 20:30',
      ';FCSB;CFR;mâine',
      '"Etapa',
      ' 2";FCSB;CFR;01.08.2026 18:00;extra',
    ].join('\n');
    const read = readFixtures(parseCsv(text));
    expect(read.fileError).toBeNull();
    expect(read.rows.map((r) => r.line)).toEqual([2]);
    expect(read.errors).toEqual([
      { line: 3, message: 'Aceeași echipă („Rapid”) e și gazdă, și oaspete.' },
      { line: 4, message: 'Rând dublat: același meci e deja pe linia 2.' },
      {
        line: 5,
        message: 'Lipsește „etapa”. Data „mâine” nu e validă (ZZ.LL.AAAA HH:MM, ora României, sau ISO 8601).',
      },
      { line: 6, message: 'Rândul are 5 celule, capul de tabel doar 4.' },
    ]);
  });

  test('an empty file, a header alone, missing columns: the file is refused as a whole', () => {
    expect(readFixtures(parseCsv('')).fileError).toBe('Fișierul e gol.');
    expect(readFixtures(parseCsv('etapa,gazde,oaspeti,data\r\n\r\n')).fileError).toBe(
      'Fișierul are doar capul de tabel, niciun rând de date.',
    );
    expect(readResults(parseCsv('etapa,gazde,oaspeti\nE1,A,B\n')).fileError).toBe(
      'Lipsesc coloanele: scor gazde, scor oaspeti. Prima linie trebuie să fie capul de tabel.',
    );
  });

  test('results: empty cells are unknown, a column left out is not in the row, half a score is refused', () => {
    const read = readResults(
      parseCsv('etapa,gazde,oaspeti,scor gazde,scor oaspeti,cartonase\nE1,A,B,2,1,\nE1,C,D,2,,x\n,E,F,1,1,1\n'),
    );
    expect(read.rows).toEqual([
      { line: 2, round: 'E1', home: 'A', away: 'B', day: null, result: { team1: 2, team2: 1, cards: null } },
    ]);
    expect(read.errors).toEqual([
      { line: 3, message: 'Completează ambele scoruri sau niciunul.' },
      { line: 4, message: 'Completează etapa sau data, ca să găsim meciul.' },
    ]);
  });
});
