import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import { type ImportPending, importFailures, importNotes } from '../../../domain/results-import.schemas.ts';
import { rowsOf } from '../../db/client.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { REPLAY_FIXTURES } from '../../test/api-football-replay.ts';
import { testApp } from '../../test/test-app.ts';
import { startResultsClock } from './results-import.jobs.ts';
import { runImport } from './results-import.service.ts';
import { type ImportWorld, importEnv, importWorld, NOW, resultOf } from './results-import.world.ts';
import { pollDue } from './results-state.queries.ts';

// A result an admin wrote is never overwritten by the import: the provider's different result waits for the back
// office, which confirms it (a correction by the admin) or keeps the admin's. And the poll runs once across
// instances, its failures recorded rather than thrown.

let w: ImportWorld;
let imported: { id: number; documentId: string };

beforeAll(async () => {
  w = await importWorld();
  await w.poll('new-fixtures');
  await w.mapAll();
  await w.poll();
  expect(await w.poll('corrected')).toMatchObject({ results: 1 });
  [imported] = await w.ctx.db
    .select()
    .from(matches)
    .where(eq(matches.providerFixtureId, String(REPLAY_FIXTURES[0])));
  expect(resultOf(await w.matchRow(imported.id))).toEqual([2, 2, '1', '1']);
});
afterAll(() => w.close());

