import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import type { AppHooks } from './app-hooks.ts';
import { type Config, loadConfig } from './config.ts';
import { ConfigError } from './config-errors.ts';
import { publicUrlWarning } from './config-site.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type Prepared, prepareDatabase } from './db/prepare.ts';
import { startingHandler } from './http/health.ts';
import { nonBlockingLog } from './http/log-destination.ts';
import { pruneExpiredResetCodes } from './modules/auth/password-resets.queries.ts';
import { queueDeletionSweep } from './modules/gdpr/gdpr-deletion.service.ts';
import { sweepExpiredExports } from './modules/gdpr/gdpr-export.service.ts';
import { pruneFinishedJobs } from './modules/jobs/jobs.queries.ts';
import { planReminderWaves } from './modules/reminders/reminders.jobs.ts';
import { startResultsClock } from './modules/results-import/results-import.jobs.ts';
import { pruneExpiredSessions } from './modules/sessions/sessions.queries.ts';
import { resolveJwtSecret } from './modules/settings/jwt-secret.service.ts';
import { sweepOrphanFiles } from './modules/uploads/uploads.service.ts';
import { queueSvgConversion } from './modules/uploads/uploads-svg.jobs.ts';
import { configuredFacts, reportStart } from './start-report.ts';

/**
 * The server process: config, the port taken at once, the database opened and migrated (retried while it is not
 * reachable), the app, the hourly sweeps and a graceful stop on SIGTERM. src/server/main.ts runs it; the crash
 * tests run it with hooks of their own (src/server/test/paused-scoring-main.ts).
 */
