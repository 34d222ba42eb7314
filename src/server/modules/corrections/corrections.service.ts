import { z } from 'zod';
import { type Correction, correctionReasonSchema } from '../../../domain/corrections.schemas.ts';
import { type ResultState, ROLE_LABELS } from '../../../domain/corrections.ts';
import type { Outcome } from '../../../domain/match.schemas.ts';
import type { Conn } from '../../db/client.ts';
import type { matches } from '../../db/tables/matches.table.ts';
import { pageOf } from '../../http/envelope.ts';
import { invalidQueryKey, validationError } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import type { Services } from '../../services.ts';
import { type CorrectionRow, insertCorrection, listCorrections } from './corrections.queries.ts';

/** Who writes a result: an admin in the back office (by hand or by a CSV file) or the results import. */
export type ResultOrigin =
  | { kind: 'admin'; userId: number; username: string; roleType: string }
  | { kind: 'import'; provider: string };

type MatchRecord = typeof matches.$inferSelect;

/** The origin of a result an admin writes. */
export const adminOrigin = (user: { id: number; username: string; roleType: string }): ResultOrigin => ({
  kind: 'admin',
  userId: user.id,
  username: user.username,
  roleType: user.roleType,
});

export const resultStateOf = (
  m: Pick<MatchRecord, 'team1FinalScore' | 'team2FinalScore' | 'finalCards' | 'finalCorners'>,
): ResultState => ({
  team1: m.team1FinalScore,
  team2: m.team2FinalScore,
  cards: m.finalCards as Outcome | null,
  corners: m.finalCorners as Outcome | null,
});

/** The reason of a correction, checked: a clear 400 in Romanian when it is missing or too long. */
export function correctionReason(reason: string | undefined): string {
  const parsed = correctionReasonSchema.safeParse(reason ?? '');
  if (!parsed.success) throw validationError(parsed.error.issues[0].message, { path: ['correction_reason'] });
  return parsed.data;
}

interface CorrectionFacts {
  match: MatchRecord;
  roundName: string;
  team1Name: string;
  team2Name: string;
  before: ResultState;
  after: ResultState;
  reason: string;
  origin: ResultOrigin;
  rescored: number;
  pointsMoved: number;
  at: Date;
}

/** Writes the log entry of a correction, in the transaction that changed the result. */
export async function recordCorrection(tx: Conn, f: CorrectionFacts): Promise<void> {
  const admin = f.origin.kind === 'admin' ? f.origin : null;
  await insertCorrection(tx, {
    matchId: f.match.id,
    roundId: f.match.roundId,
    roundName: f.roundName,
    team1Name: f.team1Name,
    team2Name: f.team2Name,
    matchDate: f.match.date,
    oldTeam1: f.before.team1,
    oldTeam2: f.before.team2,
    oldCards: f.before.cards,
    oldCorners: f.before.corners,
    newTeam1: f.after.team1,
    newTeam2: f.after.team2,
    newCards: f.after.cards,
    newCorners: f.after.corners,
    reason: f.reason,
    byKind: f.origin.kind,
    byRole: admin ? (ROLE_LABELS[admin.roleType] ?? admin.roleType) : (f.origin as { provider: string }).provider,
    byName: admin ? admin.username : '',
    byUserId: admin ? admin.userId : null,
    rescored: f.rescored,
    pointsMoved: f.pointsMoved,
    createdAt: f.at,
  });
}

const result = (team1: number | null, team2: number | null, cards: string | null, corners: string | null) => ({
  team1,
  team2,
  cards: cards as Outcome | null,
  corners: corners as Outcome | null,
});

function correctionJson(r: CorrectionRow): Correction {
  const e = r.entry;
  return {
    id: e.id,
    documentId: e.documentId,
    match: r.matchDocumentId ? { documentId: r.matchDocumentId, date: e.matchDate.toISOString() } : null,
    team1: e.team1Name,
    team2: e.team2Name,
    round: { documentId: r.roundDocumentId ?? null, name: e.roundName },
    old: result(e.oldTeam1, e.oldTeam2, e.oldCards, e.oldCorners),
    new: result(e.newTeam1, e.newTeam2, e.newCards, e.newCorners),
    reason: e.reason,
    by:
      e.byKind === 'import'
        ? { kind: 'import', provider: e.byRole }
        : { kind: 'admin', role: e.byRole, name: e.byName },
    rescored: e.rescored,
    pointsMoved: e.pointsMoved,
    createdAt: e.createdAt.toISOString(),
  };
}

const docId = z.string().regex(/^[a-z0-9]{24}$/);

/** GET /api/result-corrections: the public log, newest first; `round` and `match` (documentIds) narrow it. */
export async function correctionsAnswer(services: Services, query: unknown) {
  const q = parseListQuery(query, {
    maxPageSize: 100,
    defaultPageSize: 25,
    topLevelPaging: true,
    extraKeys: ['round', 'match'],
  });
  // One order only (newest first): a sortBy is refused, never ignored.
  if (q.extra.sortBy !== undefined) throw invalidQueryKey(String(q.extra.sortBy), 'sortBy');
  const pick = (key: 'round' | 'match') => {
    const v = q.extra[key];
    if (v === undefined) return undefined;
    const parsed = docId.safeParse(v);
    if (!parsed.success) throw validationError(`Invalid ${key}`, { key, source: 'query' });
    return parsed.data;
  };
  const { rows, total } = await listCorrections(
    services.db,
    { roundDocumentId: pick('round'), matchDocumentId: pick('match') },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return { data: rows.map(correctionJson), meta: { pagination: pageOf(q.page, q.pageSize, total) } };
}
