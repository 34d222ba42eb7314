// Layout shift on every public route, as a visitor and as the demo player, on the production build and the demo data
// (`npm start`'s configuration), in Chromium at a phone's size with the CPU four times slower (Lighthouse's mobile
// CPU). Each page is loaded, left to settle, and its shifts summed the way CLS counts them: the largest burst of
// shifts less than a second apart, at most five seconds long. Goal: under 0.02 on every route. The least of three
// loads is reported beside the worst, so that one slow load shows.
// Run: npm run bench -- layout-shift   (builds first; LAYOUT_SHIFT_RUNS sets the loads per route, 3)
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { useSession } from '../e2e/a11y-helpers.ts';
import { startDemoServer } from '../scripts/demo-server.mjs';
import { paths } from '../src/domain/paths.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES } from '../src/server/seed/demo-data.ts';
import { table } from './support.ts';

const GOAL = 0.02;
const RUNS = Number(process.env.LAYOUT_SHIFT_RUNS ?? 3);
const SETTLE_MS = 3_000;

interface Demo {
  jwt: string;
  documentId: string;
  username: string;
}

async function api<T>(base: string, path: string, jwt?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Rows<T> = { data: T[] };

/** The routes and who sees each, with the ids the demo data gives them. */
async function routes(base: string, demo: Demo) {
  const [announcements, board, matches, leagues] = await Promise.all([
    api<Rows<{ slug: string }>>(base, '/api/announcements?pagination[pageSize]=1'),
    api<Rows<{ documentId: string }>>(base, '/api/leaderboard?pageSize=5'),
    api<Rows<{ documentId: string; deadline: string }>>(base, '/api/matches?filters[round][current][$eq]=true'),
    api<Rows<{ documentId: string; code?: string }>>(base, '/api/leagues', demo.jwt),
  ]);
  const other = board.data.find((u) => u.documentId !== demo.documentId)?.documentId ?? demo.documentId;
  const open = matches.data.find((m) => new Date(m.deadline) > new Date());
  let league = leagues.data[0];
  if (!league) {
    league = (
      await api<{ data: { documentId: string; code: string } }>(base, '/api/leagues', demo.jwt, {
        data: { name: 'Liga prietenilor' },
      })
    ).data;
  }
  const predictions = await api<Rows<{ match?: { documentId: string; deadline?: string } }>>(
    base,
    `/api/predictions?filters[user][documentId][$eq]=${demo.documentId}&pagination[pageSize]=100`,
    demo.jwt,
  );
  const shared = predictions.data.find((p) => p.match?.deadline && new Date(p.match.deadline) < new Date());

  const both = ['visitor', 'player'] as const;
  const list: { path: string; who: readonly ('visitor' | 'player')[] }[] = [
    { path: paths.home, who: both },
    { path: paths.matches, who: both },
    { path: paths.leaderboard, who: both },
    { path: paths.clubs, who: both },
    { path: paths.roundStats, who: both },
    { path: paths.roundSlip, who: both },
    { path: paths.communityPosts, who: both },
    { path: paths.announcements, who: both },
    { path: paths.corrections, who: both },
    { path: paths.rules, who: ['visitor'] },
    { path: paths.terms, who: ['visitor'] },
    { path: paths.privacy, who: ['visitor'] },
    { path: paths.login, who: ['visitor'] },
    { path: paths.register, who: ['visitor'] },
    { path: paths.forgotPassword, who: ['visitor'] },
    { path: `${paths.resetPassword}?code=un-cod`, who: ['visitor'] },
    { path: paths.verifyPhone, who: ['visitor'] },
    { path: `${paths.remindersUnsubscribe}?token=un-token`, who: ['visitor'] },
    { path: paths.publicProfile(other), who: both },
    { path: paths.user, who: ['player'] },
    { path: paths.dailySlips, who: ['player'] },
    { path: paths.leagues, who: ['player'] },
    { path: paths.league(league.documentId), who: ['player'] },
    { path: paths.changePassword, who: ['player'] },
  ];
  if (announcements.data[0]) list.push({ path: paths.announcement(announcements.data[0].slug), who: both });
  if (open) list.push({ path: paths.predict(open.documentId), who: ['player'] });
  if (league.code) list.push({ path: paths.leagueJoin(league.code), who: ['visitor'] });
  if (shared?.match) list.push({ path: paths.pick(demo.username, shared.match.documentId), who: ['visitor'] });
  return list;
}

type Shift = { t: number; v: number; what: string[] };

// Runs in the page before its scripts: every layout shift without recent input, with its time and what moved. Kept
// as source text: tsx compiles functions with name helpers the page does not have, and a function that throws there
// would record nothing and read as no shift at all.
const recordShifts = `
  window.__shifts = [];
  function describe(node) {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const cls = (node.getAttribute('class') || '').split(/\\s+/).slice(0, 4).join('.');
    return node.tagName.toLowerCase() + (cls ? '.' + cls : '') + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
  }
  new PerformanceObserver(function (list) {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput)
        window.__shifts.push({ t: e.startTime, v: e.value, what: (e.sources || []).map(function (x) { return describe(x.node); }) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** CLS from the shifts: the largest session window (gaps under 1 s, at most 5 s long). */
function cls(shifts: Shift[]) {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1_000 || s.t - start > 5_000) {
      sum = 0;
      start = s.t;
    }
    sum += s.v;
    last = s.t;
    best = Math.max(best, sum);
  }
  return best;
}

async function measure(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts?: Shift[] }).__shifts);
  if (!shifts) throw new Error(`${url}: the layout-shift recorder did not run in the page`);
  return { value: cls(shifts), shifts };
}

async function main() {
  if (!process.env.LAYOUT_SHIFT_URL) {
    const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const server = process.env.LAYOUT_SHIFT_URL
    ? { url: process.env.LAYOUT_SHIFT_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startDemoServer(Number(process.env.LAYOUT_SHIFT_PORT ?? 4181));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  const started = performance.now();
  try {
    const login = await api<{ jwt: string; user: { documentId: string; username: string } }>(
      server.url,
      '/api/auth/local',
      undefined,
      { identifier: DEMO_USERNAMES[0], password: DEMO_PASSWORD },
    );
    const demo = { jwt: login.jwt, documentId: login.user.documentId, username: login.user.username };
    const list = await routes(server.url, demo);
    const rows: (string | number)[][] = [];
    const missed: string[] = [];
    const causes: string[] = [];
    for (const who of ['visitor', 'player'] as const) {
      // A fresh context per kind of visitor, its cache kept between loads as a returning phone keeps it.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: 'ro-RO',
        timezoneId: 'Europe/Bucharest',
        serviceWorkers: 'block',
      });
      await context.addInitScript({ content: recordShifts });
      const page = await context.newPage();
      if (who === 'player') await useSession(page, { user: demo });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      for (const route of list.filter((r) => r.who.includes(who))) {
        const values: number[] = [];
        let worstShifts: Shift[] = [];
        for (let i = 0; i < RUNS; i++) {
          const { value, shifts } = await measure(page, server.url + route.path);
          if (value >= Math.max(0, ...values)) worstShifts = shifts;
          values.push(value);
        }
        const worst = Math.max(...values);
        if (worst >= GOAL) {
          missed.push(`${route.path} as ${who}`);
          // What moved, largest shifts first: where space is missing.
          const moved = [...worstShifts].sort((a, b) => b.v - a.v).slice(0, 3);
          causes.push(
            `${route.path} as ${who}:\n${moved.map((m) => `    ${m.v.toFixed(3)} at ${Math.round(m.t)} ms: ${m.what.join(' | ')}`).join('\n')}`,
          );
        }
        rows.push([
          route.path,
          who,
          Math.min(...values).toFixed(3),
          worst.toFixed(3),
          values.map((v) => v.toFixed(3)).join(' '),
        ]);
      }
      await context.close();
    }
    console.log(
      `\n## Layout shift (CLS), 412x823, CPU 4x slower: ${RUNS} loads per route (${Math.round((performance.now() - started) / 1000)} s)`,
    );
    console.log(table(['route', 'as', 'least', 'worst', 'loads'], rows));
    console.log(`\n  goal CLS < ${GOAL} on every route: ${missed.length ? `missed on ${missed.join(', ')}` : 'met'}`);
    if (causes.length) console.log(`\n  what moved:\n  ${causes.join('\n  ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
