import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listOf, oneOf } from '../../../domain/media.schemas.ts';
import { dailySlipSchema, slipMessages } from '../../../domain/slips.schemas.ts';
import { createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let admin: TestUser;
let fan: TestUser;
let unverified: TestUser;
type Team = Awaited<ReturnType<typeof createTeam>>;
let rapid: Team;
let dinamo: Team;
let fcsb: Team;
let cfr: Team;

const pick = (t1: Team, t2: Team, odd: number, extra: Record<string, unknown> = {}) => ({
  expectedResult: '1',
  odd,
  team1Id: t1.documentId,
  team2Id: t2.documentId,
  match_date: '2026-11-20T18:00:00.000Z',
  ...extra,
});
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, data?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(data === undefined ? {} : { payload: { data } as object }),
  });
const post = (data: unknown) => send('POST', '/api/daily-slips', admin, data);
const put = (documentId: string, data: unknown) => send('PUT', `/api/daily-slips/${documentId}`, admin, data);
const list = (query = '', user: TestUser = fan) => send('GET', `/api/daily-slips${query}`, user);

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  [rapid, dinamo, fcsb, cfr] = [
    await createTeam(ctx.db, 'Rapid'),
    await createTeam(ctx.db, 'Dinamo'),
    await createTeam(ctx.db, 'FCSB'),
    await createTeam(ctx.db, 'CFR Cluj'),
  ];
  admin = await createUser(ctx, { username: 'admin', role: 'admin' });
  fan = await createUser(ctx, { username: 'fan' });
  unverified = await createUser(ctx, { username: 'nou', verified: false });
});
afterAll(() => ctx.close());

