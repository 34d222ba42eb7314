import sharp from 'sharp';
import { formatKickoff } from '../../../domain/csv-kickoff.ts';
import { importPending, providerTeams } from '../../db/tables/results-import.table.ts';
import { issueResetCode } from '../../modules/auth/password.service.ts';
import { createCsvImport } from '../../modules/csv/csv-import.service.ts';
import { unsubscribeToken } from '../../modules/reminders/unsubscribe-token.service.ts';
import { createMatch, createRound, createTeam, createUser, makeCurrentRound, type TestUser } from '../factories.ts';
import { multipartBody, multipartHeaders } from '../multipart.ts';
import { lastSmsCode } from '../outbox.ts';
import type { TestContext } from '../test-app.ts';

// A small world of its own for each fuzzed endpoint, built with the API where that is the simplest way to get
// real rows: a fuzz run may delete or rewrite what it finds, so no endpoint's run sees another's leftovers.

const DAY = 24 * 3600_000;
let worlds = 0;

export interface FuzzWorld {
  admin: TestUser;
  /** A verified predictor: the caller of 'user' and 'verified' routes. */
  player: TestUser;
  /** A predictor the admin routes on users act on. */
  target: TestUser;
  /** Unverified, with an SMS code sent (code given), and one without any code yet. */
  unverified: { documentId: string; code: string };
  fresh: { documentId: string };
  /** teams[4] is used by nothing. */
  teams: { id: number; documentId: string }[];
  /** rounds[0] has matches[0..1] and the round slip; rounds[1] has matches[2..3] (3 kicked off) and no slip; rounds[2] is empty. */
  rounds: { id: number; documentId: string }[];
  matches: { id: number; documentId: string }[];
  prediction: string;
  post: string;
  roundSlip: string;
  dailySlip: string;
  announcement: string;
  /** A private league the player owns, with `target` as a member, and its invite code. */
  league: { documentId: string; code: string };
  /** An image the player uploaded, attached to nothing. */
  fileId: number;
  /** A phone number no account has. */
  newPhone: string;
  /** A password-reset code of `target`, valid for an hour. */
  resetCode: string;
  /** The token of the player's reminder e-mails' unsubscribe link. */
  unsubscribeToken: string;
  /** A CSV import's preview, ready to apply: a new match in rounds[2]. */
  csvImport: string;
  /** The results import: a provider team seen, and a provider result waiting for the back office. */
  providerTeam: string;
  pendingImport: number;
  tag: string;
  now: Date;
}

/** A provider team the import saw, and the provider's result of a kicked-off match waiting for the back office. */
async function importRows(ctx: TestContext, tag: string, matchId: number) {
  const providerTeam = `${tag}-furnizor`;
  await ctx.db.insert(providerTeams).values({ providerId: providerTeam, name: `Echipa furnizorului ${tag}` });
  const none = { team1: null, team2: null, cards: null, corners: null };
  const [pending] = await ctx.db
    .insert(importPending)
    .values({
      matchId,
      providerKey: '1-0|1|2',
      stored: none,
      provider: { team1: 1, team2: 0, cards: '1', corners: '2' },
    })
    .returning();
  return { providerTeam, pendingImport: pending.id };
}

let png: Promise<Buffer> | undefined;
/** A tiny real PNG, made once. */
export const tinyPng = () => {
  png ??= sharp({ create: { width: 4, height: 3, channels: 3, background: '#d62828' } })
    .png()
    .toBuffer();
  return png;
};

