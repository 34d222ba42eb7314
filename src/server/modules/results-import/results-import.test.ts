import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import { type ImportTeam, importNotes } from '../../../domain/results-import.schemas.ts';
import { users } from '../../db/tables/core.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { pointAdjustments, predictions } from '../../db/tables/predictions.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import { REPLAY_FIXTURES, REPLAY_TEAMS } from '../../test/api-football-replay.ts';
import { createRound, createUser, newSessionHeaders, type TestUser } from '../../test/factories.ts';
import { recomputeTotals } from '../scoring/scoring.service.ts';
import { CFR, CRAIOVA, FCSB, type ImportWorld, importWorld, NOW, RAPID, resultOf } from './results-import.world.ts';

// The import end to end on the server: fixtures become matches once their teams are mapped, and a finished
// fixture's result, then the provider's correction of it, score exactly as the same results typed by an admin.

let w: ImportWorld;
const players: TestUser[] = [];
let twin: { id: number; documentId: string };
let imported: { id: number; documentId: string };

const liveNow = async () => (await w.ctx.app.inject({ method: 'GET', url: '/api/live' })).json().data;

/** Every prediction's points and favourite bonus on a match, by player and type. */
async function scoresOf(matchId: number) {
  const preds = await w.ctx.db.select().from(predictions).where(eq(predictions.matchId, matchId));
  const bonuses = await w.ctx.db
    .select()
    .from(pointAdjustments)
    .where(and(eq(pointAdjustments.matchId, matchId), eq(pointAdjustments.kind, 'bonus')));
  return {
    points: Object.fromEntries(preds.map((p) => [`${p.userId}:${p.type}`, p.points])),
    rescored: Object.fromEntries(preds.map((p) => [`${p.userId}:${p.type}`, p.rescoredAt !== null])),
    bonuses: Object.fromEntries(bonuses.map((b) => [b.userId, b.points]).sort()),
  };
}
/** The players' totals are what recomputing them from scratch gives. */
async function expectTotalsConsistent() {
  const read = () =>
    w.ctx.db.select({ id: users.id, p: users.points, c: users.currentPoints }).from(users).orderBy(users.id);
  const before = await read();
  await w.ctx.db.transaction((tx) =>
    recomputeTotals(
      tx,
      players.map((p) => p.id),
    ),
  );
  expect(await read()).toEqual(before);
}

beforeAll(async () => {
  w = await importWorld();
});
afterAll(() => w.close());

