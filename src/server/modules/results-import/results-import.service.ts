import { randomUUID } from 'node:crypto';
import type { ResultState } from '../../../domain/corrections.ts';
import {
  type ImportRun,
  type ImportSummary,
  importFailures,
  importMessages,
  importNotes,
} from '../../../domain/results-import.schemas.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { checkVersion, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { adminOrigin } from '../corrections/corrections.service.ts';
import { afterMatchesSaved, saveMatchInTx } from '../matches/matches.service.ts';
import { createTeam, findTeamId } from '../teams/teams.service.ts';
import { createApiFootball } from './api-football.adapter.ts';
import {
  countOpen,
  decidePending,
  findProviderTeam,
  listPending,
  lockPending,
  providerTeamsWithMapping,
  setTeamProvider,
} from './results-import.queries.ts';
import { addNote, emptySummary, pollOnce } from './results-poll.service.ts';
import { ProviderError, type ResultsProvider } from './results-provider.adapter.ts';
import { databaseBudget, endTurn, extendTurn, readState, takeTurn } from './results-state.queries.ts';

const conflict = (message: string) => new HttpError(409, 'ConflictError', message);

/** The provider the configuration names, paying from the budget shared in the database; null when off. */
function providerOf(services: Services): ResultsProvider | null {
  const settings = services.config.results;
  if (!settings) return null;
  return createApiFootball(settings, databaseBudget(services.db, settings));
}

/**
 * Polls once if it is this caller's turn: due (RESULTS_POLL_MS since the last) or forced by an admin, and no other
 * instance polling. The turn is held for JOB_LEASE_MS and extended every third of it while the poll runs, so the
 * turn of an instance killed midway passes within the lease, as its job does; a poll that fails or is cut gives it
 * back at once. A provider's failure is recorded (the back office shows it) and never thrown further.
 */
export async function runImport(services: Services, force: boolean): Promise<ImportRun> {
  const provider = providerOf(services);
  const settings = services.config.results;
  if (!provider || !settings) return { ran: false, summary: null, error: null };
  const holdMs = services.config.jobLeaseMs;
  const owner = randomUUID();
  const turn = await takeTurn(services.db, owner, holdMs, settings.pollMs, force);
  if (!turn.taken) return { ran: false, summary: null, error: null };
  const keep = setInterval(
    () => {
      void extendTurn(services.db, owner, holdMs).catch(() => {});
    },
    Math.max(50, Math.floor(holdMs / 3)),
  );
  keep.unref();
  const summary = emptySummary();
  if (turn.resumed) addNote(summary, importNotes.resumed);
  let error: string | null = null;
  try {
    await pollOnce(services, provider, summary);
  } catch (e) {
    error = e instanceof ProviderError ? e.message : importFailures.failed(e instanceof Error ? e.message : String(e));
  } finally {
    clearInterval(keep);
    await endTurn(services.db, owner, services.now(), summary, error);
  }
  return { ran: true, summary, error };
}

/**
 * POST /api/results-import/run: polls now (the admin's "Importă acum"), answering what it did; `ran` false with
 * the reason when the import is off or another poll is under way, `error` when the provider failed.
 */
export async function runNow(services: Services): Promise<{ data: ImportRun }> {
  if (!services.config.results) return { data: { ran: false, summary: null, error: importMessages.off } };
  const outcome = await runImport(services, true);
  return { data: outcome.ran ? outcome : { ...outcome, error: importMessages.busy } };
}

/** GET /api/results-import/status */
export async function importStatus(services: Services) {
  const settings = services.config.results;
  const state = await readState(services.db);
  const open = await countOpen(services.db);
  return {
    data: {
      provider: settings ? 'API-Football' : null,
      enabled: Boolean(settings),
      leagueId: settings?.leagueId ?? null,
      season: settings?.season ?? null,
      pollMs: settings?.pollMs ?? null,
      running: state.running,
      lastRunAt: state.lastRunAt?.toISOString() ?? null,
      lastError: state.lastError,
      lastSummary: state.lastSummary,
      requestsToday: state.dayCount,
      requestsPerDay: settings?.perDay ?? null,
      requestsLeft: state.requestsLeft,
      blockedUntil: state.blockedUntil && state.blockedUntil > services.now() ? state.blockedUntil.toISOString() : null,
      ...open,
    },
  };
}

