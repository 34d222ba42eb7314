import { parseCsv } from '../../../domain/csv.ts';
import type { CsvKind } from '../../../domain/csv-formats.ts';
import {
  CSV_ERRORS_LISTED,
  CSV_PREVIEW_MAX_BYTES,
  type CsvApplySummary,
  type CsvPlan,
  type CsvPreview,
  csvApplyMessages,
} from '../../../domain/csv-preview.ts';
import {
  type CsvRowError,
  type FixtureRow,
  type ResultRow,
  readFixtures,
  readResults,
} from '../../../domain/csv-rows.ts';
import type { Conn } from '../../db/client.ts';
import type { csvImports } from '../../db/tables/csv-imports.table.ts';
import { HttpError, notFound, payloadTooLarge, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { correctionReason, type ResultOrigin } from '../corrections/corrections.service.ts';
import { afterMatchesSaved, type MatchSaved, saveMatchInTx } from '../matches/matches.service.ts';
import { holdScoringLock } from '../scoring/scoring.service.ts';
import {
  csvWorld,
  deleteExpiredImports,
  findCsvImport,
  insertCsvImport,
  insertMatches,
  insertRoundNamed,
  lockCsvImport,
  markApplied,
} from './csv.queries.ts';
import { decodeCsv } from './csv-decode.service.ts';
import { planFixtures, planResults } from './csv-plan.service.ts';
import type { CsvUpload } from './csv-upload.service.ts';

// The three steps of a CSV import: the upload reads the file and stores its preview (in the database, for every
// instance, for an hour); the preview shows it; the apply makes the changes in one transaction, refused while the
// file has bad rows or when the data changed since the preview.

const PREVIEW_TTL_MS = 60 * 60_000;

interface StoredRows {
  rows: (FixtureRow | ResultRow)[];
  readErrors: CsvRowError[];
}

type StoredPreview = Omit<CsvPreview, 'id' | 'status' | 'createdAt' | 'expiresAt' | 'summary'>;

const conflict = (message: string) => new HttpError(409, 'ConflictError', message);

function plan(world: Awaited<ReturnType<typeof csvWorld>>, kind: CsvKind, stored: StoredRows): CsvPlan {
  return kind === 'fixtures'
    ? planFixtures(world, stored.rows as FixtureRow[], stored.readErrors)
    : planResults(world, stored.rows as ResultRow[], stored.readErrors);
}

/** JSON with its keys sorted (jsonb keeps them in an order of its own), to compare two plans. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const planPart = (p: CsvPlan): CsvPlan => ({
  newRounds: p.newRounds,
  changes: p.changes,
  unchanged: p.unchanged,
  errors: p.errors,
});

function previewJson(row: typeof csvImports.$inferSelect): CsvPreview {
  return {
    ...(row.preview as StoredPreview),
    id: row.documentId,
    status: row.status as CsvPreview['status'],
    canApply: row.status === 'ready' && (row.preview as StoredPreview).canApply,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    summary: (row.summary as CsvApplySummary | null) ?? null,
  };
}

/** POST /api/csv-imports: reads the file, plans it against the data as it is, and stores the preview. */
export async function createCsvImport(services: Services, upload: CsvUpload, userId: number): Promise<CsvPreview> {
  const decoded = decodeCsv(upload.bytes);
  const parsed = parseCsv(decoded.text);
  const read = upload.kind === 'fixtures' ? readFixtures(parsed) : readResults(parsed);
  const stored: StoredRows = { rows: read.rows, readErrors: read.errors };
  const p = read.fileError
    ? { newRounds: [], changes: [], unchanged: 0, errors: read.errors }
    : plan(await csvWorld(services.db), upload.kind, stored);
  const needsReason = p.changes.some((c) => c.action === 'result' && c.correction);
  const preview: StoredPreview = {
    ...planPart(p),
    // Every bad row refuses the apply; the first CSV_ERRORS_LISTED are shown by line, the rest counted.
    errors: p.errors.slice(0, CSV_ERRORS_LISTED),
    moreErrors: Math.max(0, p.errors.length - CSV_ERRORS_LISTED),
    kind: upload.kind,
    fileName: upload.fileName,
    encoding: decoded.encoding,
    delimiter: parsed.delimiter,
    warnings: [{ messages: decoded.warnings, more: 0 }, read.warnings].filter((g) => g.messages.length > 0),
    rows: parsed.records.slice(1).filter((r) => r.cells.some((c) => c.trim() !== '')).length,
    fileError: read.fileError,
    needsReason,
    canApply: !read.fileError && p.errors.length === 0 && (p.changes.length > 0 || p.newRounds.length > 0),
  };
  // Bounded as a whole too: what no file within the limits reaches is refused rather than stored for an hour.
  if (Buffer.byteLength(JSON.stringify(preview)) > CSV_PREVIEW_MAX_BYTES)
    throw payloadTooLarge(csvApplyMessages.tooLarge);
  const now = services.now();
  await deleteExpiredImports(services.db, now);
  const row = await insertCsvImport(services.db, {
    kind: upload.kind,
    fileName: upload.fileName,
    createdBy: userId,
    rows: stored,
    preview,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PREVIEW_TTL_MS),
  });
  return previewJson(row);
}

