import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { versionMessages, versionTag } from '../../domain/versions.ts';
import { communityPosts } from '../db/tables/community.table.ts';
import {
  createMatch,
  createPrivateLeague,
  createRound,
  createTeam,
  createUser,
  type TestUser,
} from '../test/factories.ts';
import { type TestContext, testApp } from '../test/test-app.ts';

// Every document the back office edits, read with its version and written against it: a write whose If-Match
// names an old version is refused (412, Strapi's error shape) and changes nothing, a delete too; without If-Match
// a write goes through as it always has. Writes fired at once against one version let exactly one through, on
// PGlite and on PostgreSQL (where they really run side by side, each in its own connection).

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;
const N = 12;

let ctx: TestContext;
let admin: TestUser;
let player: TestUser;
let teams: { id: number; documentId: string }[];
let serial = 0;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  admin = await createUser(ctx, { username: 'moderator', role: 'admin' });
  player = await createUser(ctx, { username: 'jucator' });
  teams = [await createTeam(ctx.db, 'Alfa'), await createTeam(ctx.db, 'Beta')];
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, ifMatch?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...admin.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(payload ? { payload } : {}),
  });
/** The document of an answer: Strapi's envelope, or the bare account of users-permissions. */
const docOf = (res: LightMyRequestResponse) => {
  const body = res.json();
  return 'data' in body ? body.data : body;
};
const created = async (res: Promise<LightMyRequestResponse>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return docOf(answer);
};
const expectStale = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(412);
  expect(res.json()).toEqual({
    data: null,
    error: { status: 412, name: 'PreconditionFailedError', message: versionMessages.stale, details: {} },
  });
};

interface Kind {
  name: string;
  /** Makes a document; answers its path ('/api/teams/:id'). */
  create: () => Promise<string>;
  /** The body of the i-th write. */
  body: (i: number) => object;
  /** What the i-th write sets, as a read of the document shows it. */
  shows: (doc: Record<string, unknown>) => unknown;
  expected: (i: number) => unknown;
  deleteStatus: number;
}

const nextRoundWithMatch = async () => {
  const round = await createRound(ctx.db, `Etapa ${++serial}`);
  const match = await createMatch(ctx.db, {
    roundId: round.id,
    team1Id: teams[0].id,
    team2Id: teams[1].id,
    date: new Date(NOW.getTime() + 3 * DAY),
  });
  return { round, match };
};

const kinds: Kind[] = [
  {
    name: 'team',
    create: async () =>
      `/api/teams/${(await created(call('POST', '/api/teams', { data: { name: `Echipa ${++serial}` } }))).documentId}`,
    body: (i) => ({ data: { name: `Redenumită ${i}` } }),
    shows: (d) => d.name,
    expected: (i) => `Redenumită ${i}`,
    deleteStatus: 204,
  },
  {
    name: 'round',
    create: async () =>
      `/api/rounds/${(await created(call('POST', '/api/rounds', { data: { name: `Etapa ${++serial}` } }))).documentId}`,
    body: (i) => ({ data: { name: `Etapa redenumită ${i}` } }),
    shows: (d) => d.name,
    expected: (i) => `Etapa redenumită ${i}`,
    deleteStatus: 204,
  },
  {
    name: 'match',
    create: async () => `/api/matches/${(await nextRoundWithMatch()).match.documentId}`,
    body: (i) => ({ data: { date: new Date(NOW.getTime() + (4 + i) * DAY).toISOString() } }),
    shows: (d) => d.date,
    expected: (i) => new Date(NOW.getTime() + (4 + i) * DAY).toISOString(),
    deleteStatus: 204,
  },
  (() => {
    let matchDocumentId = '';
    return {
      name: 'round slip',
      create: async () => {
        const { round, match } = await nextRoundWithMatch();
        matchDocumentId = match.documentId;
        const body = {
          data: {
            round: round.documentId,
            predictions: [{ expectedResult: '1', odd: 1.5, matches: match.documentId }],
          },
        };
        return `/api/round-slips/${(await created(call('POST', '/api/round-slips', body))).documentId}`;
      },
      body: (i: number) => ({
        data: { predictions: [{ expectedResult: `P${i}`, odd: 1.5, matches: matchDocumentId }] },
      }),
      shows: (d: Record<string, unknown>) => (d.predictions as { expectedResult: string }[])[0].expectedResult,
      expected: (i: number) => `P${i}`,
      deleteStatus: 204,
    };
  })(),
  {
    name: 'daily slip',
    create: async () => {
      const day = new Date(NOW.getTime() + DAY);
      const pick = (expectedResult: string) => ({
        expectedResult,
        odd: 1.25,
        team1Id: teams[0].documentId,
        team2Id: teams[1].documentId,
        match_date: day.toISOString(),
      });
      const body = { data: { date: day.toISOString().slice(0, 10), predictions: [pick('1X')] } };
      return `/api/daily-slips/${(await created(call('POST', '/api/daily-slips', body))).documentId}`;
    },
    body: (i) => ({ data: { date: new Date(NOW.getTime() + (2 + i) * DAY).toISOString().slice(0, 10) } }),
    shows: (d) => d.date,
    expected: (i) => new Date(NOW.getTime() + (2 + i) * DAY).toISOString().slice(0, 10),
    deleteStatus: 204,
  },
  {
    name: 'announcement',
    create: async () => {
      const body = { data: { title: `Anunț ${++serial}`, content: '<p>Câștigătorii etapei</p>' } };
      return `/api/announcements/${(await created(call('POST', '/api/announcements', body))).documentId}`;
    },
    body: (i) => ({ data: { title: `Titlu ${i}` } }),
    shows: (d) => d.title,
    expected: (i) => `Titlu ${i}`,
    deleteStatus: 204,
  },
  {
    name: 'community post',
    create: async () => {
      const [post] = await ctx.db
        .insert(communityPosts)
        .values({ userId: player.id, text: `Postare ${++serial}` })
        .returning();
      return `/api/community-posts/${post.documentId}`;
    },
    body: (i) => ({ data: { approved: i % 2 === 0 } }),
    shows: (d) => d.approved,
    expected: (i) => i % 2 === 0,
    deleteStatus: 204,
  },
  (() => {
    // Usernames are unique: each account's writes name it after itself.
    let tag = 0;
    return {
      name: 'account',
      create: async () => {
        tag = ++serial;
        return `/api/users/${(await createUser(ctx, { username: `cont_${tag}` })).id}`;
      },
      body: (i: number) => ({ username: `redenumit_${tag}_${i}` }),
      shows: (d: Record<string, unknown>) => d.username,
      expected: (i: number) => `redenumit_${tag}_${i}`,
      deleteStatus: 200,
    };
  })(),
  {
    name: 'league',
    create: async () => {
      const owner = await createUser(ctx, { username: `proprietar_${++serial}` });
      return `/api/leagues/${(await createPrivateLeague(ctx.db, owner.id, [], `Liga ${serial}`)).documentId}`;
    },
    body: (i) => ({ data: { name: `Liga redenumită ${i}` } }),
    shows: (d) => d.name,
    expected: (i) => `Liga redenumită ${i}`,
    deleteStatus: 204,
  },
];