export async function runServer(options: { hooks?: AppHooks } = {}) {
  const startedAt = performance.now();
  // Logs never hold the process: a reader gone (EPIPE) or too slow costs lines, never a hang (http/log-destination.ts).
  const logStream = nonBlockingLog(process.stdout);
  process.stderr.on('error', () => {});

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

  /** A line in pino's shape, for the time before the app (and its logger) exists. */
  function earlyLog(level: number, fields: Record<string, unknown>, msg: string) {
    logStream.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
  }

  // The port is taken before the database work: a port already in use is refused at once, and until the database
  // is reachable and migrated it answers /healthz 200 'starting', /readyz 503 (http/health.ts).
  const starting: Server = createServer(startingHandler);
  {
    const failure = await new Promise<unknown>((resolve) => {
      starting.once('error', resolve);
      starting.listen({ port: config.port, host: config.host, exclusive: true }, () => resolve(null));
    });
    if (failure) refuse([listenProblem(failure) ?? String(failure)]);
  }
  const port = (starting.address() as AddressInfo).port;
  // PUBLIC_URL unset: links name the port actually taken (PORT=0 lets the system choose one).
  if (!config.publicUrlSet) config.publicUrl = `http://localhost:${port}`;

  let closing = false;
  const FORCE_EXIT_MS = 9_000;
  /** Before the app exists, a stop only has the starting port to close. */
  let stop: (signal: string) => Promise<void> = async () => {
    starting.closeAllConnections();
    starting.close();
    process.exit(0);
  };
  function onSignal(signal: string) {
    if (closing) return;
    closing = true;
    // Whatever happens below (a stuck query, a log reader gone), the process ends within 10 s.
    setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
    void stop(signal).catch(() => process.exit(1));
  }
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  /** Errors that mean the database is not there yet (a PostgreSQL starting or unreachable): wait and retry. */
  function notReachable(error: unknown): boolean {
    const codes = new Set([
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'EAI_AGAIN',
      'ENOTFOUND',
    ]);
    const pg = new Set(['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', '57P03', '3D000']);
    let e: unknown = error;
    for (let i = 0; i < 4 && e; i++) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && (codes.has(code) || pg.has(code))) return true;
      const inner = (e as { errors?: unknown[] }).errors;
      if (Array.isArray(inner) && inner.some(notReachable)) return true;
      e = (e as { cause?: unknown }).cause;
    }
    return false;
  }

  /** Opens and prepares the database, retrying every second while it cannot be reached. */
  async function openAndPrepare(): Promise<{ database: Database; prepared: Prepared }> {
    let lastWarned = 0;
    for (;;) {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        return { database, prepared: await prepareDatabase(database, config) };
      } catch (error) {
        await database.close().catch(() => {});
        if (!notReachable(error)) throw error;
        if (Date.now() - lastWarned > 30_000) {
          lastWarned = Date.now();
          const reason = (error as { code?: string }).code ?? String(error);
          earlyLog(40, { reason, port }, 'database not reachable yet: /readyz answers 503, retrying every second');
        }
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  /** dist/web beside the built server (dist/server/main.js), or from the source tree. */
  function findWebRoot(): string | null {
    for (const rel of ['../web', '../../dist/web']) {
      const dir = fileURLToPath(new URL(rel, import.meta.url));
      if (existsSync(`${dir}/index.html`)) return dir;
    }
    return null;
  }

  const { database, prepared } = await openAndPrepare();
  const { admin, demo } = prepared;
  // One secret for every instance of this database: JWT_SECRET, or the one kept in the database (carried over
  // from DATA_DIR/jwt-secret by the first start of an upgraded installation).
  const jwt = await resolveJwtSecret(database.db, {
    jwtSecret: config.jwtSecret || undefined,
    dataDir: config.dataDir,
  });
  config.jwtSecret = jwt.secret;

  const app = await buildApp({
    config,
    database,
    webRoot: findWebRoot(),
    logger: { stream: logStream },
    hooks: options.hooks,
  });
  if (jwt.source === 'carried') app.log.info('the token secret of DATA_DIR/jwt-secret is now kept in the database');
  // The starting port hands over to the app (the same port; a connection in between is refused and retried).
  starting.closeAllConnections();
  await new Promise<void>((resolve) => starting.close(() => resolve()));
  // On a terminal the start block below says where the site answers: Fastify's own "Server listening at" lines
  // (one per interface) would only come before it. Pipes and files get them as always.
  const terminal = process.stdout.isTTY === true;
  const level = app.log.level;
  if (terminal && ['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port, host: config.host });
  } catch (error) {
    const problem = listenProblem(error);
    if (!problem) throw error;
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    refuse([problem]);
  } finally {
    app.log.level = level;
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  reportStart({ isTTY: terminal, write: (text) => logStream.write(text) }, app.log, {
    url: config.publicUrlSet ? config.publicUrl : `http://${shownHost}:${port}`,
    database: database.kind,
    ms: Math.round(performance.now() - startedAt),
    admin,
    demo: demo?.demoUser,
    publicUrlWarning: publicUrlWarning(config),
    ...configuredFacts(config),
  });

  /** Background work under way (the hourly sweeps): a stop waits for it. */
  const background = new Set<Promise<unknown>>();
  function track(work: Promise<unknown>) {
    background.add(work);
    void work.finally(() => background.delete(work));
  }

  // Pictures an older version stored as SVG are drawn as PNG, once across instances (nothing to do after that).
  track(queueSvgConversion(app.services).catch((err) => app.log.error({ err }, 'SVG conversion not queued')));

  const HOUR_MS = 60 * 60 * 1000;
  const sweep = setInterval(() => {
    track(
      sweepOrphanFiles(app.services)
        .then((n) => n && app.log.info({ files: n }, 'deleted unattached uploads'))
        .catch((err) => app.log.error({ err }, 'upload sweep failed')),
    );
    track(
      pruneExpiredSessions(app.services.db, app.services.now(), app.services.config.adminSessions)
        .then((n) => n && app.log.info({ sessions: n }, 'deleted expired sessions'))
        .catch((err) => app.log.error({ err }, 'session sweep failed')),
    );
    track(
      pruneFinishedJobs(app.services.db, new Date(Date.now() - 7 * 24 * HOUR_MS))
        .then((n) => n && app.log.info({ jobs: n }, 'deleted finished jobs'))
        .catch((err) => app.log.error({ err }, 'job sweep failed')),
    );
    track(
      pruneExpiredResetCodes(app.services.db, app.services.now())
        .then((n) => n && app.log.info({ codes: n }, 'deleted expired password-reset codes'))
        .catch((err) => app.log.error({ err }, 'password-reset sweep failed')),
    );
    track(
      sweepExpiredExports(app.services)
        .then((n) => n && app.log.info({ exports: n }, 'dropped expired data exports'))
        .catch((err) => app.log.error({ err }, 'data-export sweep failed')),
    );
    // Accounts past their deletion grace whose job was missed: one sweep job across instances wipes them.
    track(queueDeletionSweep(app.services).catch((err) => app.log.error({ err }, 'deletion sweep failed')));
  }, HOUR_MS);
  sweep.unref();

  // Reminders: every minute each instance looks for a wave due (24 h or 3 h before a deadline); the first to see
  // it decides it (a unique row) and queues its chunks, which the job runners of all instances share.
  const reminderClock = setInterval(() => {
    track(
      planReminderWaves(app.services)
        .then((n) => n && app.log.info({ chunks: n }, 'reminder wave started'))
        .catch((err) => app.log.error({ err }, 'reminder wave planning failed')),
    );
  }, 60_000);
  reminderClock.unref();
  // Results import (RESULTS_PROVIDER): each instance queues the poll; it runs once across them, when due.
  const stopResultsClock = startResultsClock(app.services, (err) => app.log.error({ err }, 'results poll not queued'));

  /**
   * SIGTERM: stop taking connections, finish the requests in flight (Fastify answers 503 to new requests on
   * kept-alive connections meanwhile), then the background work under way, then close the database and exit.
   */
  stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    clearInterval(reminderClock);
    stopResultsClock();
    try {
      // A kept-alive connection goes idle once its last request is answered: close it then, not at its timeout.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(idle));
      await Promise.allSettled(background);
      await database.close();
      if (logStream.dropped)
        app.log.warn({ lines: logStream.dropped }, 'log lines dropped: the reader was gone or slow');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
}
