// Reminders at scale: 1,000,000 players on PostgreSQL, one deadline of three matches 10 h away, and its 24 h wave
// sent as the server sends it (planReminderWaves, the chunk jobs on the app's job runner, the push
// sender signing one VAPID token per push service and posting over kept-alive connections) to a local push service
// in a process of its own, which checks the VAPID token of every push and decrypts one in DECRYPT_EVERY (RFC 8291).
// The goal: the wave within 10 minutes. Then the naive way for a sample, in the same run: web-push's
// sendNotification's way per message (generateRequestDetails: a new signature; a new connection each), one at a
// time and 200 at a time.
// Run: npm run bench -- reminders   (BENCH_PLAYERS=n, BENCH_BASELINE=n messages of the naive sample,
// BENCH_INSTANCES=n server processes sharing the wave, 2 by default)
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webPush from 'web-push';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { planReminderWaves } from '../src/server/modules/reminders/reminders.jobs.ts';
import {
  bulkLoad,
  createBenchDatabase,
  exec,
  fmt,
  loadTeamsAndRound,
  log,
  one,
  table,
  timed,
  watchdog,
} from './support.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const BASELINE = Number(process.env.BENCH_BASELINE ?? 2_000);
/** Server processes sharing the wave (each instance runs its job runner); 2 for a machine of 2 cores. */
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const DECRYPT_EVERY = Number(process.env.DECRYPT_EVERY ?? 50);
const GOAL_S = 600;
const HOUR = 3_600_000;

interface Stats {
  accepted: number;
  refused: number;
  firstRefusal: unknown;
  cpu: NodeJS.CpuUsage;
}

/**
 * What web-push's sendNotification does with generateRequestDetails' answer (a new VAPID signature and encryption
 * per message), on a new connection per message; over http, as sendNotification only speaks https.
 */
function naiveSend(req: webPush.RequestDetails) {
  return new Promise<void>((resolve, reject) => {
    const r = httpRequest(req.endpoint, { method: req.method, headers: req.headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`push ${res.statusCode}`))));
    });
    r.on('error', reject);
    r.end(req.body);
  });
}

function startChild(file: string, env: Record<string, string>) {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const on = (msg: { type: string }) => {
        if (msg.type !== type) return;
        child.off('message', on);
        resolve(msg as T);
      };
      child.on('message', on);
    });
  return {
    ready: next<{ origin: string; shared: { p256dh: string; auth: string } }>('ready'),
    cpu: async () => {
      const answer = next<Stats>('stats');
      child.send({ type: 'stats' });
      const { cpu } = await answer;
      return (cpu.user + cpu.system) / 1000;
    },
    stats: () => {
      const answer = next<Stats>('stats');
      child.send({ type: 'stats' });
      return answer;
    },
    stop: () => {
      child.send({ type: 'stop' });
      return new Promise((r) => child.once('exit', r));
    },
  };
}

