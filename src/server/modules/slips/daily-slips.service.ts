import {
  type DailySlipCreate,
  type DailySlipPickInput,
  type DailySlipUpdate,
  type SlipRef,
  slipMessages,
} from '../../../domain/slips.schemas.ts';
import type { Conn } from '../../db/client.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { parseOneQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import {
  type DailyPickValues,
  type DailySlipRecord,
  type DailySlipView,
  dailyListQuery,
  dailyPicksOf,
  dailySlipListSpec,
  deleteDailySlip,
  findDailySlipRow,
  insertDailySlip,
  listDailySlipRows,
  replaceDailyPicks,
  teamsByRefs,
  updateDailySlip,
} from './daily-slips.queries.ts';
import { dailySlipJson } from './slips.projection.ts';

async function withPicks(conn: Conn, rows: DailySlipRecord[]): Promise<DailySlipView[]> {
  const picks = await dailyPicksOf(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((slip) => ({ slip, picks: picks.filter((p) => p.pick.slipId === slip.id) }));
}

/** GET /api/daily-slips: a page of slips with their picks, in the API's shape. */
export async function dailySlipsAnswer(services: Services, query: unknown) {
  const q = dailyListQuery(query);
  const { rows, total } = await listDailySlipRows(services.db, q);
  return { data: (await withPicks(services.db, rows)).map(dailySlipJson), paging: q, total };
}

/** One daily slip by documentId, in the API's shape. */
export async function dailySlipAnswer(services: Services, documentId: string, query: unknown = {}) {
  parseOneQuery(query, dailySlipListSpec);
  const row = await findDailySlipRow(services.db, documentId);
  if (!row) throw notFound();
  return dailySlipJson((await withPicks(services.db, [row]))[0]);
}

/** The picks as rows to store: both teams exist and differ. */
async function resolvePicks(services: Services, picks: DailySlipPickInput[]): Promise<DailyPickValues[]> {
  const found = await teamsByRefs(
    services.db,
    picks.flatMap((p) => [p.team1, p.team2]),
  );
  const idOf = (ref: SlipRef) => {
    const team = found.find((t) => ('documentId' in ref ? t.documentId === ref.documentId : t.id === ref.id));
    if (!team) throw validationError(slipMessages.teamMissing);
    return team.id;
  };
  return picks.map((pick) => {
    const team1Id = idOf(pick.team1);
    const team2Id = idOf(pick.team2);
    if (team1Id === team2Id) throw validationError(slipMessages.sameTeams);
    return {
      team1Id,
      team2Id,
      matchDate: new Date(pick.match_date),
      expectedResult: pick.expectedResult,
      odd: pick.odd,
      matchWon: pick.match_won ?? null,
    };
  });
}

export async function createDailySlip(services: Services, input: DailySlipCreate) {
  const picks = await resolvePicks(services, input.predictions);
  const documentId = await services.db.transaction(async (tx) => {
    const slip = await insertDailySlip(tx, { date: input.date, won: input.won ?? null });
    await replaceDailyPicks(tx, slip.id, picks);
    return slip.documentId;
  });
  return dailySlipAnswer(services, documentId);
}

/** The whole form (date, status, picks replaced) or only the status. */
export async function changeDailySlip(
  services: Services,
  documentId: string,
  input: DailySlipUpdate,
  expected?: Expected,
) {
  const existing = await findDailySlipRow(services.db, documentId);
  if (!existing) throw notFound();
  const picks = input.predictions ? await resolvePicks(services, input.predictions) : undefined;
  const values: { date?: string; won?: boolean | null } = {};
  if (input.date !== undefined) values.date = input.date;
  if (input.won !== undefined) values.won = input.won;
  await services.db.transaction(async (tx) => {
    checkWritten(await updateDailySlip(tx, existing.id, values, expected), expected);
    if (picks) await replaceDailyPicks(tx, existing.id, picks);
  });
  return dailySlipAnswer(services, documentId);
}

export async function removeDailySlip(services: Services, documentId: string, expected?: Expected) {
  const existing = await findDailySlipRow(services.db, documentId);
  if (!existing) throw notFound();
  checkWritten(await deleteDailySlip(services.db, existing.id, expected), expected);
}