describe('fixtures and teams', () => {
  test('unknown teams are kept and their fixtures wait', async () => {
    expect(await w.poll('new-fixtures')).toMatchObject({ fixtures: 2, created: 0, waiting: 2 });
    expect(await w.status()).toMatchObject({ enabled: true, provider: 'API-Football', unknownTeams: 4, pending: 0 });
    const seen: ImportTeam[] = (await w.api('GET', '/api/results-import/teams')).data;
    expect(seen.map((t) => [t.name, t.team])).toEqual(expect.arrayContaining(REPLAY_TEAMS.map((t) => [t.name, null])));
    expect(seen[0].logo).toMatch(/^https:\/\/media\.api-sports\.io\//);
  });

  test('mapping: to one of ours or to a new team; bad mappings refused', async () => {
    await w.api('PUT', `/api/results-import/teams/${FCSB.id}`, {}, 400);
    await w.api('PUT', `/api/results-import/teams/${FCSB.id}`, { team: 'a'.repeat(24) }, 400);
    await w.api('PUT', '/api/results-import/teams/999999', { create: true }, 404);
    await w.mapAll();
    const seen: ImportTeam[] = (await w.api('GET', '/api/results-import/teams')).data;
    expect(seen.find((t) => t.name === 'FCSB')?.team).toEqual({ documentId: w.ours.FCSB.documentId, name: 'FCSB' });
    expect(seen.find((t) => t.name === RAPID.name)?.team?.name).toBe('Rapid București');
    expect((await w.status()).unknownTeams).toBe(0);
  });

  test('the next poll imports them: a new match in "Etapa 12", an admin\'s match linked, not duplicated', async () => {
    const etapa = await createRound(w.ctx.db, 'Etapa 12');
    // The admin had typed Craiova – Rapid already, an hour off the provider's kickoff.
    const [typed] = await w.ctx.db
      .insert(matches)
      .values({
        team1Id: w.ours[CRAIOVA.name].id,
        team2Id: w.ours[RAPID.name].id,
        roundId: etapa.id,
        date: new Date(NOW.getTime() + 2 * 86_400_000 + 2 * 3_600_000),
      })
      .returning();
    expect(await w.poll()).toMatchObject({ created: 1, linked: 1, rescheduled: 1, waiting: 0 });
    const rows = await w.ctx.db.select().from(matches).orderBy(matches.id);
    expect(rows).toHaveLength(2);
    const first = rows.find((m) => m.providerFixtureId === String(REPLAY_FIXTURES[0]))!;
    imported = first;
    expect(first).toMatchObject({ roundId: etapa.id, team1Id: w.ours.FCSB.id, team2Id: w.ours[CFR.name].id });
    expect(first.date.toISOString()).toBe('2025-10-18T09:00:00.000Z');
    // The linked match took the provider's kickoff (3 h after the first).
    expect((await w.matchRow(typed.id)).date.toISOString()).toBe('2025-10-18T12:00:00.000Z');
    const listed = await w.ctx.app.inject({ method: 'GET', url: '/api/matches?pagination[pageSize]=50' });
    expect(listed.json().data.map((m: { documentId: string }) => m.documentId)).toContain(first.documentId);
    expect(await w.poll()).toMatchObject({ created: 0, linked: 0, rescheduled: 0 });
    expect(await w.poll('rescheduled')).toMatchObject({ rescheduled: 1 });
    expect((await w.matchRow(typed.id)).date.toISOString()).toBe('2025-10-19T12:00:00.000Z');
    expect(await w.ctx.db.select().from(rounds).where(eq(rounds.name, 'Etapa 12'))).toHaveLength(1);
  });

  test('a fixture in play gives its match a live score (goals and minute); cards and corners unknown', async () => {
    // The provider has it kicked off 63 minutes ago (both kickoffs move back to the provider's).
    expect(await w.poll('live')).toMatchObject({ live: 1, rescheduled: 2 });
    expect(await liveNow()).toMatchObject([
      { match: { documentId: imported.documentId }, homeGoals: 1, awayGoals: 0, minute: 63, homeCards: null },
    ]);
  });
});

describe('results', () => {
  beforeAll(async () => {
    const other = await createRound(w.ctx.db, 'Etapa 40');
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: w.admin.headers,
      payload: {
        data: {
          team1: w.ours.FCSB.documentId,
          team2: w.ours[CFR.name].documentId,
          round: other.documentId,
          date: new Date(NOW.getTime() + 40 * 86_400_000).toISOString(),
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    twin = res.json().data;
    const picks: [number, number][] = [
      [2, 1],
      [2, 2],
      [1, 0],
      [0, 3],
    ];
    for (const [i, [g1, g2]] of picks.entries()) {
      const favTeamId = i === 0 ? w.ours.FCSB.id : i === 1 ? w.ours[CFR.name].id : undefined;
      const p = await createUser(w.ctx, { username: `jucator${i}`, favTeamId });
      players.push(p);
      for (const matchId of [imported.id, twin.id]) {
        await w.ctx.db.insert(predictions).values([
          { userId: p.id, matchId, type: 'score', team1: g1, team2: g2 },
          { userId: p.id, matchId, type: 'cards', team1: i % 2, team2: 0 },
          { userId: p.id, matchId, type: 'corners', team1: 0, team2: i % 2 },
        ]);
      }
    }
  });

  test('a finished fixture with half a score sets no result, and the poll says why', async () => {
    const summary = await w.poll('half-score');
    expect(summary).toMatchObject({ results: 0, corrections: 0, pending: 0 });
    const why =
      'FCSB – CFR Cluj: furnizorul dă doar jumătate de scor (2 – ?), așa că rezultatul nu a fost salvat. Completează ambele scoruri sau niciunul.';
    expect(why).toBe(importNotes.halfScore('FCSB', 'CFR Cluj', { home: 2, away: null }));
    expect(summary.notes).toEqual([why]);
    expect(resultOf(await w.matchRow(imported.id))).toEqual([null, null, null, null]);
    expect((await w.status()).lastSummary?.notes).toEqual([why]);
    const scored = await w.ctx.db.select().from(predictions).where(eq(predictions.matchId, imported.id));
    expect(scored.every((p) => p.points === null)).toBe(true);
  });

  test('a finished fixture without statistics sets the score; cards and corners wait', async () => {
    expect(await w.poll('finished-no-stats')).toMatchObject({ results: 1, statsMissing: 1, corrections: 0 });
    expect(resultOf(await w.matchRow(imported.id))).toEqual([2, 1, null, null]);
    expect((await w.matchRow(imported.id)).resultSource).toBe('import');
    // The result ends the live state, as an admin's does.
    expect(await liveNow()).toEqual([]);
  });

  test("the statistics then fill cards and corners (not a correction), scoring exactly as an admin's result", async () => {
    expect(await w.poll('finished')).toMatchObject({ results: 1, corrections: 0 });
    const m = await w.matchRow(imported.id);
    expect(resultOf(m)).toEqual([2, 1, '1', '2']);
    expect(m.correctedAt).toBeNull();
    await w.api('PUT', `/api/matches/${twin.documentId}`, {
      team1_finalScore: 2,
      team2_finalScore: 1,
      final_cards: '1',
      final_corners: '2',
    });
    const [a, b] = [await scoresOf(imported.id), await scoresOf(twin.id)];
    expect(a).toEqual(b);
    expect(Object.values(a.points).some((p) => (p ?? 0) > 0)).toBe(true);
    expect(Object.keys(a.bonuses)).toHaveLength(1);
    await expectTotalsConsistent();
    // Polled again, nothing changes and no statistics are asked for.
    const asked = w.replay.requests.length;
    expect(await w.poll()).toMatchObject({ results: 0, corrections: 0, pending: 0 });
    expect(w.replay.requests.length).toBe(asked + 1);
  });

  test("the provider's correction is applied by the import, logged with its reason, and re-scores", async () => {
    expect(await w.poll('corrected')).toMatchObject({ corrections: 1, results: 0 });
    const m = await w.matchRow(imported.id);
    expect(resultOf(m)).toEqual([2, 2, '1', '1']);
    expect(m.resultSource).toBe('import');
    expect(m.correctedAt).not.toBeNull();
    const log: Correction[] = (await w.ctx.app.inject({ method: 'GET', url: '/api/result-corrections' })).json().data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      match: { documentId: imported.documentId },
      old: { team1: 2, team2: 1, cards: '1', corners: '2' },
      new: { team1: 2, team2: 2, cards: '1', corners: '1' },
      reason: 'Rezultat actualizat de furnizorul de date (API-Football).',
      by: { kind: 'import', provider: 'API-Football' },
    });
    expect(log[0].rescored).toBeGreaterThan(0);
    expect(log[0].pointsMoved).toBeGreaterThan(0);
    // The same correction typed by an admin on the twin moves the same points.
    await w.api('PUT', `/api/matches/${twin.documentId}`, {
      team1_finalScore: 2,
      team2_finalScore: 2,
      final_corners: '1',
      correction_reason: 'Aceeași corectare, de mână.',
    });
    const [a, b] = [await scoresOf(imported.id), await scoresOf(twin.id)];
    expect(a).toEqual(b);
    const twinLog: Correction[] = (
      await w.ctx.app.inject({ method: 'GET', url: `/api/result-corrections?match=${twin.documentId}` })
    ).json().data;
    expect([twinLog[0].rescored, twinLog[0].pointsMoved]).toEqual([log[0].rescored, log[0].pointsMoved]);
    await expectTotalsConsistent();
  });

  test("a look at the statistics that finds nothing new keeps the match's version (an open form is not stale)", async () => {
    const etag = async () =>
      (await w.ctx.app.inject({ method: 'GET', url: `/api/matches/${imported.documentId}` })).headers.etag;
    const before = await etag();
    expect(before).toBeTruthy();
    const asked = w.replay.requests.length;
    w.ctx.clock.advance(6 * 3_600_000);
    w.admin.headers = await newSessionHeaders(w.ctx, w.admin.id);
    expect(await w.poll('corrected')).toMatchObject({ corrections: 0, results: 0 });
    // The fixtures and the statistics were both asked: a look was made, and noted on the match.
    expect(w.replay.requests.length).toBe(asked + 2);
    expect((await w.matchRow(imported.id)).statsCheckedAt).not.toBeNull();
    expect(await etag()).toBe(before);
  });

  test('a late fix of the cards alone is seen at the next look within the days after kickoff, and logged', async () => {
    // Asked just now with the correction: the next poll does not ask the statistics again.
    let asked = w.replay.requests.length;
    expect(await w.poll('cards-fixed')).toMatchObject({ corrections: 0 });
    expect(w.replay.requests.length).toBe(asked + 1);
    // Six hours later it does, and the provider's new cards are a correction by the import. (The admin who asks
    // then logs in again: six idle hours end an admin's session.)
    w.ctx.clock.advance(6 * 3_600_000);
    w.admin.headers = await newSessionHeaders(w.ctx, w.admin.id);
    expect(await w.poll()).toMatchObject({ corrections: 1 });
    expect(resultOf(await w.matchRow(imported.id))).toEqual([2, 2, '2', '1']);
    const log: Correction[] = (
      await w.ctx.app.inject({ method: 'GET', url: `/api/result-corrections?match=${imported.documentId}` })
    ).json().data;
    expect(log[0]).toMatchObject({
      old: { team1: 2, team2: 2, cards: '1', corners: '1' },
      new: { team1: 2, team2: 2, cards: '2', corners: '1' },
      by: { kind: 'import' },
    });
    await expectTotalsConsistent();
    // Three days after kickoff, a complete result's statistics are not asked again.
    w.ctx.clock.advance(6 * 86_400_000);
    w.admin.headers = await newSessionHeaders(w.ctx, w.admin.id);
    asked = w.replay.requests.length;
    expect(await w.poll()).toMatchObject({ corrections: 0, results: 0 });
    expect(w.replay.requests.length).toBe(asked + 1);
  });
});
