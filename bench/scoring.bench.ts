// Scoring at scale: one match, 200,000 predictors, 600,000 predictions on a fresh PostgreSQL database.
// Measures the product's path (the admin's PUT of a result: changeMatch) against the bare limit (two set-based
// UPDATEs in one transaction), re-saving an unchanged result, and corrections.
// Run: npx tsx bench/scoring.bench.ts
// BENCH_RUNS=n: timed runs (5 by default); the heavy runs (corrections, bare limit) stop early, after at least 2,
// once BENCH_BUDGET_S seconds (150 by default) have passed since the start, to keep the benchmark bounded.
import { sql } from 'drizzle-orm';
import type { MatchWrite } from '../src/domain/match-write.schemas.ts';
import { buildApp } from '../src/server/app.ts';
import type { Db } from '../src/server/db/client.ts';
import { rebuildPointsHistogram } from '../src/server/modules/leaderboard/points-histogram.queries.ts';
import { updateMatch } from '../src/server/modules/matches/matches.queries.ts';
import { changeMatch } from '../src/server/modules/matches/matches.service.ts';
import { scoreMatch } from '../src/server/modules/scoring/scoring.queries.ts';
import type { Services } from '../src/server/services.ts';
import { barePoints, bareScore, matchResult, type Written, writtenSince, xidNow } from './scoring-reference.ts';
import {
  benchConfig,
  bulkLoad,
  createBenchDatabase,
  exec,
  fmt,
  loadTeamsAndRound,
  loadUsers,
  log,
  median,
  one,
  table,
  timed,
  watchdog,
} from './support.ts';

const USERS = 200_000;
const PREDICTIONS = USERS * 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_S = Number(process.env.BENCH_BUDGET_S ?? 150);
const GOAL_RATIO = 1.5;

type Result = Required<Pick<MatchWrite, 'team1_finalScore' | 'team2_finalScore' | 'final_cards' | 'final_corners'>>;
/**
 * Two results such that every prediction of the data set scores differently under each (see the loader): going
 * from one to the other re-scores all 600,000 rows and moves the favourite-team bonus to the other side's fans.
 */
const RESULT_A: Result = { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: '1' };
const RESULT_B: Result = { team1_finalScore: 1, team2_finalScore: 2, final_cards: '2', final_corners: '2' };
const other = (r: Result) => (r === RESULT_A ? RESULT_B : RESULT_A);

const columnsOf = (r: Result) => ({
  team1FinalScore: r.team1_finalScore,
  team2FinalScore: r.team2_finalScore,
  finalCards: r.final_cards,
  finalCorners: r.final_corners,
});

/**
 * services whose db times its own calls: changeMatch runs the scoring in db.transaction(); nothing re-ranks after
 * it (the ranks' histogram moves inside it), so no db.execute() may follow; its other reads use select().
 */
function timedServices(services: Services) {
  const spans = { transaction: [] as number[], execute: [] as number[] };
  const db = new Proxy(services.db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop !== 'transaction' && prop !== 'execute') return value.bind(target);
      return async (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return await value.apply(target, args);
        } finally {
          spans[prop].push(performance.now() - t0);
        }
      };
    },
  }) as Db;
  return { services: { ...services, db } as Services, spans };
}

