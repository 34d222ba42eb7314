import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { announcements } from '../../db/tables/announcements.table.ts';
import { comments, communityPosts, postLikes } from '../../db/tables/community.table.ts';
import { liveScores } from '../../db/tables/live.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { dailySlipPicks, dailySlips, roundSlipPicks, roundSlips } from '../../db/tables/slips.table.ts';
import { storeFile } from '../../modules/uploads/uploads.service.ts';
import {
  createLeague,
  createMatch,
  createPrivateLeague,
  createRound,
  createTeam,
  createUser,
  type TestUser,
} from '../factories.ts';
import { type TestContext, testApp } from '../test-app.ts';
import type { Identity } from './access-table.ts';

// The world every authorisation test runs in: real rows, so that routes with :id get ids that exist.
// Rows an allowed call destroys or changes (deleted teams, approved posts...) are spares of their own,
// so the other routes' targets stay as described here.

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 24 * 3600_000;

type Account = Exclude<Identity, 'visitor'>;
type WorldUser = TestUser & { phone: string };

async function png(shade: number) {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: shade % 256, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

async function insertPost(ctx: TestContext, userId: number, text: string, approved: boolean) {
  const [row] = await ctx.db.insert(communityPosts).values({ userId, text, approved }).returning();
  return row;
}

export async function buildWorld() {
  const ctx = await testApp({ now: NOW });
  const { db } = ctx;
  const services = ctx.app.services;
  const league = await createLeague(db, NOW);
  const [teamA, teamB, teamC] = league.teams;
  /** A fixture account, with the phone it was made with (the leak checks look for it in answers). */
  const account = async (opts: Parameters<typeof createUser>[1] & { phone: string }) => ({
    ...(await createUser(ctx, opts)),
    phone: opts.phone,
  });
  const users: Record<Account, WorldUser> = {
    unverified: await account({ username: 'nou', verified: false, phone: '+40721000009' }),
    playerA: await account({ username: 'ana', phone: '+40721000001', favTeamId: teamA.id }),
    playerB: await account({ username: 'bogdan', phone: '+40721000002' }),
    admin: await account({ username: 'sef', role: 'admin', phone: '+40721000003' }),
  };
  const { playerA: a, playerB: b } = users;
  /** Accounts the admin's calls edit, adjust and delete. */
  const victims = {
    edit: await account({ username: 'victima', phone: '+40721000004' }),
    remove: await account({ username: 'plecat', phone: '+40721000005' }),
  };

  const thirdRound = await createRound(db, 'Etapa 3');
  const spareRounds = {
    edit: await createRound(db, 'Etapa de redenumit'),
    remove: await createRound(db, 'Etapa goală'),
  };
  const spareTeams = {
    edit: await createTeam(db, 'Echipa de redenumit'),
    remove: await createTeam(db, 'Echipa de șters'),
  };
  const match = (roundId: number, days: number) =>
    createMatch(db, { roundId, team1Id: teamA.id, team2Id: teamC.id, date: new Date(NOW.getTime() + days * DAY) });
  const matches = {
    open: league.currentMatches[0],
    closed: league.pastMatches[0],
    /** One free match per player for POST /api/predictions. */
    toPredict: league.currentMatches[1],
    inThirdRound: await match(thirdRound.id, 10),
    edit: await match(thirdRound.id, 11),
    remove: await match(thirdRound.id, 12),
    /** Kicked off, no result: the back office may give it a live score. */
    live: await match(thirdRound.id, -1),
    /** Live already: the back office may end it. */
    liveEnd: await match(thirdRound.id, -1),
  };
  await db.insert(liveScores).values({ matchId: matches.liveEnd.id, homeGoals: 1, awayGoals: 1, updatedAt: NOW });

  const [aOpen, aClosed] = await db
    .insert(predictions)
    .values([
      { userId: a.id, matchId: matches.open.id, type: 'score', team1: 2, team2: 1 },
      { userId: a.id, matchId: matches.closed.id, type: 'score', team1: 1, team2: 1, points: 0 },
    ])
    .returning();

  const posts = {
    aPending: await insertPost(ctx, a.id, 'Postarea Anei, în așteptare', false),
    aToApprove: await insertPost(ctx, a.id, 'A doua postare a Anei', false),
    aApproved: await insertPost(ctx, a.id, 'Hai Craiova!', true),
    toDelete: await insertPost(ctx, b.id, 'O postare de șters', true),
  };
  await db.insert(postLikes).values({ postId: posts.aApproved.id, userId: a.id });
  await db.update(communityPosts).set({ likes: 1 }).where(eq(communityPosts.id, posts.aApproved.id));
  await db.insert(comments).values({ postId: posts.aApproved.id, userId: a.id, commentText: 'Primul!' });

  const own = async (user: TestUser, shade: number) =>
    (await storeFile(services, await png(shade), 'f.png', user.id)).id;
  const files = {
    /** Unattached uploads: A's is the one B must not delete; B's is the one the admin deletes. */
    aLoose: await own(a, 10),
    bLoose: await own(b, 20),
    /** One image per account for PUT /api/user/me. */
    avatar: {
      unverified: await own(users.unverified, 30),
      playerA: await own(a, 40),
      playerB: await own(b, 50),
      admin: await own(users.admin, 60),
    } satisfies Record<Account, number>,
  };

  const slip = async (roundId: number, matchId: number) => {
    const [row] = await db.insert(roundSlips).values({ roundId }).returning();
    await db.insert(roundSlipPicks).values({ slipId: row.id, matchId, expectedResult: '1', odd: 1.5 });
    return row;
  };
  const daily = async (date: string) => {
    const [row] = await db.insert(dailySlips).values({ date }).returning();
    const pick = { team1Id: teamA.id, team2Id: teamB.id, matchDate: NOW, expectedResult: 'X', odd: 3.1 };
    await db.insert(dailySlipPicks).values({ slipId: row.id, ...pick });
    return row;
  };
  const slips = {
    round: await slip(league.current.id, matches.open.id),
    roundToDelete: await slip(league.past.id, matches.closed.id),
    daily: await daily('2026-11-20'),
    dailyToDelete: await daily('2026-11-19'),
  };
  const [announcement, announcementToDelete] = await db
    .insert(announcements)
    .values([
      { title: 'Premii etapa 2', slug: 'premii-etapa-2', content: '<p>Felicitări!</p>', roundId: league.current.id },
      { title: 'De șters', slug: 'de-sters', content: '' },
    ])
    .returning();

  /** Private leagues: A owns `main` with B as a member; `joinable` is another player's, for the join calls. */
  const privateLeagues = {
    main: await createPrivateLeague(db, a.id, [b.id], 'Liga Anei'),
    joinable: await createPrivateLeague(db, victims.edit.id, [], 'Liga deschisă'),
  };

  let counter = 0;
  return {
    ctx,
    services,
    users,
    victims,
    league,
    teams: { a: teamA, b: teamB, c: teamC, ...spareTeams },
    rounds: { current: league.current, past: league.past, third: thirdRound, ...spareRounds },
    matches,
    predictions: { aOpen, aClosed },
    posts,
    files,
    slips,
    announcements: { main: announcement, toDelete: announcementToDelete },
    privateLeagues,
    /** A number never answered before, for unique names, e-mails and phones. */
    next: () => ++counter,
    /** A new match of the current round, open for predictions. */
    freshMatch: () => match(league.current.id, 2),
    png,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export const headersOf = (w: World, who: Identity): Record<string, string> =>
  who === 'visitor' ? {} : w.users[who].headers;
