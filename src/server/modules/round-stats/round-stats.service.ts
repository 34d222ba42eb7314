import type { Outcome } from '../../../domain/match.schemas.ts';
import type { MatchStats } from '../../../domain/round-stats.schemas.ts';
import { statsPanel } from '../../../domain/round-stats.ts';
import { isFinalised, outcomeOfScore } from '../../../domain/scoring.ts';
import { prepare } from '../../http/prepared.ts';
import type { Services } from '../../services.ts';
import { cachedRead } from '../matches/matches.cache.ts';
import { currentRoundMatches } from '../matches/matches.service.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import { currentRoundCounts } from './round-stats.queries.ts';

const zero = (): Record<Outcome, number> => ({ '1': 0, X: 0, '2': 0 });

/**
 * GET /api/round-stats: one aggregate over the whole round's predictions, kept as sent until a prediction or the
 * fixtures change, on any instance (the change bus tells them all).
 */
export function roundStatsListing(services: Services) {
  return cachedRead(services, 'round-stats', async () => prepare(await roundStats(services)), [
    'fixtures',
    'predictions',
  ]);
}

/** The statistics of the current round's matches, in the API's shape. */
async function roundStats(services: Services) {
  const [rows, counts] = await Promise.all([currentRoundMatches(services), currentRoundCounts(services.db)]);
  const byMatch = new Map<number, Record<string, Record<Outcome, number>>>();
  for (const c of counts) {
    const entry = byMatch.get(Number(c.match_id)) ?? { score: zero(), cards: zero(), corners: zero() };
    entry[c.type][c.outcome] = Number(c.n);
    byMatch.set(Number(c.match_id), entry);
  }
  const data: MatchStats[] = rows.map((row) => {
    const m = row.match;
    const c = byMatch.get(m.id) ?? { score: zero(), cards: zero(), corners: zero() };
    const result = { team1Goals: m.team1FinalScore, team2Goals: m.team2FinalScore };
    const scoreOutcome = isFinalised(result) ? outcomeOfScore(result.team1Goals!, result.team2Goals!) : null;
    const score = statsPanel(c.score, scoreOutcome);
    return {
      match: {
        documentId: m.documentId,
        date: m.date.toISOString(),
        team1: { name: row.team1.name, emblem: mediaJson(row.emblem1) },
        team2: { name: row.team2.name, emblem: mediaJson(row.emblem2) },
        team1_finalScore: m.team1FinalScore,
        team2_finalScore: m.team2FinalScore,
      },
      // Every prediction counts once in its category; a player's three predictions are three.
      totalPredictions:
        score.total + c.cards['1'] + c.cards.X + c.cards['2'] + c.corners['1'] + c.corners.X + c.corners['2'],
      score,
      cards: statsPanel(c.cards, (m.finalCards as Outcome | null) ?? null),
      corners: statsPanel(c.corners, (m.finalCorners as Outcome | null) ?? null),
    };
  });
  const round = rows[0]?.round;
  return { data, meta: { round: round ? { documentId: round.documentId, name: round.name } : null } };
}
