// Another instance of the app for the reminders bench (forked by reminders.bench.ts): its job runner takes chunks
// of the wave from the shared jobs table, as a second server process behind a load balancer would.
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';

const config = loadConfig(JSON.parse(process.env.BENCH_APP_ENV ?? '{}'));
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
const app = await buildApp({ config, database, logger: false });
await app.ready();
process.on('message', (msg: { type: string }) => {
  if (msg.type === 'stats') process.send?.({ type: 'stats', cpu: process.cpuUsage() });
  if (msg.type === 'stop') {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
process.send?.({ type: 'ready' });
