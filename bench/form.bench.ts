// "Your form over time" at scale: the cost its triggers (migration 0016) add to scoring, and the cost of a read.
// FORM_PLAYERS players (100,000 by default) with one scored prediction in each of FORM_ROUNDS rounds (10), on a
// fresh PostgreSQL database. Measures, alternating with the form's triggers on and off: a correction of the last
// round's match (every player's round and season values move in that round) and of the first round's (their season
// values move in every round after it); then GET …/form's query for random players, and a full rebuild.
// Run: npx tsx bench/form.bench.ts (or npm run bench -- form).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/server/db/client.ts';
import { formDrift, formRows, rebuildForm } from '../src/server/modules/form/form.queries.ts';
import { rebuildPointsHistogram } from '../src/server/modules/leaderboard/points-histogram.queries.ts';
import { scoreMatch } from '../src/server/modules/scoring/scoring.queries.ts';
import { holdScoringLock, recomputeTotals } from '../src/server/modules/scoring/scoring.service.ts';
import { bulkLoad, createBenchDatabase, exec, fmt, loadUsers, log, median, table, timed, watchdog } from './support.ts';

const PLAYERS = Number(process.env.FORM_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.FORM_ROUNDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const NAIVE_READS = Number(process.env.FORM_NAIVE_READS ?? 5);
const FORM_TRIGGERS = [
  ['predictions', 'predictions_form_update'],
  ['point_adjustments', 'point_adjustments_form_insert'],
  ['point_adjustments', 'point_adjustments_form_delete'],
] as const;

async function main() {
  const bench = await createBenchDatabase('form');
  watchdog(1800, bench.name);
  const { db } = bench.database;
  log(`${PLAYERS.toLocaleString('en')} players, ${ROUNDS} rounds of one match each, ${RUNS} runs per case`);
  const load = await timed(() =>
    bulkLoad(db, async (tx) => {
      await exec(
        tx,
        `insert into teams (document_id, name) select prezice_document_id(), 'Echipa ' || n from generate_series(1, 16) n`,
      );
      await exec(
        tx,
        `insert into rounds (document_id, name, current, created_at)
         select prezice_document_id(), 'Etapa ' || n, n = ${ROUNDS}, now() - (${ROUNDS} - n) * interval '7 days'
         from generate_series(1, ${ROUNDS}) n`,
      );
      await exec(
        tx,
        `insert into matches (document_id, team1_id, team2_id, round_id, date, team1_final_score, team2_final_score)
         select prezice_document_id(), (select min(id) from teams), (select max(id) from teams), r.id, r.created_at, 2, 1
         from rounds r`,
      );
      await loadUsers(tx, PLAYERS);
      // Score predictions spread over 0, 30 and 100 points under 2-1 (and other values under 1-2).
      await exec(
        tx,
        `insert into predictions (document_id, user_id, match_id, type, team1, team2, points)
         select 'p' || substr(md5(u.id || '-' || m.id), 1, 23), u.id, m.id, 'score', (u.id + m.id) % 3, (u.id * 7 + m.id) % 3,
           case when (u.id + m.id) % 3 = 2 and (u.id * 7 + m.id) % 3 = 1 then 100
                when (u.id + m.id) % 3 = 2 or (u.id * 7 + m.id) % 3 = 1 then 30 else 0 end
         from users u cross join matches m`,
      );
    }),
  );
  await recomputeTotals(db);
  await rebuildPointsHistogram(db);
  await exec(db, 'analyze');
  const rebuild = await timed(() => rebuildForm(db));
  await exec(db, 'analyze');
  log(`loaded in ${fmt(load.ms / 1000)} s; form rebuilt in ${fmt(rebuild.ms / 1000)} s`);

  const matches = await rowsOf<{ id: number }>(
    db,
    sql`select m.id from matches m join rounds r on r.id = m.round_id order by r.created_at, r.id`,
  );
  const first = Number(matches[0].id);
  const last = Number(matches.at(-1)!.id);
  const setTriggers = async (on: boolean) => {
    for (const [t, name] of FORM_TRIGGERS)
      await exec(db, `alter table ${t} ${on ? 'enable' : 'disable'} trigger ${name}`);
  };
  // A correction 2-1 ↔ 1-2 (every prediction scores differently), as PUT /api/matches/:id runs it.
  let flip = false;
  const correct = (matchId: number) =>
    timed(() =>
      db.transaction(async (tx) => {
        await holdScoringLock(tx);
        flip = !flip;
        const [s1, s2] = flip ? [1, 2] : [2, 1];
        await tx.execute(
          sql`update matches set team1_final_score = ${s1}, team2_final_score = ${s2} where id = ${matchId}`,
        );
        return scoreMatch(tx, matchId);
      }),
    );
  const rows: string[][] = [];
  for (const [label, matchId] of [
    ['correction, last round', last],
    ['correction, first round', first],
  ] as const) {
    const on: number[] = [];
    const off: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await setTriggers(false);
      off.push((await correct(matchId)).ms);
      await setTriggers(true);
      on.push((await correct(matchId)).ms);
    }
    rows.push([
      label,
      `${fmt(median(on) / 1000, 2)} s`,
      `${fmt(median(off) / 1000, 2)} s`,
      `${fmt(median(on) / median(off), 2)}×`,
    ]);
  }
  // The runs without triggers left the form behind: counted again, then checked.
  await rebuildForm(db);
  const drift = await formDrift(db);

  const ids = await rowsOf<{ id: number }>(db, sql`select id from users order by random() limit 50`);
  const reads: number[] = [];
  for (const { id } of ids) reads.push((await timed(() => formRows(db, Number(id)))).ms);
  reads.sort((a, b) => a - b);
  // The baseline, in the same run: the same figures computed per request from predictions and the ledger (every
  // ranked player's points per round, a running sum, counts above), without the histograms. It must agree.
  const naive: number[] = [];
  for (const { id } of ids.slice(0, NAIVE_READS)) {
    const got = await timed(() => naiveForm(db, Number(id)));
    naive.push(got.ms);
    const fast = await formRows(db, Number(id));
    const pick = (r: { round_points: number; round_place: number; season_points: number; season_place: number }) =>
      [r.round_points, r.round_place, r.season_points, r.season_place].map(Number).join('/');
    const mine = fast.map((r) => [r.roundPoints, r.roundPlace, r.seasonPoints, r.seasonPlace].join('/'));
    if (got.value.map(pick).join(' ') !== mine.join(' '))
      throw new Error(`the baseline disagrees for ${id}: ${got.value.map(pick)} vs ${mine}`);
  }
  naive.sort((a, b) => a - b);

  console.log(`\n${table(['scoring one match', 'with the form', 'without', 'ratio'], rows)}`);
  console.log(
    `\n${table(
      ['read', 'median', 'p95'],
      [
        [
          `form of one player (${ROUNDS} rounds)`,
          `${fmt(median(reads), 2)} ms`,
          `${fmt(reads[Math.floor(reads.length * 0.95)], 2)} ms`,
        ],
        [
          `baseline: counted per request (${naive.length} players, the same answers)`,
          `${fmt(median(naive), 2)} ms`,
          `${fmt(naive.at(-1)!, 2)} ms (max)`,
        ],
      ],
    )}`,
  );
  console.log(`\nthe histograms' read is ${fmt(median(naive) / median(reads), 0)}× faster than the baseline (medians)`);
  console.log(`\nfull rebuild: ${fmt(rebuild.ms / 1000)} s; drift after: ${drift} rows`);
  await bench.drop();
  process.exit(drift === 0 ? 0 : 1);
}

