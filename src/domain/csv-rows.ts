import type { ResultState } from './corrections.ts';
import { type CsvParsed, unescapeCell } from './csv.ts';
import {
  CSV_HEADERS,
  type CsvColumn,
  type CsvKind,
  type CsvWarningGroup,
  csvMessages,
  normalizeName,
  parseOutcome,
  parseScore,
  readHeader,
  roundCell,
} from './csv-formats.ts';
import { parseDay, readKickoff } from './csv-kickoff.ts';
import { isHalfScore } from './match.schemas.ts';
import { cleanLine } from './text-limits.ts';

// A parsed CSV file read as the rows of a format: every row that is wrong is kept with its line and reason.

const CSV_MAX_ROWS = 5000;

export interface CsvRowError {
  line: number;
  message: string;
}

export interface FixtureRow {
  line: number;
  round: string;
  home: string;
  away: string;
  /** ISO instant. */
  kickoff: string;
}

export interface ResultRow {
  line: number;
  round: string | null;
  home: string;
  away: string;
  /** 'AAAA-LL-ZZ' in Romania's time, or null. */
  day: string | null;
  /** Only the fields whose columns are in the file. */
  result: Partial<ResultState>;
}

export interface CsvRead<T> {
  rows: T[];
  errors: CsvRowError[];
  /** Unknown columns of the header (ignored): the first few, and a count of the rest. */
  warnings: CsvWarningGroup;
  /** What makes the whole file unusable (empty, no header, missing columns), or null. */
  fileError: string | null;
}

type Cells = (col: CsvColumn) => string | undefined;

function readRecords<T>(
  kind: CsvKind,
  parsed: CsvParsed,
  readRow: (line: number, cell: Cells, errors: string[]) => T | null,
  keyOf: (row: T) => string,
): CsvRead<T> {
  const [head, ...body] = parsed.records;
  const empty = { rows: [], errors: [], warnings: { messages: [], more: 0 } };
  if (!head || head.cells.every((c) => c.trim() === '')) return { ...empty, fileError: csvMessages.empty };
  const header = readHeader(kind, head.cells);
  if (header.errors.length > 0) return { ...empty, warnings: header.warnings, fileError: header.errors.join(' ') };
  const data = body.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (data.length === 0) return { ...empty, warnings: header.warnings, fileError: csvMessages.headerOnly };
  if (data.length > CSV_MAX_ROWS)
    return { ...empty, warnings: header.warnings, fileError: csvMessages.tooManyRows(CSV_MAX_ROWS) };
  const rows: T[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  for (const record of data) {
    const problems: string[] = [];
    if (record.cells.length > head.cells.length && record.cells.slice(head.cells.length).some((c) => c.trim() !== ''))
      problems.push(csvMessages.tooManyCells(record.cells.length, head.cells.length));
    const cell: Cells = (col) => {
      const i = header.index[col];
      return i === undefined ? undefined : unescapeCell((record.cells[i] ?? '').trim());
    };
    const row = readRow(record.line, cell, problems);
    if (row && problems.length === 0) {
      const key = keyOf(row);
      const first = seen.get(key);
      if (first !== undefined) problems.push(csvMessages.duplicateRow(first));
      else seen.set(key, record.line);
    }
    if (problems.length > 0) errors.push({ line: record.line, message: problems.join(' ') });
    else if (row) rows.push(row);
  }
  if (parsed.unclosedQuoteLine !== null)
    errors.push({ line: parsed.unclosedQuoteLine, message: csvMessages.unclosedQuote(parsed.unclosedQuoteLine) });
  return { rows, errors, warnings: header.warnings, fileError: null };
}

function teams(cell: Cells, problems: string[]) {
  const home = cleanLine(cell('home') ?? '');
  const away = cleanLine(cell('away') ?? '');
  if (home === '') problems.push(csvMessages.required(CSV_HEADERS.home));
  if (away === '') problems.push(csvMessages.required(CSV_HEADERS.away));
  if (home !== '' && normalizeName(home) === normalizeName(away)) problems.push(csvMessages.sameTeam(home));
  return { home, away };
}

/** A fixtures file: etapa, gazde, oaspeti, data. A row repeats another when its round and teams are the same. */
export function readFixtures(parsed: CsvParsed): CsvRead<FixtureRow> {
  return readRecords(
    'fixtures',
    parsed,
    (line, cell, problems) => {
      // A new round is created with this name: cleaned and limited as the round form's.
      const round = roundCell(cell('round') ?? '');
      if (round === '') problems.push(csvMessages.required(CSV_HEADERS.round));
      if (round === null) problems.push(csvMessages.roundTooLong);
      const { home, away } = teams(cell, problems);
      const when = cell('kickoff') ?? '';
      const kickoff = when === '' ? null : readKickoff(when);
      if (when === '') problems.push(csvMessages.required(CSV_HEADERS.kickoff));
      else if (kickoff && 'error' in kickoff) problems.push(kickoff.error);
      return kickoff && 'at' in kickoff && round
        ? { line, round, home, away, kickoff: kickoff.at.toISOString() }
        : null;
    },
    (r) => [r.round, r.home, r.away].map(normalizeName).join('|'),
  );
}

/** A results file: the match (etapa or data, gazde, oaspeti), its score, and cards and corners when given. */
export function readResults(parsed: CsvParsed): CsvRead<ResultRow> {
  return readRecords(
    'results',
    parsed,
    (line, cell, problems) => {
      const round = roundCell(cell('round') ?? '');
      if (round === null) problems.push(csvMessages.roundTooLong);
      const { home, away } = teams(cell, problems);
      const when = cell('kickoff') ?? '';
      const day = when === '' ? null : parseDay(when);
      if (when !== '' && !day) problems.push(csvMessages.badDate(when));
      if (round === '' && when === '') problems.push(csvMessages.roundOrDate);
      const result: Partial<ResultState> = {};
      const goals = (['homeGoals', 'awayGoals'] as const).map((col) => {
        const text = cell(col) ?? '';
        const score = parseScore(text);
        if (score === undefined) problems.push(csvMessages.badScore(CSV_HEADERS[col], text));
        return score;
      });
      // A score is both numbers or neither.
      if (goals.every((g) => g !== undefined) && isHalfScore(goals[0], goals[1])) problems.push(csvMessages.halfScore);
      result.team1 = goals[0] ?? null;
      result.team2 = goals[1] ?? null;
      for (const [col, key] of [
        ['cards', 'cards'],
        ['corners', 'corners'],
      ] as const) {
        const text = cell(col);
        if (text === undefined) continue;
        const outcome = parseOutcome(text);
        if (outcome === undefined) problems.push(csvMessages.badOutcome(CSV_HEADERS[col], text));
        else result[key] = outcome;
      }
      return { line, round: round || null, home, away, day, result };
    },
    (r) => [r.round ?? r.day, r.home, r.away].map((v) => normalizeName(v ?? '')).join('|'),
  );
}
