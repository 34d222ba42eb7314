import { describe, expect, test } from 'vitest';
import { csvCell, detectDelimiter, parseCsv, unescapeCell, writeCsv } from './csv.ts';
import { normalizeName, parseKickoff, parseOutcome, parseScore, readHeader } from './csv-formats.ts';
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
    expect(h.warnings).toEqual(['Coloana „comentariu” nu e cunoscută și a fost ignorată.']);
  });

  test("kickoffs in Romania's time (summer and winter) or ISO 8601", () => {
    expect(parseKickoff('01.08.2026 20:30')?.toISOString()).toBe('2026-08-01T17:30:00.000Z');
    expect(parseKickoff('2026-12-05 18:00')?.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(parseKickoff('5.12.2026 18:00:00')?.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(parseKickoff('2026-12-05T16:00:00Z')?.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(parseKickoff('2026-12-05T18:00+02:00')?.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    // Without an offset, a date-time is Romania's wall clock.
    expect(parseKickoff('2026-12-05T18:00')?.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    for (const bad of ['31.02.2026 18:00', '05.12.2026', '05.12.2026 25:00', 'mâine', '2026-12-05T18'])
      expect(parseKickoff(bad)).toBeNull();
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
      { line: 3, message: 'Scorul trebuie completat pentru ambele echipe sau pentru niciuna.' },
      { line: 4, message: 'Completează etapa sau data, ca să găsim meciul.' },
    ]);
  });
});
