import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { waitFor } from '../test/security/crash-server.ts';
import { adminUrl } from '../test/test-db-names.ts';
import { type ChangeBus, openChangeBus } from './change-bus.ts';
import { CHANGE_CHANNEL } from './change-listeners.ts';

// The listening session after losses (only with DATABASE_URL: see vitest.config.ts), on an empty database of its
// own so that pg_stat_activity shows this bus's sessions alone. A heartbeat every 2 ms often has a check in flight
// when the session is cut, so that both the close event and the failed check ask for a new session.

const serverUrl = process.env.DATABASE_URL!;
const dbName = `${inject('pgTemplate')}_bus`;
let admin: postgres.Sql;
let database: Database;
let bus: ChangeBus;

beforeAll(async () => {
  admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.unsafe(`create database ${dbName}`);
  database = await openDatabase({ databaseUrl: adminUrl(serverUrl, dbName), poolSize: 2 });
  bus = openChangeBus(database, { heartbeatMs: 2 });
  await bus.ready();
});
afterAll(async () => {
  await bus?.close();
  await database?.close();
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

const sessions = async () =>
  (
    await admin`select pid from pg_stat_activity
      where datname = ${dbName} and application_name = 'prezice-change-bus'`
  ).map((r) => Number(r.pid));

/** Waits until exactly one session listens and the bus trusts it; answers its pid. */
const settled = async (timeoutMs = 5_000) => {
  let pids: number[] = [];
  await waitFor(
    'one listening session',
    async () => {
      pids = await sessions();
      return pids.length === 1 && bus.trusted();
    },
    timeoutMs,
  );
  return pids[0];
};

test('after each cut the bus listens again on exactly one session, and hears what others notify', async () => {
  let heard = 0;
  bus.subscribe('feed', () => {
    heard++;
  });
  for (let cut = 0; cut < 30; cut++) {
    const before = await settled();
    await admin`select pg_terminate_backend(${before}::int)`;
    await waitFor('a new listening session', async () => (await sessions()).some((pid) => pid !== before));
    // The close event and the failed check both ask for a new session; a second one opened beside the first
    // would listen for ever, and the count would never come back to one.
    await new Promise((r) => setTimeout(r, 100));
    await settled();
    const was = heard;
    // NOTIFY reaches the listeners of its own database only.
    await database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`another-instance:feed:${cut}`})`);
    await waitFor('the notification', () => heard > was, 5_000);
  }
  // Each cut was seen as a loss and a return (every cache dropped twice), and each notification was heard.
  expect(heard).toBeGreaterThanOrEqual(3 * 30);
}, 90_000);
