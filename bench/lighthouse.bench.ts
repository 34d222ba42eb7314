// Lighthouse, mobile preset (simulated slow 4G, 4x slower CPU), on the production build: /, /matches and
// /leaderboard three times each (medians), /register for accessibility. Goals: performance >= 97, accessibility 100.
// Run: npm run bench -- lighthouse   (builds first; LIGHTHOUSE_URL=http://127.0.0.1:4173 measures a running server)
// Scores move with the machine's load: Lighthouse multiplies the CPU time it observes, so a busy machine reads slower.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { table } from './support.ts';

const PERFORMANCE_GOAL = 97;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Row {
  path: string;
  performance: number | null;
  performanceRuns: number[];
  accessibility: number;
  metrics: Record<'LCP' | 'TBT' | 'CLS' | 'FCP' | 'SI', number> | null;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

function main() {
  const url = process.env.LIGHTHOUSE_URL;
  if (!url) run('npm', ['run', '--silent', 'build']);
  const dir = mkdtempSync(join(tmpdir(), 'prezice-lighthouse-'));
  const json = join(dir, 'lighthouse.json');
  const started = performance.now();
  try {
    // Accessibility below 100 makes the script exit non-zero after it wrote its figures: they are shown all the same.
    const result = spawnSync(
      process.execPath,
      ['scripts/lighthouse.mjs', '--runs', String(RUNS), '--json', json, ...(url ? ['--url', url] : [])],
      { stdio: 'inherit' },
    );
    if (!existsSync(json)) throw new Error(`scripts/lighthouse.mjs failed (${result.status ?? result.signal})`);
    const { rows } = JSON.parse(readFileSync(json, 'utf8')) as { rows: Row[] };
    const ms = (v: number | undefined) => (v === undefined ? '-' : `${Math.round(v)} ms`);
    console.log(
      `\n## Lighthouse, mobile: medians of ${RUNS} runs (${Math.round((performance.now() - started) / 1000)} s)`,
    );
    console.log(
      table(
        ['page', 'performance', 'runs', 'a11y', 'LCP', 'TBT', 'CLS', 'FCP', 'SI'],
        rows.map((r) => [
          r.path,
          r.performance ?? '-',
          r.performanceRuns.join(' '),
          r.accessibility,
          ms(r.metrics?.LCP),
          ms(r.metrics?.TBT),
          r.metrics ? r.metrics.CLS.toFixed(3) : '-',
          ms(r.metrics?.FCP),
          ms(r.metrics?.SI),
        ]),
      ),
    );
    const measured = rows.filter((r) => r.performance !== null);
    const slow = measured.filter((r) => (r.performance ?? 0) < PERFORMANCE_GOAL).map((r) => r.path);
    const a11y = rows.filter((r) => r.accessibility < 100).map((r) => r.path);
    console.log(
      `\n  goal performance >= ${PERFORMANCE_GOAL}: ${slow.length ? `missed on ${slow.join(', ')}` : 'met'}` +
        `; accessibility 100: ${a11y.length ? `missed on ${a11y.join(', ')}` : 'met'}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
