import { eq } from 'drizzle-orm';
import { ROLE_IDS } from '../../domain/limits.ts';
import type { Conn } from '../db/client.ts';
import { teams, users } from '../db/tables/core.table.ts';
import { leagueMembers, leagues } from '../db/tables/leagues.table.ts';
import { matches } from '../db/tables/matches.table.ts';
import { rounds } from '../db/tables/rounds.table.ts';
import { tokenService } from '../http/jwt.ts';
import { hashPassword } from '../http/password.ts';
import { newLeagueCode } from '../modules/leagues/leagues.service.ts';
import { startSession } from '../modules/sessions/sessions.service.ts';
import type { TestContext } from './test-app.ts';
import { bearer } from './test-app.ts';

// Test worlds are built straight in the database: fast, and independent of the endpoints under test.

export const TEST_PASSWORD = 'parola-de-test-1';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  jwt: string;
  headers: { authorization: string };
}

/** What the factories need of a test app: its database and secret, and its clock when there is an app. */
type FactoryContext = Pick<TestContext, 'db' | 'config'> & { app?: TestContext['app'] };

/** A session opened as a login opens it, on the app's clock (so the test clock moves its idle and total limits). */
const openSession = (ctx: FactoryContext, user: { id: number; tokenVersion: number }) =>
  startSession({ tokens: tokenService(ctx.config.jwtSecret), now: ctx.app?.services.now }, ctx.db, user);

export async function createUser(
  ctx: FactoryContext,
  opts: {
    username: string;
    role?: 'predictor' | 'admin';
    verified?: boolean;
    email?: string;
    phone?: string;
    favTeamId?: number;
  },
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = opts.email ?? `${opts.username.toLowerCase()}@test.prezice.ro`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username: opts.username,
      email,
      phone: opts.phone ?? null,
      passwordHash: await passwordHash,
      roleId: opts.role === 'admin' ? ROLE_IDS.admin : ROLE_IDS.predictor,
      phoneVerified: opts.verified ?? true,
      favTeamId: opts.favTeamId ?? null,
    })
    .returning({ id: users.id, documentId: users.documentId, tokenVersion: users.tokenVersion });
  const jwt = await openSession(ctx, row);
  return { id: row.id, documentId: row.documentId, username: opts.username, email, jwt, headers: bearer(jwt) };
}

/** The headers of a new session of an existing account (another device logging in). */
export async function newSessionHeaders(ctx: FactoryContext, userId: number) {
  const [row] = await ctx.db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return bearer(await openSession(ctx, row));
}

export async function createTeam(db: Conn, name: string) {
  const [row] = await db.insert(teams).values({ name }).returning();
  return row;
}

export async function createRound(db: Conn, name: string, current = false) {
  const [row] = await db.insert(rounds).values({ name, current }).returning();
  return row;
}

/** Makes this round the only current one (straight in the database: no totals are derived again). */
export async function makeCurrentRound(db: Conn, roundId: number) {
  await db.update(rounds).set({ current: false }).where(eq(rounds.current, true));
  await db.update(rounds).set({ current: true }).where(eq(rounds.id, roundId));
}

export async function createMatch(
  db: Conn,
  values: {
    roundId: number;
    team1Id: number;
    team2Id: number;
    date: Date;
    team1FinalScore?: number | null;
    team2FinalScore?: number | null;
    finalCards?: string | null;
    finalCorners?: string | null;
  },
) {
  const [row] = await db.insert(matches).values(values).returning();
  return row;
}

/** A small league: n teams, a finished round and a current round with n/2 matches each. */
export async function createLeague(db: Conn, now: Date, n = 4) {
  const teamRows = [];
  for (let i = 0; i < n; i++) teamRows.push(await createTeam(db, `Echipa ${String.fromCharCode(65 + i)}`));
  const past = await createRound(db, 'Etapa 1');
  const current = await createRound(db, 'Etapa 2', true);
  const pastMatches = [];
  const currentMatches = [];
  for (let i = 0; i < n; i += 2) {
    pastMatches.push(
      await createMatch(db, {
        roundId: past.id,
        team1Id: teamRows[i].id,
        team2Id: teamRows[i + 1].id,
        date: new Date(now.getTime() - (7 - i) * 24 * 3600_000),
        team1FinalScore: 2,
        team2FinalScore: 1,
        finalCards: '1',
        finalCorners: 'X',
      }),
    );
    currentMatches.push(
      await createMatch(db, {
        roundId: current.id,
        team1Id: teamRows[i + 1].id,
        team2Id: teamRows[i].id,
        date: new Date(now.getTime() + (i + 1) * 24 * 3600_000),
      }),
    );
  }
  return { teams: teamRows, past, current, pastMatches, currentMatches };
}

/** A private league owned by `ownerId`, its owner and `memberIds` its members (joined in that order). */
export async function createPrivateLeague(db: Conn, ownerId: number, memberIds: number[] = [], name = 'Liga de test') {
  const [row] = await db.insert(leagues).values({ name, ownerId, code: newLeagueCode() }).returning();
  const start = Date.now();
  const joined = [ownerId, ...memberIds].map((userId, i) => ({
    leagueId: row.id,
    userId,
    joinedAt: new Date(start + i),
  }));
  await db.insert(leagueMembers).values(joined);
  return row;
}
