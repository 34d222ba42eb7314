import { describe, expect, test } from 'vitest';
import { listOf, oneOf } from '../../../domain/media.schemas.ts';
import { roundSlipSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import { createMatch, createRound, newSessionHeaders } from '../../test/factories.ts';
import {
  admin,
  ctx,
  get,
  HOUR,
  later,
  league,
  m1,
  m2,
  m3,
  NOW,
  nextMatch,
  nextRound,
  pick,
  post,
  rulesRound,
  started,
  useRoundSlipsWorld,
} from './round-slips.world.ts';

// The slip of the round: creating, reading and its rules (round-slips-edit.test.ts: editing, status, deleting).

useRoundSlipsWorld();
describe('creating and reading the slip of the round', () => {
  let slipId: string;

  test('POST answers 201 with the round, the picks in order, each match with its teams, and the total odds', async () => {
    const res = await post({
      round: { connect: [league.current.documentId] },
      predictions: [pick(m1, 1.85), pick(m2, 2.1, 'X'), pick(m3, 1.5, 'GG')],
    });
    expect(res.statusCode).toBe(201);
    const body = oneOf(roundSlipSchema).parse(res.json());
    expect(res.json().meta).toEqual({});
    slipId = body.data.documentId;
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['createdAt', 'documentId', 'id', 'predictions', 'publishedAt', 'round', 'totalOdds', 'updatedAt', 'won'].sort(),
    );
    expect(body.data).toMatchObject({
      won: null,
      totalOdds: 5.83,
      round: { documentId: league.current.documentId, name: 'Etapa 2', current: true },
    });
    expect(body.data.predictions.map((p) => [p.expectedResult, p.odd, p.matches.map((m) => m.documentId)])).toEqual([
      ['1', 1.85, [m1.documentId]],
      ['X', 2.1, [m2.documentId]],
      ['GG', 1.5, [m3.documentId]],
    ]);
    const match = body.data.predictions[0].matches[0];
    expect(match.team1.name).toBe('Echipa B');
    expect(match.team2.name).toBe('Echipa A');
    expect(match).toHaveProperty('team1.emblem', null);
    expect(match.round.current).toBe(true);
  });

  test('GET with filters[round][current][$eq]=true answers the current round slip to visitors', async () => {
    const other = await post({ round: nextRound.documentId, predictions: [pick(nextMatch, 3)] });
    expect(other.statusCode).toBe(201);
    const res = await get('/api/round-slips?filters[round][current][$eq]=true&populate=*');
    expect(res.statusCode).toBe(200);
    const body = listOf(roundSlipSchema).parse(res.json());
    expect(body.data.map((s) => s.documentId)).toEqual([slipId]);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
    expect(body.data[0].totalOdds).toBe(5.83);

    const all = listOf(roundSlipSchema).parse((await get('/api/round-slips?sort=createdAt:asc')).json());
    expect(all.data.map((s) => s.round.name)).toEqual(['Etapa 2', 'Etapa 3']);
    const byRound = (await get(`/api/round-slips?filters[round][documentId][$eq]=${nextRound.documentId}`)).json();
    expect(byRound.data.map((s: { totalOdds: number }) => s.totalOdds)).toEqual([3]);
    expect((await get('/api/round-slips?filters[won][$null]=true')).json().data).toHaveLength(2);
  });

  test('unknown filters, sorts and populates are a 400', async () => {
    for (const url of [
      '/api/round-slips?filters[secret][$eq]=1',
      '/api/round-slips?sort=odd:desc',
      '/api/round-slips?populate=users',
      '/api/round-slips?filters[round][current][$foo]=true',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
  });

  test('GET /api/round-slips/:documentId answers one slip, or 404', async () => {
    const res = await get(`/api/round-slips/${slipId}`);
    expect(res.statusCode).toBe(200);
    expect(oneOf(roundSlipSchema).parse(res.json()).data.predictions).toHaveLength(3);
    const missing = await get(`/api/round-slips/${'z'.repeat(24)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.name).toBe('NotFoundError');
  });

  test('a second slip for the round is refused with the spec message', async () => {
    const res = await post({ round: { connect: [league.current.documentId] }, predictions: [pick(m1, 2)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Există deja un bilet pentru această etapă');
  });

  test('concurrent creations for one round store exactly one slip (the unique index decides)', async () => {
    const round = await createRound(ctx.db, 'Etapa 4');
    const match = await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: league.teams[0].id,
      team2Id: league.teams[1].id,
      date: new Date(+NOW + 15 * 24 * HOUR),
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post({ round: round.documentId, predictions: [pick(match, 1.2)] })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error.message).toBe(slipMessages.duplicateRoundSlip);
    }
  });
});

describe('the rules of a slip', () => {
  test.each([
    ['a match of another round', () => [pick(m1, 2)], slipMessages.matchOtherRound],
    ['a match that has started', () => [pick(started, 2)], slipMessages.matchStarted],
    ['the same match twice', () => [pick(later, 3)], slipMessages.matchTwice],
    ['a match that does not exist', () => [pick({ documentId: 'q'.repeat(24) }, 2)], slipMessages.matchMissing],
  ])('%s is refused with a clear 400', async (_, picks, message) => {
    const res = await post({ round: rulesRound.documentId, predictions: [pick(later, 1.5), ...picks()] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  test('a started match is refused by the server clock: the same pick is accepted an hour earlier', async () => {
    const round = await createRound(ctx.db, 'Etapa ceas');
    const soon = await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: league.teams[2].id,
      team2Id: league.teams[3].id,
      date: new Date(+NOW + 30 * 60_000),
    });
    ctx.clock.set(new Date(+NOW + HOUR));
    // An admin who logs in then (the world's admin, idle for an hour, is logged out by then).
    const desk = { ...admin, headers: await newSessionHeaders(ctx, admin.id) };
    const late = await post({ round: round.documentId, predictions: [pick(soon, 2)] }, desk);
    ctx.clock.set(NOW);
    expect(late.json().error.message).toBe(slipMessages.matchStarted);
    expect((await post({ round: round.documentId, predictions: [pick(soon, 2)] })).statusCode).toBe(201);
  });

  // Refused by the schema (or, for the round, before any match is looked up): no real match needed.
  const FAKE = { documentId: 'm'.repeat(24) };
  const manyPicks = (n: number) => Array.from({ length: n }, () => pick(FAKE, 2));
  const R = 'r'.repeat(24);
  const only = (...predictions: unknown[]) => ({ round: R, predictions });
  test.each([
    ['no data', undefined, 'Missing "data" payload in the request body'],
    ['an unknown key', { round: 'x', predictions: [], foo: 1 }, 'Invalid key foo'],
    ['no round', { predictions: [pick(FAKE, 2)] }, 'Alege etapa.'],
    ['a round that does not exist', only(pick(FAKE, 2)), slipMessages.roundMissing],
    ['no predictions', only(), 'Adaugă cel puțin o predicție.'],
    ['31 predictions', { round: R, predictions: manyPicks(31) }, slipMessages.predictionsMax],
    ['10 000 predictions', { round: R, predictions: manyPicks(10_000) }, slipMessages.predictionsMax],
    ['an odd below 1', only(pick(FAKE, 0.99)), 'Cota minimă este 1.'],
    ['an odd as a string', only(pick(FAKE, '1.85' as never)), slipMessages.oddNumber],
    ['a NaN odd', only(pick(FAKE, 'NaN' as never)), slipMessages.oddNumber],
    ['a null odd', only(pick(FAKE, null as never)), slipMessages.oddNumber],
    ['an odd of 3 decimals', only(pick(FAKE, 1.855)), slipMessages.oddStep],
    ['a huge odd', only(pick(FAKE, 1e300)), slipMessages.oddMax],
    ['no expected result', only(pick(FAKE, 2, ' ')), 'Completează rezultatul așteptat.'],
    ['a long expected result', only(pick(FAKE, 2, 'x'.repeat(21))), slipMessages.expectedResultTooLong],
    ['no match', only({ expectedResult: '1', odd: 2, matches: { connect: [] } }), 'Alege meciul.'],
    ['a pick with an unknown key', only({ ...pick(FAKE, 2), points: 3 }), 'Invalid key points'],
    [
      'a status that is not a boolean',
      { round: R, predictions: [pick(FAKE, 2)], won: 'da' },
      slipMessages.statusInvalid,
    ],
  ])('%s: 400 with a clear message', async (_, data, message) => {
    const res = await post(data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
    expect(res.json().error.message).toBe(message);
  });
});