describe('creating and reading a daily slip', () => {
  let slipId: string;

  test('POST answers 201 with the date, the status, the total and the picks in order with both teams', async () => {
    const res = await post({
      date: '2026-11-20',
      predictions: [
        pick(rapid, dinamo, 1.85),
        pick(fcsb, cfr, 2.1, { expectedResult: 'GG', match_date: '2026-11-20T21:30:00+02:00' }),
        pick(cfr, rapid, 1.5, { expectedResult: 'X', match_won: true }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const data = oneOf(dailySlipSchema).parse(res.json()).data;
    slipId = data.documentId;
    expect(res.json().meta).toEqual({});
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['createdAt', 'date', 'documentId', 'id', 'predictions', 'publishedAt', 'totalOdds', 'updatedAt', 'won'].sort(),
    );
    expect(data).toMatchObject({ date: '2026-11-20', won: null, totalOdds: 5.83 });
    expect(
      data.predictions.map((p) => [p.team1.name, p.team2.name, p.expectedResult, p.odd, p.match_date, p.match_won]),
    ).toEqual([
      ['Rapid', 'Dinamo', '1', 1.85, '2026-11-20T18:00:00.000Z', null],
      ['FCSB', 'CFR Cluj', 'GG', 2.1, '2026-11-20T19:30:00.000Z', null],
      ['CFR Cluj', 'Rapid', 'X', 1.5, '2026-11-20T18:00:00.000Z', true],
    ]);
    expect(data.predictions[0].team1).toMatchObject({ documentId: rapid.documentId, emblem: null });
  });

  test('team1 and team2 are also accepted as a documentId or a connect', async () => {
    const res = await post({
      date: '2026-11-21',
      won: null,
      predictions: [
        {
          expectedResult: '2',
          odd: 3,
          team1: rapid.documentId,
          team2: { connect: [fcsb.documentId] },
          match_date: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.predictions[0].team1.name).toBe('Rapid');
    expect(res.json().data.predictions[0].team2.name).toBe('FCSB');
    expect((await send('DELETE', `/api/daily-slips/${res.json().data.documentId}`, admin)).statusCode).toBe(204);
  });

  test('any logged-in account reads the list and one slip; a visitor gets 401', async () => {
    for (const user of [fan, unverified, admin]) {
      const res = await list('', user);
      expect(res.statusCode).toBe(200);
      expect(
        listOf(dailySlipSchema)
          .parse(res.json())
          .data.map((s) => s.documentId),
      ).toEqual([slipId]);
    }
    const one = await send('GET', `/api/daily-slips/${slipId}`, fan);
    expect(one.statusCode).toBe(200);
    expect(oneOf(dailySlipSchema).parse(one.json()).data.totalOdds).toBe(5.83);
    expect((await send('GET', '/api/daily-slips', null)).statusCode).toBe(401);
    expect((await send('GET', `/api/daily-slips/${slipId}`, null)).statusCode).toBe(401);
    expect((await send('GET', `/api/daily-slips/${'z'.repeat(24)}`, fan)).statusCode).toBe(404);
  });

  test('a team used by a daily pick cannot be deleted: the pick keeps it', async () => {
    const res = await send('DELETE', `/api/teams/${dinamo.documentId}`, admin);
    expect(res.statusCode).toBe(400);
    const slip = (await send('GET', `/api/daily-slips/${slipId}`, fan)).json().data;
    expect(slip.predictions[0].team2).toMatchObject({ documentId: dinamo.documentId, name: 'Dinamo' });
  });
});

describe('the rules of a daily slip', () => {
  const FAKE = { documentId: 'q'.repeat(24), name: 'Nimeni' } as Team;
  test.each([
    ['no data', () => undefined, 'Missing "data" payload in the request body'],
    ['an unknown key', () => ({ date: '2026-11-20', predictions: [], title: 'x' }), 'Invalid key title'],
    ['no date', () => ({ predictions: [pick(rapid, dinamo, 2)] }), 'Alege data biletului.'],
    [
      'a date that does not exist',
      () => ({ date: '2026-02-30', predictions: [pick(rapid, dinamo, 2)] }),
      slipMessages.dateInvalid,
    ],
    ['no predictions', () => ({ date: '2026-11-20', predictions: [] }), slipMessages.predictionsRequired],
    [
      '31 predictions',
      () => ({ date: '2026-11-20', predictions: Array(31).fill(pick(rapid, dinamo, 2)) }),
      slipMessages.predictionsMax,
    ],
    [
      'the same team twice',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, rapid, 2)] }),
      'Echipele trebuie să fie diferite.',
    ],
    [
      'the same team by id and by documentId',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, 2, { team2Id: rapid.id })] }),
      'Echipele trebuie să fie diferite.',
    ],
    [
      'one team missing',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, 2, { team2Id: undefined })] }),
      'Alege ambele echipe.',
    ],
    [
      'a team that does not exist',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, FAKE, 2)] }),
      slipMessages.teamMissing,
    ],
    [
      'no match date',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, 2, { match_date: '' })] }),
      'Alege data și ora meciului.',
    ],
    [
      'a match date without a time zone',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, 2, { match_date: '2026-11-20T18:00' })] }),
      slipMessages.matchDateInvalid,
    ],
    ['an odd below 1', () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, 0.5)] }), 'Cota minimă este 1.'],
    [
      'an odd as a string',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, '2' as never)] }),
      slipMessages.oddNumber,
    ],
    [
      'a pick status that is not a boolean',
      () => ({ date: '2026-11-20', predictions: [pick(rapid, dinamo, 2, { match_won: 1 })] }),
      slipMessages.statusInvalid,
    ],
  ])('%s: 400 with a clear message', async (_, data, message) => {
    const res = await post(data());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.name).toBe('ValidationError');
    expect(res.json().error.message).toBe(message);
  });
});

