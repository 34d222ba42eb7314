import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';
import { teams } from '../../db/tables/core.table.ts';
import { liveScores } from '../../db/tables/live.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { importPending, providerTeams } from '../../db/tables/results-import.table.ts';
import { rounds } from '../../db/tables/rounds.table.ts';
import type { ProviderTeam } from './results-provider.adapter.ts';

/** Keeps every provider team seen (name and logo as last seen). */
export async function rememberProviderTeams(conn: Conn, seen: ProviderTeam[], at: Date): Promise<void> {
  const unique = [...new Map(seen.map((t) => [t.id, t])).values()];
  if (!unique.length) return;
  await conn
    .insert(providerTeams)
    .values(unique.map((t) => ({ providerId: t.id, name: t.name, logo: t.logo, seenAt: at })))
    .onConflictDoUpdate({
      target: providerTeams.providerId,
      set: { name: sql`excluded.name`, logo: sql`excluded.logo`, seenAt: sql`excluded.seen_at` },
    });
}

/** Our team ids by their provider id. */
export async function mappedTeams(conn: Conn): Promise<Map<string, number>> {
  const rows = await conn
    .select({ id: teams.id, providerId: teams.providerId })
    .from(teams)
    .where(isNotNull(teams.providerId));
  return new Map(rows.map((r) => [r.providerId!, r.id]));
}

/** The provider's teams with, for each, our team mapped to it (null: unknown). */
export async function providerTeamsWithMapping(conn: Conn) {
  return conn
    .select({
      providerId: providerTeams.providerId,
      name: providerTeams.name,
      logo: providerTeams.logo,
      seenAt: providerTeams.seenAt,
      teamDocumentId: teams.documentId,
      teamName: teams.name,
    })
    .from(providerTeams)
    .leftJoin(teams, eq(teams.providerId, providerTeams.providerId))
    .orderBy(sql`${teams.id} is not null`, providerTeams.name);
}

export async function findProviderTeam(conn: Conn, providerId: string) {
  const [row] = await conn.select().from(providerTeams).where(eq(providerTeams.providerId, providerId));
  return row;
}

/** Maps a provider team to one of ours: whichever team had that provider id loses it. */
export async function setTeamProvider(conn: Conn, teamId: number, providerId: string): Promise<void> {
  await conn.update(teams).set({ providerId: null }).where(eq(teams.providerId, providerId));
  await conn.update(teams).set({ providerId }).where(eq(teams.id, teamId));
}

/** The matches the import created, by provider fixture id. */
export async function matchesByFixture(conn: Conn, fixtureIds: string[]) {
  if (!fixtureIds.length) return new Map<string, typeof matches.$inferSelect>();
  const rows = await conn.select().from(matches).where(inArray(matches.providerFixtureId, fixtureIds));
  return new Map(rows.map((r) => [r.providerFixtureId!, r]));
}

const LINK_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * A match an admin created for this fixture (same home and away, within a week of its kickoff, not linked to a
 * fixture yet): linked to it, so the import does not create it twice.
 */