describe.each(kinds)('$name', (kind) => {
  test('the read carries its version; a write against an old one is refused and changes nothing', async () => {
    const path = await kind.create();
    const read = await call('GET', path);
    expect(read.statusCode).toBe(200);
    const opened = read.headers.etag as string;
    expect(opened).toBe(versionTag(docOf(read).updatedAt));

    const first = await call('PUT', path, kind.body(1), opened);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.headers.etag as string;
    expect(saved).toBe(versionTag(docOf(first).updatedAt));
    expect(saved).not.toBe(opened);

    expectStale(await call('PUT', path, kind.body(2), opened));
    const after = await call('GET', path);
    expect(kind.shows(docOf(after))).toEqual(kind.expected(1));
    expect(after.headers.etag).toBe(saved);

    // The specification's own clients send no If-Match: their writes go through as before.
    const plain = await call('PUT', path, kind.body(3));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(kind.shows(docOf(await call('GET', path)))).toEqual(kind.expected(3));
  });

  test('a delete against an old version is refused and the document stays; against the current one it goes', async () => {
    const path = await kind.create();
    const opened = (await call('GET', path)).headers.etag as string;
    expect((await call('PUT', path, kind.body(1), opened)).statusCode).toBe(200);
    expectStale(await call('DELETE', path, undefined, opened));
    const still = await call('GET', path);
    expect(still.statusCode).toBe(200);
    expect((await call('DELETE', path, undefined, still.headers.etag as string)).statusCode).toBe(kind.deleteStatus);
    expect((await call('GET', path)).statusCode).toBe(404);
  });

  test(`${N} writes at once against one version: exactly one goes through, and it is the one stored`, async () => {
    const path = await kind.create();
    const opened = (await call('GET', path)).headers.etag as string;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => call('PUT', path, kind.body(i), opened)));
    const won = answers.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectStale(r);
    const stored = await call('GET', path);
    expect(kind.shows(docOf(stored))).toEqual(kind.expected(won[0]));
    expect(stored.headers.etag).toBe(answers[won[0]].headers.etag);
  });
});

describe('a live score', () => {
  const started = async () => {
    const round = await createRound(ctx.db, `Etapa live ${++serial}`);
    const match = await createMatch(ctx.db, {
      roundId: round.id,
      team1Id: teams[0].id,
      team2Id: teams[1].id,
      date: new Date(NOW.getTime() - 30 * 60_000),
    });
    return `/api/matches/${match.documentId}/live`;
  };
  const score = (home: number) => ({ data: { homeGoals: home, awayGoals: 0 } });

  test('an update against the live score another admin has changed since is refused; so is ending it', async () => {
    const path = await started();
    const first = await call('PUT', path, score(0));
    expect(first.statusCode).toBe(200);
    const seen = first.headers.etag as string;
    expect(seen).toBe(versionTag(docOf(first).updatedAt));
    const other = await call('PUT', path, score(1), seen);
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(seen);
    expectStale(await call('PUT', path, score(0), seen));
    expectStale(await call('DELETE', path, undefined, seen));
    expect(docOf(await call('PUT', path, score(2), other.headers.etag as string)).homeGoals).toBe(2);
  });

  test(`${N} updates at once against one live score: exactly one goes through`, async () => {
    const path = await started();
    const seen = (await call('PUT', path, score(0))).headers.etag as string;
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => call('PUT', path, score(i + 1), seen)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectStale(r);
  });
});
