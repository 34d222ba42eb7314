import { correctsStoredResult, type ResultState, sameResult } from '../../../domain/corrections.ts';
import { isHalfScore } from '../../../domain/match.schemas.ts';
import { type ImportSummary, importNotes, NOTES_KEPT } from '../../../domain/results-import.schemas.ts';
import {
  importReason,
  lookKey,
  mergeKnown,
  providerResult,
  resultKey,
  roundNameOf,
  statisticsDue,
} from '../../../domain/results-import.ts';
import type { matches } from '../../db/tables/matches.table.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { resultStateOf } from '../corrections/corrections.service.ts';
import { setLive } from '../live/live.service.ts';
import { afterMatchesSaved, createMatch, type MatchValues, saveMatchInTx } from '../matches/matches.service.ts';
import {
  linkMatch,
  liveByAdmin,
  mappedTeams,
  markStatsChecked,
  matchByDocumentId,
  matchesByFixture,
  recordPending,
  rememberProviderTeams,
  roundIdNamed,
  supersedePending,
} from './results-import.queries.ts';
import type { ProviderFixture, ResultsProvider } from './results-provider.adapter.ts';

// One poll: the season's fixtures become matches (their teams mapped by provider id), kickoffs moved follow, and
// finished fixtures give results that go through saveMatchInTx exactly as an admin's do. A result an admin wrote
// is never overwritten: a different one from the provider waits for the back office (import_pending).

export const emptySummary = (): ImportSummary => ({
  fixtures: 0,
  created: 0,
  linked: 0,
  rescheduled: 0,
  results: 0,
  corrections: 0,
  pending: 0,
  waiting: 0,
  statsMissing: 0,
  live: 0,
  notes: [],
  notesMore: 0,
});

/** A note for the back office in the poll's summary, once: the first NOTES_KEPT kept, the rest counted. */
export function addNote(summary: ImportSummary, note: string): void {
  summary.notes ??= [];
  if (summary.notes.includes(note)) return;
  if (summary.notes.length < NOTES_KEPT) summary.notes.push(note);
  else summary.notesMore = (summary.notesMore ?? 0) + 1;
}

type MatchRow = typeof matches.$inferSelect;

async function saveOne(services: Services, match: MatchRow, values: MatchValues, provider: string) {
  const saved = await services.db.transaction((tx) =>
    saveMatchInTx(tx, services, match.documentId, values, { kind: 'import', provider }, importReason(provider)),
  );
  await afterMatchesSaved(services, [saved]);
  return saved;
}

/** A finished fixture against the stored result: a first result, a correction by the import, or a confirmation. */
async function applyResult(
  services: Services,
  provider: ResultsProvider,
  f: ProviderFixture,
  match: MatchRow,
  summary: ImportSummary,
) {
  const goals = { home: f.goals.home!, away: f.goals.away! };
  const stored = resultStateOf(match);
  // Statistics cost a request: asked for a new score, while cards or corners are unknown, and now and then in the
  // days after kickoff for a provider's late fix of the cards or corners alone.
  const now = services.now();
  const checked = { at: match.statsCheckedAt, key: match.statsCheckedKey };
  if (!statisticsDue({ stored, goals, kickoff: match.date, checked, now })) return;
  const stats = await provider.statistics(f);
  const fromProvider = providerResult(goals, stats);
  if (fromProvider.cards === null || fromProvider.corners === null) summary.statsMissing++;
  const after = await compareAndApply(services, provider, match, stored, mergeKnown(stored, fromProvider), summary);
  // Noted once the look is dealt with: a look that failed midway is taken again at the next poll.
  await markStatsChecked(services.db, match.id, now, lookKey(goals, after));
}

/**
 * The provider's result against the stored one: nothing, a first result or a fill, a correction, or a question
 * to the back office. Answers the stored result after it.
 */