/** GET /api/csv-imports/:id. */
export async function csvImportAnswer(services: Services, documentId: string): Promise<CsvPreview> {
  const row = await findCsvImport(services.db, documentId, services.now());
  if (!row) throw notFound(csvApplyMessages.expired);
  return previewJson(row);
}

/** POST /api/csv-imports/:id/apply: every change of the preview in one transaction, or none. */
export async function applyCsvImport(
  services: Services,
  documentId: string,
  origin: ResultOrigin,
  reason?: string,
): Promise<CsvPreview> {
  const saved = await services.db.transaction(async (tx) => {
    // The scoring lock first (before any row lock), as every writer of results takes it.
    await holdScoringLock(tx);
    const row = await lockCsvImport(tx, documentId, services.now());
    if (!row) throw notFound(csvApplyMessages.expired);
    if (row.status === 'applied') throw conflict(csvApplyMessages.applied);
    const preview = row.preview as StoredPreview;
    if (preview.fileError) throw validationError(csvApplyMessages.fileError);
    if (preview.errors.length > 0) throw validationError(csvApplyMessages.hasErrors, { errors: preview.errors });
    if (!preview.canApply) throw validationError(csvApplyMessages.nothing);
    const why = preview.needsReason ? correctionReason(reason) : undefined;
    const now = plan(await csvWorld(tx), row.kind as CsvKind, row.rows as StoredRows);
    if (canonical(planPart(now)) !== canonical(planPart(preview))) throw conflict(csvApplyMessages.stale);
    const done = await execute(tx, services, now, origin, why);
    await markApplied(tx, row.id, done.summary);
    return done.saved;
  });
  await afterMatchesSaved(services, saved);
  return csvImportAnswer(services, documentId);
}

async function execute(tx: Conn, services: Services, p: CsvPlan, origin: ResultOrigin, reason?: string) {
  const world = await csvWorld(tx);
  const roundIds = new Map(world.rounds.map((r) => [r.documentId, r.id]));
  const newRoundIds = new Map<string, number>();
  for (const name of p.newRounds) newRoundIds.set(name, await insertRoundNamed(tx, name));
  const summary: CsvApplySummary = {
    roundsCreated: p.newRounds.length,
    matchesCreated: 0,
    kickoffsChanged: 0,
    resultsSaved: 0,
    corrections: 0,
    predictionsScored: 0,
  };
  const inserts = [];
  const saved: MatchSaved[] = [];
  for (const c of p.changes) {
    if (c.action === 'create') {
      const roundId = c.roundDocumentId ? roundIds.get(c.roundDocumentId) : newRoundIds.get(c.round);
      inserts.push({ roundId: roundId!, team1Id: c.homeId, team2Id: c.awayId, date: new Date(c.kickoff) });
    } else if (c.action === 'kickoff') {
      saved.push(await saveMatchInTx(tx, services, c.match, { date: new Date(c.after) }, origin));
      summary.kickoffsChanged++;
    } else {
      const values = {
        team1FinalScore: c.after.team1,
        team2FinalScore: c.after.team2,
        finalCards: c.after.cards,
        finalCorners: c.after.corners,
      };
      const s = await saveMatchInTx(tx, services, c.match, values, origin, reason);
      saved.push(s);
      summary.resultsSaved++;
      if (s.corrected) summary.corrections++;
      summary.predictionsScored += s.scored;
    }
  }
  await insertMatches(tx, inserts);
  summary.matchesCreated = inserts.length;
  return { saved, summary };
}
