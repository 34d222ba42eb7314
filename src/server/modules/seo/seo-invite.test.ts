import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPrivateLeague, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { fakeWebRoot } from '../../test/web-root.ts';

// An invite link pasted in WhatsApp or Messenger previews the league: its name, owner and size, and its card.

let ctx: TestContext;
let owner: TestUser;
let code: string;
let hostileCode: string;

beforeAll(async () => {
  const webRoot = fakeWebRoot();
  ctx = await testApp({
    webRoot,
    env: { PUBLIC_URL: 'https://prezice.example' },
    rateLimits: { leagueCodes: { account: 10_000, ip: 3 } },
  });
  owner = await createUser(ctx, { username: 'capitan' });
  const friend = await createUser(ctx, { username: 'coleg' });
  code = (await createPrivateLeague(ctx.db, owner.id, [friend.id], 'Liga de la birou')).code;
  hostileCode = (await createPrivateLeague(ctx.db, owner.id, [], 'Cei "mari" <b>&</b> \'mici\'')).code;
});
afterAll(() => ctx.close());

const page = (path: string, ip = '10.2.0.1') => ctx.app.inject({ method: 'GET', url: path, remoteAddress: ip });

/** The content of a <meta> tag, as written into the page. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

test('an invite page carries the league in Open Graph and Twitter tags, with a large card', async () => {
  const res = await page(`/leagues/join/${code}`);
  expect(res.statusCode).toBe(200);
  const html = res.body;
  expect(html).toContain('<title>Liga de la birou | Prezice</title>');
  expect(meta(html, 'og:title')).toBe('Liga de la birou | Prezice');
  expect(meta(html, 'og:description')).toBe(
    'Liga privată a lui capitan: 2 membri. Intră și prezice meciurile din Liga 1 cu prietenii.',
  );
  expect(meta(html, 'og:type')).toBe('website');
  expect(meta(html, 'og:url')).toBe(`https://prezice.example/leagues/join/${code}`);
  expect(meta(html, 'og:image')).toBe(`https://prezice.example/api/leagues/join/${code}/card.png`);
  expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:image:alt')).toBe('Liga de la birou, ligă privată: 2 membri');

  // The image the tags name is the card: a PNG of 1200×630.
  const image = await ctx.app.inject({ method: 'GET', url: new URL(meta(html, 'og:image')!).pathname });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
});

test('the preview shows nothing more than the invite does: no code outside the URLs, no e-mail, no members', async () => {
  const html = (await page(`/leagues/join/${code.toLowerCase()}`)).body;
  expect(meta(html, 'og:title')).toBe('Liga de la birou | Prezice');
  const withoutUrls = html.replace(/content="https:\/\/[^"]*"/g, '');
  expect(withoutUrls).not.toContain(code);
  expect(html).not.toContain(owner.email);
  expect(html).not.toContain('coleg');
});

test('a league name with <>&"\' is escaped in every tag and in the title', async () => {
  const html = (await page(`/leagues/join/${hostileCode}`)).body;
  const escaped = "Cei &quot;mari&quot; &lt;b&gt;&amp;&lt;/b&gt; 'mici'";
  expect(html).toContain(`<title>${escaped} | Prezice</title>`);
  expect(meta(html, 'og:title')).toBe(`${escaped} | Prezice`);
  expect(meta(html, 'twitter:title')).toBe(`${escaped} | Prezice`);
  expect(html).not.toContain('<b>');
});

test('an unknown or malformed code keeps the plain shell, never an error', async () => {
  for (const path of ['/leagues/join/NUEXISTA22', '/leagues/join/%3Cscript%3E', `/leagues/join/${'A'.repeat(80)}`]) {
    const res = await page(path, '10.2.0.2');
    expect(res.statusCode, path).toBe(200);
    expect(res.body).not.toContain('og:title');
    expect(res.body).toContain('<title>Prezice</title>');
  }
});

test('wrong codes in invite pages count against the IP’s code tries; right ones do not', async () => {
  const ip = '10.2.0.3';
  for (let i = 0; i < 5; i++) expect(meta((await page(`/leagues/join/${code}`, ip)).body, 'og:title')).toBeTruthy();
  for (const guess of ['GRESIT2341', 'GRESIT2342', 'GRESIT2343']) {
    expect((await page(`/leagues/join/${guess}`, ip)).statusCode).toBe(200);
  }
  // The tries are spent: the API refuses, and the page keeps the plain shell even for the right code.
  const api = await ctx.app.inject({ method: 'GET', url: `/api/leagues/join/${code}`, remoteAddress: ip });
  expect(api.statusCode).toBe(429);
  const blocked = await page(`/leagues/join/${code}`, ip);
  expect(blocked.statusCode).toBe(200);
  expect(blocked.body).not.toContain('og:title');
});
