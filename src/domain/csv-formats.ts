import { ROUND_NAME_MAX_LENGTH } from './limits.ts';
import { matchMessages, type Outcome } from './match.schemas.ts';
import { roundMessages } from './round.schemas.ts';
import { cleanLine, cutTo } from './text-limits.ts';

// The two CSV formats of the back office (docs/features.md, "CSV in the back office"). Headers are matched without case,
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

/** Text of the file quoted in a message: cleaned (no bidirectional controls) and at most 60 characters. */
function quoted(text: string): string {
  const clean = cleanLine(text);
  const cut = cutTo(clean, 60);
  return cut.length < clean.length ? `${cut}…` : cut;
}

export const csvMessages = {
  empty: 'Fișierul e gol.',
  headerOnly: 'Fișierul are doar capul de tabel, niciun rând de date.',
  missingColumns: (names: string[]) =>
    `Lipsesc coloanele: ${names.join(', ')}. Prima linie trebuie să fie capul de tabel.`,
  duplicateColumn: (name: string) => `Coloana „${quoted(name)}” apare de două ori în capul de tabel.`,
  extraColumn: (name: string) => `Coloana „${quoted(name)}” nu e cunoscută și a fost ignorată.`,
  unclosedQuote: (line: number) => `Ghilimelele deschise pe linia ${line} nu se închid până la sfârșitul fișierului.`,
  tooManyCells: (n: number, max: number) => `Rândul are ${n} celule, capul de tabel doar ${max}.`,
  required: (name: string) => `Lipsește „${name}”.`,
  badDate: (text: string) => `Data „${quoted(text)}” nu e validă (ZZ.LL.AAAA HH:MM, ora României, sau ISO 8601).`,
  /** The autumn's repeated hour: how the cell says which of the two it is. */
  whichHour: (day: string, time: string) =>
    `Scrie în celulă și fusul orar: „${day} ${time}+03:00” pentru prima dată (ora de vară) sau „${day} ${time}+02:00” pentru a doua (ora de iarnă).`,
  wrongOffset: (text: string) =>
    `Fusul orar din „${quoted(text)}” nu e al României la acea oră (+03:00 vara, +02:00 iarna).`,
  badScore: (name: string, text: string) =>
    `Scorul „${quoted(text)}” din „${name}” nu e un număr întreg între 0 și 99.`,
  halfScore: matchMessages.scoreWhole,
  badOutcome: (name: string, text: string) => `„${quoted(text)}” din „${name}” trebuie să fie 1, X sau 2 (sau gol).`,
  sameTeam: (name: string) => `Aceeași echipă („${quoted(name)}”) e și gazdă, și oaspete.`,
  unknownTeam: (name: string) => `Echipa „${quoted(name)}” nu există. Adaug-o întâi la Echipe sau corectează numele.`,
  duplicateRow: (line: number) => `Rând dublat: același meci e deja pe linia ${line}.`,
  roundOrDate: 'Completează etapa sau data, ca să găsim meciul.',
  roundTooLong: roundMessages.nameTooLong,
  matchNotFound: 'Meciul nu există în etapa dată (sau în ziua dată).',
  unknownRound: (name: string) => `Etapa „${quoted(name)}” nu există.`,
  matchAmbiguous: 'Mai multe meciuri se potrivesc: completează etapa.',
  tooManyRows: (max: number) => `Fișierul are prea multe rânduri (cel mult ${max}).`,
};

/** Warnings of one kind kept in a preview; past them only their count ("și încă N avertismente de acest fel"). */
export const CSV_WARNINGS_KEPT = 20;

/** Warnings of one kind: the first CSV_WARNINGS_KEPT (each once), and how many more there were. */
export interface CsvWarningGroup {
  messages: string[];
  more: number;
}

/** A group of warnings that keeps the first few and counts the rest, so a 1 MB header makes a small preview. */
function warningGroup(): CsvWarningGroup & { add(message: string): void } {
  const group = {
    messages: [] as string[],
    more: 0,
    add(message: string) {
      if (group.messages.length < CSV_WARNINGS_KEPT && !group.messages.includes(message)) group.messages.push(message);
      else group.more++;
    },
  };
  return group;
}

/** A round's name from a file, cleaned as the round form's; null when it is longer than a round name may be. */
export function roundCell(text: string): string | null {
  const name = cleanLine(text);
  return name.length > ROUND_NAME_MAX_LENGTH ? null : name;
}

export interface CsvHeader {
  /** Each known column's cell index. */
  index: Partial<Record<CsvColumn, number>>;
  errors: string[];
  /** Unknown columns, ignored. */
  warnings: CsvWarningGroup;
}

/** The header row read against a format: where each column is, and what is missing or unknown. */
export function readHeader(kind: CsvKind, cells: string[]): CsvHeader {
  const index: Partial<Record<CsvColumn, number>> = {};
  const errors: string[] = [];
  const warnings = warningGroup();
  const repeated = new Set<CsvColumn>();
  const known = new Set([...CSV_COLUMNS[kind].required, ...CSV_COLUMNS[kind].optional]);
  cells.forEach((raw, i) => {
    const col = byAlias.get(normalizeName(raw));
    if (raw.trim() === '' && i === cells.length - 1) return;
    if (!col || !known.has(col)) warnings.add(csvMessages.extraColumn(raw));
    else if (index[col] !== undefined) {
      // Said once a column, however many times it repeats.
      if (!repeated.has(col)) errors.push(csvMessages.duplicateColumn(raw));
      repeated.add(col);
    } else index[col] = i;
  });
  const missing = CSV_COLUMNS[kind].required.filter((c) => index[c] === undefined);
  if (missing.length > 0) errors.push(csvMessages.missingColumns(missing.map((c) => CSV_HEADERS[c])));
  return { index, errors, warnings: { messages: warnings.messages, more: warnings.more } };
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
