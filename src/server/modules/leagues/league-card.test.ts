import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { leagues } from '../../db/tables/leagues.table.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { escapeSvg, leagueCardSvg, renderLeagueCard } from './league-card.service.ts';
import { join, newLeague, players } from './leagues.world.ts';

// The invite's card (og:image): a real 1200×630 PNG for a right code, a 404 for a wrong one, counted with the
// other invite-code tries, and a league name that cannot break out of the SVG it is drawn from.

let ctx: TestContext;
let league: { documentId: string; code: string };
beforeAll(async () => {
  ctx = await testApp({ rateLimits: { leagueCodes: { account: 10_000, ip: 3 } } });
  const [owner, friend] = await players(ctx, 'card', 2);
  league = await newLeague(ctx, owner, 'Liga de la birou');
  await join(ctx, friend, league.code);
});
afterAll(() => ctx.close());

const card = (code: string, ip: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/leagues/join/${code}/card.png`, remoteAddress: ip });

/** The share of a region's pixels that are (nearly) white: where the card's white text is drawn. */
async function whiteShare(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] > 230 && data[i + 1] > 230 && data[i + 2] > 230) white++;
  return white / (info.width * info.height);
}

describe('GET /api/leagues/join/{code}/card.png', () => {
  test('a right code answers a 1200×630 PNG that caches and may be shown from another origin', async () => {
    const res = await card(league.code, '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The league's name is drawn: white text in the band where the name goes.
    expect(await whiteShare(res.rawPayload, { left: 80, top: 230, width: 700, height: 100 })).toBeGreaterThan(0.05);
  });

  test('the code is read as typed: lower case works too', async () => {
    const res = await card(league.code.toLowerCase(), '10.1.0.2');
    expect(res.statusCode).toBe(200);
  });

  test('a wrong code is a 404 with the preview’s message, in the Strapi shape', async () => {
    const res = await card('GRESIT2345', '10.1.0.3');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ data: null, error: { status: 404, message: leagueMessages.codeNotFound } });
    expect((await card('x'.repeat(65), '10.1.0.3')).statusCode).toBe(404);
  });

  test('the card counts with the other invite-code tries of an IP: past them, 429 even for a right code', async () => {
    const ip = '10.1.0.4';
    expect((await card('GRESIT2345', ip)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/leagues/join/GRESIT2346', remoteAddress: ip })).statusCode,
    ).toBe(404);
    expect((await card(league.code, ip)).statusCode).toBe(200);
    const blocked = await card(league.code, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.name).toBe('RateLimitError');
  });

  test('a renamed league shows its new name, and a code drawn anew retires the old card', async () => {
    await ctx.db
      .update(leagues)
      .set({ name: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW' })
      .where(eq(leagues.code, league.code));
    const res = await card(league.code, '10.1.0.5');
    expect(res.statusCode).toBe(200);
    // 40 of the widest letter stay inside the card's right margin.
    expect(await whiteShare(res.rawPayload, { left: 1130, top: 200, width: 70, height: 300 })).toBe(0);
    await ctx.db.update(leagues).set({ code: 'ALTCOD2345' }).where(eq(leagues.code, league.code));
    expect((await card(league.code, '10.1.0.5')).statusCode).toBe(404);
  });
});

describe('the card’s SVG', () => {
  const base = { siteName: 'Prezice', owner: 'ana', members: 3 };

  test('escapes XML’s special characters in the name, the owner and the site name', () => {
    const svg = leagueCardSvg({ siteName: 'P<r>e&z"i\'ce', name: 'A <b>&"\'</b> z', owner: 'x&y', members: 2 });
    expect(svg).toContain('A &lt;b&gt;&amp;&quot;&apos;&lt;/b&gt; z');
    expect(svg).toContain('P&lt;r&gt;e&amp;z&quot;i&apos;ce');
    expect(svg).toContain('creată de x&amp;y');
    expect(svg).not.toContain('<b>');
    expect(escapeSvg('a\u0000b\u001fc\td')).toBe('abc\td');
  });

  test('a hostile name still renders a 1200×630 PNG (the SVG stays well-formed)', async () => {
    for (const name of [
      '</text><script>alert(1)</script>',
      ']]><!ENTITY x "y">&x;',
      'bell\u0007 and \u0000 nul',
      '„Oțelul” & Co',
    ]) {
      const png = await renderLeagueCard({ ...base, name });
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  test('the members are counted in Romanian, with the owner', () => {
    expect(leagueCardSvg({ ...base, name: 'Liga', members: 1 })).toContain('1 membru · creată de ana');
    expect(leagueCardSvg({ ...base, name: 'Liga', members: 20 })).toContain('20 de membri · creată de ana');
  });

  test('a long name wraps onto lines rather than running off the card', () => {
    const svg = leagueCardSvg({ ...base, name: 'Liga campionilor de la biroul din colțul străzii' });
    expect(svg.match(/<tspan /g)?.length).toBe(2);
  });
});
