import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { ConfigError } from './config-errors.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { pruneExpiredResetCodes } from './modules/auth/password-resets.queries.ts';
import { placesChanged } from './modules/leaderboard/leaderboard.service.ts';
import { pruneExpiredSessions } from './modules/sessions/sessions.queries.ts';
import { sweepOrphanFiles } from './modules/uploads/uploads.service.ts';

const startedAt = performance.now();

/** A configuration the server cannot start with: one line per problem, exit code 1, no stack trace. */
function refuse(problems: string[]): never {
  process.stderr.write(problems.map((p) => `Configuration error: ${p}\n`).join(''));
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) refuse(error.problems);
  throw error;
}

/** PORT or HOST as the reason the server cannot listen, or null for another failure. */
function listenProblem(error: unknown): string | null {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE')
    return `PORT=${config.port} is already in use on ${config.host}: set PORT to a free port, or stop what listens there.`;
  if (code === 'EACCES')
    return `PORT=${config.port} needs privileges this user lacks: set PORT to 1024 or above (with a proxy in front).`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `HOST=${JSON.stringify(config.host)} is not an address of this machine: set HOST=0.0.0.0 (every interface) or one of its addresses.`;
  return null;
}

// Before the database work: a port already taken is refused at once, not after the migrations.
if (config.port !== 0) {
  const probe = createServer();
  const failure = await new Promise<unknown>((resolve) => {
    probe.once('error', resolve);
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
  const problem = failure ? listenProblem(failure) : null;
  if (problem) refuse([problem]);
}

/** dist/web beside the built server (dist/server/main.js), or from the source tree. */
function findWebRoot(): string | null {
  for (const rel of ['../web', '../../dist/web']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}/index.html`)) return dir;
  }
  return null;
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { admin, demo } = await prepareDatabase(database, config);

const app = await buildApp({ config, database, webRoot: findWebRoot() });
// Places follow a change of points in the background: a stop or crash in between leaves them behind the
// committed totals. Derive them again (readers wait for it); rows already right are not written.
placesChanged(app.services);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const problem = listenProblem(error);
  if (!problem) throw error;
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  refuse([problem]);
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.publicUrl ?? `http://${shownHost}:${port}`;
app.log.info(
  { url, database: database.kind, ms: Math.round(performance.now() - startedAt) },
  `Prezice ascultă pe ${url}`,
);
if (admin.generatedPassword) {
  app.log.warn(
    { username: admin.username, password: admin.generatedPassword },
    `Cont de administrator creat: ${admin.username} / ${admin.generatedPassword} (parola nu va mai fi afișată)`,
  );
}
if (demo) {
  app.log.info(
    { username: demo.demoUser.username, password: demo.demoUser.password },
    `Date demo încărcate. Jucător demo: ${demo.demoUser.username} / ${demo.demoUser.password}`,
  );
}

const HOUR_MS = 60 * 60 * 1000;
const sweep = setInterval(() => {
  sweepOrphanFiles(app.services)
    .then((n) => n && app.log.info({ files: n }, 'deleted unattached uploads'))
    .catch((err) => app.log.error({ err }, 'upload sweep failed'));
  pruneExpiredSessions(app.services.db, new Date())
    .then((n) => n && app.log.info({ sessions: n }, 'deleted expired sessions'))
    .catch((err) => app.log.error({ err }, 'session sweep failed'));
  pruneExpiredResetCodes(app.services.db, app.services.now())
    .then((n) => n && app.log.info({ codes: n }, 'deleted expired password-reset codes'))
    .catch((err) => app.log.error({ err }, 'password-reset sweep failed'));
}, HOUR_MS);
sweep.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    clearInterval(sweep);
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