describe('a result an admin wrote is never overwritten by the import', () => {
  const pendingItems = async (): Promise<ImportPending[]> => (await w.api('GET', '/api/results-import/pending')).data;

  test('a different provider result waits for the back office, asked once', async () => {
    await w.api('PUT', `/api/matches/${imported.documentId}`, {
      team1_finalScore: 3,
      team2_finalScore: 0,
      correction_reason: 'Scorul din foaia de joc.',
    });
    expect((await w.matchRow(imported.id)).resultSource).toBe('admin');
    expect(await w.poll('corrected')).toMatchObject({ pending: 1, corrections: 0, results: 0 });
    expect(resultOf(await w.matchRow(imported.id))).toEqual([3, 0, '1', '1']);
    expect(await w.poll()).toMatchObject({ pending: 0 });
    const items = await pendingItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      match: { documentId: imported.documentId, team1: 'FCSB', team2: 'CFR Cluj', round: 'Etapa 12' },
      stored: { team1: 3, team2: 0, cards: '1', corners: '1' },
      provider: { team1: 2, team2: 2, cards: '1', corners: '1' },
    });
    expect((await w.status()).pending).toBe(1);
  });

  test('dismissed: the admin’s result stays and the same provider result is not asked again', async () => {
    const [item] = await pendingItems();
    await w.api('POST', `/api/results-import/pending/${item.id}/dismiss`);
    await w.api('POST', `/api/results-import/pending/${item.id}/dismiss`, undefined, 409);
    await w.api('POST', '/api/results-import/pending/999999/dismiss', undefined, 404);
    expect(await w.poll()).toMatchObject({ pending: 0 });
    expect(await pendingItems()).toEqual([]);
    expect(resultOf(await w.matchRow(imported.id))).toEqual([3, 0, '1', '1']);
  });

  test('a different one later is asked; accepted, it is a correction by the admin with the reason given', async () => {
    expect(await w.poll('finished')).toMatchObject({ pending: 1 });
    const [item] = await pendingItems();
    expect(item.provider).toEqual({ team1: 2, team2: 1, cards: '1', corners: '2' });
    const refused = await w.api('POST', `/api/results-import/pending/${item.id}/accept`, {}, 400);
    expect(refused.error.message).toBe('Scrie motivul corectării rezultatului.');
    const logBefore = (await w.ctx.app.inject({ method: 'GET', url: '/api/result-corrections' })).json().data.length;
    await w.api('POST', `/api/results-import/pending/${item.id}/accept`, {
      reason: 'Confirmat: furnizorul are foaia oficială.',
    });
    const m = await w.matchRow(imported.id);
    expect(resultOf(m)).toEqual([2, 1, '1', '2']);
    expect(m.resultSource).toBe('admin');
    const log: Correction[] = (await w.ctx.app.inject({ method: 'GET', url: '/api/result-corrections' })).json().data;
    expect(log).toHaveLength(logBefore + 1);
    expect(log[0]).toMatchObject({
      old: { team1: 3, team2: 0 },
      new: { team1: 2, team2: 1, cards: '1', corners: '2' },
      reason: 'Confirmat: furnizorul are foaia oficială.',
      by: { kind: 'admin', name: 'arbitru' },
    });
    expect(await pendingItems()).toEqual([]);
    await w.api('POST', `/api/results-import/pending/${item.id}/accept`, { reason: 'Încă o dată.' }, 409);
    // Now the stored result agrees with the provider: nothing more to ask.
    expect(await w.poll()).toMatchObject({ pending: 0, corrections: 0 });
  });

  test("what an admin's result left unknown is filled in without asking, and the result stays the admin's", async () => {
    await w.api('PUT', `/api/matches/${imported.documentId}`, {
      final_cards: null,
      final_corners: null,
      correction_reason: 'Cartonașele și cornerele se verifică.',
    });
    const logBefore = (await w.ctx.app.inject({ method: 'GET', url: '/api/result-corrections' })).json().data.length;
    expect(await w.poll('finished')).toMatchObject({ results: 1, pending: 0, corrections: 0 });
    const m = await w.matchRow(imported.id);
    expect(resultOf(m)).toEqual([2, 1, '1', '2']);
    expect(m.resultSource).toBe('admin');
    // Filling in is not a correction: the log is unchanged.
    expect((await w.ctx.app.inject({ method: 'GET', url: '/api/result-corrections' })).json().data).toHaveLength(
      logBefore,
    );
    // Still the admin's: the provider's different result waits for the back office.
    expect(await w.poll('cards-fixed')).toMatchObject({ pending: 1, corrections: 0 });
    expect(resultOf(await w.matchRow(imported.id))).toEqual([2, 1, '1', '2']);
    const [item] = await pendingItems();
    await w.api('POST', `/api/results-import/pending/${item.id}/dismiss`);
  });
  test('a decision made against a match another admin has changed since is refused (412), and changes nothing', async () => {
    // The provider's earlier results, decided already, are asked again from a clean slate.
    await w.api('PUT', `/api/matches/${imported.documentId}`, {
      team1_finalScore: 1,
      team2_finalScore: 0,
      correction_reason: 'Scorul din raportul arbitrului.',
    });
    await w.ctx.db.execute(sql`delete from import_pending where match_id = ${imported.id}`);
    expect(await w.poll('corrected')).toMatchObject({ pending: 1 });
    const [item] = await pendingItems();
    const decide = (action: 'accept' | 'dismiss', version: string) =>
      w.ctx.app.inject({
        method: 'POST',
        url: `/api/results-import/pending/${item.id}/${action}`,
        headers: { ...w.admin.headers, 'if-match': `"${version}"` },
        payload: { data: { reason: 'Confirmat după verificare.' } },
      });
    // Another admin corrects the match in another tab after this list was read.
    await w.api('PUT', `/api/matches/${imported.documentId}`, {
      team1_finalScore: 4,
      team2_finalScore: 4,
      correction_reason: 'Altă foaie de joc.',
    });
    for (const action of ['accept', 'dismiss'] as const) {
      const stale = await decide(action, item.match.updatedAt);
      expect(stale.statusCode).toBe(412);
      expect(stale.json().error.message).toBe(
        'Datele au fost modificate între timp de altcineva. Reîncarcă pentru a vedea versiunea nouă.',
      );
    }
    const [, , cards, corners] = resultOf(await w.matchRow(imported.id));
    expect(resultOf(await w.matchRow(imported.id))).toEqual([4, 4, cards, corners]);
    expect((await pendingItems()).map((p) => p.id)).toEqual([item.id]);
    // Read again, the decision goes through against the match as it is now.
    const [fresh] = await pendingItems();
    expect(fresh.match.updatedAt).not.toBe(item.match.updatedAt);
    expect((await decide('accept', fresh.match.updatedAt)).statusCode).toBe(200);
    expect(resultOf(await w.matchRow(imported.id))).toEqual([2, 2, '1', '1']);
  });
});

