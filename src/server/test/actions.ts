import { eq } from 'drizzle-orm';
import type { Conn } from '../db/client.ts';
import { users } from '../db/tables/core.table.ts';
import { predictions } from '../db/tables/predictions.table.ts';
import type { TestUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

// What tests do over and over, as a player or an admin does it through the API (the factories beside these build
// worlds straight in the database): save a match, set a result, predict; and what they read back: an account's
// totals, a match's points.

type Caller = Pick<TestUser, 'headers'>;

/** The reason a test's save gives, in case it corrects a stored result (a first result ignores it). */
const TEST_CORRECTION_REASON = 'Rezultat verificat din nou';

/** PUT /api/matches/{documentId} as `admin`, the back office's save (made against `ifMatch` when given). */
export function saveMatch(ctx: TestContext, admin: Caller, documentId: string, data: object, ifMatch?: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/matches/${documentId}`,
    headers: { ...admin.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: { data },
  });
}

/** A result saved as an admin saves it: with a correction's reason, which a first result does not need. */
export function setResult(ctx: TestContext, admin: Caller, documentId: string, data: object) {
  return saveMatch(ctx, admin, documentId, { correction_reason: TEST_CORRECTION_REASON, ...data });
}

/** POST /api/predictions as `user` (null: a visitor). */
export function predict(ctx: TestContext, user: Caller | null, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/predictions', headers: user?.headers ?? {}, payload });
}

/** An account's totals as stored: the season's points and the current round's. */
export async function totalsOf(db: Conn, userId: number) {
  const [row] = await db
    .select({ points: users.points, currentPoints: users.currentPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The points of each prediction of a match, by account and then type. */
export async function matchPoints(db: Conn, matchId: number) {
  const rows = await db
    .select({ userId: predictions.userId, type: predictions.type, points: predictions.points })
    .from(predictions)
    .where(eq(predictions.matchId, matchId));
  return rows.sort((a, b) => a.userId - b.userId || a.type.localeCompare(b.type));
}
