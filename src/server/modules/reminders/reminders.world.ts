import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { pushPayloadSchema } from '../../../domain/reminders.schemas.ts';
import { users } from '../../db/tables/core.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { createMatch, createRound, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import type { PushService } from '../../test/push-service.ts';
import type { TestContext } from '../../test/test-app.ts';

// The reminder tests' world: a current round whose three matches share one deadline, players who predicted some
// of them, and the browsers (fake subscriptions of the local push service) they receive pushes in.

export const HOUR = 3_600_000;
/** The deadline of the three matches (kickoff 20:30 Bucharest time, predictions closing at 18:30). */
export const DEADLINE = new Date('2026-10-17T15:30:00.000Z');
/** The later match's deadline is this much after DEADLINE. */
export const LATER_MS = 22 * HOUR;

/** A VAPID key pair and the env a test app needs to push to the local push service. */
export function pushEnv() {
  const keys = webPush.generateVAPIDKeys();
  return {
    keys,
    env: {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:contact@prezice.test',
      PUSH_ALLOW_HTTP: 'true',
      PUBLIC_URL: 'https://prezice.test',
    },
  };
}

export async function reminderMatches(ctx: TestContext) {
  const names = ['Dinamo', 'FCSB', 'Rapid', 'CFR Cluj', 'Farul', 'Petrolul', 'Oțelul', 'UTA'];
  const teams: Awaited<ReturnType<typeof createTeam>>[] = [];
  for (const name of names) teams.push(await createTeam(ctx.db, name));
  const round = await createRound(ctx.db, 'Etapa 12', true);
  const kickoff = new Date(DEADLINE.getTime() + 2 * HOUR);
  const match = (t1: number, t2: number, date: Date, result: number | null = null) =>
    createMatch(ctx.db, {
      roundId: round.id,
      team1Id: teams[t1].id,
      team2Id: teams[t2].id,
      date,
      team1FinalScore: result,
      team2FinalScore: result,
    });
  const shared = [await match(0, 1, kickoff), await match(2, 3, kickoff), await match(4, 5, kickoff)];
  // A match of a deadline 22 h later (its first wave is looked for under 3 h before it), and one at the same
  // kickoff with a result (closed): never in these reminders.
  const later = await match(6, 7, new Date(kickoff.getTime() + LATER_MS));
  await match(1, 2, kickoff, 1);
  return { teams, round, shared, later };
}

/** A player with browsers subscribed through the API (as the client does). */
export async function playerWithBrowsers(
  ctx: TestContext,
  push: PushService,
  opts: { username: string; verified?: boolean; browsers?: number },
) {
  const user = await createUser(ctx, { username: opts.username, verified: true });
  const browsers = Array.from({ length: opts.browsers ?? 1 }, () => push.subscribe());
  for (const b of browsers) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/push-subscriptions',
      headers: user.headers,
      payload: { data: { endpoint: b.endpoint, expirationTime: null, keys: b.keys } },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  if (opts.verified === false) await ctx.db.update(users).set({ phoneVerified: false }).where(eq(users.id, user.id));
  return { ...user, browsers };
}

export async function predict(ctx: TestContext, user: TestUser, matchIds: number[]) {
  for (const matchId of matchIds) {
    await ctx.db.insert(predictions).values({ userId: user.id, matchId, type: 'score', team1: 1, team2: 0 });
  }
}

export async function setReminders(ctx: TestContext, user: TestUser, settings: Record<string, boolean>) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/reminders',
    headers: user.headers,
    payload: { data: { push: true, email: false, before24h: true, before3h: true, ...settings } },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** The decrypted pushes a browser received, checked against the contract's schema. */
export const pushesTo = (push: PushService, browser: { id: string }) =>
  push.received.filter((r) => r.subscriptionId === browser.id).map((r) => pushPayloadSchema.parse(r.payload));
