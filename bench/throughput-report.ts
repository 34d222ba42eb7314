// The throughput benchmark's summary: one table of routes against their bare twins, one of memory, and the goals.
import { fmt, table } from './support.ts';
import type { LoadResult } from './throughput-load.ts';
import type { Target } from './throughput-targets.ts';

export const GOAL_RATIO = 0.5;
export const GOAL_RATIO_TARGETS = new Set(['matches', 'leaderboard']);
export const GOAL_RSS_MB = 200;

export interface Row {
  target: Target;
  real: LoadResult;
  bare?: LoadResult;
}

export interface Memory {
  started: number;
  idle: number;
  peak: number;
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const mb = (x: number) => `${fmt(x, 0)} MB`;
const pct = (x: number) => `${fmt(100 * x, 0)} %`;

export function printThroughput(rows: Row[], how: string) {
  console.log(`\n  ${how}`);
  console.log(
    '  ratio = req/s of the route / req/s of its bare twin (a route of the same app sending the same bytes);',
  );
  console.log('  CPU = the server process’s CPU time per answer, steadier than req/s on a shared machine\n');
  console.log(
    table(
      [
        'GET',
        'req/s',
        'p50 ms',
        'p99 ms',
        'CPU µs',
        'bare req/s',
        'p50',
        'p99',
        'CPU µs',
        'ratio',
        'CPU ratio',
        'goal',
      ],
      rows.map(({ target, real, bare }) => {
        const b = bare!;
        const ratio = real.rps / b.rps;
        return [
          target.name,
          fmt(real.rps, 0),
          fmt(real.p50),
          fmt(real.p99),
          fmt(real.cpuUs, 0),
          fmt(b.rps, 0),
          fmt(b.p50),
          fmt(b.p99),
          fmt(b.cpuUs, 0),
          pct(ratio),
          pct(b.cpuUs / real.cpuUs),
          GOAL_RATIO_TARGETS.has(target.name) ? `≥ ${pct(GOAL_RATIO)} of bare: ${met(ratio >= GOAL_RATIO)}` : '',
        ];
      }),
    ),
  );
}

export function printMemory(postgres: { label: string; memory: Memory }, pglite?: { label: string; memory: Memory }) {
  const goal = (m: Memory) =>
    `≤ ${GOAL_RSS_MB} MB: idle ${met(m.idle <= GOAL_RSS_MB)}, peak ${met(m.peak <= GOAL_RSS_MB)}`;
  console.log();
  console.log(
    table(
      ['server RSS', 'after start', 'idle (warmed up)', 'peak under load', 'goal'],
      [
        [
          postgres.label,
          mb(postgres.memory.started),
          mb(postgres.memory.idle),
          mb(postgres.memory.peak),
          goal(postgres.memory),
        ],
        ...(pglite
          ? [[pglite.label, mb(pglite.memory.started), mb(pglite.memory.idle), mb(pglite.memory.peak), '(reported)']]
          : []),
      ],
    ),
  );
}

export function printPgliteThroughput(rows: Row[]) {
  console.log(
    `\n  PGlite under the same load (for information): ${rows
      .map((r) => `${r.target.name} ${fmt(r.real.rps, 0)} req/s, p99 ${fmt(r.real.p99)} ms`)
      .join('; ')}`,
  );
}
