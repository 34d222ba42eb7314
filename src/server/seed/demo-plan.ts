// The game part of the demo data as plain values (indices, not ids): rounds, matches, predictions.
import { bucharestParts, fromBucharestInput } from '../../domain/dates.ts';
import { isPredictionOpen, predictionDeadline } from '../../domain/deadline.ts';
import { encodePick } from '../../domain/scoring.ts';
import type { Rng } from './demo-random.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type Outcome = '1' | 'X' | '2';
type PredictionType = 'score' | 'cards' | 'corners';

export interface PlannedRound {
  name: string;
  current: boolean;
  createdAt: Date;
}

export interface PlannedMatch {
  round: number;
  home: number;
  away: number;
  date: Date;
  score: [number, number] | null;
  cards: Outcome | null;
  corners: Outcome | null;
}

interface PlannedPrediction {
  user: number;
  match: number;
  type: PredictionType;
  team1: number;
  team2: number;
  createdAt: Date;
}

/** 'YYYY-MM-DD' of Romania's calendar day of `t`, moved by `addDays`. */
export function bucharestDate(t: Date, addDays = 0): string {
  const p = bucharestParts(t);
  return new Date(Date.UTC(p.year, p.month - 1, p.day + addDays)).toISOString().slice(0, 10);
}

/** A Romania wall-clock time on a calendar day, as an instant. */
export const bucharestTime = (date: string, time: string) => fromBucharestInput(`${date}T${time}`);

/** Kickoffs of a round: [day after the round's first day, Romania time]. */
const FINISHED_SLOTS: [number, string][] = [
  [0, '17:30'],
  [0, '20:30'],
  [1, '15:00'],
  [1, '17:45'],
  [1, '20:30'],
  [2, '18:00'],
  [2, '21:00'],
  [3, '20:00'],
];
/** The current round: one match starts within 2 hours, these seven later (tomorrow onwards). */
const CURRENT_SLOTS: [number, string][] = [
  [1, '17:30'],
  [1, '20:30'],
  [2, '15:00'],
  [2, '18:00'],
  [2, '20:30'],
  [3, '18:00'],
  [3, '21:00'],
];
/** Finished rounds: name and how many days before today their first match was played. */
const FINISHED_ROUNDS: [string, number][] = [
  ['Etapa 14', 17],
  ['Etapa 15', 10],
];
const CURRENT_ROUND_NAME = 'Etapa 16';
/** The match that is already closed for predictions starts this long after now (rounded up to 5 minutes). */
const SOON_KICKOFF_MS = 90 * MINUTE;

const goals = (rng: Rng) =>
  rng.weighted([
    [0, 25],
    [1, 35],
    [2, 24],
    [3, 11],
    [4, 5],
  ] as const);
const outcome = (rng: Rng): Outcome =>
  rng.weighted([
    ['1', 42],
    ['X', 26],
    ['2', 32],
  ] as const);

export function planSchedule(rng: Rng, now: Date, teamCount: number) {
  const rounds: PlannedRound[] = [];
  const matches: PlannedMatch[] = [];
  const teamIndices = Array.from({ length: teamCount }, (_, i) => i);
  const pairs = () => {
    const order = rng.shuffle(teamIndices);
    return Array.from({ length: Math.floor(teamCount / 2) }, (_, i) => [order[2 * i], order[2 * i + 1]] as const);
  };
  for (const [name, daysAgo] of FINISHED_ROUNDS) {
    const round = rounds.length;
    const firstDay = bucharestDate(now, -daysAgo);
    pairs().forEach(([home, away], i) => {
      const [day, time] = FINISHED_SLOTS[i % FINISHED_SLOTS.length];
      const date = bucharestTime(bucharestDate(bucharestTime(firstDay, '12:00'), day), time);
      matches.push({
        round,
        home,
        away,
        date,
        score: [goals(rng), goals(rng)],
        cards: outcome(rng),
        corners: outcome(rng),
      });
    });
    const first = Math.min(...matches.filter((m) => m.round === round).map((m) => m.date.getTime()));
    rounds.push({ name, current: false, createdAt: new Date(first - 4 * DAY) });
  }
  const round = rounds.length;
  rounds.push({ name: CURRENT_ROUND_NAME, current: true, createdAt: new Date(now.getTime() - 2 * DAY) });
  const soon = new Date(Math.ceil((now.getTime() + SOON_KICKOFF_MS) / (5 * MINUTE)) * 5 * MINUTE);
  pairs().forEach(([home, away], i) => {
    const date =
      i === 0 ? soon : bucharestTime(bucharestDate(now, CURRENT_SLOTS[(i - 1) % 7][0]), CURRENT_SLOTS[(i - 1) % 7][1]);
    matches.push({ round, home, away, date, score: null, cards: null, corners: null });
  });
  return { rounds, matches, currentRound: round };
}

/**
 * Who predicted what. Finished rounds: most players, most matches. Current round: some players on
 * some matches, made before each deadline. The demo account (user 0) predicted everything finished,
 * one open match fully and another partly, and nothing on the closed match, so every state shows.
 */
export function planPredictions(
  rng: Rng,
  now: Date,
  userCount: number,
  matches: PlannedMatch[],
  rounds: PlannedRound[],
) {
  const out: PlannedPrediction[] = [];
  const openCurrent = matches
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => rounds[m.round].current && isPredictionOpen(m.date, now))
    .map(({ i }) => i);
  for (let user = 0; user < userCount; user++) {
    const skill = 0.1 + rng.next() * 0.35;
    const isDemo = user === 0;
    const playsRound = rounds.map((r) => isDemo || rng.chance(r.current ? 0.65 : 0.9));
    matches.forEach((m, match) => {
      const current = rounds[m.round].current;
      let types: PredictionType[];
      if (isDemo) {
        if (!current) types = ['score', 'cards', 'corners'];
        else if (match === openCurrent[0]) types = ['score', 'cards', 'corners'];
        else if (match === openCurrent[1]) types = ['score'];
        else types = [];
      } else {
        if (!playsRound[m.round] || !rng.chance(current ? 0.5 : 0.85)) return;
        types = (['score', 'cards', 'corners'] as const).filter((t) => rng.chance(t === 'score' ? 0.95 : 0.75));
      }
      const deadline = predictionDeadline(m.date).getTime();
      const latest = Math.min(deadline, now.getTime()) - 5 * MINUTE;
      const createdAt = new Date(latest - rng.int(1, current ? 30 : 60) * HOUR * rng.next());
      for (const type of types) {
        let team1: number;
        let team2: number;
        if (type === 'score') {
          const guessed = m.score && rng.chance(skill) ? m.score : [goals(rng), goals(rng)];
          [team1, team2] = guessed;
        } else {
          const real = type === 'cards' ? m.cards : m.corners;
          ({ team1, team2 } = encodePick(real && rng.chance(0.3 + skill) ? real : outcome(rng)));
        }
        out.push({ user, match, type, team1, team2, createdAt });
      }
    });
  }
  return out;
}
