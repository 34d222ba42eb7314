import { type SQL, sql } from 'drizzle-orm';
import { type Conn, type Db, rowsOf } from '../../db/client.ts';
import { recomputeTotals, scoreMatch } from '../../modules/scoring/scoring.service.ts';

// A large league for the crash tests in a few set-based statements: `users` predictors (favourite teams
// cycling over 16 teams), two matches already scored (one in the finished round, one in the current one, a
// score prediction each), and one big current match with three predictions per predictor and no result yet.
// Document ids come from md5: the random prezice_document_id() per row would dominate the load.

const exec = (conn: Conn, query: SQL) => conn.execute(query);
async function one<T>(conn: Conn, query: SQL): Promise<T> {
  return (await rowsOf<T>(conn, query))[0];
}

/** A score, cards and corners prediction per predictor on the match, varied by user id. */
const predictAll = (matchId: number, types: string[]) => sql`
  insert into predictions (document_id, user_id, match_id, type, team1, team2)
  select substr(md5('p' || u.id || '-' || ${matchId} || k.type), 1, 24), u.id, ${matchId}, k.type,
    case k.type when 'score' then u.id % 4 else (u.id % 3 = 0)::int end,
    case k.type when 'score' then (u.id / 4) % 3 else (u.id % 3 = 1)::int end
  from users u cross join unnest(${sql.raw(`array['${types.join("','")}']`)}) k(type)
  where u.role_id <> 4`;

export async function seedLargeLeague(db: Db, users: number): Promise<{ matchId: number; documentId: string }> {
  const big = await db.transaction(async (tx) => {
    await exec(
      tx,
      sql`insert into teams (document_id, name)
      select prezice_document_id(), 'Echipa ' || n from generate_series(1, 16) n`,
    );
    const past = await one<{ id: number }>(
      tx,
      sql`insert into rounds (document_id, name, current) values (prezice_document_id(), 'Etapa 1', false) returning id`,
    );
    const current = await one<{ id: number }>(
      tx,
      sql`insert into rounds (document_id, name, current) values (prezice_document_id(), 'Etapa 2', true) returning id`,
    );
    await exec(
      tx,
      sql`insert into users (document_id, username, email, password_hash, role_id, phone_verified, fav_team_id)
        select substr(md5('u' || n), 1, 24), 'jucator' || n, 'jucator' || n || '@crash.test', 'x', 3, true,
               t.ids[1 + n % 16]
        from generate_series(1, ${users}) n, (select array_agg(id order by id) as ids from teams) t`,
    );
    const match = (roundId: number, home: number, daysAgo: number) =>
      one<{ id: number; document_id: string }>(
        tx,
        sql`insert into matches (document_id, date, team1_id, team2_id, round_id)
          select prezice_document_id(), now() - ${`${daysAgo} days`}::interval,
                 (select id from teams order by id offset ${home} limit 1),
                 (select id from teams order by id offset ${home + 1} limit 1), ${roundId}
          returning id, document_id`,
      );
    const history = [await match(past.id, 0, 8), await match(current.id, 2, 1)];
    const bigMatch = await match(current.id, 6, 0);
    for (const [i, m] of history.entries()) {
      await exec(tx, predictAll(m.id, ['score']));
      await exec(
        tx,
        sql`update matches set team1_final_score = ${i % 3}, team2_final_score = ${(i + 1) % 2},
            final_cards = '1', final_corners = 'X' where id = ${m.id}`,
      );
      await scoreMatch(tx, m.id);
    }
    await exec(tx, predictAll(bigMatch.id, ['score', 'cards', 'corners']));
    return { matchId: Number(bigMatch.id), documentId: bigMatch.document_id };
  });
  // The history's totals were moved by scoreMatch; from scratch they must already agree.
  if ((await recomputeTotals(db)) !== 0) throw new Error('seed: incremental totals differ from a recomputation');
  await exec(db, sql`analyze`);
  return big;
}