async function main() {
  watchdog(1800, 'bench_reminders');
  console.log(`\n## Reminders: one wave to ${PLAYERS.toLocaleString('en')} players`);
  const vapid = webPush.generateVAPIDKeys();
  const push = startChild('./reminders-push-server.ts', {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    DECRYPT_EVERY: String(DECRYPT_EVERY),
  });
  const { origin, shared } = await push.ready;
  const bench = await createBenchDatabase('reminders', 8);
  const { db } = bench.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-bench-reminders-'));
  const now = new Date();
  const deadline = new Date(Math.ceil((now.getTime() + 10 * HOUR) / 60_000) * 60_000);
  try {
    const load = await timed(() =>
      bulkLoad(db, async (tx) => {
        const { teamIds, roundId } = await loadTeamsAndRound(tx);
        const kickoff = new Date(deadline.getTime() + 2 * HOUR).toISOString();
        await exec(
          tx,
          `insert into matches (document_id, date, team1_id, team2_id, round_id)
           select prezice_document_id(), '${kickoff}', ${teamIds[0]} + 2 * k, ${teamIds[1]} + 2 * k, ${roundId}
           from generate_series(0, 2) k`,
        );
        await exec(
          tx,
          `insert into users (document_id, username, email, password_hash, role_id, phone_verified)
           select 'u' || substr(md5('user' || n), 1, 23), 'u' || n, 'u' || n || '@bench.local', 'x', 3, true
           from generate_series(1, ${PLAYERS}) n`,
        );
        // A third predicted the first match, a tenth all three (nothing to remind them of).
        await exec(
          tx,
          `insert into predictions (document_id, user_id, match_id, type, team1, team2)
           select prezice_document_id(), u.id, m.id, 'score', 1, 0
           from users u join (select id, row_number() over (order by id) as k from matches) m
             on m.k = 1 and u.id % 3 = 0 or u.id % 10 = 0
           where u.role_id = 3`,
        );
        await exec(
          tx,
          `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
           select id, '${origin}/push/shared-' || id, '${shared.p256dh}', '${shared.auth}' from users where role_id = 3`,
        );
      }),
    );
    await exec(db, 'analyze');
    const expected = await one<{ n: number }>(
      db,
      `select count(*)::int as n from users u where u.role_id = 3 and u.phone_verified and u.id % 10 <> 0`,
    );
    log(`loaded in ${fmt(load.ms / 1000)} s: ${PLAYERS} players, ${expected.n} with something to predict`);

    const appEnv = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: bench.url,
      JWT_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'silent',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@prezice.test',
      PUSH_ALLOW_HTTP: 'true',
    };
    const config = loadConfig(appEnv);
    const app = await buildApp({ config, database: bench.database, logger: false, now: () => new Date() });
    await app.ready();
    // The other instances: processes of their own, whose runners share the wave's chunks with this one's.
    const others = Array.from({ length: INSTANCES - 1 }, () =>
      startChild('./reminders-instance-server.ts', { BENCH_APP_ENV: JSON.stringify(appEnv) }),
    );
    await Promise.all(others.map((o) => o.ready));
    const othersCpu0 = await Promise.all(others.map((o) => o.cpu()));
    const cpu0 = process.cpuUsage();
    const pushCpu0 = (await push.stats()).cpu;
    const wave = await timed(async () => {
      const chunks = await planReminderWaves(app.services);
      // Every instance's runner takes chunks; the wave is over once none is pending or running.
      for (;;) {
        const open = await one<{ n: number }>(
          db,
          `select count(*)::int as n from jobs where kind = 'reminder-chunk' and state in ('pending', 'running')`,
        );
        if (open.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return chunks;
    });
    const cpu = process.cpuUsage(cpu0);
    const othersCpu = (await Promise.all(others.map((o) => o.cpu()))).reduce((a, c, i) => a + c - othersCpu0[i], 0);
    const stats = await push.stats();
    const sent = stats.accepted;
    const cpuMs = (cpu.user + cpu.system) / 1000 + othersCpu;
    const owners = await one<{ n: number }>(
      db,
      `select count(distinct locked_by)::int as n from jobs where kind = 'reminder-chunk'`,
    );
    const pushCpuMs = (stats.cpu.user + stats.cpu.system - pushCpu0.user - pushCpu0.system) / 1000;
    const ledger = await one<{ n: number }>(db, 'select count(*)::int as n from reminder_sends');
    log(
      `wave: ${wave.value} chunks, ${sent} pushes accepted (expected ${expected.n}, ledger ${ledger.n}), ` +
        `${stats.refused} refused${stats.refused ? ` (first: ${JSON.stringify(stats.firstRefusal)})` : ''}`,
    );
    await Promise.all(others.map((o) => o.stop()));
    await app.close();
    log(`${INSTANCES} instances, chunks run by ${owners.n} of them`);

    // The naive way, for a sample: web-push's sendNotification per message.
    const details = { vapidDetails: { subject: 'mailto:bench@prezice.test', ...vapid }, TTL: 3600 };
    const payload = JSON.stringify({
      title: 'Mai ai 3 meciuri de prezis până sâmbătă la 18:30',
      body: 'x'.repeat(120),
      url: '/matches',
      tag: 'deadline',
    });
    const naive = async (parallel: number) => {
      const before = (await push.stats()).accepted;
      const c0 = process.cpuUsage();
      let next = 0;
      const t = await timed(() =>
        Promise.all(
          Array.from({ length: parallel }, async () => {
            while (next < BASELINE) {
              const i = next++;
              await naiveSend(
                webPush.generateRequestDetails(
                  { endpoint: `${origin}/push/shared-b${i}`, keys: shared },
                  payload,
                  details,
                ),
              );
            }
          }),
        ),
      );
      const c = process.cpuUsage(c0);
      const accepted = (await push.stats()).accepted - before;
      return { ms: t.ms, accepted, cpuMs: (c.user + c.system) / 1000 };
    };
    const one1 = await naive(1);
    const par = await naive(200);

    const rate = (n: number, ms: number) => (n / ms) * 1000;
    const fast = rate(sent, wave.ms);
    console.log(
      `\n${table(
        ['way', 'messages', 'time (s)', 'messages/s', 'CPU per message (ms)', 'speed vs naive'],
        [
          [
            'this server: one wave',
            sent,
            fmt(wave.ms / 1000),
            fmt(fast, 0),
            fmt(cpuMs / sent, 3),
            `${fmt(fast / rate(one1.accepted, one1.ms), 1)}x`,
          ],
          [
            'sendNotification, one at a time',
            one1.accepted,
            fmt(one1.ms / 1000),
            fmt(rate(one1.accepted, one1.ms), 0),
            fmt(one1.cpuMs / one1.accepted, 3),
            '1x',
          ],
          [
            'sendNotification, 200 at a time',
            par.accepted,
            fmt(par.ms / 1000),
            fmt(rate(par.accepted, par.ms), 0),
            fmt(par.cpuMs / par.accepted, 3),
            `${fmt(rate(par.accepted, par.ms) / rate(one1.accepted, one1.ms), 1)}x`,
          ],
        ],
      )}`,
    );
    log(`push service (another process): ${fmt(pushCpuMs / Math.max(1, sent), 3)} ms CPU per message during the wave`);
    const projected = (1_000_000 / fast).toFixed(0);
    console.log(
      `\n  goal: 1,000,000 players' wave within ${GOAL_S} s: ${PLAYERS >= 1_000_000 ? `${fmt(wave.ms / 1000)} s` : `projected ${projected} s at this rate`} ` +
        `(${(PLAYERS >= 1_000_000 ? wave.ms / 1000 : Number(projected)) <= GOAL_S ? 'met' : 'NOT met'}); speed-up over the naive one-by-one: ${fmt(fast / rate(one1.accepted, one1.ms), 1)}x, over 200 at a time: ${fmt(fast / rate(par.accepted, par.ms), 1)}x`,
    );
    if (sent !== expected.n) console.log(`  WARNING: ${sent} pushes for ${expected.n} players`);
  } finally {
    await push.stop();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
