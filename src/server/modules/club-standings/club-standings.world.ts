import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clubStandingsResponseSchema } from '../../../domain/club-standings.schemas.ts';
import { users } from '../../db/tables/core.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { clubStandingsSettled } from './club-standings.cache.ts';

// The clubs' test world, as data: each fan with their club, season and round points, and what they predicted
// (a match of a past round, of the current round, both or none).

type Played = 'past' | 'round' | 'both' | 'none';
type Fan = [username: string, club: string, points: number, currentPoints: number, played: Played];

const CLUBS = ['FCSB', 'Rapid', 'Dinamo', 'Farul', 'Petrolul', 'UTA'] as const;

const FANS: Fan[] = [
  // FCSB: 6 active in the season (average 50.00), 3 in the round; Lulu never predicted.
  ['Fane', 'FCSB', 100, 30, 'both'],
  ['gigi', 'FCSB', 80, 0, 'past'],
  ['Horia', 'FCSB', 60, 20, 'round'],
  ['ion', 'FCSB', 40, 0, 'past'],
  ['Jean', 'FCSB', 20, 10, 'both'],
  ['kiki', 'FCSB', 0, 0, 'past'],
  ['Lulu', 'FCSB', 500, 0, 'none'],
  // Rapid: 6 active in the season (50.00, as FCSB), 5 in the round (22.00).
  ['mara', 'Rapid', 90, 40, 'both'],
  ['Nelu', 'Rapid', 60, 40, 'round'],
  ['oana', 'Rapid', 30, 10, 'round'],
  ['Paul', 'Rapid', 30, 0, 'past'],
  ['Radu', 'Rapid', 40, 20, 'round'],
  ['Sanda', 'Rapid', 50, 0, 'round'],
  // Dinamo: 7 active in the season (50.00), two best at 71 (alin before Bogdan, ignoring case); 5 in the round.
  ['alin', 'Dinamo', 71, 50, 'both'],
  ['Bogdan', 'Dinamo', 71, 0, 'both'],
  ['Costel', 'Dinamo', 50, 0, 'round'],
  ['dan', 'Dinamo', 50, 0, 'round'],
  ['Emil', 'Dinamo', 40, 0, 'round'],
  ['florin', 'Dinamo', 38, 0, 'past'],
  ['Geo', 'Dinamo', 30, 0, 'past'],
  // Farul: 5 active (70.40 in the season, 10.00 in the round).
  ['Ada', 'Farul', 80, 10, 'both'],
  ['Bia', 'Farul', 75, 10, 'both'],
  ['Cami', 'Farul', 70, 10, 'both'],
  ['Dora', 'Farul', 65, 10, 'both'],
  ['Ema', 'Farul', 62, 10, 'both'],
  // Petrolul: the best average, but only 4 active fans.
  ['Pit1', 'Petrolul', 100, 50, 'both'],
  ['Pit2', 'Petrolul', 100, 50, 'both'],
  ['Pit3', 'Petrolul', 100, 50, 'both'],
  ['Pit4', 'Petrolul', 100, 50, 'both'],
];

export interface ClubWorld {
  teams: Record<string, { id: number; documentId: string }>;
  fans: Record<string, TestUser>;
  admin: TestUser;
  round: { id: number; documentId: string; name: string };
  /** A match of the current round that every round-active fan predicted 1-0 (score), kicked off 3 hours ago. */
  roundMatch: { id: number; documentId: string };
}

async function predict(ctx: TestContext, userId: number, matchId: number) {
  await ctx.db.insert(predictions).values({ userId, matchId, type: 'score', team1: 1, team2: 0 });
}

export async function buildClubWorld(ctx: TestContext, now: Date): Promise<ClubWorld> {
  const teams: ClubWorld['teams'] = {};
  for (const name of CLUBS) teams[name] = await createTeam(ctx.db, name);
  const past = await createRound(ctx.db, 'Etapa 1');
  const round = await createRound(ctx.db, 'Etapa 2', true);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  const pastMatch = await createMatch(ctx.db, {
    roundId: past.id,
    team1Id: teams.UTA.id,
    team2Id: teams.Farul.id,
    date: hoursAgo(7 * 24),
  });
  const roundMatch = await createMatch(ctx.db, {
    roundId: round.id,
    team1Id: teams.Dinamo.id,
    team2Id: teams.UTA.id,
    date: hoursAgo(3),
  });
  const fans: ClubWorld['fans'] = {};
  for (const [username, club, points, currentPoints, played] of FANS) {
    const user = await createUser(ctx, { username, favTeamId: teams[club].id });
    await ctx.db.update(users).set({ points, currentPoints }).where(eq(users.id, user.id));
    if (played === 'past' || played === 'both') await predict(ctx, user.id, pastMatch.id);
    if (played === 'round' || played === 'both') await predict(ctx, user.id, roundMatch.id);
    fans[username] = user;
  }
  // An admin fan with the most points and both predictions: never counted.
  const admin = await createUser(ctx, { username: 'Sefu', role: 'admin', favTeamId: teams.FCSB.id });
  await ctx.db.update(users).set({ points: 1000, currentPoints: 100 }).where(eq(users.id, admin.id));
  await predict(ctx, admin.id, pastMatch.id);
  await predict(ctx, admin.id, roundMatch.id);
  return { teams, fans, admin, round, roundMatch };
}

/** GET /api/club-standings as a visitor, checked against the schema. */
export async function clubStandings(ctx: TestContext, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/club-standings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return clubStandingsResponseSchema.parse(res.json());
}

/** The standings once every count asked for so far is stored and read. */
export async function settledStandings(ctx: TestContext, query = '') {
  await clubStandingsSettled(ctx.app.services);
  return clubStandings(ctx, query);
}

/** '1 Farul 70.4 5/5 Ada': rank (or '-'), club, score, active fans / fans, best fan. */
export const lines = (body: Awaited<ReturnType<typeof clubStandings>>) =>
  body.data.map(
    (c) => `${c.rank ?? '-'} ${c.team.name} ${c.score ?? '-'} ${c.activeFans}/${c.fans} ${c.bestFan?.username ?? '-'}`,
  );