/** Per round with a result, oldest first: the player's figures counted from every ranked player's points. */
function naiveForm(db: Parameters<typeof formRows>[0], userId: number) {
  return rowsOf<{ round_points: number; round_place: number; season_points: number; season_place: number }>(
    db,
    sql`with chart as (
      select r.id, r.created_at from rounds r
      where exists (select 1 from matches m where m.round_id = r.id
                    and m.team1_final_score is not null and m.team2_final_score is not null)
    ),
    per as (
      select user_id, round_id, sum(points)::int as points from (
        select p.user_id, m.round_id, coalesce(p.points, 0) as points
        from predictions p join matches m on m.id = p.match_id
        union all select a.user_id, a.round_id, a.points from point_adjustments a where a.round_id is not null
      ) x group by 1, 2
    ),
    grid as (
      select c.id as round_id, c.created_at, u.id as user_id, coalesce(per.points, 0) as points
      from chart c cross join users u
      left join per on per.user_id = u.id and per.round_id = c.id
      where u.role_id <> 4
    ),
    season as (
      select round_id, created_at, user_id, points,
        sum(points) over (partition by user_id order by created_at, round_id) as season
      from grid
    ),
    me as (select * from season where user_id = ${userId})
    select me.points as round_points,
      1 + (select count(*) from season s where s.round_id = me.round_id and s.points > me.points) as round_place,
      me.season as season_points,
      1 + (select count(*) from season s where s.round_id = me.round_id and s.season > me.season) as season_place
    from me order by me.created_at, me.round_id`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
