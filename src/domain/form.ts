// "Your form over time": a player's points and places after each round that has a result, in the season ranking
// and in the round ranking (GET /api/private-profile/form, /api/public-profile/:id/form).

export interface FormRound {
  documentId: string;
  name: string;
  current: boolean;
  /** Points in this round: its predictions and ledger entries. */
  roundPoints: number;
  /** 1 + ranked accounts with more points in this round; null for an admin (not ranked) and at 0 points. */
  roundPlace: number | null;
  /** Points of every round up to this one, in the rounds' order. */
  seasonPoints: number;
  /** 1 + ranked accounts with more season points after this round; null for an admin and at 0 points. */
  seasonPlace: number | null;
  /** Whether the player predicted any match of the round. */
  played: boolean;
  /** The best round: the most round points (above 0); among equals the earliest. */
  best: boolean;
}

export interface PlayerForm {
  /** Whether the player is in the rankings (admins are not). */
  ranked: boolean;
  /** Rounds with at least one result, oldest first, from the player's first round (formFirstRound). */
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

/**
 * The form chart's first round: the first in which the player took part, by predicting one of its matches or by
 * points moved in it (an admin's adjustment). The rounds before it are not theirs (they had not joined, or not
 * played yet): a place there would only be the one shared by everyone at 0. -1 when they took part in none.
 */
export function formFirstRound(rounds: readonly { played: boolean; roundPoints: number }[]): number {
  return rounds.findIndex((r) => r.played || r.roundPoints !== 0);
}

/** The rounds of the form, from the player's first round on (none while they took part in none). */
export function fromFirstRound<T extends { played: boolean; roundPoints: number }>(rounds: readonly T[]): T[] {
  const first = formFirstRound(rounds);
  return first < 0 ? [] : rounds.slice(first);
}
