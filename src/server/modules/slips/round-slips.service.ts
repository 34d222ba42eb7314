import { hasStarted } from '../../../domain/deadline.ts';
import {
  type RoundSlipCreate,
  type RoundSlipUpdate,
  type SlipRef,
  slipMessages,
} from '../../../domain/slips.schemas.ts';
import { type Conn, isUniqueViolation, violatedConstraint } from '../../db/client.ts';
import { applicationError, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { findRoundId } from '../rounds/rounds.service.ts';
import {
  deleteRoundSlip,
  findRoundSlipRow,
  insertRoundSlip,
  listRoundSlipRows,
  matchesByRefs,
  matchIdsOfSlip,
  type RoundPickValues,
  type RoundSlipRecord,
  type RoundSlipView,
  replaceRoundPicks,
  roundHasSlip,
  roundPicksOf,
  roundSlipListSpec,
  updateRoundSlip,
} from './round-slips.queries.ts';
import { roundSlipJson } from './slips.projection.ts';

async function withPicks(conn: Conn, rows: RoundSlipRecord[]): Promise<RoundSlipView[]> {
  const picks = await roundPicksOf(
    conn,
    rows.map((r) => r.slip.id),
  );
  return rows.map((r) => ({ ...r, picks: picks.filter((p) => p.pick.slipId === r.slip.id) }));
}

/** GET /api/round-slips: a page of slips with their round and picks, in the API's shape. */
export async function roundSlipsAnswer(services: Services, query: unknown) {
  const q = parseListQuery(query, roundSlipListSpec);
  const { rows, total } = await listRoundSlipRows(services.db, q);
  return { data: (await withPicks(services.db, rows)).map(roundSlipJson), paging: q, total };
}

/** One round slip by documentId, in the API's shape. */
export async function roundSlipAnswer(services: Services, documentId: string, query: unknown = {}) {
  parseOneQuery(query, roundSlipListSpec);
  const row = await findRoundSlipRow(services.db, documentId);
  if (!row) throw notFound();
  return roundSlipJson((await withPicks(services.db, [row]))[0]);
}

type PickInput = NonNullable<RoundSlipCreate['predictions']>[number];

/**
 * The picks as rows to store. Every match exists, belongs to the slip's round, appears once, and has not
 * started by the server clock; on edit, a pick whose match is already on the slip may stay after kickoff.
 */
async function resolvePicks(
  services: Services,
  roundId: number,
  picks: PickInput[],
  keptMatchIds: number[] = [],
): Promise<RoundPickValues[]> {
  const found = await matchesByRefs(
    services.db,
    picks.map((p) => p.matches),
  );
  const byRef = (ref: SlipRef) =>
    found.find((m) => ('documentId' in ref ? m.documentId === ref.documentId : m.id === ref.id));
  const now = services.now();
  const seen = new Set<number>();
  return picks.map((pick) => {
    const match = byRef(pick.matches);
    if (!match) throw validationError(slipMessages.matchMissing);
    if (match.roundId !== roundId) throw validationError(slipMessages.matchOtherRound);
    if (seen.has(match.id)) throw validationError(slipMessages.matchTwice);
    seen.add(match.id);
    if (hasStarted(match.date, now) && !keptMatchIds.includes(match.id)) {
      throw validationError(slipMessages.matchStarted);
    }
    return { matchId: match.id, expectedResult: pick.expectedResult, odd: pick.odd };
  });
}

/** The unique index on round_id decides races between two creations for one round. */
function duplicateRound(error: unknown): never {
  const constraint = violatedConstraint(error);
  if (isUniqueViolation(error) && (!constraint || constraint.includes('round_id'))) {
    throw applicationError(slipMessages.duplicateRoundSlip);
  }
  throw error;
}

export async function createRoundSlip(services: Services, input: RoundSlipCreate) {
  const roundId = await findRoundId(services.db, input.round);
  if (!roundId) throw validationError(slipMessages.roundMissing);
  if (await roundHasSlip(services.db, roundId)) throw applicationError(slipMessages.duplicateRoundSlip);
  const picks = await resolvePicks(services, roundId, input.predictions);
  const documentId = await services.db
    .transaction(async (tx) => {
      const slip = await insertRoundSlip(tx, { roundId, won: input.won ?? null });
      await replaceRoundPicks(tx, slip.id, picks);
      return slip.documentId;
    })
    .catch(duplicateRound);
  return roundSlipAnswer(services, documentId);
}

/** Replaces the picks and/or sets the status; the round never changes. */
export async function changeRoundSlip(
  services: Services,
  documentId: string,
  input: RoundSlipUpdate,
  expected?: Expected,
) {
  const existing = await findRoundSlipRow(services.db, documentId);
  if (!existing) throw notFound();
  const slipId = existing.slip.id;
  const picks = input.predictions
    ? await resolvePicks(services, existing.slip.roundId, input.predictions, await matchIdsOfSlip(services.db, slipId))
    : undefined;
  await services.db.transaction(async (tx) => {
    const values = input.won === undefined ? {} : { won: input.won };
    checkWritten(await updateRoundSlip(tx, slipId, values, expected), expected);
    if (picks) await replaceRoundPicks(tx, slipId, picks);
  });
  return roundSlipAnswer(services, documentId);
}

export async function removeRoundSlip(services: Services, documentId: string, expected?: Expected) {
  const existing = await findRoundSlipRow(services.db, documentId);
  if (!existing) throw notFound();
  checkWritten(await deleteRoundSlip(services.db, existing.slip.id, expected), expected);
}
