import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { rounds } from './rounds.table.ts';

/** A round's id from a relation reference (documentId or id). */
export async function findRoundId(conn: Conn, ref: { documentId: string } | { id: number }) {
  const rows = await conn
    .select({ id: rounds.id })
    .from(rounds)
    .where('documentId' in ref ? eq(rounds.documentId, ref.documentId) : eq(rounds.id, ref.id));
  return rows[0]?.id;
}

export async function findCurrentRound(conn: Conn) {
  const rows = await conn.select().from(rounds).where(eq(rounds.current, true));
  return rows[0];
}

export async function findRoundIdByDocumentId(conn: Conn, documentId: string) {
  const rows = await conn.select({ id: rounds.id }).from(rounds).where(eq(rounds.documentId, documentId));
  return rows[0]?.id;
}