describe('the turn, across instances', () => {
  test('two instances due at once: one polls, the other does not', async () => {
    const second = await testApp({ now: NOW, env: importEnv(w.replay.url), database: w.ctx.database });
    try {
      await w.ctx.db.execute(sql`update import_state set next_poll_at = now() - interval '1 minute' where id = 1`);
      const asked = w.replay.requests.length;
      const outcomes = await Promise.all([
        runImport(w.ctx.app.services, false),
        runImport(second.app.services, false),
        runImport(w.ctx.app.services, false),
      ]);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      expect(w.replay.requests.length).toBe(asked + 1);
      // Not due again before RESULTS_POLL_MS; an admin's "Importă acum" still polls.
      expect((await runImport(second.app.services, false)).ran).toBe(false);
      expect((await runImport(second.app.services, true)).ran).toBe(true);
    } finally {
      await second.close();
    }
  });

  test('the turn is held for JOB_LEASE_MS, extended while the poll runs, and given back at once when it fails', async () => {
    // A provider that takes the request and never answers; the polling instance's lease is 600 ms.
    const held: ServerResponse[] = [];
    const silent = createServer((_req, res) => held.push(res));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const second = await testApp({
      now: NOW,
      env: { ...importEnv(url), JOB_LEASE_MS: '600', RESULTS_TIMEOUT_MS: '2500' },
      database: w.ctx.database,
    });
    const heldFor = async () => {
      const [row] = await rowsOf<{ ms: number }>(
        w.ctx.db,
        sql`select extract(epoch from running_until - now()) * 1000 as ms from import_state where id = 1`,
      );
      return row.ms === null ? null : Number(row.ms);
    };
    try {
      const polling = runImport(second.app.services, true);
      await expect.poll(() => held.length, { timeout: 2_000 }).toBe(1);
      // Held for the lease, not for minutes: a killed instance's turn passes within it.
      expect(await heldFor()).toBeLessThanOrEqual(600);
      // Alive, the poll keeps extending it: past the lease, no other instance takes the turn.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(await heldFor()).toBeGreaterThan(0);
      expect((await runImport(w.ctx.app.services, true)).ran).toBe(false);
      // The provider never answers: the poll fails at RESULTS_TIMEOUT_MS and gives the turn back at once.
      const outcome = await polling;
      expect(outcome).toMatchObject({ ran: true, error: importFailures.timeout(2_500) });
      expect(await heldFor()).toBeNull();
      expect(await w.status()).toMatchObject({ running: false, lastError: importFailures.timeout(2_500) });
      expect((await runImport(w.ctx.app.services, true)).ran).toBe(true);
    } finally {
      silent.closeAllConnections();
      silent.close();
      await second.close();
    }
  });

  test('a turn left held by a poll that never ended it is taken once it runs out, and the poll says so', async () => {
    // What a killed instance leaves: its turn, held until its last extension's lease runs out, nobody to end it.
    await w.ctx.db.execute(sql`update import_state set running_by = 'killed-instance',
                               running_until = now() - interval '1 millisecond' where id = 1`);
    const { data } = await w.api('POST', '/api/results-import/run');
    expect(data).toMatchObject({ ran: true, error: null });
    expect(data.summary.notes).toEqual([importNotes.resumed]);
    // A poll ended normally leaves nothing to resume.
    expect((await w.api('POST', '/api/results-import/run')).data.summary.notes).toEqual([]);
  });

  test('a provider failure is recorded for the back office, never thrown', async () => {
    w.replay.once({ status: 200, body: 'not json' });
    const { data } = await w.api('POST', '/api/results-import/run');
    expect(data.error).toBe(importFailures.notJson);
    expect(await w.status()).toMatchObject({ lastError: importFailures.notJson, running: false });
  });

  test('a budget spent midway stops the poll within it: no request past the limit, the error recorded', async () => {
    // One request left this minute: the fixtures take it, the statistics the moved score needs are not asked (the
    // provider's score is new to the import: no earlier look is remembered).
    await w.ctx.db.execute(sql`update import_state set minute_start = now(), minute_count = 999 where id = 1`);
    await w.ctx.db
      .update(matches)
      .set({ statsCheckedAt: null, statsCheckedKey: null })
      .where(eq(matches.id, imported.id));
    const asked = w.replay.requests.length;
    const before = resultOf(await w.matchRow(imported.id));
    w.replay.scenario = 'corrected';
    const { data } = await w.api('POST', '/api/results-import/run');
    expect(data).toMatchObject({ ran: true, summary: { fixtures: 2, pending: 0 } });
    expect(data.error).toBe(importFailures.budget);
    expect(w.replay.requests.slice(asked).map((r) => r.path)).toEqual(['/fixtures']);
    expect((await w.api('GET', '/api/results-import/pending')).data).toEqual([]);
    expect(resultOf(await w.matchRow(imported.id))).toEqual(before);
  });

  test("the schedule: both instances' clocks look, one job polls once, then nothing until the next turn", async () => {
    const second = await testApp({ now: NOW, env: importEnv(w.replay.url), database: w.ctx.database });
    const errors: unknown[] = [];
    await w.ctx.db.execute(sql`update import_state set next_poll_at = now() - interval '1 second', minute_count = 0,
                               blocked_until = null where id = 1`);
    const asked = w.replay.requests.length;
    const stops = [
      startResultsClock(w.ctx.app.services, (e) => errors.push(e)),
      startResultsClock(second.app.services, (e) => errors.push(e)),
    ];
    try {
      const fixturesAsked = () => w.replay.requests.slice(asked).filter((r) => r.path === '/fixtures').length;
      await expect.poll(fixturesAsked, { timeout: 10_000 }).toBe(1);
      await w.ctx.app.services.jobs.drain();
      await second.app.services.jobs.drain();
      expect(fixturesAsked()).toBe(1);
      expect(await pollDue(w.ctx.db)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      for (const stop of stops) stop();
      await second.close();
    }
  });
});
