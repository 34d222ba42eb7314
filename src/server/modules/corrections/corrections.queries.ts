import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { resultCorrections } from '../../db/tables/corrections.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';

export type CorrectionInsert = typeof resultCorrections.$inferInsert;

export async function insertCorrection(tx: Conn, values: CorrectionInsert) {
  await tx.insert(resultCorrections).values(values);
}

export interface CorrectionFilter {
  roundDocumentId?: string;
  matchDocumentId?: string;
}

function whereOf(f: CorrectionFilter): SQL | undefined {
  return and(
    f.roundDocumentId ? eq(rounds.documentId, f.roundDocumentId) : undefined,
    f.matchDocumentId ? eq(matches.documentId, f.matchDocumentId) : undefined,
  );
}

/** A page of the log, newest first, with the match's and the round's documentIds where they still exist. */
export async function listCorrections(conn: Conn, f: CorrectionFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const rows = await conn
    .select({
      entry: resultCorrections,
      matchDocumentId: matches.documentId,
      roundDocumentId: rounds.documentId,
    })
    .from(resultCorrections)
    .leftJoin(matches, eq(matches.id, resultCorrections.matchId))
    .leftJoin(rounds, eq(rounds.id, resultCorrections.roundId))
    .where(where)
    .orderBy(desc(resultCorrections.createdAt), desc(resultCorrections.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await conn
    .select({ n: count() })
    .from(resultCorrections)
    .leftJoin(matches, eq(matches.id, resultCorrections.matchId))
    .leftJoin(rounds, eq(rounds.id, resultCorrections.roundId))
    .where(where);
  return { rows, total: n };
}

export type CorrectionRow = Awaited<ReturnType<typeof listCorrections>>['rows'][number];
