// "Your form over time": a player's points and places after each round that has a result, in the season ranking
// and in the round ranking (GET /api/private-profile/form, /api/public-profile/:id/form).

export interface FormRound {
  documentId: string;
  name: string;
  current: boolean;
  /** Points in this round: its predictions and ledger entries. */
  roundPoints: number;
  /** 1 + ranked accounts with more points in this round; null for an admin (not ranked). */
  roundPlace: number | null;
  /** Points of every round up to this one, in the rounds' order. */
  seasonPoints: number;
  /** 1 + ranked accounts with more season points after this round; null for an admin. */
  seasonPlace: number | null;
  /** Whether the player predicted any match of the round. */
  played: boolean;
  /** The best round: the most round points (above 0); among equals the earliest. */
  best: boolean;
}

export interface PlayerForm {
  /** Whether the player is in the rankings (admins are not). */
  ranked: boolean;
  /** Rounds with at least one result, oldest first. */
  rounds: FormRound[];
}

/** Marks the round with the most points (above 0), the earliest among equals; none when no round scored. */
export function markBest<T extends { roundPoints: number }>(rounds: readonly T[]): (T & { best: boolean })[] {
  let best = -1;
  rounds.forEach((r, i) => {
    if (r.roundPoints > 0 && (best < 0 || r.roundPoints > rounds[best].roundPoints)) best = i;
  });
  return rounds.map((r, i) => ({ ...r, best: i === best }));
}