/** GET /api/results-import/teams: the provider's teams seen, unknown ones first. */
export async function importTeams(services: Services) {
  const rows = await providerTeamsWithMapping(services.db);
  return {
    data: rows.map((r) => ({
      providerId: r.providerId,
      name: r.name,
      logo: r.logo,
      seenAt: r.seenAt.toISOString(),
      team: r.teamDocumentId ? { documentId: r.teamDocumentId, name: r.teamName } : null,
    })),
  };
}

/** PUT /api/results-import/teams/:providerId: maps a provider team to one of ours, or to a new team of its name. */
export async function mapTeam(services: Services, providerId: string, input: { team?: string; create?: boolean }) {
  const seen = await findProviderTeam(services.db, providerId);
  if (!seen) throw notFound();
  if (Boolean(input.team) === Boolean(input.create)) throw validationError(importMessages.pickTeam);
  let teamId: number;
  if (input.team) {
    const id = await findTeamId(services.db, { documentId: input.team });
    if (!id) throw validationError(importMessages.teamMissing);
    teamId = id;
  } else {
    teamId = (await createTeam(services, { name: seen.name })).team.id;
  }
  await setTeamProvider(services.db, teamId, providerId);
  return importTeams(services).then((all) => ({ data: all.data.find((t) => t.providerId === providerId)! }));
}

const resultJson = (r: unknown) => r as ResultState;

/** GET /api/results-import/pending: what the provider says against results admins wrote. */
export async function pendingList(services: Services) {
  const rows = await listPending(services.db);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      match: {
        documentId: r.match_document_id as string,
        date: new Date(r.match_date as string).toISOString(),
        team1: r.team1 as string,
        team2: r.team2 as string,
        round: r.round as string,
        updatedAt: new Date(r.match_updated_at as string).toISOString(),
      },
      stored: resultJson(r.stored),
      provider: resultJson(r.provider),
      seenAt: new Date(r.seen_at as string).toISOString(),
    })),
  };
}

/** POST .../pending/:id/accept: the provider's result replaces the admin's, as a correction with the admin's reason. */
export async function acceptPending(
  services: Services,
  id: number,
  user: AuthUser,
  reason: string | undefined,
  expected?: Expected,
) {
  const saved = await services.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    if (!row) throw notFound();
    if (row.pending.state !== 'pending') throw conflict(importMessages.decided);
    const r = resultJson(row.pending.provider);
    const done = await saveMatchInTx(
      tx,
      services,
      row.matchDocumentId,
      { team1FinalScore: r.team1, team2FinalScore: r.team2, finalCards: r.cards, finalCorners: r.corners },
      adminOrigin(user),
      reason,
      expected,
    );
    await decidePending(tx, id, 'accepted', user.id, services.now());
    return done;
  });
  await afterMatchesSaved(services, [saved]);
  return { data: { id, state: 'accepted', rescored: saved.scored } };
}

/** POST .../pending/:id/dismiss: the admin's result stays; this provider result is not asked again. */
export async function dismissPending(services: Services, id: number, user: AuthUser, expected?: Expected) {
  await services.db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    if (!row) throw notFound();
    if (row.pending.state !== 'pending') throw conflict(importMessages.decided);
    // Kept against the result the admin saw: a match changed since is decided again on what it is now.
    checkVersion(row.matchUpdatedAt, expected);
    await decidePending(tx, id, 'dismissed', user.id, services.now());
  });
  return { data: { id, state: 'dismissed' } };
}