export async function linkMatch(conn: Conn, f: { id: string; date: Date }, team1Id: number, team2Id: number) {
  const [found] = await conn
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.team1Id, team1Id),
        eq(matches.team2Id, team2Id),
        isNull(matches.providerFixtureId),
        gte(matches.date, new Date(f.date.getTime() - LINK_WINDOW_MS)),
        lte(matches.date, new Date(f.date.getTime() + LINK_WINDOW_MS)),
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${matches.date} - ${f.date.toISOString()}::timestamptz))`)
    .limit(1);
  if (!found) return undefined;
  // Bookkeeping of the import, not an edit: the match's version (updatedAt, its ETag) stays, so a moderator's open
  // form is not refused as stale for it.
  await conn
    .update(matches)
    .set({ providerFixtureId: f.id, updatedAt: sql`${matches.updatedAt}` })
    .where(eq(matches.id, found.id));
  return { ...found, providerFixtureId: f.id };
}

export async function matchByDocumentId(conn: Conn, documentId: string) {
  const [row] = await conn.select().from(matches).where(eq(matches.documentId, documentId));
  return row;
}

/** The round of that name, created when missing. */
export async function roundIdNamed(conn: Conn, name: string): Promise<number> {
  const [found] = await conn.select({ id: rounds.id }).from(rounds).where(eq(rounds.name, name)).limit(1);
  if (found) return found.id;
  const [created] = await conn.insert(rounds).values({ name }).returning({ id: rounds.id });
  return created.id;
}

export interface PendingValues {
  matchId: number;
  providerKey: string;
  stored: object;
  provider: object;
  seenAt: Date;
}

/**
 * Records a provider result that differs from an admin's: once per match and provider result (one already
 * pending, dismissed or accepted is not asked again); an older pending one of the match is superseded.
 * True when a new item was stored.
 */
export async function recordPending(conn: Conn, p: PendingValues): Promise<boolean> {
  const inserted = await conn.insert(importPending).values(p).onConflictDoNothing().returning({ id: importPending.id });
  if (!inserted.length) return false;
  await conn.execute(sql`
    update import_pending set state = 'superseded'
    where match_id = ${p.matchId} and state = 'pending' and id <> ${inserted[0].id}`);
  return true;
}

/** Pending items left for a match that no longer needs them (its result now agrees). */
export async function supersedePending(conn: Conn, matchId: number): Promise<void> {
  await conn
    .update(importPending)
    .set({ state: 'superseded' })
    .where(and(eq(importPending.matchId, matchId), eq(importPending.state, 'pending')));
}

export async function listPending(conn: Conn) {
  return rowsOf<Record<string, unknown>>(
    conn,
    sql`select p.id, p.stored, p.provider, p.seen_at, m.document_id as match_document_id, m.date as match_date,
               m.updated_at as match_updated_at, t1.name as team1, t2.name as team2, r.name as round
        from import_pending p
        join matches m on m.id = p.match_id
        join teams t1 on t1.id = m.team1_id
        join teams t2 on t2.id = m.team2_id
        join rounds r on r.id = m.round_id
        where p.state = 'pending'
        order by p.seen_at desc, p.id desc
        limit 200`,
  );
}

/** A pending item, locked for its decision. */
export async function lockPending(conn: Conn, id: number) {
  const [row] = await conn
    .select({ pending: importPending, matchDocumentId: matches.documentId, matchUpdatedAt: matches.updatedAt })
    .from(importPending)
    .innerJoin(matches, eq(matches.id, importPending.matchId))
    .where(eq(importPending.id, id))
    .for('update', { of: importPending });
  return row;
}

export async function decidePending(conn: Conn, id: number, state: 'accepted' | 'dismissed', by: number, at: Date) {
  await conn.update(importPending).set({ state, decidedBy: by, decidedAt: at }).where(eq(importPending.id, id));
}

export async function countOpen(conn: Conn) {
  const [row] = await rowsOf<{ unknown: number; pending: number }>(
    conn,
    sql`select (select count(*)::int from provider_teams pt
                where not exists (select 1 from teams t where t.provider_id = pt.provider_id)) as unknown,
               (select count(*)::int from import_pending where state = 'pending') as pending`,
  );
  return { unknownTeams: Number(row.unknown), pending: Number(row.pending) };
}

/** The matches whose live score an admin wrote: the import does not overwrite it. */
export async function liveByAdmin(conn: Conn, matchIds: number[]): Promise<Set<number>> {
  if (!matchIds.length) return new Set();
  const rows = await conn
    .select({ matchId: liveScores.matchId })
    .from(liveScores)
    .where(and(inArray(liveScores.matchId, matchIds), isNotNull(liveScores.updatedBy)));
  return new Set(rows.map((r) => r.matchId));
}

/** Notes when the provider was last asked for a match's statistics, and what that look saw (lookKey). */
export async function markStatsChecked(conn: Conn, matchId: number, at: Date, key: string): Promise<void> {
  await conn
    .update(matches)
    .set({ statsCheckedAt: at, statsCheckedKey: key, updatedAt: sql`${matches.updatedAt}` })
    .where(eq(matches.id, matchId));
}
