import type { AppHooks } from './app-hooks.ts';
import type { ChangeBus } from './cluster/change-bus.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuthUser } from './http/auth-user.ts';
import type { TokenService } from './http/jwt.ts';
import type { RateLimitStore } from './http/rate-limit.ts';
import type { JobRunner } from './modules/jobs/jobs-runner.service.ts';
import type { Mailer } from './modules/mail/mailer.adapter.ts';
import type { CurrentSession } from './modules/sessions/sessions.queries.ts';
import type { SmsProvider } from './modules/sms/sms.adapter.ts';
import type { UploadStorage } from './modules/uploads/storage.adapter.ts';

// What every service receives: the app's parts, composed here from the types each part declares where it lives.
// buildApp (app.ts) makes one; services and routes import only this type, never the app.

export interface Services {
  config: Config;
  database: Database;
  db: Database['db'];
  tokens: TokenService;
  rateLimits: RateLimitStore;
  now: () => Date;
  /**
   * The providers themselves (SMTP or the mail outbox, the SMS gateway or its outbox), for job handlers only: a
   * request queues a job (services.jobs), which builds its message when it runs and hands it to these.
   */
  transports: { mailer: Mailer; sms: SmsProvider };
  storage: UploadStorage;
  /** Tells every instance what changed: caches subscribe to it. */
  changes: ChangeBus;
  /** Background work, run once across all instances. */
  jobs: JobRunner;
  hooks: AppHooks;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session the caller's token names (set with user). */
    authSession: CurrentSession | null;
  }
}
