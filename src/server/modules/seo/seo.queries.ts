import { sql } from 'drizzle-orm';
import { type Conn, rowsOf } from '../../db/client.ts';

export async function announcementForPreview(conn: Conn, slug: string) {
  const rows = await rowsOf<{ title: string; content: string }>(
    conn,
    sql`select title, content from announcements where slug = ${slug} limit 1`,
  );
  return rows[0];
}

export async function playerForPreview(conn: Conn, documentId: string) {
  const rows = await rowsOf<{ username: string; points: number; url: string | null }>(
    conn,
    sql`select u.username, u.points, f.url from users u left join files f on f.id = u.avatar_id
        where u.document_id = ${documentId} and u.deleted_at is null limit 1`,
  );
  return rows[0];
}

/** The league of an invite code (stored upper-case) as its preview shows it: name, owner, members. */
export async function leagueForPreview(conn: Conn, code: string) {
  const rows = await rowsOf<{ name: string; owner: string; members: number }>(
    conn,
    sql`select l.name, u.username as owner,
          (select count(*) from league_members m where m.league_id = l.id)::int as members
        from leagues l join users u on u.id = l.owner_id
        where l.code = ${code} limit 1`,
  );
  return rows[0];
}
