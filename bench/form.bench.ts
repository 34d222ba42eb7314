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
      ],
    )}`,
  );
  console.log(`\nfull rebuild: ${fmt(rebuild.ms / 1000)} s; drift after: ${drift} rows`);
  await bench.drop();
  process.exit(drift === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
