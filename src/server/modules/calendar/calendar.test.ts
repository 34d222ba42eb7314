import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  createMatch,
  createRound,
  createTeam,
  createUser,
  makeCurrentRound,
  type TestUser,
} from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// The private calendar feed: a link made on the first call, drawn anew on demand (the old one then 404s at once),
// the current and the next round's matches, ETag revalidation, and limits on new links and on fetches.

const NOW = new Date('2026-11-28T09:00:00Z');
const DAY = 24 * 3600_000;

let ctx: TestContext;
let player: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await testApp({
    now: NOW,
    env: { PUBLIC_URL: 'https://prezice.example' },
    rateLimits: { calendarLinks: { account: 3, ip: 4 }, calendarFeedIp: 5 },
  });
  player = await createUser(ctx, { username: 'calendarist' });
  other = await createUser(ctx, { username: 'altcineva' });
  const [a, b, c, d] = await Promise.all(
    ['Rapid București', 'FCSB', 'U Cluj', 'Oțelul Galați'].map((n) => createTeam(ctx.db, n)),
  );
  const past = await createRound(ctx.db, 'Etapa 15');
  const current = await createRound(ctx.db, 'Etapa 16');
  const next = await createRound(ctx.db, 'Etapa 17');
  const later = await createRound(ctx.db, 'Etapa 18');
  await makeCurrentRound(ctx.db, current.id);
  const match = async (key: string, roundId: number, t1: number, t2: number, at: number) => {
    ids[key] = (
      await createMatch(ctx.db, { roundId, team1Id: t1, team2Id: t2, date: new Date(NOW.getTime() + at) })
    ).documentId;
  };
  await match('past', past.id, a.id, b.id, -7 * DAY);
  await match('current1', current.id, a.id, b.id, -DAY);
  await match('current2', current.id, c.id, d.id, DAY);
  await match('next', next.id, d.id, a.id, 7 * DAY);
  await match('later', later.id, b.id, c.id, 14 * DAY);
});
afterAll(() => ctx.close());

const link = async (user: TestUser, method: 'GET' | 'POST' = 'GET', ip = '10.3.0.1') =>
  ctx.app.inject({
    method,
    url: method === 'GET' ? '/api/calendar' : '/api/calendar/token',
    headers: user.headers,
    remoteAddress: ip,
  });
const feed = (url: string, ip = '10.3.1.1', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: ip, headers });

describe('calendar links', () => {
  test('a visitor has no link', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/calendar/token' })).statusCode).toBe(401);
  });

  test('the first call makes the link, later calls give the same; the database keeps no token', async () => {
    const first = await link(player);
    expect(first.statusCode).toBe(200);
    const { url } = first.json().data as { url: string };
    expect(url).toMatch(/^https:\/\/prezice\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await link(player)).json().data.url).toBe(url);
    expect((await link(other)).json().data.url).not.toBe(url);
    const token = /calendar\/(.+)\.ics$/.exec(url)?.[1] ?? '';
    const stored = JSON.stringify(await rowsOf(ctx.db, sql`select * from calendar_feeds`));
    expect(stored).not.toContain(token);
  });

  test('a new link retires the old one at once', async () => {
    const old = (await link(player)).json().data.url as string;
    expect((await feed(old)).statusCode).toBe(200);
    const res = await link(player, 'POST');
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.url as string;
    expect(fresh).not.toBe(old);
    expect((await link(player)).json().data.url).toBe(fresh);
    const gone = await feed(old, '10.3.1.2');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
    expect((await feed(fresh, '10.3.1.2')).statusCode).toBe(200);
  });

  test('new links are limited per account, in the Strapi shape', async () => {
    const user = await createUser(ctx, { username: 'grabit' });
    for (let i = 0; i < 3; i++) expect((await link(user, 'POST', '10.3.2.1')).statusCode).toBe(200);
    const blocked = await link(user, 'POST', '10.3.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ data: null, error: { status: 429, name: 'RateLimitError' } });
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('the feed', () => {
  test('unknown and malformed tokens are 404', async () => {
    for (const path of ['/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/api/calendar/x.ics']) {
      const res = await ctx.app.inject({ method: 'GET', url: path, remoteAddress: '10.3.3.1' });
      expect(res.statusCode).toBe(404);
    }
  });

  test('the matches of the current and the next round, as iCal with alarms; ETag answers 304', async () => {
    const url = (await link(other)).json().data.url as string;
    const res = await feed(url, '10.3.4.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const uids = [...body.matchAll(/^UID:match-([a-z0-9]+)@prezice\.example\r$/gm)].map((m) => m[1]);
    expect(uids).toEqual([ids.current1, ids.current2, ids.next]);
    expect(body).toContain('SUMMARY:Oțelul Galați – Rapid București');
    expect(body.match(/BEGIN:VALARM/g)).toHaveLength(3);
    expect(body).toContain(`URL;VALUE=URI:https://prezice.example/predict/${ids.next}`);
    // Next round's kickoff 2026-12-05 09:00Z: deadline 07:00Z, alarm 04:00Z.
    expect(body).toContain('DTSTART:20261205T090000Z\r\nDTEND:20261205T110000Z');
    expect(body).toContain('TRIGGER;VALUE=DATE-TIME:20261205T040000Z');

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['last-modified']).toBeDefined();
    const again = await feed(url, '10.3.4.1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await feed(url, '10.3.4.1', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  test('fetches are limited per IP', async () => {
    const url = (await link(other)).json().data.url as string;
    for (let i = 0; i < 5; i++) expect((await feed(url, '10.3.5.1')).statusCode).toBe(200);
    const blocked = await feed(url, '10.3.5.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.name).toBe('RateLimitError');
    expect((await feed(url, '10.3.5.2')).statusCode).toBe(200);
  });
});
