import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { openSse, type SseClient } from '../../test/sse-client.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { openLiveStreams } from './live-stream.service.ts';

// GET /api/live as Server-Sent Events on a listening server: the headers, the snapshot first, a frame on each
// change, heartbeats, the cap per instance, a client gone, and the server's close ending every stream.

const NOW = new Date('2026-05-10T18:30:00Z');
let ctx: TestContext;
let base: string;
let admin: TestUser;
let match: { documentId: string };
const opened: SseClient[] = [];

const open = async () => {
  const c = await openSse(`${base}/api/live`);
  opened.push(c);
  return c;
};
const putLive = (data: object) =>
  fetch(`${base}/api/matches/${match.documentId}/live`, {
    method: 'PUT',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });

beforeAll(async () => {
  ctx = await testApp({ now: NOW, env: { LIVE_HEARTBEAT_MS: '100', LIVE_STREAMS_MAX: '2' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  const [a, b] = await Promise.all([createTeam(ctx.db, 'Alfa'), createTeam(ctx.db, 'Beta')]);
  const round = await createRound(ctx.db, 'Etapa 3', true);
  match = await createMatch(ctx.db, {
    roundId: round.id,
    team1Id: a.id,
    team2Id: b.id,
    date: new Date(NOW.getTime() - 60_000),
  });
});

afterAll(async () => {
  for (const c of opened) c.close();
  await ctx?.close();
});

describe('GET /api/live (Server-Sent Events)', () => {
  test('the snapshot first, then an event on each change, heartbeats between', async () => {
    const sse = await open();
    expect(sse.status).toBe(200);
    expect(sse.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(sse.headers.get('cache-control')).toContain('no-cache');
    expect(sse.headers.get('x-accel-buffering')).toBe('no');
    const first = await sse.next(() => true);
    expect(first).toMatchObject({ event: 'live', data: { data: [], meta: { projection: null } } });
    expect(sse.retry).toBeGreaterThan(0);

    expect((await putLive({ homeGoals: 1, awayGoals: 0, minute: 23 })).status).toBe(200);
    const scored = await sse.next((e) => e.data.data[0]?.homeGoals === 1);
    expect(scored.data.data[0]).toMatchObject({ match: { documentId: match.documentId }, awayGoals: 0, minute: 23 });
    // The projection, computed by the job after the change, is announced by a later frame.
    await ctx.app.services.jobs.drain();
    await sse.next((e) => typeof e.data.meta.projection === 'number');
    await sse.until(() => sse.comments >= 2);
  });

  test('past LIVE_STREAMS_MAX an instance answers 503; a client gone frees its place', async () => {
    const second = await open();
    expect(second.status).toBe(200);
    const third = await open();
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    second.close();
    const deadline = Date.now() + 5_000;
    while (openLiveStreams(ctx.app.services) > 1 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(openLiveStreams(ctx.app.services)).toBe(1);
    expect((await open()).status).toBe(200);
  });

  test('without Accept: text/event-stream, the snapshot as JSON', async () => {
    const res = await fetch(`${base}/api/live`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).data[0]).toMatchObject({ homeGoals: 1, awayGoals: 0 });
  });

  test('the server’s close ends every stream and does not wait for them', async () => {
    const streams = opened.filter((c) => c.status === 200);
    const t0 = performance.now();
    await ctx.app.close();
    expect(performance.now() - t0).toBeLessThan(3_000);
    await Promise.all(streams.map((c) => c.ended));
  });
});