async function compareAndApply(
  services: Services,
  provider: ResultsProvider,
  match: MatchRow,
  stored: ResultState,
  next: ResultState,
  summary: ImportSummary,
): Promise<ResultState> {
  if (sameResult(stored, next)) return stored;
  // An admin's result is never overwritten: a provider that differs on a known value waits for the back office.
  // What the admin left unknown (cards, corners) is filled in, and the result stays the admin's.
  if (match.resultSource === 'admin' && correctsStoredResult(stored, next)) {
    const asked = await recordPending(services.db, {
      matchId: match.id,
      providerKey: resultKey(next),
      stored,
      provider: next,
      seenAt: services.now(),
    });
    if (asked) summary.pending++;
    return stored;
  }
  const saved = await saveOne(
    services,
    match,
    { team1FinalScore: next.team1, team2FinalScore: next.team2, finalCards: next.cards, finalCorners: next.corners },
    provider.name,
  );
  await supersedePending(services.db, match.id);
  if (saved.corrected) summary.corrections++;
  else summary.results++;
  return next;
}

/** Polls the provider once (the caller holds the turn); `summary` counts what was done so far, even on a throw. */
export async function pollOnce(services: Services, provider: ResultsProvider, summary: ImportSummary): Promise<void> {
  const fixtures = await provider.fixtures();
  summary.fixtures = fixtures.length;
  await rememberProviderTeams(
    services.db,
    fixtures.flatMap((f) => [f.home, f.away]),
    services.now(),
  );
  const teamIds = await mappedTeams(services.db);
  const known = await matchesByFixture(
    services.db,
    fixtures.map((f) => f.id),
  );
  const roundIds = new Map<string, number>();
  const inPlay: { fixture: ProviderFixture; match: MatchRow }[] = [];
  for (const f of fixtures) {
    const team1Id = teamIds.get(f.home.id);
    const team2Id = teamIds.get(f.away.id);
    if (!team1Id || !team2Id || team1Id === team2Id) {
      summary.waiting++;
      continue;
    }
    let match = known.get(f.id);
    if (!match) {
      match = await linkMatch(services.db, f, team1Id, team2Id);
      if (match) summary.linked++;
    }
    if (!match) {
      // A fixture called off before it was ever imported is not created (a postponed one is: it has a date).
      if (f.phase === 'off' && f.status !== 'PST') continue;
      const name = roundNameOf(f.round);
      const roundId = roundIds.get(name) ?? (await roundIdNamed(services.db, name));
      roundIds.set(name, roundId);
      const { match: created } = await createMatch(
        services,
        { team1: { set: [{ id: team1Id }] }, team2: { set: [{ id: team2Id }] }, round: { set: [{ id: roundId }] } },
        { date: f.date, providerFixtureId: f.id },
      );
      summary.created++;
      match = await matchByDocumentId(services.db, created.documentId);
    } else if (match.team1FinalScore === null && f.phase !== 'finished' && match.date.getTime() !== f.date.getTime()) {
      // A kickoff moved before a result: the match follows, as when an admin moves it.
      await saveOne(services, match, { date: f.date }, provider.name);
      summary.rescheduled++;
    }
    // Half a score is no result: nothing is saved from it (not even a live score), and the back office is told.
    if (isHalfScore(f.goals.home, f.goals.away))
      addNote(summary, importNotes.halfScore(f.home.name, f.away.name, f.goals));
    else if (f.phase === 'finished' && f.goals.home !== null && f.goals.away !== null)
      await applyResult(services, provider, f, match, summary);
    else if (f.phase === 'live') inPlay.push({ fixture: f, match });
  }
  await feedLive(services, inPlay, summary);
}

/**
 * Fixtures in play give their match a live score (goals and minute; cards and corners stay unknown: statistics
 * would cost a request each), unless an admin keeps that match's live score by hand. A match that has a result,
 * or has not kicked off by our clock, is skipped (setLive refuses it).
 */
async function feedLive(
  services: Services,
  inPlay: { fixture: ProviderFixture; match: MatchRow }[],
  summary: ImportSummary,
) {
  const byAdmin = await liveByAdmin(
    services.db,
    inPlay.map((p) => p.match.id),
  );
  for (const { fixture: f, match } of inPlay) {
    if (byAdmin.has(match.id) || f.goals.home === null || f.goals.away === null) continue;
    const write = { homeGoals: f.goals.home, awayGoals: f.goals.away, minute: f.elapsed };
    const set = await setLive(services, match.documentId, write, null).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError) return false;
        throw error;
      },
    );
    if (set) summary.live++;
  }
}
