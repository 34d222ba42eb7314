import type { ResultState } from './corrections.ts';
import type { CsvKind, CsvWarningGroup } from './csv-formats.ts';
import type { CsvRowError } from './csv-rows.ts';

// What a CSV import will do, as the server stores it and the back office shows it (GET /api/csv-imports/:id).

interface ChangeBase {
  line: number;
  round: string;
  home: string;
  away: string;
}

/** A new match of a fixtures file; roundDocumentId is null when its round is new too. */
interface NewMatchChange extends ChangeBase {
  action: 'create';
  roundDocumentId: string | null;
  homeId: number;
  awayId: number;
  kickoff: string;
}

interface KickoffChange extends ChangeBase {
  action: 'kickoff';
  match: string;
  before: string;
  after: string;
}

/** A result: a first one (or a filled-in field), or a correction of a stored value (correction: true). */
interface ResultChange extends ChangeBase {
  action: 'result';
  match: string;
  kickoff: string;
  before: ResultState;
  after: ResultState;
  correction: boolean;
}

export type CsvChange = NewMatchChange | KickoffChange | ResultChange;

/** The part of a preview that apply computes again and compares: a difference means the data changed. */
export interface CsvPlan {
  newRounds: string[];
  changes: CsvChange[];
  unchanged: number;
  errors: CsvRowError[];
}

/** Bad rows a preview lists (by line); past them only their count: the file is to be fixed and uploaded again. */
export const CSV_ERRORS_LISTED = 200;
/** The most a stored preview may take as JSON; a file whose preview would pass it is refused (413). */
export const CSV_PREVIEW_MAX_BYTES = 3 * 1024 * 1024;

export interface CsvPreview extends CsvPlan {
  id: string;
  kind: CsvKind;
  fileName: string;
  encoding: 'utf-8' | 'windows-1250';
  delimiter: ',' | ';';
  /** By kind (the encoding, unknown columns): at most CSV_WARNINGS_KEPT each, and a count of the rest. */
  warnings: CsvWarningGroup[];
  /** Bad rows past the CSV_ERRORS_LISTED listed in `errors`. */
  moreErrors: number;
  /** Data rows read (not counting the header). */
  rows: number;
  /** The file as a whole could not be read (empty, missing columns), or null. */
  fileError: string | null;
  needsReason: boolean;
  canApply: boolean;
  status: 'ready' | 'applied';
  createdAt: string;
  expiresAt: string;
  summary: CsvApplySummary | null;
}

export interface CsvApplySummary {
  roundsCreated: number;
  matchesCreated: number;
  kickoffsChanged: number;
  resultsSaved: number;
  corrections: number;
  predictionsScored: number;
}

export const csvApplyMessages = {
  hasErrors: 'Fișierul are rânduri greșite: corectează-le și încarcă-l din nou.',
  fileError: 'Fișierul nu poate fi importat: încarcă unul corect.',
  nothing: 'Fișierul nu schimbă nimic.',
  stale: 'Datele s-au schimbat de la previzualizare. Încarcă fișierul din nou ca să vezi ce se schimbă acum.',
  applied: 'Importul acesta a fost deja aplicat.',
  expired: 'Previzualizarea nu mai există (expiră după o oră). Încarcă fișierul din nou.',
  tooLarge: 'Fișierul ar face o previzualizare prea mare (peste 3 MB). Împarte-l în fișiere mai mici.',
};
