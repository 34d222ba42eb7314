import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sharedPickSchema } from '../../../domain/pick.schemas.ts';
import { files, teams } from '../../db/tables/core.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { fakeWebRoot } from '../../test/web-root.ts';
import { cachedCards, pickCardSvg } from './pick-card.service.ts';

// A shared pick: hidden (404, like a missing one) until the match's deadline, then its JSON, its PNG card and its
// page with Open Graph tags; every name escaped, in the SVG and in the HTML.

const NOW = new Date('2026-11-28T09:00:00Z');
const HOUR = 3600_000;

let ctx: TestContext;
let player: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const webRoot = fakeWebRoot();
  ctx = await testApp({ now: NOW, webRoot, env: { PUBLIC_URL: 'https://prezice.example' } });
  player = await createUser(ctx, { username: 'Ana_Ț' });
  const home = await createTeam(ctx.db, 'Știința "Mică" & <Co>');
  const away = await createTeam(ctx.db, "Oțelul l'Galați");
  // An emblem in the store: a red square.
  const emblem = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#dc2626' } })
    .png()
    .toBuffer();
  await ctx.app.services.storage.put('emblema-test.png', emblem, 'image/png');
  const [file] = await ctx.db
    .insert(files)
    .values({
      name: 'emblema.png',
      hash: 'emblema-test',
      ext: '.png',
      mime: 'image/png',
      size: 0.1,
      sizeInBytes: emblem.length,
      url: '/uploads/emblema-test.png',
    })
    .returning();
  await ctx.db.update(teams).set({ emblemId: file.id }).where(eq(teams.id, home.id));
  const round = await createRound(ctx.db, 'Etapa 16', true);
  const match = async (key: string, at: number, final?: [number, number]) => {
    const row = await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: home.id,
      team2Id: away.id,
      date: new Date(NOW.getTime() + at),
      team1FinalScore: final?.[0] ?? null,
      team2FinalScore: final?.[1] ?? null,
      finalCards: final ? '1' : null,
      finalCorners: final ? 'X' : null,
    });
    ids[key] = row.documentId;
    return row.id;
  };
  // Kickoff in 1 h: the deadline (kickoff - 2 h) has passed. In 3 h: still open. Yesterday: final.
  const closed = await match('closed', HOUR);
  const open = await match('open', 3 * HOUR);
  const final = await match('final', -24 * HOUR, [2, 1]);
  await match('none', HOUR);
  const picks = (matchId: number, points: number | null) => [
    { userId: player.id, matchId, type: 'score', team1: 2, team2: 1, points },
    { userId: player.id, matchId, type: 'cards', team1: 1, team2: 0, points },
    { userId: player.id, matchId, type: 'corners', team1: 0, team2: 0, points },
  ];
  await ctx.db.insert(predictions).values([...picks(closed, null), ...picks(open, null), ...picks(final, 2)]);
});
afterAll(() => ctx.close());

const get = (url: string, ip = '10.4.0.1') => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });
const api = (username: string, key: string) => `/api/picks/${encodeURIComponent(username)}/${ids[key]}`;
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describe('GET /api/picks/{username}/{matchId}', () => {
  test('before the deadline, without a pick, or for no such player: the same 404', async () => {
    const answers = await Promise.all([
      get(api('Ana_Ț', 'open')),
      get(api('Ana_Ț', 'none')),
      get(api('nimeni', 'closed')),
      get('/api/picks/Ana_%C8%9A/zzzzzzzzzzzzzzzzzzzzzzzz'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(answers[0].json());
    }
    expect((await get(`${api('Ana_Ț', 'open')}/card.png`)).statusCode).toBe(404);
  });

  test('after the deadline: the score, cards and corners; the points once scored', async () => {
    const res = await get(api('ana_ț', 'closed'));
    expect(res.statusCode).toBe(200);
    // The answer is the shared contract's shape.
    expect(sharedPickSchema.safeParse(res.json().data).success).toBe(true);
    expect(res.json().data).toMatchObject({
      username: 'Ana_Ț',
      score: { team1: 2, team2: 1 },
      cards: '1',
      corners: 'X',
      points: null,
      match: { documentId: ids.closed, round: 'Etapa 16', finalScore: null, team2: { name: "Oțelul l'Galați" } },
    });
    const final = (await get(api('Ana_Ț', 'final'))).json().data;
    expect(final).toMatchObject({ points: 6, match: { finalScore: { team1: 2, team2: 1 }, finalCards: '1' } });
  });
});

describe('the card', () => {
  test('a 1200×630 PNG with an emblem, kept in memory and cacheable', async () => {
    const res = await get(`${api('Ana_Ț', 'final')}/card.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The home emblem (red) is drawn at the left team's place.
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 200, top: 250, width: 60, height: 40 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(80);
    const size = cachedCards();
    const again = await get(`${api('Ana_Ț', 'final')}/card.png`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(cachedCards()).toBe(size);
  });

  test('names are escaped in the SVG', () => {
    const svg = pickCardSvg({
      siteName: 'Prezice',
      emblem1: null,
      emblem2: null,
      pick: {
        username: `<script>"x"&'y'`,
        match: {
          documentId: 'm',
          date: NOW.toISOString(),
          deadline: NOW.toISOString(),
          round: 'Etapa <1>',
          team1: { name: 'A & B', emblemUrl: null },
          team2: { name: `"C" <D> 'E'`, emblemUrl: null },
          finalScore: null,
          finalCards: null,
          finalCorners: null,
        },
        score: { team1: 1, team2: 0 },
        cards: null,
        corners: '2',
        points: null,
      },
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<D>');
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('&quot;C&quot; &lt;D&gt; &apos;E&apos;');
  });
});

describe('the page', () => {
  test('after the deadline it carries Open Graph tags, escaped, with the card as its image', async () => {
    const res = await get(`/picks/${encodeURIComponent('Ana_Ț')}/${ids.closed}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = "Predicția lui Ana_Ț: Știința &quot;Mică&quot; &amp; &lt;Co&gt; – Oțelul l'Galați | Prezice";
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toContain('Ana_Ț a prezis 2-1 la Știința &quot;Mică&quot;');
    expect(meta(html, 'og:url')).toBe(`https://prezice.example/picks/${encodeURIComponent('Ana_Ț')}/${ids.closed}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'og:image') ?? '';
    expect(image).toBe(`https://prezice.example/api/picks/${encodeURIComponent('Ana_Ț')}/${ids.closed}/card.png`);
    const png = await get(new URL(image).pathname);
    expect(png.statusCode).toBe(200);
  });

  test('before the deadline the page is the plain shell: nothing tells the pick', async () => {
    const html = (await get(`/picks/Ana_%C8%9A/${ids.open}`)).body;
    expect(meta(html, 'og:title')).toBeUndefined();
    expect(html).toContain('<title>Prezice</title>');
  });
});
