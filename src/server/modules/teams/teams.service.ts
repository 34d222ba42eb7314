import type { TeamWrite } from '../../../domain/team.schemas.ts';
import { teamMessages } from '../../../domain/team.schemas.ts';
import { keptCache } from '../../cluster/cache.ts';
import { isForeignKeyViolation } from '../../db/client.ts';
import { listEnvelope } from '../../http/envelope.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { prepare, queryStringOf } from '../../http/prepared.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { deleteStoredFile, findFile, releaseFile } from '../uploads/uploads.service.ts';
import { teamJson } from './teams.projection.ts';
import { deleteTeamRow, findTeam, insertTeam, listTeams, teamListSpec, updateTeamRow } from './teams.queries.ts';

async function checkEmblem(services: Services, emblem: number | null | undefined) {
  if (emblem == null) return;
  const file = await findFile(services.db, emblem);
  if (!file?.mime.startsWith('image/')) throw validationError(teamMessages.emblemNotImage);
}

export async function createTeam(services: Services, input: TeamWrite & { name: string }) {
  await checkEmblem(services, input.emblem);
  const row = await insertTeam(services.db, { name: input.name, emblemId: input.emblem ?? null });
  await services.changes.announce('fixtures');
  return (await findTeam(services.db, row.documentId))!;
}

export async function changeTeam(services: Services, documentId: string, input: TeamWrite, expected?: Expected) {
  const existing = await findTeam(services.db, documentId);
  if (!existing) throw notFound();
  await checkEmblem(services, input.emblem);
  const changed = await updateTeamRow(
    services.db,
    existing.team.id,
    {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.emblem !== undefined ? { emblemId: input.emblem } : {}),
    },
    expected,
  );
  checkWritten(changed, expected);
  // A replaced or removed emblem is deleted (row and stored bytes), unless something else uses that file.
  if (input.emblem !== undefined && input.emblem !== existing.team.emblemId) {
    await releaseFile(services, existing.team.emblemId);
  }
  await services.changes.announce('fixtures');
  return (await findTeam(services.db, documentId))!;
}

/** A team that plays in a match, is in a slip, or is someone's favourite stays: deleting it would break history. */
export async function removeTeam(services: Services, documentId: string, expected?: Expected) {
  const existing = await findTeam(services.db, documentId);
  if (!existing) throw notFound();
  try {
    checkWritten(await deleteTeamRow(services.db, existing.team.id, expected), expected);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw validationError(teamMessages.inUse);
    throw error;
  }
  // A team that was someone's favourite is not deleted, but the club line of the rankings is read with it.
  await services.changes.announce('fixtures', 'places');
  await deleteStoredFile(services, existing.team.emblemId);
}

/**
 * GET /api/teams, prepared as it is sent: cached with the fixtures (team and emblem writes drop it), keyed by
 * the query string (see cluster/cache.ts).
 */
export async function teamsAnswer(services: Services, url: string, query: unknown) {
  return keptCache(services, 'teams').read(`teams?${queryStringOf(url)}`, async () => {
    const q = parseListQuery(query, teamListSpec);
    const { rows, total } = await listTeams(services.db, q);
    return prepare(listEnvelope(rows.map(teamJson), q, total));
  });
}

/** One team by documentId in the API's shape. */
export async function teamAnswer(services: Services, documentId: string, query: unknown) {
  parseOneQuery(query, teamListSpec);
  const row = await findTeam(services.db, documentId);
  if (!row) throw notFound();
  return teamJson(row);
}

// What other modules may read and do through this module (its queries stay its own).
export { findTeamId } from './teams.queries.ts';
