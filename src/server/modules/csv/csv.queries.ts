import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { teams } from '../../db/tables/core.table.ts';
import { csvImports } from '../../db/tables/csv-imports.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';

/** Every team, round and match, as a CSV file is planned and exported against them. */
export async function csvWorld(conn: Conn) {
  const [teamRows, roundRows, matchRows] = await Promise.all([
    conn.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.id)),
    conn
      .select({ id: rounds.id, documentId: rounds.documentId, name: rounds.name, current: rounds.current })
      .from(rounds)
      .orderBy(asc(rounds.id)),
    conn.select().from(matches).orderBy(asc(matches.date), asc(matches.id)),
  ]);
  return { teams: teamRows, rounds: roundRows, matches: matchRows };
}

export type CsvWorld = Awaited<ReturnType<typeof csvWorld>>;

export async function insertCsvImport(conn: Conn, values: typeof csvImports.$inferInsert) {
  const [row] = await conn.insert(csvImports).values(values).returning();
  return row;
}

export async function findCsvImport(conn: Conn, documentId: string, now: Date) {
  const [row] = await conn
    .select()
    .from(csvImports)
    .where(and(eq(csvImports.documentId, documentId), gt(csvImports.expiresAt, now)));
  return row;
}

/** Inside the apply's transaction: the preview, locked, so that two applies of one file run one after the other. */
export async function lockCsvImport(tx: Conn, documentId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(csvImports)
    .where(and(eq(csvImports.documentId, documentId), gt(csvImports.expiresAt, now)))
    .for('update');
  return row;
}

export async function markApplied(tx: Conn, id: number, summary: unknown) {
  await tx.update(csvImports).set({ status: 'applied', summary }).where(eq(csvImports.id, id));
}

/** Previews past their expiry are removed (at each upload: no job needed for a table this small). */
export async function deleteExpiredImports(conn: Conn, now: Date) {
  await conn.delete(csvImports).where(lt(csvImports.expiresAt, now));
}

export async function insertRoundNamed(tx: Conn, name: string) {
  const [row] = await tx.insert(rounds).values({ name }).returning({ id: rounds.id });
  return row.id;
}

export async function insertMatches(tx: Conn, values: (typeof matches.$inferInsert)[]) {
  if (values.length === 0) return;
  await tx.insert(matches).values(values);
}
