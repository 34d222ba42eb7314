import { predictionDeadline } from '../../../domain/deadline.ts';
import type { Outcome } from '../../../domain/match.schemas.ts';
import type { SharedPick } from '../../../domain/pick.schemas.ts';
import { pickMessages } from '../../../domain/pick-messages.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { findPick, type PickRow } from './picks.queries.ts';

// A player's pick on a match, public once the match's prediction deadline has passed. Before it, and for a
// player or match that does not exist, the same 404: nothing tells whether a pick is there.

/** The 1/X/2 encoding of cards and corners: (1,0), (0,0), (0,1). */
const outcomeOf = (p: { team1: number; team2: number }): Outcome =>
  p.team1 > p.team2 ? '1' : p.team2 > p.team1 ? '2' : 'X';
const asOutcome = (v: string | null): Outcome | null => (v === '1' || v === 'X' || v === '2' ? v : null);
const iso = (d: Date | string) => new Date(d).toISOString();

function toSharedPick(row: PickRow, matchId: string): SharedPick | null {
  const picks = (typeof row.picks === 'string' ? JSON.parse(row.picks) : row.picks) as Exclude<
    PickRow['picks'],
    string
  >;
  if (!picks?.length) return null;
  const of = (type: string) => picks.find((p) => p.type === type);
  const score = of('score');
  const cards = of('cards');
  const corners = of('corners');
  const scored = picks.filter((p) => p.points !== null);
  return {
    username: row.username,
    match: {
      documentId: matchId,
      date: iso(row.date),
      deadline: predictionDeadline(row.date).toISOString(),
      round: row.round,
      team1: { name: row.team1, emblemUrl: row.emblem1 },
      team2: { name: row.team2, emblemUrl: row.emblem2 },
      finalScore:
        row.team1_final_score !== null && row.team2_final_score !== null
          ? { team1: row.team1_final_score, team2: row.team2_final_score }
          : null,
      finalCards: asOutcome(row.final_cards),
      finalCorners: asOutcome(row.final_corners),
    },
    score: score ? { team1: score.team1, team2: score.team2 } : null,
    cards: cards ? outcomeOf(cards) : null,
    corners: corners ? outcomeOf(corners) : null,
    points: scored.length ? scored.reduce((sum, p) => sum + (p.points ?? 0), 0) : null,
  };
}

/** The pick, with the time it last changed (its card's cache key); 404 before the deadline or when missing. */
export async function sharedPick(
  services: Services,
  username: string,
  matchId: string,
): Promise<{ pick: SharedPick; changedAt: string }> {
  const row = await findPick(services.db, username, matchId);
  const open = !row || services.now().getTime() < predictionDeadline(row.date).getTime();
  const pick = row && !open ? toSharedPick(row, matchId) : null;
  if (!row || !pick) throw notFound(pickMessages.notFound);
  return { pick, changedAt: iso(row.updated_at) };
}
