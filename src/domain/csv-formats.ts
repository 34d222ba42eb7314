import { fromBucharestInput, toBucharestInput } from './dates.ts';
import type { Outcome } from './match.schemas.ts';
import { formatRoDate, parseRoDate, parseTime24 } from './ro-format.ts';

// The two CSV formats of the back office (README "CSV in the back office"). Headers are matched without case,
// diacritics or extra spaces, in Romanian or English:
// - fixtures: etapa, gazde, oaspeti, data ('ZZ.LL.AAAA HH:MM' in Romania's time, or ISO 8601 with its offset);
// - results: etapa, gazde, oaspeti, data, scor gazde, scor oaspeti, cartonase, cornere (1, X or 2); a match is
//   found by etapa + gazde + oaspeti, or by gazde + oaspeti + the day of data when etapa is empty. An empty cell is
//   an unknown value; a column left out (cartonase, cornere) keeps what is stored.

export type CsvKind = 'fixtures' | 'results';
export type CsvColumn = 'round' | 'home' | 'away' | 'kickoff' | 'homeGoals' | 'awayGoals' | 'cards' | 'corners';

/** The headers our exports write, in order. */
export const CSV_HEADERS: Record<CsvColumn, string> = {
  round: 'etapa',
  home: 'gazde',
  away: 'oaspeti',
  kickoff: 'data',
  homeGoals: 'scor gazde',
  awayGoals: 'scor oaspeti',
  cards: 'cartonase',
  corners: 'cornere',
};

const ALIASES: Record<CsvColumn, string[]> = {
  round: ['etapa', 'runda', 'round'],
  home: ['gazde', 'gazda', 'echipa gazda', 'home', 'home team'],
  away: ['oaspeti', 'oaspete', 'echipa oaspete', 'away', 'away team'],
  kickoff: ['data', 'data si ora', 'data ora', 'kickoff', 'date'],
  homeGoals: ['scor gazde', 'goluri gazde', 'home goals', 'home score'],
  awayGoals: ['scor oaspeti', 'goluri oaspeti', 'away goals', 'away score'],
  cards: ['cartonase', 'cards'],
  corners: ['cornere', 'corners'],
};

const CSV_COLUMNS: Record<CsvKind, { required: CsvColumn[]; optional: CsvColumn[] }> = {
  fixtures: { required: ['round', 'home', 'away', 'kickoff'], optional: [] },
  results: { required: ['home', 'away', 'homeGoals', 'awayGoals'], optional: ['round', 'kickoff', 'cards', 'corners'] },
};

/** Text compared without case, diacritics (comma or cedilla), punctuation runs or extra spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_.-]+/g, ' ')
    .trim();
}

/** The cedilla s and t (U+015F, U+0163: Windows-1250, old keyboards) written with the comma below, as Romanian is spelled. */
export const commaBelow = (text: string) =>
  text.replaceAll('\u015F', 'ș').replaceAll('\u015E', 'Ș').replaceAll('\u0163', 'ț').replaceAll('\u0162', 'Ț');

const byAlias = new Map(
  Object.entries(ALIASES).flatMap(([col, names]) => names.map((n) => [n, col as CsvColumn] as const)),
);

