// The throughput benchmark's summary: a table per database mode (each route against the ceiling, the quiet
// instance and the baseline measured in the same run), one of memory, and the goals.
import { fmt, table } from './support.ts';
import type { LoadResult } from './throughput-load.ts';
import type { Target } from './throughput-targets.ts';

/** The throughput goals, req/s with 50 connections on this 2-core machine. */
export const GOALS: Record<string, number> = {
  matches: 3600,
  teams: 4000,
  leaderboard: 4000,
  'community-feed': 3400,
  'community-feed (player)': 1000,
};

export interface Row {
  target: Target;
  /** By contender: the product, 'hello', 'LOG_LEVEL=warn', 'baseline'. */
  results: Record<string, LoadResult>;
}

export interface Memory {
  started: number;
  idle: number;
  peak: number;
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const pct = (x: number) => `${fmt(100 * x, 0)} %`;

export function printRows(how: string, rows: Row[], main: string, goals: Record<string, number>) {
  console.log(`\n  ${how}`);
  const others = Object.keys(rows[0].results).filter((k) => k !== main);
  console.log(
    table(
      ['GET', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs', ...others.flatMap((o) => [`${o} req/s`, `÷ ${o}`]), 'goal'],
      rows.map(({ target, results }) => {
        const r = results[main];
        const goal = goals[target.name];
        return [
          target.name,
          fmt(r.rps, 0),
          fmt(r.p50),
          fmt(r.p99),
          fmt(r.cpuUs, 0),
          ...others.flatMap((o) => [fmt(results[o].rps, 0), pct(r.rps / results[o].rps)]),
          goal ? `≥ ${goal.toLocaleString('en')}: ${met(r.rps >= goal)}` : '',
        ];
      }),
    ),
  );
}

export function printMemory(rows: { label: string; memory: Memory; idleGoal: number; peakGoal: number }[]) {
  console.log();
  const mb = (x: number) => `${fmt(x, 0)} MB`;
  console.log(
    table(
      ['server RSS', 'after start', 'idle (warmed up)', 'peak under load', 'goal'],
      rows.map(({ label, memory: m, idleGoal, peakGoal }) => [
        label,
        mb(m.started),
        mb(m.idle),
        mb(m.peak),
        `idle ≤ ${idleGoal}: ${met(m.idle <= idleGoal)}, peak ≤ ${peakGoal}: ${met(m.peak <= peakGoal)}`,
      ]),
    ),
  );
}