async function main() {
  watchdog(480, 'bench_scoring');
  const started = performance.now();
  console.log(
    `\n## Scoring: ${USERS.toLocaleString('en')} predictors, ${PREDICTIONS.toLocaleString('en')} predictions`,
  );
  const bench = await createBenchDatabase('scoring');
  const { db } = bench.database;
  const { config, cleanup } = benchConfig(bench.url);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // --- data
    const load = await timed(async () => {
      const match = await bulkLoad(db, async (tx) => {
        const { teamIds, roundId } = await loadTeamsAndRound(tx);
        const m = await one<{ id: number; document_id: string }>(
          tx,
          sql`insert into matches (document_id, date, team1_id, team2_id, round_id)
              values (prezice_document_id(), now() - interval '3 hours', ${teamIds[0]}, ${teamIds[1]}, ${roundId})
              returning id, document_id`,
        );
        await loadUsers(tx, USERS);
        // score: one of (2,1) (1,2) (2,0) (1,0) (0,1) (0,2); cards and corners: '1' = (1,0) or '2' = (0,1).
        // Each scores differently under RESULT_A (2-1, 1, 1) and RESULT_B (1-2, 2, 2).
        await exec(
          tx,
          `insert into predictions (document_id, user_id, match_id, type, team1, team2)
           select 'p' || substr(md5('pred' || u.id || k.type), 1, 23), u.id, ${m.id}, k.type,
             case k.type when 'score' then (array[2, 1, 2, 1, 0, 0])[1 + u.id % 6]
                         when 'cards' then (u.id % 2 = 0)::int else (u.id / 2 % 2 = 0)::int end,
             case k.type when 'score' then (array[1, 2, 0, 0, 1, 2])[1 + u.id % 6]
                         when 'cards' then (u.id % 2 = 1)::int else (u.id / 2 % 2 = 1)::int end
           from users u cross join (values ('score'), ('cards'), ('corners')) k(type)
           order by u.id, k.type`,
        );
        return m;
      });
      // The bulk load ran with triggers off: count the ranks' histogram once, as the triggers would have.
      await rebuildPointsHistogram(db);
      // Runs are separated by an explicit VACUUM; autovacuum starting inside a timed run would only add noise.
      for (const t of ['predictions', 'users', 'point_adjustments', 'matches'])
        await exec(db, `alter table ${t} set (autovacuum_enabled = off)`);
      await exec(db, 'vacuum analyze');
      return { matchId: Number(match.id), documentId: match.document_id };
    });
    const { matchId, documentId } = load.value;
    log(`loaded and vacuumed in ${fmt(load.ms / 1000)} s`);

    app = await buildApp({ config, database: bench.database, logger: false, webRoot: null });
    const { services, spans } = timedServices(app.services);

    /** Between timed runs: dead rows vacuumed, dirty pages flushed, so every run starts from the same footing. */
    const settle = async () => {
      await exec(db, 'vacuum predictions, users, point_adjustments, matches');
      await exec(db, 'checkpoint');
    };
    const BENCH_ORIGIN = { kind: 'import', provider: 'bench' } as const;
    /** The admin's PUT of a result, timed as a whole and in its two parts. */
    const product = async (r: Result) => {
      spans.transaction.length = 0;
      spans.execute.length = 0;
      // Each run changes a stored result: a correction, logged with its reason like any other.
      const whole = await timed(() => changeMatch(services, documentId, r, BENCH_ORIGIN, 'Măsurarea scorării'));
      if (spans.transaction.length !== 1 || spans.execute.length > 0)
        throw new Error(`unexpected calls in changeMatch: ${JSON.stringify(spans)}`);
      return { whole: whole.ms, tx: spans.transaction[0], scored: whole.value.scored };
    };
    const scoringTransaction = (r: Result) =>
      db.transaction(async (tx) => {
        await updateMatch(tx, matchId, columnsOf(r));
        return scoreMatch(tx, matchId);
      });

    const times = { tx: [] as number[], whole: [] as number[], bare: [] as number[] };
    const resaveTimes = { whole: [] as number[], rescore: [] as number[] };

    // --- a: the first finalisation (no result → RESULT_A) on the freshly loaded tables: one run, it cannot recur
    await settle();
    const xid0 = await xidNow(db);
    const first = await product(RESULT_A);
    const firstWrites = await writtenSince(db, xid0, matchId);
    let current = RESULT_A;
    const mismatches = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from predictions p, ${matchResult(matchId)}
          where p.match_id = ${matchId} and p.points is distinct from ${barePoints}`,
    );
    if (Number(mismatches.n) !== 0) throw new Error(`bare rules disagree with scoreMatch on ${mismatches.n} rows`);
    log(`check: the bare limit's CASE gives scoreMatch's points on all ${PREDICTIONS.toLocaleString('en')} rows`);

    // --- a/d and b: corrections, alternating results, the product and the bare limit in turn (order swapped
    // every run). Every run changes every prediction's points.
    let productWrites: Written = { predictions: 0, users: 0, bonuses: 0 };
    let bareWrites: Written = { predictions: 0, users: 0, bonuses: 0 };
    const elapsed = () => (performance.now() - started) / 1000;
    for (let i = 0; i < RUNS && (i < 2 || elapsed() < BUDGET_S); i++) {
      for (const step of i % 2 ? (['bare', 'product'] as const) : (['product', 'bare'] as const)) {
        const next = other(current);
        await settle();
        const xid = await xidNow(db);
        if (step === 'product') {
          const p = await product(next);
          if (p.scored !== PREDICTIONS) throw new Error(`a correction re-scored ${p.scored} rows`);
          times.tx.push(p.tx);
          times.whole.push(p.whole);
          productWrites = await writtenSince(db, xid, matchId);
        } else {
          const b = await timed(() =>
            db.transaction(async (tx) => {
              await updateMatch(tx, matchId, columnsOf(next));
              await bareScore(tx, matchId);
            }),
          );
          times.bare.push(b.ms);
          bareWrites = await writtenSince(db, xid, matchId);
          // Untimed: the bare limit leaves the favourite-team bonuses alone; settle them so the product's next
          // run starts from a consistent ledger (moving 12,500 bonuses like every other run).
          await scoringTransaction(next);
        }
        current = next;
      }
    }

    // --- c: re-saving the result already saved: nothing to score, nothing written
    await settle();
    const ledger0 = await one<{ n: number }>(db, `select count(*)::int as n from point_adjustments`);
    const xid1 = await xidNow(db);
    for (let i = 0; i < RUNS; i++) {
      const resave = await product(current);
      if (resave.scored !== 0) throw new Error(`re-save scored ${resave.scored}`);
      resaveTimes.whole.push(resave.whole);
      const rescore = await timed(() => scoringTransaction(current));
      const w = rescore.value;
      if (w.scored || w.bonuses || w.users)
        throw new Error(`re-scoring an unchanged result wrote ${JSON.stringify(w)}`);
      resaveTimes.rescore.push(rescore.ms);
    }
    const resaveWrites = await writtenSince(db, xid1, matchId);
    const ledger1 = await one<{ n: number }>(db, `select count(*)::int as n from point_adjustments`);
    if (resaveWrites.predictions || resaveWrites.users || resaveWrites.bonuses || ledger0.n !== ledger1.n)
      throw new Error(`re-saving wrote rows: ${JSON.stringify(resaveWrites)}`);
    log(
      `re-save: ${RUNS * 2} saves of the unchanged result wrote ${resaveWrites.predictions} predictions, ` +
        `${resaveWrites.users} users, ${resaveWrites.bonuses} bonus rows (ledger ${ledger0.n} → ${ledger1.n} rows)`,
    );

    // --- report
    const w = (x: Written) => `${x.predictions} pred, ${x.users} users, ${x.bonuses} bonus`;
    const row = (name: string, xs: number[], written: string, goal = '') => [
      name,
      fmt(median(xs)),
      fmt(Math.min(...xs)),
      xs.length,
      written,
      goal,
    ];
    const ratio = median(times.tx) / median(times.bare);
    const ratioMin = Math.min(...times.tx) / Math.min(...times.bare);
    console.log();
    console.log(
      table(
        ['benchmark', 'median ms', 'min ms', 'runs', 'rows written (by xmin)', 'goal'],
        [
          row('a  first finalisation: scoring transaction', [first.tx], w(firstWrites)),
          row('a  first finalisation: whole changeMatch', [first.whole], ''),
          row(
            'a/d correction: scoring transaction (update + scoreMatch)',
            times.tx,
            w(productWrites),
            `${fmt(ratio, 2)}× bare (≤ ${GOAL_RATIO}×)`,
          ),
          row('a/d correction: whole changeMatch', times.whole, ''),
          row('b  bare limit: 2 set-based UPDATEs in a transaction', times.bare, w(bareWrites)),
          row('c  re-save unchanged result: whole changeMatch', resaveTimes.whole, w(resaveWrites)),
          row('c  re-score unchanged result: update + scoreMatch', resaveTimes.rescore, '(included above)'),
        ],
      ),
    );
    console.log('  rows written: counted by xmin after the run');
    console.log();
    console.log(
      `  ratio product scoring transaction / bare limit: ${fmt(ratio, 2)}× by median, ${fmt(ratioMin, 2)}× by min ` +
        `(goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'})`,
    );
    log(`total ${fmt((performance.now() - started) / 1000)} s`);
  } finally {
    await app?.close();
    cleanup();
    await bench.drop();
  }
}

await main();
