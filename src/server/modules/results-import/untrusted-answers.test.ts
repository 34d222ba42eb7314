import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { importFailures } from '../../../domain/results-import.schemas.ts';
import {
  type ApiFootballReplay,
  REPLAY_KEY,
  REPLAY_LEAGUE,
  REPLAY_SEASON,
  startApiFootballReplay,
} from '../../test/api-football-replay.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { createApiFootball } from './api-football.adapter.ts';
import { ProviderError } from './results-provider.adapter.ts';
import { databaseBudget } from './results-state.queries.ts';

// The provider's answers are untrusted: read as a stream and cut past RESULTS_MAX_BYTES, a Content-Length over it
// refused before any byte is read, JSON that would blow up JSON.parse refused before it is built, and no redirect
// followed (the key never leaves for another address). Each is a bad answer, never a crash.

let ctx: TestContext;
let replay: ApiFootballReplay;
const CAP = 64 * 1024;

const adapter = (baseUrl = replay.url, maxBytes = CAP, timeoutMs = 2_000) =>
  createApiFootball(
    { key: REPLAY_KEY, baseUrl, leagueId: REPLAY_LEAGUE, season: REPLAY_SEASON, timeoutMs, maxBytes },
    databaseBudget(ctx.db, { perMinute: 10_000, perDay: 100_000 }),
  );
const failure = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

/** A server of our own on a free port; `requests` are what it was sent. */
async function listen(handle: (req: IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const requests: { url: string; key: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', key: req.headers['x-apisports-key'] as string | undefined });
    handle(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

beforeAll(async () => {
  ctx = await testApp();
  replay = await startApiFootballReplay();
});
afterAll(async () => {
  await replay.close();
  await ctx.close();
});
beforeEach(async () => {
  replay.requests.length = 0;
  await ctx.db.execute(sql`update import_state set minute_count = 0, day_count = 0, requests_left = null,
                           blocked_until = null, minute_start = now(), day = current_date where id = 1`);
});

describe('answers are bounded', () => {
  test('a 300 MB answer without Content-Length is cut past the cap: a bad answer, and the rest never sent', async () => {
    replay.huge(300 * 1024 * 1024);
    const t0 = performance.now();
    const error = await failure(adapter().fixtures());
    expect(error).toMatchObject({ kind: 'bad-answer', message: importFailures.tooLarge(CAP) });
    expect(error.message).toBe(
      'Răspuns greșit de la furnizor: mai mare de 64 KB. Citirea s-a oprit acolo (limita RESULTS_MAX_BYTES); nimic din el nu a fost folosit.',
    );
    expect(performance.now() - t0).toBeLessThan(2_000);
    // The replay stops writing once the connection is gone: what it wrote is the cap and the socket's buffers.
    await expect.poll(() => replay.streamed, { timeout: 2_000 }).toBeGreaterThan(CAP);
    await new Promise((r) => setTimeout(r, 100));
    expect(replay.streamed).toBeLessThan(32 * 1024 * 1024);
  });

  test('an answer of exactly the cap is read; one byte more is not', async () => {
    replay.huge(CAP);
    const fixtures = await adapter().fixtures();
    expect(fixtures.length).toBeGreaterThan(10);
    expect(new Set(fixtures.map((f) => f.id))).toEqual(new Set(['9000001']));
    replay.huge(CAP + 1);
    expect((await failure(adapter().fixtures())).message).toBe(importFailures.tooLarge(CAP));
  });

  test('a Content-Length over the cap is refused before reading: no wait for a body that never comes', async () => {
    // Headers saying 10 MB, then nothing: a reader would wait for the body until the timeout.
    const silent = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) });
      res.flushHeaders();
    });
    try {
      const t0 = performance.now();
      const error = await failure(adapter(silent.url, CAP, 3_000).fixtures());
      expect(error).toMatchObject({ kind: 'bad-answer', message: importFailures.tooLarge(CAP) });
      expect(performance.now() - t0).toBeLessThan(1_000);
    } finally {
      await silent.close();
    }
    replay.huge(CAP + 1, { declared: true });
    expect((await failure(adapter().fixtures())).message).toBe(importFailures.tooLarge(CAP));
  });

  test('JSON nested too deep, or with too many values, is refused before JSON.parse builds it', async () => {
    replay.once({ status: 200, body: `${'['.repeat(30_000)}${']'.repeat(30_000)}` });
    expect((await failure(adapter().fixtures())).message).toBe(importFailures.tooComplex);
    replay.once({ status: 200, body: `{"errors":[],"response":[${'0,'.repeat(600_000)}0]}` });
    expect((await failure(adapter(replay.url, 2 * 1024 * 1024).fixtures())).message).toBe(importFailures.tooComplex);
    // Brackets inside strings are text, not depth.
    const name = `"${'['.repeat(1_000)}\\"${'{'.repeat(1_000)}"`;
    replay.once({ status: 200, body: `{"errors":[],"response":[${name}]}` });
    expect(await adapter().fixtures()).toEqual([]);
  });
});

describe('redirects are refused', () => {
  test('a 3xx to another address is a bad answer; nothing is asked there, the key never sent', async () => {
    const thief = await listen((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    try {
      for (const status of [301, 302, 303, 307, 308]) {
        replay.once({ status, body: '', headers: { location: `${thief.url}/fixtures?steal=1` } });
        const error = await failure(adapter().fixtures());
        expect(error.kind).toBe('bad-answer');
        expect(error.message).toBe(importFailures.redirect(status, new URL(thief.url).host));
      }
      expect(thief.requests).toEqual([]);
      expect(replay.requests.map((r) => r.key)).toEqual(Array(5).fill(REPLAY_KEY));
      // A relative redirect, to the provider's own host, is not followed either.
      replay.once({ status: 302, body: '', headers: { location: '/fixtures?again=1' } });
      expect((await failure(adapter().fixtures())).message).toBe(
        importFailures.redirect(302, new URL(replay.url).host),
      );
      expect(replay.requests).toHaveLength(6);
    } finally {
      await thief.close();
    }
  });
});
