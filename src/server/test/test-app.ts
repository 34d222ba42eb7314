import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppHooks } from '../app-hooks.ts';
import { type Config, loadConfig, type RateLimits } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { RateLimitStore } from '../http/rate-limit.ts';
import type { Mailer } from '../modules/mail/mailer.adapter.ts';
import type { SmsProvider } from '../modules/sms/sms.adapter.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Moves the server's clock. */
  clock: { now: Date; set(d: Date | string): void; advance(ms: number): void };
  close(): Promise<void>;
}

export interface TestAppOptions {
  rateLimits?: Partial<RateLimits>;
  now?: Date | string;
  webRoot?: string | null;
  rateLimitStore?: RateLimitStore;
  env?: Record<string, string>;
  /** Another mailer than the outbox (e.g. one that never answers). */
  mailer?: Mailer;
  /** Another SMS transport than the outbox (e.g. one that fails). */
  sms?: SmsProvider;
  /** Pino options (a level and a stream, to read what the app logs); silent by default. */
  logger?: Record<string, unknown>;
  /** Another instance's database: both apps then behave as two instances of one deployment. */
  database?: Database;
  /**
   * After each injected request, run the queued jobs (mail, SMS) before answering the test, so that it can read
   * the outbox at once (true by default; false leaves them to the runner, e.g. with a provider that never answers).
   */
  drainJobs?: boolean;
  /** Steps into the app's own work (app-hooks.ts), to order a race deterministically. */
  hooks?: AppHooks;
}

const GENEROUS: RateLimits = {
  login: 10_000,
  loginIp: 10_000,
  register: 10_000,
  checkUsername: 10_000,
  verifySms: 10_000,
  resendSms: 10_000,
  resendSmsPhone: 10_000,
  forgotPassword: 10_000,
  forgotPasswordEmail: 10_000,
  resetPassword: 10_000,
  changePassword: 10_000,
  predictions: { account: 10_000, ip: 10_000 },
  posts: { account: 10_000, ip: 10_000 },
  comments: { account: 10_000, ip: 10_000 },
  likes: { account: 10_000, ip: 10_000 },
  profile: { account: 10_000, ip: 10_000 },
  uploads: { account: 10_000, ip: 10_000 },
  uploadsDay: { account: 10_000, ip: 10_000 },
  uploadBytes: { account: 100_000 * 1024 * 1024, ip: 100_000 * 1024 * 1024 },
  uploadBytesDay: { account: 100_000 * 1024 * 1024, ip: 100_000 * 1024 * 1024 },
  leagueCodes: { account: 10_000, ip: 10_000 },
  calendarLinks: { account: 10_000, ip: 10_000 },
  calendarFeedIp: 10_000,
  reminders: { account: 10_000, ip: 10_000 },
};

/** A real app on a database of its own; every request goes through app.inject. */
export async function testApp(options: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
    CAPTCHA: 'off',
    ...options.env,
  });
  const config: Config = { ...base, rateLimits: { ...GENEROUS, ...options.rateLimits } };
  const database = options.database ?? (await createTestDatabase());
  const clock = {
    now: options.now ? new Date(options.now) : new Date(),
    set(d: Date | string) {
      clock.now = new Date(d);
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    webRoot: options.webRoot ?? null,
    rateLimitStore: options.rateLimitStore,
    mailer: options.mailer,
    sms: options.sms,
    now: options.now ? () => clock.now : undefined,
    hooks: options.hooks,
  });
  await app.ready();
  if (options.drainJobs !== false) {
    const inject = app.inject.bind(app) as (opts: unknown) => Promise<unknown>;
    // The promise form only (every test calls it so); the chained form is left as it is.
    (app as { inject: unknown }).inject = (opts?: unknown) => {
      if (opts === undefined) return inject(opts);
      return inject(opts).then(async (res) => {
        // A test that took the database away has nothing to drain (the jobs live there).
        await app.services.jobs.drain().catch(() => {});
        return res;
      });
    };
  }
  return {
    app,
    database,
    db: database.db,
    config,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
