import { sql } from 'drizzle-orm';
import { PREDICTION_DEADLINE_MS, ROLE_IDS } from '../../../domain/limits.ts';
import { type Conn, rowsOf } from '../../db/client.ts';
import type { ReminderMatch } from './reminder-texts.service.ts';

/** A literal int[] of ids (integers only, checked: nothing from a request reaches it). */
function intArray(ids: readonly (number | null)[]) {
  for (const id of ids) if (id !== null && !Number.isInteger(id)) throw new Error(`not an id: ${id}`);
  return sql.raw(`'{${ids.map((id) => id ?? 'NULL').join(',')}}'::int[]`);
}

/** Who may be reminded: a verified, unblocked player (admins do not play). */
const REMINDABLE = sql`u.phone_verified and not u.blocked and u.role_id <> ${ROLE_IDS.admin}`;

/** The prediction deadlines still open of the current round's matches without a result, up to `until`. */
export async function openDeadlines(conn: Conn, now: Date, until: Date): Promise<Date[]> {
  const rows = await rowsOf<{ deadline: string | Date }>(
    conn,
    sql`select distinct m.date - ${PREDICTION_DEADLINE_MS} * interval '1 millisecond' as deadline
        from matches m join rounds r on r.id = m.round_id and r.current
        where m.team1_final_score is null and m.team2_final_score is null
          and m.final_cards is null and m.final_corners is null
          and m.date > ${new Date(now.getTime() + PREDICTION_DEADLINE_MS).toISOString()}::timestamptz
          and m.date <= ${new Date(until.getTime() + PREDICTION_DEADLINE_MS).toISOString()}::timestamptz
        order by 1`,
  );
  return rows.map((r) => new Date(r.deadline));
}

/** The current round's open matches whose deadline is this one, with their teams' names. */
export async function matchesOfDeadline(conn: Conn, deadline: Date): Promise<ReminderMatch[]> {
  const rows = await rowsOf<ReminderMatch>(
    conn,
    sql`select m.id, t1.name as team1, t2.name as team2
        from matches m join rounds r on r.id = m.round_id and r.current
        join teams t1 on t1.id = m.team1_id join teams t2 on t2.id = m.team2_id
        where m.date = ${new Date(deadline.getTime() + PREDICTION_DEADLINE_MS).toISOString()}::timestamptz
          and m.team1_final_score is null and m.team2_final_score is null
          and m.final_cards is null and m.final_corners is null
        order by m.date, m.id`,
  );
  return rows.map((m) => ({ ...m, id: Number(m.id) }));
}

/**
 * Decides the wave once across instances (the unique deadline + lead), and queues its chunks in the same
 * transaction: keyset ranges of `chunkSize` remindable accounts by id. Answers the chunks queued (0: another
 * instance decided it already).
 */
export async function startWave(conn: Conn, deadline: Date, leadHours: number, chunkSize: number): Promise<number> {
  const [wave] = await rowsOf<{ id: number }>(
    conn,
    sql`insert into reminder_waves (deadline, lead_hours) values (${deadline.toISOString()}::timestamptz, ${leadHours})
        on conflict (deadline, lead_hours) do nothing returning id`,
  );
  if (!wave) return 0;
  const starts = await rowsOf<{ id: number }>(
    conn,
    sql`select id from (select u.id, row_number() over (order by u.id) as n from users u where ${REMINDABLE}) t
        where (n - 1) % ${chunkSize} = 0 order by id`,
  );
  const ids = starts.map((r) => Number(r.id));
  const ends = [...ids.slice(1), null];
  await conn.execute(sql`
    insert into jobs (kind, payload, dedupe_key)
    select 'reminder-chunk', jsonb_build_object('waveId', ${Number(wave.id)}::bigint, 'fromId', f, 'toId', t),
           'reminder:' || ${Number(wave.id)}::bigint || ':' || f
    from unnest(${intArray(ids)}, ${intArray(ends)}) as c(f, t)`);
  await conn.execute(sql`update reminder_waves set chunks = ${ids.length} where id = ${Number(wave.id)}`);
  return ids.length;
}

export interface WaveRow {
  id: number;
  deadline: Date;
  leadHours: number;
}

