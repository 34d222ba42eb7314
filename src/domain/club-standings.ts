// Club against club: the Liga 1 clubs ranked by their fans (the players whose favourite team it is). Pure rules,
// shared by the server (which ranks) and the client (which shows the rule).

/** A club is ranked from this many active fans (fans who predicted in the round, or in the season). */
export const CLUB_MIN_ACTIVE_FANS = 5;

/**
 * A club's score: the average points of its active fans, rounded to 2 decimals (half up, toward +∞: 12.345 →
 * 12.35), or null without active fans. The sum and the count are integers, so sum × 100 / active is the exact
 * quotient rounded once, and an exact half (a count with a factor 2) is represented exactly.
 */
export function clubScore(pointsSum: number, activeFans: number): number | null {
  if (activeFans <= 0) return null;
  return Math.round((pointsSum * 100) / activeFans) / 100;
}

export interface ClubToRank {
  name: string;
  activeFans: number;
  score: number | null;
}

const byName = (a: ClubToRank, b: ClubToRank) => a.name.localeCompare(b.name, 'ro');

/**
 * The clubs in the order shown, each with its rank. Ranked clubs (at least `min` active fans) first: score
 * descending; an equal score shares the rank (1, 2, 2, 4), ordered by more active fans, then by name. Then the
 * clubs below the minimum, rank null ('neclasat'), by more active fans, then by name.
 */
export function rankClubs<T extends ClubToRank>(
  clubs: readonly T[],
  min: number = CLUB_MIN_ACTIVE_FANS,
): (T & { rank: number | null })[] {
  const ranked = clubs
    .filter((c) => c.activeFans >= min && c.score !== null)
    .sort((a, b) => (b.score as number) - (a.score as number) || b.activeFans - a.activeFans || byName(a, b));
  const unranked = clubs
    .filter((c) => !(c.activeFans >= min && c.score !== null))
    .sort((a, b) => b.activeFans - a.activeFans || byName(a, b));
  let rank = 0;
  const placed = ranked.map((c, i) => {
    if (i === 0 || c.score !== ranked[i - 1].score) rank = i + 1;
    return { ...c, rank };
  });
  return [...placed, ...unranked.map((c) => ({ ...c, rank: null }))];
}