export const csvMessages = {
  empty: 'Fișierul e gol.',
  headerOnly: 'Fișierul are doar capul de tabel, niciun rând de date.',
  missingColumns: (names: string[]) =>
    `Lipsesc coloanele: ${names.join(', ')}. Prima linie trebuie să fie capul de tabel.`,
  duplicateColumn: (name: string) => `Coloana „${name}” apare de două ori în capul de tabel.`,
  extraColumn: (name: string) => `Coloana „${name}” nu e cunoscută și a fost ignorată.`,
  unclosedQuote: (line: number) => `Ghilimelele deschise pe linia ${line} nu se închid până la sfârșitul fișierului.`,
  tooManyCells: (n: number, max: number) => `Rândul are ${n} celule, capul de tabel doar ${max}.`,
  required: (name: string) => `Lipsește „${name}”.`,
  badDate: (text: string) => `Data „${text}” nu e validă (ZZ.LL.AAAA HH:MM, ora României, sau ISO 8601).`,
  badScore: (name: string, text: string) => `Scorul „${text}” din „${name}” nu e un număr întreg între 0 și 99.`,
  halfScore: 'Scorul trebuie completat pentru ambele echipe sau pentru niciuna.',
  badOutcome: (name: string, text: string) => `„${text}” din „${name}” trebuie să fie 1, X sau 2 (sau gol).`,
  sameTeam: (name: string) => `Aceeași echipă („${name}”) e și gazdă, și oaspete.`,
  unknownTeam: (name: string) => `Echipa „${name}” nu există. Adaug-o întâi la Echipe sau corectează numele.`,
  duplicateRow: (line: number) => `Rând dublat: același meci e deja pe linia ${line}.`,
  roundOrDate: 'Completează etapa sau data, ca să găsim meciul.',
  matchNotFound: 'Meciul nu există în etapa dată (sau în ziua dată).',
  unknownRound: (name: string) => `Etapa „${name}” nu există.`,
  matchAmbiguous: 'Mai multe meciuri se potrivesc: completează etapa.',
  tooManyRows: (max: number) => `Fișierul are prea multe rânduri (cel mult ${max}).`,
};

export interface CsvHeader {
  /** Each known column's cell index. */
  index: Partial<Record<CsvColumn, number>>;
  errors: string[];
  warnings: string[];
}

/** The header row read against a format: where each column is, and what is missing or unknown. */
export function readHeader(kind: CsvKind, cells: string[]): CsvHeader {
  const index: Partial<Record<CsvColumn, number>> = {};
  const errors: string[] = [];
  const warnings: string[] = [];
  const known = new Set([...CSV_COLUMNS[kind].required, ...CSV_COLUMNS[kind].optional]);
  cells.forEach((raw, i) => {
    const col = byAlias.get(normalizeName(raw));
    if (raw.trim() === '' && i === cells.length - 1) return;
    if (!col || !known.has(col)) warnings.push(csvMessages.extraColumn(raw.trim()));
    else if (index[col] !== undefined) errors.push(csvMessages.duplicateColumn(raw.trim()));
    else index[col] = i;
  });
  const missing = CSV_COLUMNS[kind].required.filter((c) => index[c] === undefined);
  if (missing.length > 0) errors.push(csvMessages.missingColumns(missing.map((c) => CSV_HEADERS[c])));
  return { index, errors, warnings };
}

/** A kickoff cell: 'ZZ.LL.AAAA HH:MM' or 'AAAA-LL-ZZ HH:MM' in Romania's time, or ISO 8601 with Z or an offset. */
export function parseKickoff(text: string): Date | null {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\S+)[ T]+(\S+)$/.exec(t);
  if (!m) return null;
  const date = parseRoDate(m[1]);
  const time = parseTime24(m[2].replace(/^(\d{1,2}:\d{2}):\d{2}$/, '$1'));
  if (!date || !time) return null;
  const d = fromBucharestInput(`${date}T${time}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A day cell ('ZZ.LL.AAAA', or a full kickoff): 'AAAA-LL-ZZ' in Romania's time, or null. */
export function parseDay(text: string): string | null {
  const day = parseRoDate(text);
  if (day) return day;
  const at = parseKickoff(text);
  return at ? bucharestDay(at) : null;
}

export const bucharestDay = (at: Date) => toBucharestInput(at).slice(0, 10);

/** How our exports write a kickoff: 'ZZ.LL.AAAA HH:MM' in Romania's time. */
export function formatKickoff(at: Date): string {
  const wall = toBucharestInput(at);
  return `${formatRoDate(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
}

/** A score cell: a whole number 0..99; null when empty; undefined when it is not a score. */
export function parseScore(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  return /^\d{1,2}$/.test(t) ? Number(t) : undefined;
}

/** A 1/X/2 cell (x accepted); null when empty; undefined when it is none of them. */
export function parseOutcome(text: string): Outcome | null | undefined {
  const t = text.trim().toUpperCase();
  if (t === '') return null;
  return t === '1' || t === 'X' || t === '2' ? t : undefined;
}