async function call(ctx: TestContext, user: TestUser | null, method: 'POST' | 'PUT', url: string, payload: unknown) {
  const res = await ctx.app.inject({ method, url, headers: user?.headers ?? {}, payload: payload as object });
  if (res.statusCode >= 300) throw new Error(`World setup: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  return res.json();
}

const phoneOf = (n: number) => `+407${String(20_000_000 + n).padStart(8, '0')}`;

export async function buildWorld(ctx: TestContext): Promise<FuzzWorld> {
  const n = ++worlds;
  const tag = `w${n}`;
  const now = new Date();
  const admin = await createUser(ctx, { username: `${tag}_admin`, role: 'admin' });
  const player = await createUser(ctx, { username: `${tag}_player`, phone: phoneOf(n * 10) });
  const target = await createUser(ctx, { username: `${tag}_target`, phone: phoneOf(n * 10 + 1) });
  const waiting = await createUser(ctx, { username: `${tag}_wait`, verified: false, phone: phoneOf(n * 10 + 2) });
  const fresh = await createUser(ctx, { username: `${tag}_fresh`, verified: false, phone: phoneOf(n * 10 + 3) });
  await call(ctx, null, 'POST', '/api/auth/resend-sms', { userId: waiting.documentId });
  const code = lastSmsCode(ctx.config.dataDir, phoneOf(n * 10 + 2));
  if (!code) throw new Error('World setup: no SMS code in the outbox');

  const teams = [];
  for (const name of ['Alfa', 'Beta', 'Gama', 'Delta', 'Epsilon'])
    teams.push(await createTeam(ctx.db, `${name} ${tag}`));
  const rounds = [];
  for (const i of [1, 2, 3]) rounds.push(await createRound(ctx.db, `Etapa ${tag}-${i}`));
  // Only the current round's matches take predictions: the world's prediction is on the first round.
  await makeCurrentRound(ctx.db, rounds[0].id);
  const pairs = [
    [0, 1, 0],
    [2, 3, 0],
    [0, 2, 1],
  ];
  const matches = [];
  for (const [i, [a, b, r]] of pairs.entries()) {
    matches.push(
      await createMatch(ctx.db, {
        roundId: rounds[r].id,
        team1Id: teams[a].id,
        team2Id: teams[b].id,
        date: new Date(now.getTime() + (3 + i) * DAY),
      }),
    );
  }
  // matches[3]: kicked off an hour ago, no result (a live score may be given).
  matches.push(
    await createMatch(ctx.db, {
      roundId: rounds[1].id,
      team1Id: teams[1].id,
      team2Id: teams[3].id,
      date: new Date(now.getTime() - DAY / 24),
    }),
  );

  const boundary = `----fuzz-world-${tag}`;
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...player.headers, ...multipartHeaders(boundary) },
    payload: multipartBody([{ filename: 'poza.png', contentType: 'image/png', data: await tinyPng() }], {}, boundary),
  });
  if (uploaded.statusCode !== 201) throw new Error(`World setup: upload answered ${uploaded.statusCode}`);
  const fileId = uploaded.json()[0].id as number;

  const prediction = await call(ctx, player, 'POST', '/api/predictions', {
    data: { type: 'score', team1: 1, team2: 0, match: matches[0].documentId },
  });
  const post = await call(ctx, player, 'POST', '/api/community-feed', { data: { text: `Salut din ${tag}` } });
  await call(ctx, admin, 'PUT', `/api/community-posts/${post.data.documentId}`, { data: { approved: true } });
  await call(ctx, player, 'POST', `/api/community-feed/${post.data.documentId}/comments`, { data: { text: 'Bravo' } });
  const roundSlip = await call(ctx, admin, 'POST', '/api/round-slips', {
    data: {
      round: rounds[0].documentId,
      predictions: [{ expectedResult: '1', odd: 1.5, matches: matches[0].documentId }],
    },
  });
  const dailySlip = await call(ctx, admin, 'POST', '/api/daily-slips', validDailySlip(teams, now));
  const announcement = await call(ctx, admin, 'POST', '/api/announcements', {
    data: { title: `Anunț ${tag}`, content: '<p>Câștigătorii etapei</p>', round: rounds[0].documentId },
  });
  const league = await call(ctx, player, 'POST', '/api/leagues', { data: { name: `Liga ${tag}` } });
  const { providerTeam, pendingImport } = await importRows(ctx, tag, matches[3].id);
  await call(ctx, target, 'POST', '/api/leagues/join', { data: { code: league.data.code } });
  const fixture = `Etapa ${tag}-3,Epsilon ${tag},Alfa ${tag},${formatKickoff(new Date(now.getTime() + 9 * DAY))}`;
  const csvFile = {
    kind: 'fixtures' as const,
    fileName: 'meciuri.csv',
    bytes: Buffer.from(`etapa,gazde,oaspeti,data\n${fixture}\n`),
  };
  const csvImport = await createCsvImport(ctx.app.services, csvFile, admin.id);

  return {
    admin,
    player,
    target,
    unverified: { documentId: waiting.documentId, code },
    fresh: { documentId: fresh.documentId },
    unsubscribeToken: unsubscribeToken(ctx.config.jwtSecret, player.documentId),
    teams,
    rounds,
    matches,
    prediction: prediction.data.documentId,
    post: post.data.documentId,
    roundSlip: roundSlip.data.documentId,
    dailySlip: dailySlip.data.documentId,
    announcement: announcement.data.documentId,
    csvImport: csvImport.id,
    league: { documentId: league.data.documentId, code: league.data.code },
    fileId,
    newPhone: phoneOf(n * 10 + 4),
    resetCode: await issueResetCode(ctx.app.services, target.id),
    providerTeam,
    pendingImport,
    tag,
    now,
  };
}

export function validDailySlip(teams: { documentId: string }[], now: Date) {
  return {
    data: {
      date: new Date(now.getTime() + DAY).toISOString().slice(0, 10),
      predictions: [
        {
          expectedResult: '1X',
          odd: 1.25,
          team1Id: teams[0].documentId,
          team2Id: teams[1].documentId,
          match_date: new Date(now.getTime() + DAY).toISOString(),
        },
      ],
    },
  };
}
