import type { ResultState } from './corrections.ts';
import { ROUND_NAME_MAX_LENGTH, TEAM_NAME_MAX_LENGTH } from './limits.ts';
import type { Outcome } from './match.schemas.ts';
import { outcomeOfScore } from './scoring.ts';
import { cleanLine, cutTo } from './text-limits.ts';

// The import's rules (src/server/modules/results-import/), pure: the provider's round as ours, and a finished
// fixture's result as ours.

/** The reason a correction by the import carries in the public log. */
export const importReason = (provider: string) => `Rezultat actualizat de furnizorul de date (${provider}).`;

/**
 * A provider's team name as ours are kept: cleaned as an admin's (cleanLine: no control or bidirectional
 * characters) and cut to the team name's limit, so the back office can save it unchanged; '' when nothing is left.
 */
export const teamNameOf = (providerName: string) => cutTo(cleanLine(providerName), TEAM_NAME_MAX_LENGTH);

/** A provider's logo address: an http(s) URL of at most 500 characters, else none (''). */
export function logoOf(providerLogo: string): string {
  const logo = cleanLine(providerLogo);
  if (logo.length > 500 || !/^https?:\/\//i.test(logo)) return '';
  return URL.canParse(logo) ? logo : '';
}

/**
 * Our round's name for the provider's (cleaned as an admin's, at most the round name's limit): "Regular Season - 12" is "Etapa 12", as the rounds are named; the
 * play-off and play-out rounds get their own names; anything else keeps the provider's name.
 */
export function roundNameOf(providerRound: string): string {
  const round = cleanLine(providerRound);
  const n = /(\d+)\s*$/.exec(round)?.[1];
  if (!n) return cutTo(round, ROUND_NAME_MAX_LENGTH) || 'Etapă fără nume';
  const number = String(Number(n));
  if (/^regular season/i.test(round)) return `Etapa ${number}`;
  if (/^championship/i.test(round)) return `Play-off - Etapa ${number}`;
  if (/^relegation/i.test(round)) return `Play-out - Etapa ${number}`;
  return cutTo(round, ROUND_NAME_MAX_LENGTH);
}

/** One side's counts from the statistics; null when unknown. */
interface SideCounts {
  yellow: number | null;
  red: number | null;
  corners: number | null;
}

const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
const outcome = (home: number | null, away: number | null): Outcome | null =>
  home === null || away === null ? null : outcomeOfScore(home, away);

/**
 * A finished fixture's result: the score as the provider's final goals (extra time counts, a penalty shoot-out
 * does not), cards 1/X/2 by which side had more cards (yellow + red), corners 1/X/2 by which side had more corners
 * (as the live projection does, src/domain/live.ts). Cards and corners stay null without statistics.
 */
export function providerResult(
  goals: { home: number; away: number },
  stats: { home: SideCounts; away: SideCounts } | null,
): ResultState {
  return {
    team1: goals.home,
    team2: goals.away,
    cards: stats ? outcome(sum(stats.home.yellow, stats.home.red), sum(stats.away.yellow, stats.away.red)) : null,
    corners: stats ? outcome(stats.home.corners, stats.away.corners) : null,
  };
}

/** What the provider knows laid over what is stored: a field the provider does not know keeps its stored value. */
export const mergeKnown = (stored: ResultState, provider: ResultState): ResultState => ({
  team1: provider.team1 ?? stored.team1,
  team2: provider.team2 ?? stored.team2,
  cards: provider.cards ?? stored.cards,
  corners: provider.corners ?? stored.corners,
});

/** A result as one key ("2-1|X|1", unknown fields empty): the same provider result is asked about once. */
export const resultKey = (r: ResultState) => `${r.team1 ?? ''}-${r.team2 ?? ''}|${r.cards ?? ''}|${r.corners ?? ''}`;

const HOUR_MS = 3_600_000;
/** For this long after kickoff a finished fixture's statistics are asked again now and then: providers fix cards and corners late. */
const STATS_RECHECK_WINDOW_MS = 72 * HOUR_MS;
/** Within that window, a complete result's statistics are asked again this often (12 requests a match at most). */
const STATS_RECHECK_EVERY_MS = 6 * HOUR_MS;
/** Past the window, statistics still missing are asked once a day, not at every poll. */
const STATS_MISSING_EVERY_MS = 24 * HOUR_MS;

/** What a look at a fixture's statistics saw: the provider's score, and our result after the look. */
export const lookKey = (goals: { home: number; away: number }, ours: ResultState) =>
  `${goals.home}-${goals.away}|${resultKey(ours)}`;

/**
 * Whether a finished fixture's statistics are worth a request now. Always when the provider's score differs from
 * ours and something moved since the last look (their score or our result): cards and corners go with it.
 * Otherwise, while cards or corners are unknown, at every poll in the days after kickoff and once a day later;
 * once they are known (or a different score waits for the back office), every 6 hours in those days, so a
 * provider's late fix of the cards or corners alone is seen; never again after.
 */
export function statisticsDue(input: {
  stored: ResultState;
  goals: { home: number; away: number };
  kickoff: Date;
  /** The last look: when, and what it saw (lookKey). */
  checked: { at: Date | null; key: string | null };
  now: Date;
}): boolean {
  const { stored, goals, kickoff, checked, now } = input;
  const scoreMoved = stored.team1 !== goals.home || stored.team2 !== goals.away;
  if (scoreMoved && checked.key !== lookKey(goals, stored)) return true;
  const recent = now.getTime() - kickoff.getTime() <= STATS_RECHECK_WINDOW_MS;
  const since = checked.at ? now.getTime() - checked.at.getTime() : Number.POSITIVE_INFINITY;
  if (!scoreMoved && (stored.cards === null || stored.corners === null))
    return recent || since >= STATS_MISSING_EVERY_MS;
  return recent && since >= STATS_RECHECK_EVERY_MS;
}