export async function waveOf(conn: Conn, id: number): Promise<WaveRow | undefined> {
  const [row] = await rowsOf<{ id: number; deadline: string | Date; lead_hours: number }>(
    conn,
    sql`select id, deadline, lead_hours from reminder_waves where id = ${id}`,
  );
  return row && { id: Number(row.id), deadline: new Date(row.deadline), leadHours: Number(row.lead_hours) };
}

export interface Recipient {
  id: number;
  documentId: string;
  username: string;
  email: string;
  wantsPush: boolean;
  wantsEmail: boolean;
  /** The deadline's matches this player has not predicted, by id. */
  missing: number[];
}

/**
 * The chunk's players to remind: remindable, wanting this lead, with a channel (a push subscription while push is
 * on, or e-mail), with at least one of the matches unpredicted. Who was already reminded is left to claimSends: a
 * `not exists` on the ledger here was planned, once the ledger grew during a wave of 1,000,000, as a scan of the
 * whole deadline's ledger for each player (seconds per chunk).
 */
export async function recipients(
  conn: Conn,
  wave: WaveRow,
  matchIds: number[],
  range: { fromId: number; toId: number | null },
  pushOn: boolean,
): Promise<Recipient[]> {
  const leadColumn = wave.leadHours >= 24 ? sql`s.before_24h` : sql`s.before_3h`;
  const rows = await rowsOf<{
    id: number;
    document_id: string;
    username: string;
    email: string;
    wants_push: boolean;
    wants_email: boolean;
    missing: number[];
  }>(
    conn,
    sql`select * from (
          select u.id, u.document_id, u.username, u.email,
                 ${pushOn} and coalesce(s.push, true)
                   and exists (select 1 from push_subscriptions ps where ps.user_id = u.id) as wants_push,
                 coalesce(s.email, false) as wants_email,
                 array(select m.id from unnest(${intArray(matchIds)}) as m(id)
                       where not exists (select 1 from predictions p where p.user_id = u.id and p.match_id = m.id)
                       order by m.id) as missing
          from users u left join reminder_settings s on s.user_id = u.id
          where u.id >= ${range.fromId} ${range.toId === null ? sql`` : sql`and u.id < ${range.toId}`}
            and ${REMINDABLE} and coalesce(${leadColumn}, true)
        ) c
        where cardinality(c.missing) > 0 and (c.wants_push or c.wants_email)
        order by c.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    documentId: r.document_id,
    username: r.username,
    email: r.email,
    wantsPush: Boolean(r.wants_push),
    wantsEmail: Boolean(r.wants_email),
    missing: (r.missing ?? []).map(Number),
  }));
}

/** Writes the ledger rows; answers the accounts this call claimed (a chunk run twice at once claims each once). */
export async function claimSends(conn: Conn, wave: WaveRow, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await rowsOf<{ user_id: number }>(
    conn,
    sql`insert into reminder_sends (user_id, deadline, lead_hours)
        select u, ${wave.deadline.toISOString()}::timestamptz, ${wave.leadHours}
        from unnest(${intArray(userIds)}) as u
        on conflict do nothing returning user_id`,
  );
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** Gives back ledger rows of accounts nothing reached (a push service down): the job's next attempt tries them. */
export async function releaseSends(conn: Conn, wave: WaveRow, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  await conn.execute(sql`
    delete from reminder_sends where deadline = ${wave.deadline.toISOString()}::timestamptz
      and lead_hours = ${wave.leadHours} and user_id = any(${intArray(userIds)})`);
}

export async function subscriptionsOf(conn: Conn, userIds: number[]) {
  if (!userIds.length) return [];
  const rows = await rowsOf<{ id: number; user_id: number; endpoint: string; p256dh: string; auth: string }>(
    conn,
    sql`select id, user_id, endpoint, p256dh, auth from push_subscriptions
        where user_id = any(${intArray(userIds)})`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), userId: Number(r.user_id) }));
}

/** Queues reminder e-mails in one statement (the mail jobs deliver them). */
export async function queueMails(
  conn: Conn,
  mails: { to: string; subject: string; text: string; headers: Record<string, string> }[],
) {
  if (!mails.length) return;
  await conn.execute(sql`
    insert into jobs (kind, payload) select 'mail', m from jsonb_array_elements(${JSON.stringify(mails)}::jsonb) as m`);
}
