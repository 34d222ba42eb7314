// The demo seed's inserts: one statement per table (chunked when large), ids back through RETURNING.
import type { Conn } from '../db/client.ts';
import { announcements } from '../db/tables/announcements.table.ts';
import { comments, communityPosts, postLikes } from '../db/tables/community.table.ts';
import { files, teams, users } from '../db/tables/core.table.ts';
import { matches } from '../db/tables/matches.table.ts';
import { predictions } from '../db/tables/predictions.table.ts';
import { rounds, roundWinners } from '../db/tables/rounds.table.ts';
import { dailySlipPicks, dailySlips, roundSlipPicks, roundSlips } from '../db/tables/slips.table.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65535 bind parameters. */
const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export async function insertFiles(conn: Conn, rows: (typeof files.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return conn.insert(files).values(rows).returning({ id: files.id, hash: files.hash });
}

export async function insertTeams(conn: Conn, rows: (typeof teams.$inferInsert)[]) {
  return conn.insert(teams).values(rows).returning({ id: teams.id, name: teams.name });
}

export async function insertUsers(conn: Conn, rows: (typeof users.$inferInsert)[]) {
  return conn.insert(users).values(rows).returning({ id: users.id, username: users.username });
}

export async function insertRounds(conn: Conn, rows: (typeof rounds.$inferInsert)[]) {
  return conn.insert(rounds).values(rows).returning({ id: rounds.id, name: rounds.name });
}

export async function insertMatches(conn: Conn, rows: (typeof matches.$inferInsert)[]) {
  return conn.insert(matches).values(rows).returning({ id: matches.id, documentId: matches.documentId });
}

export async function insertPredictions(conn: Conn, rows: (typeof predictions.$inferInsert)[]) {
  for (const chunk of chunks(rows)) await conn.insert(predictions).values(chunk);
}

export async function insertRoundWinners(conn: Conn, rows: (typeof roundWinners.$inferInsert)[]) {
  if (rows.length > 0) await conn.insert(roundWinners).values(rows);
}

export async function insertRoundSlip(
  conn: Conn,
  slip: typeof roundSlips.$inferInsert,
  picks: Omit<typeof roundSlipPicks.$inferInsert, 'slipId'>[],
) {
  const [row] = await conn.insert(roundSlips).values(slip).returning({ id: roundSlips.id });
  if (picks.length > 0) await conn.insert(roundSlipPicks).values(picks.map((p) => ({ ...p, slipId: row.id })));
  return row;
}

export async function insertDailySlips(
  conn: Conn,
  slips: {
    slip: typeof dailySlips.$inferInsert & { documentId: string };
    picks: Omit<typeof dailySlipPicks.$inferInsert, 'slipId'>[];
  }[],
) {
  if (slips.length === 0) return;
  const rows = await conn
    .insert(dailySlips)
    .values(slips.map((s) => s.slip))
    .returning({ id: dailySlips.id, documentId: dailySlips.documentId });
  const ids = new Map(rows.map((r) => [r.documentId, r.id]));
  const picks = slips.flatMap((s) => s.picks.map((p) => ({ ...p, slipId: ids.get(s.slip.documentId)! })));
  if (picks.length > 0) await conn.insert(dailySlipPicks).values(picks);
}

export async function insertAnnouncements(conn: Conn, rows: (typeof announcements.$inferInsert)[]) {
  if (rows.length > 0) await conn.insert(announcements).values(rows);
}

export async function insertPosts(conn: Conn, rows: (typeof communityPosts.$inferInsert)[]) {
  return conn
    .insert(communityPosts)
    .values(rows)
    .returning({ id: communityPosts.id, documentId: communityPosts.documentId });
}

export async function insertPostLikes(conn: Conn, rows: (typeof postLikes.$inferInsert)[]) {
  for (const chunk of chunks(rows)) await conn.insert(postLikes).values(chunk);
}

export async function insertComments(conn: Conn, rows: (typeof comments.$inferInsert)[]) {
  for (const chunk of chunks(rows)) await conn.insert(comments).values(chunk);
}
