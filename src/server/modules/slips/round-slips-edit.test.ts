import { beforeAll, describe, expect, test } from 'vitest';
import { oneOf } from '../../../domain/media.schemas.ts';
import { roundSlipSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import { createMatch, createRound, newSessionHeaders } from '../../test/factories.ts';
import {
  admin,
  ctx,
  fan,
  get,
  HOUR,
  league,
  type MatchRow,
  m1,
  NOW,
  pick,
  post,
  put,
  send,
  useRoundSlipsWorld,
} from './round-slips.world.ts';

// The slip of the round: editing, the status toggle, deleting, and who may write (round-slips.test.ts: the rest).

useRoundSlipsWorld();
describe('editing, the status toggle and deleting', () => {
  let slip: { documentId: string };
  let e1: MatchRow; // in 1 day
  let e2: MatchRow; // in 2 days
  let e3: MatchRow; // in 3 days

  beforeAll(async () => {
    const round = await createRound(ctx.db, 'Etapa editare');
    const at = (hours: number, i: number) =>
      createMatch(ctx.db, {
        roundId: round.id,
        team1Id: league.teams[i].id,
        team2Id: league.teams[(i + 1) % 4].id,
        date: new Date(+NOW + hours * HOUR),
      });
    [e1, e2, e3] = [await at(24, 0), await at(48, 1), await at(72, 2)];
    const res = await post({ round: round.documentId, predictions: [pick(e1, 1.5), pick(e2, 2)] });
    slip = { documentId: res.json().data.documentId };
  });

  test('the status cycles null → true → false → null, each PUT sending only won', async () => {
    const seen: unknown[] = [];
    for (const won of [true, false, null]) {
      const res = await put(slip.documentId, { won });
      expect(res.statusCode).toBe(200);
      const data = oneOf(roundSlipSchema).parse(res.json()).data;
      seen.push(data.won);
      expect(data.predictions).toHaveLength(2);
    }
    expect(seen).toEqual([true, false, null]);
  });

  test('predictions are replaced as a whole on edit', async () => {
    const res = await put(slip.documentId, { predictions: [pick(e3, 1.25, '2')] });
    expect(res.statusCode).toBe(200);
    const data = oneOf(roundSlipSchema).parse(res.json()).data;
    expect(data.predictions.map((p) => [p.expectedResult, p.odd, p.matches[0].documentId])).toEqual([
      ['2', 1.25, e3.documentId],
    ]);
    expect(data.totalOdds).toBe(1.25);
  });

  test('a pick already on the slip may stay after its kickoff; a newly added started match may not', async () => {
    expect((await put(slip.documentId, { predictions: [pick(e1, 1.5), pick(e3, 2)] })).statusCode).toBe(200);
    ctx.clock.set(new Date(+NOW + 50 * HOUR)); // e1 and e2 have started, e3 has not
    // An admin who logs in then (the session of the world's admin would be 50 hours old: an admin's lasts 12).
    const late = { ...admin, headers: await newSessionHeaders(ctx, admin.id) };
    const kept = await put(slip.documentId, { predictions: [pick(e1, 1.6), pick(e3, 2)] }, late);
    const added = await put(slip.documentId, { predictions: [pick(e1, 1.6), pick(e2, 2)] }, late);
    ctx.clock.set(NOW);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.totalOdds).toBe(3.2);
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toBe(slipMessages.matchStarted);
  });

  test('the round cannot change on edit, and the edit rules hold', async () => {
    const moved = await put(slip.documentId, { round: league.current.documentId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe('Etapa biletului nu se poate schimba.');
    const otherRound = await put(slip.documentId, { predictions: [pick(m1, 2)] });
    expect(otherRound.json().error.message).toBe(slipMessages.matchOtherRound);
    const twice = await put(slip.documentId, { predictions: [pick(e1, 2), pick(e1, 2)] });
    expect(twice.json().error.message).toBe(slipMessages.matchTwice);
    expect((await put('z'.repeat(24), { won: true })).statusCode).toBe(404);
  });

  test('deleting a match deletes its picks (the foreign key cascades) and the total follows', async () => {
    const before = (await get(`/api/round-slips/${slip.documentId}`)).json().data;
    expect(before.predictions.map((p: { matches: { documentId: string }[] }) => p.matches[0].documentId)).toEqual([
      e1.documentId,
      e3.documentId,
    ]);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/matches/${e1.documentId}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const after = oneOf(roundSlipSchema).parse((await get(`/api/round-slips/${slip.documentId}`)).json()).data;
    expect(after.predictions.map((p) => p.matches[0].documentId)).toEqual([e3.documentId]);
    expect(after.totalOdds).toBe(2);
  });

  test('DELETE answers 204, then the slip is gone', async () => {
    const res = await send('DELETE', `/api/round-slips/${slip.documentId}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/api/round-slips/${slip.documentId}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/round-slips/${slip.documentId}`, admin)).statusCode).toBe(404);
  });
});

describe('only an admin writes', () => {
  const id = 'a'.repeat(24);
  test.each([
    ['POST', '/api/round-slips'],
    ['PUT', `/api/round-slips/${id}`],
    ['DELETE', `/api/round-slips/${id}`],
  ] as const)('%s %s: a visitor gets 401 and a player 403, before any validation', async (method, url) => {
    const visitor = await send(method, url, null, { nonsense: true });
    expect(visitor.statusCode).toBe(401);
    const player = await send(method, url, fan, { nonsense: true });
    expect(player.statusCode).toBe(403);
  });
});
