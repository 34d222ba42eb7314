import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { publicUrlWarning } from './config-site.ts';
import { announcements } from './db/tables/announcements.table.ts';
import { predictions } from './db/tables/predictions.table.ts';
import {
  createMatch,
  createPrivateLeague,
  createRound,
  createTeam,
  createUser,
  type TestUser,
} from './test/factories.ts';
import { mailsTo } from './test/outbox.ts';
import { type TestContext, testApp } from './test/test-app.ts';
import { fakeWebRoot } from './test/web-root.ts';

// One origin: every link the server writes into a page, a feed or a mail starts with PUBLIC_URL, by default
// http://localhost:PORT, never with the Host (or X-Forwarded-Host) a request came with, even from a trusted
// proxy. A hostile Host on every page and feed that carries a link changes nothing.

const NOW = new Date('2026-11-28T09:00:00Z');
const HOUR = 3_600_000;
/** Every way a request names its host, all hostile; the trusted proxy's own headers included. */
const HOSTILE = {
  host: 'evil.example:666',
  'x-forwarded-host': 'evil-forwarded.example',
  'x-forwarded-proto': 'gopher',
  'x-forwarded-for': '203.0.113.9',
  forwarded: 'host=evil-forwarded.example;proto=gopher',
};

/** Every absolute http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/(?:https?|webcal|gopher):\/\/[^\s"<>\\]+/g)].map((m) => m[0]);

// The same pages, feeds and mails twice: PUBLIC_URL unset (http://localhost:PORT), and set (with a trailing slash,
// which links never carry twice). The requests come through a trusted proxy, whose X-Forwarded-Host Fastify would
// believe.
describe.each([
  ['PUBLIC_URL unset: the default origin', { PORT: '3000' }, 'http://localhost:3000'],
  ['PUBLIC_URL set', { PORT: '3000', PUBLIC_URL: 'https://prezice.example/' }, 'https://prezice.example'],
])('%s, whatever the request says', (_, env, ORIGIN) => {
  let ctx: TestContext;
  let player: TestUser;
  let leagueCode: string;
  let pickPath: string;

  beforeAll(async () => {
    const webRoot = fakeWebRoot();
    ctx = await testApp({ now: NOW, webRoot, env: { TRUST_PROXY: '127.0.0.1', ...env } });
    player = await createUser(ctx, { username: 'gazda' });
    const [home, away] = await Promise.all([createTeam(ctx.db, 'Rapid'), createTeam(ctx.db, 'Dinamo')]);
    const round = await createRound(ctx.db, 'Etapa 16', true);
    // Kickoff in 1 h: the deadline has passed, so the pick is shared; in 2 days: in the calendar feed.
    const closed = await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: home.id,
      team2Id: away.id,
      date: new Date(NOW.getTime() + HOUR),
    });
    await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: away.id,
      team2Id: home.id,
      date: new Date(NOW.getTime() + 48 * HOUR),
    });
    await ctx.db.insert(predictions).values([
      { userId: player.id, matchId: closed.id, type: 'score', team1: 2, team2: 1 },
      { userId: player.id, matchId: closed.id, type: 'cards', team1: 1, team2: 0 },
      { userId: player.id, matchId: closed.id, type: 'corners', team1: 0, team2: 0 },
    ]);
    pickPath = `/picks/${player.username}/${closed.documentId}`;
    leagueCode = (await createPrivateLeague(ctx.db, player.id, [], 'Liga gazdei')).code;
    await ctx.db.insert(announcements).values({ title: 'Anunț', slug: 'anunt', content: '<p>Salut</p>' });
  });
  afterAll(() => ctx?.close());

  const hostile = (url: string, extra: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET') =>
    ctx.app.inject({ method, url, headers: { ...HOSTILE, ...extra } });

  function expectOnlyOurOrigin(text: string, what: string) {
    expect(text, what).not.toMatch(/evil|gopher/);
    const ours = urlsIn(text);
    expect(ours.length, `${what}: some link`).toBeGreaterThan(0);
    for (const u of ours) expect(u.startsWith(`${ORIGIN}/`), `${what}: ${u}`).toBe(true);
  }

  test('the config has the one origin, without a trailing slash', () => {
    expect(ctx.config.publicUrl).toBe(ORIGIN);
  });

  test.each([
    ['a profile', () => `/user/${player.documentId}`],
    ['an invite', () => `/leagues/join/${leagueCode}`],
    ['a shared pick', () => pickPath],
  ])('%s page: Open Graph URLs on PUBLIC_URL', async (what, path) => {
    const res = await hostile(path());
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}${path()}">`);
    expect(res.body).not.toMatch(/evil|gopher/);
    // The links of the preview (the page's own, its image): the footer's social links are the config's.
    expectOnlyOurOrigin((res.body.match(/<meta [^>]*>/g) ?? []).join('\n'), what);
  });

  test('every page hands the client the same origin, for the invite and pick links it builds', async () => {
    for (const path of ['/', `/leagues/join/${leagueCode}`, '/leagues']) {
      const res = await hostile(path);
      const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(json, path).toBeDefined();
      expect(JSON.parse(json!).publicUrl, path).toBe(ORIGIN);
    }
  });

  test('an announcement page: its og:url on PUBLIC_URL', async () => {
    const res = await hostile('/announcement/anunt');
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/announcement/anunt">`);
    expect(res.body).not.toMatch(/evil|gopher/);
  });

  test('the calendar link, a new one, and the feed: on PUBLIC_URL', async () => {
    const link = await hostile('/api/calendar', player.headers);
    expect(link.statusCode).toBe(200);
    const url: string = link.json().data.url;
    expect(url.startsWith(`${ORIGIN}/api/calendar/`)).toBe(true);
    const fresh = await hostile('/api/calendar/token', player.headers, 'POST');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.url.startsWith(`${ORIGIN}/api/calendar/`)).toBe(true);
    const feed = await hostile(new URL(fresh.json().data.url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VEVENT');
    expectOnlyOurOrigin(feed.body, 'calendar feed');
  });

  test('a mail sent from a request (forgot-password) links to PUBLIC_URL', async () => {
    const res = await hostile('/api/auth/forgot-password', { 'content-type': 'application/json' }, 'POST');
    expect(res.statusCode).toBe(400);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: HOSTILE,
      payload: { email: player.email },
    });
    expect(asked.statusCode).toBe(200);
    // The mail is queued after the answer: wait for it.
    const deadline = Date.now() + 5_000;
    while (!mailsTo(ctx.config.dataDir, player.email).length && Date.now() < deadline) {
      await ctx.app.services.jobs.drain();
      await new Promise((r) => setTimeout(r, 20));
    }
    const [mail] = mailsTo(ctx.config.dataDir, player.email);
    expect(mail).toBeDefined();
    expectOnlyOurOrigin(mail.text, 'reset mail');
    expect(mail.text).toContain(`${ORIGIN}/reset-password?code=`);
  });
});

describe('the origin from the environment', () => {
  test('PUBLIC_URL, or http://localhost:PORT', () => {
    const set = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://prezice.ro/' });
    expect(set.publicUrl).toBe('https://prezice.ro');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });
});

describe('the warning at start', () => {
  test('in production without PUBLIC_URL: one line naming it; set, or outside production: none', () => {
    const warning = publicUrlWarning(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }));
    expect(warning).toMatch(/^PUBLIC_URL is not set: links .* http:\/\/localhost:3000/);
    expect(warning?.split('\n')).toHaveLength(1);
    expect(
      publicUrlWarning(
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://prezice.ro' }),
      ),
    ).toBeNull();
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });

  test.each([
    ['javascript:alert(1)'],
    ['ftp://prezice.ro'],
    ['https://prezice.ro/?x=1'],
    ['https://prezice.ro/#top'],
    ['https://user:pass@prezice.ro'],
  ])('PUBLIC_URL=%s is refused at start, one line naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: value })).toThrow(/^PUBLIC_URL=/);
  });
});
