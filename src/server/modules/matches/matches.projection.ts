import { predictionDeadline } from '../../../domain/deadline.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import { teamJson } from '../teams/teams.projection.ts';
import type { MatchRow } from './matches.queries.ts';

/** A match as the API shows it: teams with emblems, its round and its prediction deadline. */
export function matchJson(row: MatchRow): Match {
  const m = row.match;
  return {
    id: m.id,
    documentId: m.documentId,
    date: m.date.toISOString(),
    deadline: predictionDeadline(m.date).toISOString(),
    team1_finalScore: m.team1FinalScore,
    team2_finalScore: m.team2FinalScore,
    final_cards: (m.finalCards ?? '') as Match['final_cards'],
    final_corners: (m.finalCorners ?? '') as Match['final_corners'],
    correctedAt: m.correctedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    publishedAt: m.publishedAt.toISOString(),
    team1: teamJson({ team: row.team1, emblem: row.emblem1 }),
    team2: teamJson({ team: row.team2, emblem: row.emblem2 }),
    round: row.round,
  };
}