describe('paging and sorting', () => {
  const dates = ['2026-11-10', '2026-11-14', '2026-11-12', '2026-11-11', '2026-11-13', '2026-11-15'];

  beforeAll(async () => {
    // Only the paging slips exist in this block.
    for (const s of (await list('?pageSize=100')).json().data) {
      await send('DELETE', `/api/daily-slips/${s.documentId}`, admin);
    }
    for (const date of dates)
      expect((await post({ date, predictions: [pick(rapid, dinamo, 2)] })).statusCode).toBe(201);
  });
  const datesOf = (res: { json(): { data: { date: string }[] } }) => res.json().data.map((s) => s.date);

  test('newest date first by default, 5 a page', async () => {
    const res = await list();
    expect(datesOf(res)).toEqual(['2026-11-15', '2026-11-14', '2026-11-13', '2026-11-12', '2026-11-11']);
    expect(res.json().meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 2, total: 6 });
  });

  test('top-level page and pageSize=2, as Anterior / Următor ask for them', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await list(`?sort=date:desc&page=${page}&pageSize=2`);
      expect(res.json().meta.pagination).toEqual({ page, pageSize: 2, pageCount: 3, total: 6 });
      pages.push(datesOf(res));
    }
    expect(pages).toEqual([
      ['2026-11-15', '2026-11-14'],
      ['2026-11-13', '2026-11-12'],
      ['2026-11-11', '2026-11-10'],
    ]);
    expect(datesOf(await list('?pagination[page]=2&pagination[pageSize]=2'))).toEqual(['2026-11-13', '2026-11-12']);
  });

  test('other sorts, the clamp and the refusals', async () => {
    expect(datesOf(await list('?sort=date:asc&pageSize=2'))).toEqual(['2026-11-10', '2026-11-11']);
    expect(datesOf(await list('?sortBy=date:asc&pageSize=2'))).toEqual(['2026-11-10', '2026-11-11']);
    expect((await list('?pageSize=500')).json().meta.pagination.pageSize).toBe(100);
    expect(datesOf(await list('?filters[date][$gte]=2026-11-14'))).toEqual(['2026-11-15', '2026-11-14']);
    for (const q of ['?sort=odd:desc', '?sortBy=secret', '?filters[team][$eq]=1', '?foo=1', '?populate=users']) {
      expect((await list(q)).statusCode, q).toBe(400);
    }
  });
});

describe('editing, the status toggle and deleting', () => {
  let slipId: string;
  beforeAll(async () => {
    const res = await post({ date: '2026-12-01', predictions: [pick(rapid, dinamo, 1.5), pick(fcsb, cfr, 2)] });
    slipId = res.json().data.documentId;
  });

  test('the status cycles null → true → false → null, each PUT sending only won', async () => {
    const seen: unknown[] = [];
    for (const won of [true, false, null]) {
      const res = await put(slipId, { won });
      expect(res.statusCode).toBe(200);
      const data = oneOf(dailySlipSchema).parse(res.json()).data;
      seen.push(data.won);
      expect(data.predictions).toHaveLength(2);
      expect(data.date).toBe('2026-12-01');
    }
    expect(seen).toEqual([true, false, null]);
  });

  test('the whole form replaces the date, the status and the picks with their results', async () => {
    const res = await put(slipId, {
      date: '2026-12-02',
      won: true,
      predictions: [pick(cfr, fcsb, 1.4, { match_won: true, match_date: '2026-12-02T10:00:00.000Z' })],
    });
    expect(res.statusCode).toBe(200);
    const data = oneOf(dailySlipSchema).parse(res.json()).data;
    expect(data).toMatchObject({ date: '2026-12-02', won: true, totalOdds: 1.4 });
    expect(data.predictions.map((p) => [p.team1.name, p.team2.name, p.match_won, p.match_date])).toEqual([
      ['CFR Cluj', 'FCSB', true, '2026-12-02T10:00:00.000Z'],
    ]);
  });

  test('edits follow the same rules; an unknown slip is a 404', async () => {
    const same = await put(slipId, { predictions: [pick(cfr, cfr, 2)] });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(slipMessages.sameTeams);
    expect((await put(slipId, { date: null })).json().error.message).toBe(slipMessages.dateRequired);
    expect((await put('z'.repeat(24), { won: true })).statusCode).toBe(404);
  });

  test('DELETE answers 204, then the slip is gone', async () => {
    const res = await send('DELETE', `/api/daily-slips/${slipId}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await send('GET', `/api/daily-slips/${slipId}`, fan)).statusCode).toBe(404);
  });
});

describe('only an admin writes', () => {
  const id = 'a'.repeat(24);
  test.each([
    ['POST', '/api/daily-slips'],
    ['PUT', `/api/daily-slips/${id}`],
    ['DELETE', `/api/daily-slips/${id}`],
  ] as const)('%s %s: a visitor gets 401 and a player 403, before any validation', async (method, url) => {
    expect((await send(method, url, null, { nonsense: true })).statusCode).toBe(401);
    expect((await send(method, url, fan, { nonsense: true })).statusCode).toBe(403);
  });
});
