// When a player is shown a place in a ranking: the profile's cards and its form over the rounds follow one rule.

/**
 * A place in a ranking, once the player has one: placed (admins never are) and with points in that ranking. At 0 the
 * place would be shared with every account that has not scored (or joined) yet, so the profile shows none.
 */
export function placeWithPoints(rank: number | null | undefined, points: number): number | null {
  return rank != null && rank > 0 && points !== 0 ? rank : null;
}
