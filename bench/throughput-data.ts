// The throughput benchmark's data: the real demo seed, then scaled with bulk SQL to 10,000 players who predict,
// score points and write, like and comment on posts. Works on PostgreSQL (a prezice_tp_<pid> database created and
// dropped here) and on PGlite (a DATA_DIR), with the same statements.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { ROLE_IDS } from '../src/domain/limits.ts';
import { POINTS } from '../src/domain/scoring.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, migrateDatabase, openDatabase, rowsOf } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/http/password.ts';
import { rebuildPointsHistogram } from '../src/server/modules/leaderboard/points-histogram.queries.ts';
import { recomputeTotals, scoreMatch } from '../src/server/modules/scoring/scoring.queries.ts';
import { insertUser } from '../src/server/modules/users/users.queries.ts';
import { seedDemo } from '../src/server/seed/demo.ts';
import { bulkLoad, exec, SERVER_URL } from './support.ts';

export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };
/** A seeded player (with likes and posts like the others) who can log in: the logged-in feed's viewer. */
export const BENCH_PLAYER = { username: 'fan_1', password: 'bench-player-password' };

/** postgres://…/<database> on the benchmark server; only a loopback server is accepted. */
function urlOf(database: string): string {
  const u = new URL(SERVER_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) {
    throw new Error(`benchmarks only run against a local PostgreSQL, not ${u.hostname}`);
  }
  u.hostname = '127.0.0.1';
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = postgres(urlOf(new URL(SERVER_URL).pathname.slice(1) || 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export const tpDatabaseName = () => `prezice_tp_${process.pid}`;

export async function dropTpDatabase(name: string): Promise<void> {
  if (!/^prezice_tp_\d+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await onServer(`drop database if exists ${name} with (force)`);
}

export interface SeededStore {
  /** The server's DATABASE_URL; unset for PGlite. */
  databaseUrl?: string;
  dataDir: string;
  counts: Record<string, number>;
  /** Removes the database (or the PGlite files) and the data dir. */
  remove: () => Promise<void>;
}

/** A fresh store with the scaled demo data; the handle is closed again so that the server opens it alone. */
export async function seedStore(
  kind: 'postgres' | 'pglite',
  users: number,
  report: Step = () => {},
): Promise<SeededStore> {
  const dataDir = mkdtempSync(join(tmpdir(), `prezice-tp-${kind}-`));
  let databaseUrl: string | undefined;
  const name = tpDatabaseName();
  if (kind === 'postgres') {
    await dropTpDatabase(name);
    await onServer(`create database ${name}`);
    databaseUrl = urlOf(name);
  }
  const remove = async () => {
    if (kind === 'postgres') await dropTpDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    try {
      await migrateDatabase(database);
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
      await step(report, 'demo seed', () => seedDemo({ db: database.db, config }));
      await scaleDemo(database, users, report);
      const counts = await countRows(database);
      return { databaseUrl, dataDir, counts, remove };
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * A draw in [0, 1) fixed by its key: the same data on every run, and a function of the row it names, so the
 * planner cannot evaluate it once for a whole join as it may a volatile random().
 */
const draw = (key: string) => `((hashtext(${key})::bigint + 2147483648) % 100000) / 100000.0`;
/** The rules of src/domain/scoring.ts over (type, team1, team2) and the result (s1, s2, fc, fk). */
const POINTS_SQL = `case
  when s1 is null or s2 is null then null
  when type = 'score' then case when team1 = s1 and team2 = s2 then ${POINTS.exactScore}
                                when team1 = s1 or team2 = s2 then ${POINTS.oneTeamGoals} else 0 end
  else case when (case when team1 = 1 and team2 = 0 then '1' when team1 = 0 and team2 = 1 then '2' else 'X' end)
                 = (case when type = 'cards' then fc else fk end)
            then ${POINTS.cards} else 0 end
end`;
/** A weighted pick of goals (0: 25 %, 1: 35 %, 2: 24 %, 3: 11 %, 4: 5 %), as the demo plan draws them. */
const goals = (key: string) => `(array[0,0,0,0,0,1,1,1,1,1,1,1,2,2,2,2,2,3,3,4])[1 + floor(${draw(key)} * 20)::int]`;
/** A 1/X/2 pick (1: 42 %, X: 26 %, 2: 32 %) encoded as the predictions store it: 1-0, 0-0, 0-1. */
const pick = (key: string, side: 1 | 2) =>
  side === 1 ? `case when ${draw(key)} < 0.42 then 1 else 0 end` : `case when ${draw(key)} >= 0.68 then 1 else 0 end`;

export type Step = (label: string, ms: number) => void;

async function step(report: Step, label: string, fn: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await fn();
  report(label, performance.now() - t0);
}

/**
 * Adds players up to `total` accounts with predictions on the demo's matches, scores the finished matches through
 * the scoring engine, adds a few hundred approved posts with likes and comments, and places everyone.
 */
async function scaleDemo(database: Database, total: number, report: Step = () => {}): Promise<void> {
  const { db } = database;
  await bulkLoad(db, async (tx) => {
    // Players: a third with one of the demo avatars, every one with a favourite team.
    await step(report, 'players', () =>
      exec(
        tx,
        `insert into users (document_id, username, email, phone, password_hash, role_id, fav_team_id, avatar_id,
                            phone_verified, created_at, updated_at)
         select prezice_document_id(), 'fan_' || n, 'fan_' || n || '@bench.local', '+4075' || lpad(n::text, 7, '0'),
                'x', ${ROLE_IDS.predictor}, t.ids[1 + n % array_length(t.ids, 1)],
                case when n % 3 = 0 then a.ids[1 + n % array_length(a.ids, 1)] end, true,
                now() - (n % 150) * interval '1 day', now() - (n % 150) * interval '1 day'
         from generate_series(1, greatest(0, ${total} - (select count(*) from users))) n,
              (select array_agg(id order by id) as ids from teams) t,
              (select coalesce(array_agg(avatar_id order by id), array[null::int]) as ids
                 from users where avatar_id is not null) a`,
      ),
    );
    // As the demo plan: a finished round is played by 90 % of the players, 85 % of its matches; the current one
    // by 65 %, half its matches; score 95 %, cards and corners 75 % each; a quarter of the scores guessed right.
    // Points are written with the rows (the scoring engine then finds nothing to change, which checks them).
    const k = `u.id || ':' || m.id || ':' || ty.type`;
    await step(report, 'predictions', () =>
      exec(
        tx,
        `insert into predictions (document_id, user_id, match_id, type, team1, team2, points, created_at, updated_at)
         select document_id, user_id, match_id, type, team1, team2, ${POINTS_SQL}, at, at
         from (
           -- Ordered documentIds (24 characters, a letter first): random ones make PGlite's inserts 3 times slower.
           select 'p' || lpad(u.id::text, 14, '0') || lpad(m.id::text, 8, '0') || ty.letter as document_id,
                  u.id as user_id, m.id as match_id, ty.type,
                  m.team1_final_score as s1, m.team2_final_score as s2, m.final_cards as fc, m.final_corners as fk,
                  case when ty.type <> 'score' then ${pick(`${k} || 'o'`, 1)}
                       when m.team1_final_score is not null and ${draw(`${k} || 'g'`)} < 0.25 then m.team1_final_score
                       else ${goals(`${k} || 'a'`)} end as team1,
                  case when ty.type <> 'score' then ${pick(`${k} || 'o'`, 2)}
                       when m.team2_final_score is not null and ${draw(`${k} || 'g'`)} < 0.25 then m.team2_final_score
                       else ${goals(`${k} || 'b'`)} end as team2,
                  least(m.date - interval '2 hours', now()) - interval '5 minutes'
                    - ${draw(`u.id || ':' || m.id`)} * interval '30 hours' as at
           from users u
           cross join rounds r
           join matches m on m.round_id = r.id
           cross join (values ('score', 0.95, 's'), ('cards', 0.75, 'c'), ('corners', 0.75, 'k')) ty(type, p, letter)
           where u.username like 'fan\\_%'
             and ${draw(`u.id || ':r' || r.id`)} < case when r.current then 0.65 else 0.9 end
             and ${draw(`u.id || ':m' || m.id`)} < case when r.current then 0.5 else 0.85 end
             and ${draw(`${k} || 'p'`)} < ty.p
         ) x`,
      ),
    );
    // Posts: 300 approved ones over the last 30 days, each with up to 60 likes and up to 6 comments.
    await step(report, 'posts, likes, comments', async () => {
      await exec(
        tx,
        `insert into community_posts (document_id, text, user_id, approved, created_at, updated_at, published_at)
         select prezice_document_id(), 'Postarea ' || n || ': ' || (array['Ce meci aseară!', 'Cine câștigă derby-ul?',
                'Pronosticul meu pe etapa asta: 2-1 pentru gazde.', 'Arbitrajul a decis meciul.',
                'Hai să vedem clasamentul după etapă!'])[1 + n % 5],
                u.id, true, at, at, at
         from generate_series(1, 300) n
         cross join lateral (select now() - n * interval '143 minutes' as at) t
         join users u on lower(u.username) = 'fan_' || (1 + (n * 7919) % 9000)`,
      );
      await exec(
        tx,
        // 104729 is prime, so the k-th liker of a post is a different player for every k.
        `insert into post_likes (post_id, user_id, created_at)
         select p.id, u.id, p.created_at + k * interval '3 minutes'
         from community_posts p cross join generate_series(1, 60) k
         join users u on lower(u.username) = 'fan_' || (1 + (p.id * 7919 + k * 104729) % 9000)
         where p.text like 'Postarea %' and k <= p.id % 61 and u.id <> p.user_id`,
      );
      await exec(
        tx,
        `update community_posts p set likes = (select count(*) from post_likes l where l.post_id = p.id)
         where p.text like 'Postarea %'`,
      );
      await exec(
        tx,
        `insert into comments (document_id, post_id, user_id, comment_text, commented_at)
         select prezice_document_id(), p.id, u.id, 'Comentariul ' || k || ': de acord!',
                p.created_at + k * interval '7 minutes'
         from community_posts p cross join generate_series(1, 6) k
         join users u on lower(u.username) = 'fan_' || (1 + (p.id * 31 + k * 977) % 9000)
         where p.text like 'Postarea %' and k <= p.id % 7`,
      );
    });
  });
  // The scoring engine on every finished match, as when an admin enters each result: it adds the favourite-team
  // bonuses and must find every prediction's points already right. Then the totals from scratch, and the places.
  await step(report, 'scoring engine on the finished matches, totals', async () => {
    const finished = await rowsOf<{ id: number }>(
      db,
      sql`select id from matches where team1_final_score is not null order by id`,
    );
    let rescored = 0;
    for (const m of finished) rescored += (await scoreMatch(db, Number(m.id))).scored;
    if (rescored > 0) throw new Error(`the bench scored ${rescored} predictions unlike the scoring engine`);
    await recomputeTotals(db);
  });
  await step(report, 'points histogram', () => rebuildPointsHistogram(db));
  await insertUser(db, {
    username: BENCH_ADMIN.username,
    email: 'bench_admin@bench.local',
    passwordHash: await hashPassword(BENCH_ADMIN.password),
    roleId: ROLE_IDS.admin,
    phoneVerified: true,
  });
  await db.execute(
    sql`update users set password_hash = ${await hashPassword(BENCH_PLAYER.password)}
        where username = ${BENCH_PLAYER.username}`,
  );
  await step(report, 'vacuum analyze', () => exec(db, 'vacuum analyze'));
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const [row] = await rowsOf<Record<string, number>>(
    database.db,
    sql`select (select count(*) from users where role_id = ${ROLE_IDS.predictor})::int as players,
               (select count(*) from predictions)::int as predictions,
               (select count(*) from predictions p join matches m on m.id = p.match_id
                 join rounds r on r.id = m.round_id and r.current)::int as "current-round predictions",
               (select count(*) from users where points > 0)::int as "players with points",
               (select count(*) from community_posts where approved)::int as "approved posts",
               (select count(*) from post_likes)::int as likes,
               (select count(*) from comments)::int as comments`,
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}
