import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openRawStream, type RawStream } from '../../test/raw-stream.ts';
import { openSse } from '../../test/sse-client.ts';
import { type Cluster, call, startCluster } from '../../test/two-instances.ts';

// Server processes on one PostgreSQL database and one Redis: a client's live streams are counted across the
// instances, and those of an instance killed with SIGKILL stop counting once their leases run out; a live score set
// on instance A reaches a stream open on instance B (the change bus: LISTEN/NOTIFY), and B's graceful stop ends its
// streams instead of waiting for them.

const HEARTBEAT_MS = 500;
/** A slot's lease: 4 heartbeats (live-stream.service.ts). */
const LEASE_MS = 4 * HEARTBEAT_MS;

const ADMIN = { identifier: 'sef', password: 'parola-admin-de-test' };
let cluster: Cluster;
let jwt: string;
let matchDocumentId: string;

beforeAll(async () => {
  cluster = await startCluster({
    count: 3,
    serverUrl: process.env.DATABASE_URL!,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: 'live',
    template: inject('pgTemplate'),
    env: {
      ADMIN_USERNAME: ADMIN.identifier,
      ADMIN_EMAIL: 'sef@prezice.test',
      ADMIN_PASSWORD: ADMIN.password,
      LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      LIVE_STREAMS_PER_CLIENT: '3',
    },
  });
  const { default: postgres } = await import('postgres');
  const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [round] = await sql`insert into rounds (document_id, name, current)
      values (prezice_document_id(), 'Etapa live', true) returning id`;
    const teams = await sql`insert into teams (document_id, name)
      values (prezice_document_id(), 'Alfa'), (prezice_document_id(), 'Beta') returning id`;
    const [match] = await sql`insert into matches (document_id, date, team1_id, team2_id, round_id)
      values (prezice_document_id(), now() - interval '20 minutes', ${teams[0].id}, ${teams[1].id}, ${round.id})
      returning document_id`;
    matchDocumentId = match.document_id;
  } finally {
    await sql.end();
  }
  const login = await call(cluster.instances[0], 'POST', '/api/auth/local', { body: ADMIN });
  expect(login.status).toBe(200);
  jwt = login.json.jwt;
}, 120_000);

afterAll(async () => {
  await cluster?.close();
});

describe('live scores across instances', () => {
  test('one client’s streams are counted on every instance; a killed instance’s run out with their leases', async () => {
    const [a, b, c] = cluster.instances;
    const live = (url: string, headers: Record<string, string> = {}) => openRawStream(`${url}/api/live`, { headers });
    const streams: RawStream[] = [await live(c.url), await live(c.url), await live(a.url)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await live(b.url);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json.error.message).toMatch(/^Ai deja 3 conexiuni live deschise/);
    // Another client (an account) is served on the same instance.
    streams.push(await live(b.url, { authorization: `Bearer ${jwt}` }));
    expect(streams[3].status).toBe(200);

    // C dies without a word: its two slots count until their leases run out, then the client is served again.
    await c.stop('SIGKILL');
    const killedAt = performance.now();
    expect((await live(b.url)).status).toBe(429);
    let again = await live(b.url);
    while (again.status !== 200 && performance.now() - killedAt < LEASE_MS + 5_000) {
      await new Promise((r) => setTimeout(r, 100));
      again = await live(b.url);
    }
    const waited = performance.now() - killedAt;
    expect(again.status).toBe(200);
    expect(waited).toBeLessThan(LEASE_MS + 5_000);
    expect(waited).toBeGreaterThan(LEASE_MS - HEARTBEAT_MS - 300);
    console.info(`a killed instance's slots freed ${Math.round(waited)} ms after SIGKILL (lease ${LEASE_MS} ms)`);
    for (const s of [...streams, again]) s.close();
  }, 60_000);

  test('a score set on A reaches a stream on B; B’s stop ends the stream at once', async () => {
    const [a, b] = cluster.instances;
    const onB = await openSse(`${b.url}/api/live`);
    expect(onB.status).toBe(200);
    await onB.next((e) => e.event === 'live');

    const put = await call(a, 'PUT', `/api/matches/${matchDocumentId}/live`, {
      jwt,
      body: { data: { homeGoals: 2, awayGoals: 2, minute: 81 } },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const frame = await onB.next((e) => e.data.data[0]?.homeGoals === 2, 10_000);
    expect(frame.data.data[0]).toMatchObject({ match: { documentId: matchDocumentId }, awayGoals: 2, minute: 81 });
    // The projection is computed once (by whichever instance runs the job) and announced on B as well.
    await onB.next((e) => typeof e.data.meta.projection === 'number', 10_000);
    const board = await call(b, 'GET', '/api/leaderboard/live');
    expect(board.json.meta.live).toBe(true);
    await onB.until(() => onB.comments >= 1);

    const ms = await b.stop('SIGTERM');
    await onB.ended;
    expect(await b.exited).toBe(0);
    expect(ms).toBeLessThan(5_000);
  }, 30_000);
});
