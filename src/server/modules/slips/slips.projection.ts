import { totalOdds } from '../../../domain/odds.ts';
import type { DailySlip, RoundSlip } from '../../../domain/slips.schemas.ts';
import { matchJson } from '../matches/matches.projection.ts';
import { teamJson } from '../teams/teams.projection.ts';
import type { DailySlipView } from './daily-slips.queries.ts';
import type { RoundSlipView } from './round-slips.queries.ts';

const stamps = (row: { createdAt: Date; updatedAt: Date; publishedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt.toISOString(),
});

/** A round slip as GET /api/round-slips answers it: each pick's match in a list of one, with teams and emblems. */
export function roundSlipJson(view: RoundSlipView): RoundSlip {
  return {
    id: view.slip.id,
    documentId: view.slip.documentId,
    won: view.slip.won,
    totalOdds: totalOdds(view.picks.map((p) => p.pick.odd)),
    round: view.round,
    predictions: view.picks.map((row) => ({
      id: row.pick.id,
      expectedResult: row.pick.expectedResult,
      odd: row.pick.odd,
      matches: [matchJson(row)],
    })),
    ...stamps(view.slip),
  };
}

/** A daily slip as GET /api/daily-slips answers it: its date, status, total and picks with both teams. */
export function dailySlipJson(view: DailySlipView): DailySlip {
  return {
    id: view.slip.id,
    documentId: view.slip.documentId,
    date: view.slip.date,
    won: view.slip.won,
    totalOdds: totalOdds(view.picks.map((p) => p.pick.odd)),
    predictions: view.picks.map((row) => ({
      id: row.pick.id,
      expectedResult: row.pick.expectedResult,
      odd: row.pick.odd,
      match_date: row.pick.matchDate.toISOString(),
      match_won: row.pick.matchWon,
      team1: teamJson({ team: row.team1, emblem: row.emblem1 }),
      team2: teamJson({ team: row.team2, emblem: row.emblem2 }),
    })),
    ...stamps(view.slip),
  };
}
