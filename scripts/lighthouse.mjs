// Lighthouse (mobile preset: the default config, simulated slow 4G and a 4x slower CPU) on the production build,
// driving Debian's Chromium. Builds nothing: run `npm run build` first, or pass --url of a running server.
//   node scripts/lighthouse.mjs --a11y        accessibility of /, /matches, /leaderboard and /register: asserts 100
//   node scripts/lighthouse.mjs               performance and accessibility, each page --runs times (3): medians
//   options: --url http://127.0.0.1:4173   --runs N   --json file (the medians, for the benchmark)
// Exits non-zero when an asserted goal fails: accessibility 100 always, performance >= 97 only with --assert-performance.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from './demo-server.mjs';

const PERFORMANCE_GOAL = 97;
const ACCESSIBILITY_GOAL = 100;
/** The pages measured for speed; /register is checked for accessibility only (a form, not a landing page). */
const PERFORMANCE_PAGES = ['/', '/matches', '/leaderboard'];
const ACCESSIBILITY_PAGES = [...PERFORMANCE_PAGES, '/register'];
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
  ['SI', 'speed-index'],
];

const { values: args } = parseArgs({
  options: {
    a11y: { type: 'boolean', default: false },
    url: { type: 'string' },
    runs: { type: 'string' },
    json: { type: 'string' },
    'assert-performance': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs ?? (args.a11y ? 1 : 3));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** One Lighthouse run: the category scores (0-100) and the metrics (ms; CLS unitless). A failed run is tried again. */
async function audit(port, url, categories, attempt = 1) {
  try {
    return await auditOnce(port, url, categories);
  } catch (err) {
    if (attempt >= 2) throw err;
    console.error(`${url}: ${err.message}; trying again`);
    return audit(port, url, categories, attempt + 1);
  }
}

async function auditOnce(port, url, categories) {
  // Accessibility alone reads the page as it stands, so it is loaded unthrottled; and the live stream keeps a request
  // open, so the network never goes quiet and Lighthouse would wait its whole 45 s for each page: 4 s is ample for a
  // page that draws in one.
  const quick = categories.includes('performance') ? {} : { throttlingMethod: 'provided', maxWaitForLoad: 4_000 };
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    ...quick,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${(a.details?.items ?? []).map((i) => i.node?.snippet ?? '').join(' | ')}`);
  const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]));
  return { performance: score('performance'), accessibility: score('accessibility'), metrics, failedA11y };
}

const fmtMetric = (name, v) =>
  v === null || v === undefined ? '-' : name === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`;

async function main() {
  const server = args.url
    ? { url: args.url.replace(/\/$/, ''), stop: async () => {} }
    : await startDemoServer(Number(process.env.LIGHTHOUSE_PORT ?? 4180));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
    logLevel: 'silent',
  });
  const rows = [];
  const failures = [];
  try {
    for (const path of ACCESSIBILITY_PAGES) {
      const speed = !args.a11y && PERFORMANCE_PAGES.includes(path);
      const categories = speed ? ['performance', 'accessibility'] : ['accessibility'];
      // Accessibility does not vary from run to run: one run is enough where speed is not measured.
      const results = [];
      for (let i = 0; i < (speed ? runs : 1); i++)
        results.push(await audit(chrome.port, server.url + path, categories));
      const row = {
        path,
        runs: results.length,
        performance: categories.includes('performance') ? median(results.map((r) => r.performance)) : null,
        performanceRuns: results.map((r) => r.performance).filter((s) => s !== null),
        accessibility: Math.min(...results.map((r) => r.accessibility)),
        metrics: categories.includes('performance')
          ? Object.fromEntries(METRICS.map(([name]) => [name, median(results.map((r) => r.metrics[name]))]))
          : null,
      };
      rows.push(row);
      if (row.accessibility < ACCESSIBILITY_GOAL) {
        failures.push(`${path}: accessibility ${row.accessibility} < ${ACCESSIBILITY_GOAL}`);
        for (const f of new Set(results.flatMap((r) => r.failedA11y))) failures.push(`  ${f}`);
      }
      if (args['assert-performance'] && row.performance !== null && row.performance < PERFORMANCE_GOAL) {
        failures.push(`${path}: performance ${row.performance} < ${PERFORMANCE_GOAL}`);
      }
      const perf = row.performance === null ? '' : `perf ${row.performance} (${row.performanceRuns.join(', ')})  `;
      const metrics = row.metrics ? METRICS.map(([n]) => `${n} ${fmtMetric(n, row.metrics[n])}`).join('  ') : '';
      console.log(`${path.padEnd(13)} ${perf}a11y ${row.accessibility}  ${metrics}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (args.json) writeFileSync(args.json, JSON.stringify({ runs, rows }, null, 2));
  if (failures.length) {
    console.error(`Lighthouse goals not met:\n${failures.join('\n')}`);
    process.exit(1);
  }
}

await main();
