// The real app on the leaderboard benchmark's database, in a process of its own (started by
// leaderboard.bench.ts). Prints "LISTENING <port>" once it answers; ends when its stdin closes or on SIGTERM.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { benchConfig } from './support.ts';

const url = process.env.BENCH_LEADERBOARD_DATABASE_URL;
if (!url) throw new Error('BENCH_LEADERBOARD_DATABASE_URL is not set');
const { config, cleanup } = benchConfig(url);
// As the production entry point opens it: the default pool size.
const database = await openDatabase({ databaseUrl: url });
const app = await buildApp({ config, database, logger: false, webRoot: null });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${(app.server.address() as AddressInfo).port}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  cleanup();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
setTimeout(stop, 300_000).unref();
