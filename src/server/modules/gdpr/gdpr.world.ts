import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type Conn, rowsOf } from '../../db/client.ts';
import { calendarFeeds } from '../../db/tables/calendar.table.ts';
import { comments, communityPosts, postLikes } from '../../db/tables/community.table.ts';
import { users } from '../../db/tables/core.table.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { passwordResets } from '../../db/tables/password-resets.table.ts';
import { pointAdjustments, predictions } from '../../db/tables/predictions.table.ts';
import { pushSubscriptions, reminderSends, reminderSettings } from '../../db/tables/reminders.table.ts';
import { roundWinners } from '../../db/tables/rounds.table.ts';
import { smsCodes } from '../../db/tables/sms.table.ts';
import { type createLeague, createPrivateLeague, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { recomputeTotals } from '../scoring/scoring.service.ts';
import { storeFile } from '../uploads/uploads.service.ts';

// A player with something in every table that references an account (the GDPR tests' world), beside others.

const png = (color: string) =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Gives `player` predictions (scored), a ledger row, a round win, a post with a picture, a comment, a like,
 * leagues (one owned with a member, one joined), reminders, a push browser, a calendar feed, codes and an avatar. */
export async function fillAccount(
  ctx: TestContext,
  league: Awaited<ReturnType<typeof createLeague>>,
  player: TestUser,
  other: TestUser,
) {
  const db = ctx.db;
  const [m0, m1] = league.pastMatches;
  await db.insert(predictions).values([
    { userId: player.id, matchId: m0.id, type: 'score', team1: 2, team2: 1, points: 10 },
    { userId: player.id, matchId: m1.id, type: 'score', team1: 0, team2: 0, points: 0 },
    { userId: other.id, matchId: m0.id, type: 'score', team1: 1, team2: 0, points: 3 },
    // Not played yet: no points, so the wipe removes it.
    { userId: player.id, matchId: league.currentMatches[0].id, type: 'score', team1: 1, team2: 1 },
  ]);
  await db
    .insert(pointAdjustments)
    .values({ userId: player.id, kind: 'admin', points: 5, reason: 'bonus de test', roundId: league.past.id });
  await db.insert(roundWinners).values({ roundId: league.past.id, userId: player.id, position: 1, currentPoints: 10 });
  await recomputeTotals(db);
  const avatar = await storeFile(ctx.app.services, await png('#339'), 'avatar.png', player.id);
  await db.update(users).set({ avatarId: avatar.id }).where(eq(users.id, player.id));
  const picture = await storeFile(ctx.app.services, await png('#933'), 'poza.png', player.id);
  const [own] = await db
    .insert(communityPosts)
    .values({ userId: player.id, text: 'postarea mea', imageId: picture.id, approved: true })
    .returning();
  const [theirs] = await db
    .insert(communityPosts)
    .values({ userId: other.id, text: 'postarea altuia', approved: true, likes: 1 })
    .returning();
  await db.insert(postLikes).values({ postId: theirs.id, userId: player.id });
  await db.insert(comments).values([
    { postId: theirs.id, userId: player.id, commentText: 'comentariul meu' },
    { postId: own.id, userId: other.id, commentText: 'comentariu la postarea șterse' },
  ]);
  const owned = await createPrivateLeague(db, player.id, [other.id], 'Liga mea');
  const joined = await createPrivateLeague(db, other.id, [player.id], 'Liga altuia');
  const alone = await createPrivateLeague(db, player.id, [], 'Liga goală');
  await db
    .insert(reminderSettings)
    .values({ userId: player.id, push: true, email: true, before24h: true, before3h: true });
  await db.insert(pushSubscriptions).values({
    userId: player.id,
    endpoint: `https://push.example.com/send/${player.username}`,
    p256dh: 'k',
    auth: 'a',
  });
  await db.insert(reminderSends).values({ userId: player.id, deadline: m0.date, leadHours: 24 });
  await db.insert(calendarFeeds).values({ userId: player.id, nonce: `n-${player.id}`, tokenHash: `h-${player.id}` });
  const later = new Date(Date.now() + 3_600_000);
  await db.insert(passwordResets).values({ userId: player.id, codeHash: `c-${player.id}`, expiresAt: later });
  await db.insert(smsCodes).values({ userId: player.id, phone: '+40712345678', codeHash: 'x', expiresAt: later });
  // Jobs that name the account: a reminder mail still queued, a code SMS and a reset waiting for a retry, one failed
  // with the provider's words about its phone; and the other player's mail, which stays.
  // Their retries are far ahead, so the tests' runners leave them waiting.
  const mail = (to: string, username: string) => ({ to, subject: 'Mai ai meciuri', text: `Salut, ${username}!` });
  const runAt = new Date('2100-01-01T00:00:00.000Z');
  await db.insert(jobs).values([
    { kind: 'mail', payload: mail(player.email, player.username), runAt },
    { kind: 'sms-code', payload: { userId: player.id }, attempts: 1, lastError: 'gateway busy', runAt },
    { kind: 'password-reset-mail', payload: { email: player.email.toUpperCase() }, runAt },
    { kind: 'sms', payload: {}, state: 'failed', lastError: 'number +40712345678 unreachable', runAt },
    { kind: 'mail', payload: mail(other.email, other.username), runAt },
  ]);
  return { avatar, picture, own, theirs, owned, joined, alone };
}

/** Every (table, column) that references users.id, read from the database's own foreign keys. */
export async function userReferences(conn: Conn) {
  return rowsOf<{ tbl: string; col: string }>(
    conn,
    sql`select c.conrelid::regclass::text as tbl, a.attname as col
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1, 2`,
  );
}
