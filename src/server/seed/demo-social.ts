// The editorial and community part of the demo data as plain values: slips, posts, likes, comments.
import { isPredictionOpen } from '../../domain/deadline.ts';
import { DEMO_COMMENTS, DEMO_POSTS } from './demo-data.ts';
import { bucharestDate, bucharestTime, DAY, HOUR, MINUTE, type PlannedMatch } from './demo-plan.ts';
import type { Rng } from './demo-random.ts';

const EXPECTED_RESULTS = ['1', 'X', '2', 'GG', 'NG'] as const;
const odd = (rng: Rng, min = 1.3, max = 3.4) => Math.round((min + rng.next() * (max - min)) * 100) / 100;

export interface PlannedSlipPick {
  match: number;
  expectedResult: string;
  odd: number;
}

/** The current round's slip: 4 picks on matches still open. */
export function planRoundSlip(rng: Rng, now: Date, matches: PlannedMatch[], currentRound: number): PlannedSlipPick[] {
  const open = matches
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.round === currentRound && isPredictionOpen(m.date, now))
    .map(({ i }) => i);
  return rng
    .sample(open, 4)
    .sort((a, b) => matches[a].date.getTime() - matches[b].date.getTime())
    .map((match) => ({ match, expectedResult: rng.pick(EXPECTED_RESULTS), odd: odd(rng) }));
}

interface PlannedDailyPick {
  team1: number;
  team2: number;
  matchDate: Date;
  expectedResult: string;
  odd: number;
  matchWon: boolean | null;
}

export interface PlannedDailySlip {
  date: string;
  won: boolean | null;
  createdAt: Date;
  picks: PlannedDailyPick[];
}

/** [days before today, outcome]: today's slip is open, the older ones won or lost. */
const DAILY: [number, boolean | null][] = [
  [0, null],
  [1, false],
  [2, true],
  [3, false],
  [5, true],
];
const DAILY_TIMES = ['16:00', '18:30', '21:00'];

export function planDailySlips(rng: Rng, now: Date, teamCount: number): PlannedDailySlip[] {
  return DAILY.map(([daysAgo, won]) => {
    const date = bucharestDate(now, -daysAgo);
    const teams = rng.shuffle(Array.from({ length: teamCount }, (_, i) => i));
    const count = rng.int(2, 3);
    const losing = won === false ? rng.int(0, count - 1) : -1;
    const picks = Array.from({ length: count }, (_, i): PlannedDailyPick => {
      const matchWon = won === null ? null : i !== losing;
      return {
        team1: teams[2 * i],
        team2: teams[2 * i + 1],
        matchDate: bucharestTime(date, DAILY_TIMES[i]),
        expectedResult: rng.pick(EXPECTED_RESULTS),
        odd: odd(rng, 1.25, 2.6),
        matchWon,
      };
    });
    return { date, won, createdAt: bucharestTime(date, '09:00'), picks };
  });
}

export interface PlannedPost {
  text: string;
  approved: boolean;
  image?: string;
  user: number;
  createdAt: Date;
  likes: { user: number; createdAt: Date }[];
  comments: { user: number; text: string; commentedAt: Date }[];
}

const between = (rng: Rng, from: number, to: number) => new Date(from + rng.next() * Math.max(0, to - from));

/** Posts newest last; approved ones have likes and comments, pending ones are recent and untouched. */
export function planPosts(rng: Rng, now: Date, userCount: number): PlannedPost[] {
  const others = Array.from({ length: userCount - 1 }, (_, i) => i + 1);
  const t = now.getTime();
  const approvedCount = DEMO_POSTS.filter((p) => p.approved).length;
  let approvedIndex = 0;
  return DEMO_POSTS.map((post) => {
    const user = post.byDemo ? 0 : rng.pick(others);
    if (!post.approved) {
      return { ...post, user, createdAt: new Date(t - rng.int(20, 300) * MINUTE), likes: [], comments: [] };
    }
    // Spread over the last 12 days, oldest first.
    const slot = approvedCount - approvedIndex++;
    const createdAt = new Date(t - slot * 1.4 * DAY - rng.int(0, 8) * HOUR);
    const likers = rng.sample(
      Array.from({ length: userCount }, (_, i) => i).filter((u) => u !== user),
      rng.int(2, 16),
    );
    const likes = likers.map((liker) => ({ user: liker, createdAt: between(rng, createdAt.getTime(), t - MINUTE) }));
    const comments = Array.from({ length: rng.int(0, 4) }, () => ({
      user: rng.pick(Array.from({ length: userCount }, (_, i) => i)),
      text: rng.pick(DEMO_COMMENTS),
      commentedAt: between(rng, createdAt.getTime() + 5 * MINUTE, t - MINUTE),
    })).sort((a, b) => a.commentedAt.getTime() - b.commentedAt.getTime());
    return { ...post, user, createdAt, likes, comments };
  });
}
