import { sql } from 'drizzle-orm';
import { type Conn, type Db, rowsOf } from '../../db/client.ts';
import { formDrift } from '../../modules/form/form.queries.ts';
import { histogramDrift } from '../../modules/leaderboard/points-histogram.queries.ts';
import { recomputeTotals, scoreMatch } from '../../modules/scoring/scoring.service.ts';
import { api } from './crash-server.ts';

// What the crash tests assert, on either engine: the stored state of the big match and of every account,
// and how far it is from a fresh full recomputation (nothing, when no half-written scoring survived).

const RESULT = { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: 'X' };
export const RESULT_TEXT = '2 1 1 X';
export const ADMIN = { ADMIN_USERNAME: 'crash_admin', ADMIN_PASSWORD: 'parola-admin-crash' };
export const NO_DRIFT = { totals: 0, predictions: 0, bonuses: 0 };

/** The server environment both engines share; the caller adds the database and the data dir. */
export const serverEnv = (extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  JWT_SECRET: 'crash-test-secret-long-enough',
  SEED: 'none',
  CAPTCHA: 'off',
  ...ADMIN,
  ...extra,
});

/** Runs fn in a transaction that is always rolled back: a recomputation that changes nothing. */
async function dryRun<T>(db: Db, fn: (tx: Conn) => Promise<T>): Promise<T> {
  const rollback = new Error('dry run');
  let out: T | undefined;
  await db
    .transaction(async (tx) => {
      out = await fn(tx);
      throw rollback;
    })
    .catch((e) => {
      if (e !== rollback) throw e;
    });
  return out as T;
}

/** What a fresh, full recomputation would still change: zero everywhere when the stored state is whole. */
export async function driftFromRecomputation(db: Db, matchId: number) {
  const totals = await dryRun(db, (tx) => recomputeTotals(tx));
  const match = await dryRun(db, (tx) => scoreMatch(tx, matchId));
  return { totals, predictions: match.scored, bonuses: match.bonuses };
}

/**
 * Values of the points histogram (the ranks), and rows of the form's points per round and their histograms, that a
 * fresh count would change.
 */
export const placesDrift = async (db: Db) => (await histogramDrift(db)) + (await formDrift(db));

/** The match's result, how many of its predictions and bonuses are scored, and every player's totals. */
export async function scoringState(db: Db, matchId: number) {
  const [row] = await rowsOf<{ result: string; scored: number; bonuses: number; digest: string; total: number }>(
    db,
    sql`select (select concat_ws(' ', team1_final_score, team2_final_score, final_cards, final_corners)
                from matches where id = ${matchId}) as result,
      (select count(*)::int from predictions where match_id = ${matchId} and points is not null) as scored,
      (select count(*)::int from point_adjustments where match_id = ${matchId}) as bonuses,
      (select md5(string_agg(id || ':' || points || ':' || current_points, ',' order by id))
       from users where role_id <> 4) as digest,
      (select sum(points)::int from users) as total`,
  );
  return { ...row, scored: Number(row.scored), bonuses: Number(row.bonuses), total: Number(row.total) };
}

async function loginAdmin(url: string): Promise<string> {
  const res = await api(`${url}/api/auth/local`, 'POST', {
    identifier: ADMIN.ADMIN_USERNAME,
    password: ADMIN.ADMIN_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return res.json.jwt;
}

/** The admin's PUT of the big match's result. */
export const putResult = async (url: string, documentId: string) =>
  api(`${url}/api/matches/${documentId}`, 'PUT', { data: RESULT }, await loginAdmin(url));
