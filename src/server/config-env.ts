import { z } from 'zod';
import { LEAGUE_MAX_MEMBERS_DEFAULT, LEAGUES_PER_PLAYER_DEFAULT } from '../domain/league.schemas.ts';
import { adminSessionEnv } from './config-sessions.ts';

// Every environment variable the server reads, with its default, parsed once at start by loadConfig (config.ts).

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** An empty value counts as unset (DATABASE_URL= in a shell or a compose file). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** RATE_LIMIT_<NAME> (per account) and RATE_LIMIT_<NAME>_IP (per IP). */
function actionLimit<N extends string>(name: N, account: number, ip: number) {
  return { [`RATE_LIMIT_${name}`]: count(account), [`RATE_LIMIT_${name}_IP`]: count(ip) } as Record<
    `RATE_LIMIT_${N}` | `RATE_LIMIT_${N}_IP`,
    ReturnType<typeof count>
  >;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL (postgres://user:password@host:5432/name)')
      .optional(),
  ),
  REDIS_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Prefix of the rate-limit keys in Redis (several deployments may share one Redis). */
  REDIS_PREFIX: z.string().min(1).default('prezice:rl:'),
  /** How long a limit waits for Redis: past it, limits are kept in this process until Redis answers again. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(150),
  JWT_SECRET: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SITE_NAME: z.string().default('Prezice'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_EMAIL: z.string().email().default('admin@prezice.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CAPTCHA: z.enum(['altcha', 'recaptcha', 'turnstile', 'off']).default('altcha'),
  CAPTCHA_SECRET: z.string().optional(),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Prezice <no-reply@prezice.local>'),
  CONTACT_EMAIL: z.string().email().default('contact@prezice.ro'),
  SOCIAL_FACEBOOK: z.string().url().default('https://www.facebook.com/prezice'),
  SOCIAL_INSTAGRAM: z.string().url().default('https://www.instagram.com/prezice'),
  SOCIAL_YOUTUBE: z.string().url().default('https://www.youtube.com/@prezice'),
  SOCIAL_TIKTOK: z.string().url().default('https://www.tiktok.com/@prezice'),
  /** A Facebook app's id: the league's Messenger button then opens Facebook's Send dialog on computers. */
  FACEBOOK_APP_ID: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,32}$/, 'digits only')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  // Slow clients: headers must arrive within HEADERS_TIMEOUT_MS; a body must bring BODY_MIN_RATE bytes a second
  // on average over every BODY_TIMEOUT_MS (1 KB/s: a 10 MB upload on a slow phone at 20 KB/s is fine, 1 byte a
  // second is cut); a whole request ends within REQUEST_TIMEOUT_MS; one address holds at most
  // MAX_CONNECTIONS_PER_IP connections (a browser opens about 6, so 100 leaves room for many phones behind one
  // carrier NAT); behind a trusted proxy, whose connections carry many clients, each client it names holds at most
  // that many requests open at once.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(5000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(5000),
  BODY_MIN_RATE: z.coerce.number().int().min(1).max(100_000_000).default(1024),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(24 * 3_600_000)
    .default(600_000),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // Requests served at once by one instance; past it a new one gets 503 Retry-After: 1 instead of waiting in
  // memory (an instance answers thousands a second, so 500 only bites when it cannot keep up).
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1_000_000).default(500),
  RATE_LIMIT_LOGIN: count(10),
  // Failed logins per IP and hour, whatever the identifier: stops one address from trying passwords on every
  // account it can name. Only failures count (a successful login gives its hit back), and 50 an hour is far
  // more than the players behind one carrier NAT mistype, so phones sharing an address are not held back.
  RATE_LIMIT_LOGIN_IP: count(50),
  RATE_LIMIT_REGISTER: count(10),
  RATE_LIMIT_CHECK_USERNAME: count(60),
  RATE_LIMIT_VERIFY_SMS: count(20),
  RATE_LIMIT_RESEND_SMS: count(1),
  RATE_LIMIT_RESEND_SMS_PHONE: count(5),
  RATE_LIMIT_FORGOT_PASSWORD: count(10),
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL: count(3),
  RATE_LIMIT_RESET_PASSWORD: count(10),
  RATE_LIMIT_CHANGE_PASSWORD: count(10),
  // Player actions, per hour (uploads also per day), per account and per IP. An address can carry many players
  // (a carrier NAT, a stadium's Wi-Fi), so its budget is five times an account's.
  ...actionLimit('PREDICTIONS', 120, 600),
  ...actionLimit('POSTS', 10, 50),
  ...actionLimit('COMMENTS', 60, 300),
  ...actionLimit('LIKES', 200, 1000),
  ...actionLimit('PROFILE', 20, 100),
  ...actionLimit('UPLOADS', 20, 100),
  ...actionLimit('UPLOADS_DAY', 60, 300),
  ...actionLimit('UPLOAD_MB', 50, 250),
  ...actionLimit('UPLOAD_MB_DAY', 200, 1000),
  // Invite codes tried (joins and previews together), per hour: guessing a 10-character code takes far more.
  ...actionLimit('LEAGUE_CODES', 30, 150),
  // Calendar feed links drawn anew, per hour; and feed fetches per IP and hour (calendar apps poll, and a big
  // app's servers fetch many players' feeds from one address).
  ...actionLimit('CALENDAR_LINKS', 10, 50),
  RATE_LIMIT_CALENDAR_FEED_IP: count(3600),
  // Private leagues: how many a player may be in, and how many members one league holds.
  LEAGUES_PER_PLAYER: count(LEAGUES_PER_PLAYER_DEFAULT),
  LEAGUE_MAX_MEMBERS: count(LEAGUE_MAX_MEMBERS_DEFAULT),
  // Uploads go to S3-compatible object storage when S3_BUCKET is set, else into the database (shared by all instances).
  S3_BUCKET: unsetWhenEmpty(z.string().min(3).max(63).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Another provider's or a local server's address (MinIO, Garage, R2...); unset means AWS. */
  S3_ENDPOINT: unsetWhenEmpty(z.string().url().optional()),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().optional()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().optional()),
  /** bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Background jobs: how long a claimed job is held without its runner extending it (a killed instance's jobs go
   * to another instance after this). */
  JOB_LEASE_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  /** Account deletion (modules/gdpr): hours between the request and the wipe, during which a login cancels it. */
  ACCOUNT_DELETION_GRACE_HOURS: z.coerce.number().min(0).max(8_760).default(168),
  // Reminders (modules/reminders): web push needs a VAPID key pair (`npm run vapid-keys` makes one); without it
  // push is off and only e-mail reminders go. VAPID_SUBJECT is the contact push services see (mailto: or https:).
  VAPID_PUBLIC_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'a P-256 public key, base64url (npm run vapid-keys)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}={0,2}$/, 'a P-256 private key, base64url (npm run vapid-keys)')
      .optional(),
  ),
  VAPID_SUBJECT: unsetWhenEmpty(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// address')
      .optional(),
  ),
  /** Push endpoints on http://, any port or an IP address (a local push service in tests and benches); never in production. */
  PUSH_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  /** More push service hosts than the browsers' (config-push.ts): exact names and *.suffix, comma-separated. */
  PUSH_ALLOWED_HOSTS: unsetWhenEmpty(z.string().optional()),
  /** Pushes in flight at once per instance, and the accounts one reminder job looks at. */
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(200),
  REMINDER_CHUNK_SIZE: z.coerce.number().int().min(1).max(100_000).default(2000),
  // Reminder settings and push subscriptions changed, per hour.
  ...actionLimit('REMINDERS', 60, 300),
  /** Live scores (GET /api/live, Server-Sent Events): a comment this often keeps each stream open through proxies. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** Live streams open at once on one instance; past it, 503 with Retry-After (streams are not counted in MAX_IN_FLIGHT). */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /** Live streams one client holds at once, across instances (config-live.ts); past it, 429 with Retry-After. */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(4),
  // Results import (modules/results-import): off unless RESULTS_PROVIDER is set; config-results.ts checks the rest.
  RESULTS_PROVIDER: unsetWhenEmpty(z.enum(['api-football']).optional()),
  RESULTS_PROVIDER_KEY: unsetWhenEmpty(z.string().min(8).optional()),
  RESULTS_PROVIDER_URL: z.url().default('https://v3.football.api-sports.io'),
  RESULTS_LEAGUE_ID: unsetWhenEmpty(z.coerce.number().int().min(1).optional()),
  RESULTS_SEASON: unsetWhenEmpty(z.coerce.number().int().min(1990).max(2100).optional()),
  /** How often one instance polls the provider (the turn is taken once across instances). */
  RESULTS_POLL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  RESULTS_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  RESULTS_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  RESULTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A provider answer larger than this is cut and recorded as a bad answer (the heap under npm start is 128 MB). */
  RESULTS_MAX_BYTES: z.coerce.number().int().min(1024).max(67_108_864).default(5_242_880),
  ...adminSessionEnv,
});

export type Env = z.infer<typeof envSchema>;
