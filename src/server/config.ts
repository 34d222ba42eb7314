import { resolve } from 'node:path';
import { type Env, envSchema } from './config-env.ts';
import { ConfigError, describeIssue, shown } from './config-errors.ts';
import { type LiveSettings, liveSettings } from './config-live.ts';
import { type PushSettings, pushChecks, pushSettings } from './config-push.ts';
import { type ResultsImportSettings, resultsImportChecks, resultsImportSettings } from './config-results.ts';
import { type AdminSessionSettings, adminSessionSettings } from './config-sessions.ts';
import { publicUrlChecks, publicUrlOf } from './config-site.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

export interface RateLimits {
  /** per minute, per IP and identifier */
  login: number;
  /** failed logins per hour, per IP */
  loginIp: number;
  /** per hour, per IP */
  register: number;
  /** per minute, per IP */
  checkUsername: number;
  /** per hour, per IP */
  verifySms: number;
  /** per minute, per account */
  resendSms: number;
  /** per hour, per phone */
  resendSmsPhone: number;
  /** password-reset requests per hour, per IP */
  forgotPassword: number;
  /** password-reset requests per hour, per e-mail address (whatever the IP) */
  forgotPasswordEmail: number;
  /** reset-password attempts per hour, per IP */
  resetPassword: number;
  /** change-password attempts per hour, per account */
  changePassword: number;
  /** Player actions, per hour: prediction writes (POST and PATCH together), posts, comments, likes, profile edits. */
  predictions: ActionLimit;
  posts: ActionLimit;
  comments: ActionLimit;
  likes: ActionLimit;
  profile: ActionLimit;
  /** Files uploaded, per hour and per day. */
  uploads: ActionLimit;
  uploadsDay: ActionLimit;
  /** Bytes kept from uploads, per hour and per day. */
  uploadBytes: ActionLimit;
  uploadBytesDay: ActionLimit;
  /** League invite codes tried (joins and previews), per hour. */
  leagueCodes: ActionLimit;
  /** Calendar feed links drawn anew, per hour. */
  calendarLinks: ActionLimit;
  /** Calendar feed fetches per IP and hour. */
  calendarFeedIp: number;
  /** Reminder settings and push subscriptions changed, per hour. */
  reminders: ActionLimit;
}

/** LEAGUES_PER_PLAYER and LEAGUE_MAX_MEMBERS. */
interface LeagueLimits {
  perPlayer: number;
  maxMembers: number;
}

/** What the HTTP server allows slow or greedy clients (see HEADERS_TIMEOUT_MS and the others above). */
export interface ServerLimits {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  requestTimeoutMs: number;
  maxConnectionsPerIp: number;
  /** MAX_IN_FLIGHT: requests served at once; past it 503 with Retry-After (http/load-shed.ts). */
  maxInFlight: number;
}

/** A limit per account and one per IP, over the same window. */
export interface ActionLimit {
  account: number;
  ip: number;
}

/** S3_*: the object storage of uploads (modules/uploads/storage-s3.adapter.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  redisTimeoutMs: number;
  /** JWT_SECRET, or '' until the start fills in the secret kept in the database (modules/settings/jwt-secret.service.ts). */
  jwtSecret: string;
  publicUrl: string; // PUBLIC_URL or http://localhost:PORT, the origin of every link (config-site.ts)
  publicUrlSet: boolean;
  siteName: string;
  seed: Env['SEED'];
  admin: { username: string; email: string; password?: string };
  captcha: Env['CAPTCHA'];
  captchaSecret?: string;
  /** ALTCHA: PBKDF2 iterations per attempt (the work a browser does is about cost × 7,500). */
  captchaCost: number;
  captchaVerifyUrl?: string;
  smsProvider: Env['SMS_PROVIDER'];
  smsHttpUrl?: string;
  smsHttpToken?: string;
  smtpUrl?: string;
  mailFrom: string;
  contact: { email: string; facebook: string; instagram: string; youtube: string; tiktok: string };
  /** FACEBOOK_APP_ID, for Messenger's Send dialog (unset: Facebook's share page instead). */
  facebookAppId?: string;
  logLevel: Env['LOG_LEVEL'];
  /** Whose X-Forwarded-For is believed (TRUST_PROXY): nobody by default. */
  trustProxy: TrustProxy;
  server: ServerLimits;
  rateLimits: RateLimits;
  leagues: LeagueLimits;
  jobLeaseMs: number; // JOB_LEASE_MS: how long a job claim holds without being extended
  /** ACCOUNT_DELETION_GRACE_HOURS in ms: a deletion asked waits this long, and a login meanwhile cancels it. */
  deletionGraceMs: number;
  push: PushSettings;
  live: LiveSettings; // LIVE_*: the live event streams (config-live.ts)
  /** Where uploads live: S3 when S3_BUCKET is set, else the database. */
  s3?: S3Settings;
  /** RESULTS_*: the results import; undefined when it is off. */
  results?: ResultsImportSettings;
  adminSessions: AdminSessionSettings; // ADMIN_SESSION_* and ADMIN_REAUTH_MINUTES (config-sessions.ts)
}

const MiB = 1024 * 1024;

/** The problems that involve more than one variable, or a value zod cannot check alone. */
function crossChecks(source: NodeJS.ProcessEnv, trustProxy: ReturnType<typeof parseTrustProxy>): string[] {
  const problems: string[] = [];
  const nodeEnv = source.NODE_ENV || 'development';
  if (nodeEnv === 'production' && source.CAPTCHA === 'off') {
    problems.push(
      'CAPTCHA=off is refused when NODE_ENV=production: set CAPTCHA=altcha (the default, served by this server, no keys needed), or CAPTCHA=recaptcha or turnstile with CAPTCHA_SECRET.',
    );
  }
  if ((source.CAPTCHA === 'recaptcha' || source.CAPTCHA === 'turnstile') && !source.CAPTCHA_SECRET) {
    problems.push(
      `CAPTCHA_SECRET is missing: CAPTCHA=${source.CAPTCHA} needs the provider's secret key; set it, or set CAPTCHA=altcha.`,
    );
  }
  if ('error' in trustProxy) {
    problems.push(
      `${shown('TRUST_PROXY', source.TRUST_PROXY)} is not valid (${trustProxy.error}): set a hop count from 1 to 10, or a comma-separated list of the proxies' addresses and CIDR ranges (such as 10.0.0.0/8,fd00::/8), or leave it unset to trust no proxy.`,
    );
  }
  if (!source.S3_ACCESS_KEY_ID !== !source.S3_SECRET_ACCESS_KEY) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the credentials of the environment (an instance role).',
    );
  }
  if (!source.VAPID_PUBLIC_KEY !== !source.VAPID_PRIVATE_KEY) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (npm run vapid-keys makes a pair), or neither to turn web push off.',
    );
  }
  if (source.SMS_PROVIDER === 'http' && !source.SMS_HTTP_URL) {
    problems.push(
      'SMS_HTTP_URL is missing: SMS_PROVIDER=http posts each SMS to it; set it to the gateway address, or set SMS_PROVIDER=outbox.',
    );
  }
  return [...problems, ...resultsImportChecks(source), ...publicUrlChecks(source), ...pushChecks(source)];
}

/**
 * Reads the environment once, at start. Every problem found is reported at once, one line each, in a ConfigError
 * (each line names its variable and what to set instead).
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems: string[] = [];
  const named = new Set<string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0]);
    if (named.has(name)) continue;
    named.add(name);
    problems.push(describeIssue(issue, envSchema.shape, source));
  }
  const trustProxy = parseTrustProxy(source.TRUST_PROXY);
  problems.push(...crossChecks(source, trustProxy));
  if (!parsed.success || 'error' in trustProxy || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX,
    redisTimeoutMs: env.REDIS_TIMEOUT_MS,
    // Empty when JWT_SECRET is unset: the start then takes the one kept in the database (resolveJwtSecret).
    jwtSecret: env.JWT_SECRET ?? '',
    ...publicUrlOf(env),
    siteName: env.SITE_NAME,
    seed: env.SEED,
    admin: { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD },
    captcha: env.CAPTCHA,
    captchaSecret: env.CAPTCHA_SECRET,
    captchaCost: env.CAPTCHA_COST,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL,
    smsProvider: env.SMS_PROVIDER,
    smsHttpUrl: env.SMS_HTTP_URL,
    smsHttpToken: env.SMS_HTTP_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contact: {
      email: env.CONTACT_EMAIL,
      facebook: env.SOCIAL_FACEBOOK,
      instagram: env.SOCIAL_INSTAGRAM,
      youtube: env.SOCIAL_YOUTUBE,
      tiktok: env.SOCIAL_TIKTOK,
    },
    facebookAppId: env.FACEBOOK_APP_ID,
    logLevel: env.LOG_LEVEL,
    trustProxy,
    server: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      bodyMinBytesPerSecond: env.BODY_MIN_RATE,
      requestTimeoutMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
      maxConnectionsPerIp: env.MAX_CONNECTIONS_PER_IP,
      maxInFlight: env.MAX_IN_FLIGHT,
    },
    rateLimits: {
      login: env.RATE_LIMIT_LOGIN,
      loginIp: env.RATE_LIMIT_LOGIN_IP,
      register: env.RATE_LIMIT_REGISTER,
      checkUsername: env.RATE_LIMIT_CHECK_USERNAME,
      verifySms: env.RATE_LIMIT_VERIFY_SMS,
      resendSms: env.RATE_LIMIT_RESEND_SMS,
      resendSmsPhone: env.RATE_LIMIT_RESEND_SMS_PHONE,
      forgotPassword: env.RATE_LIMIT_FORGOT_PASSWORD,
      forgotPasswordEmail: env.RATE_LIMIT_FORGOT_PASSWORD_EMAIL,
      resetPassword: env.RATE_LIMIT_RESET_PASSWORD,
      changePassword: env.RATE_LIMIT_CHANGE_PASSWORD,
      predictions: { account: env.RATE_LIMIT_PREDICTIONS, ip: env.RATE_LIMIT_PREDICTIONS_IP },
      posts: { account: env.RATE_LIMIT_POSTS, ip: env.RATE_LIMIT_POSTS_IP },
      comments: { account: env.RATE_LIMIT_COMMENTS, ip: env.RATE_LIMIT_COMMENTS_IP },
      likes: { account: env.RATE_LIMIT_LIKES, ip: env.RATE_LIMIT_LIKES_IP },
      profile: { account: env.RATE_LIMIT_PROFILE, ip: env.RATE_LIMIT_PROFILE_IP },
      uploads: { account: env.RATE_LIMIT_UPLOADS, ip: env.RATE_LIMIT_UPLOADS_IP },
      uploadsDay: { account: env.RATE_LIMIT_UPLOADS_DAY, ip: env.RATE_LIMIT_UPLOADS_DAY_IP },
      uploadBytes: { account: env.RATE_LIMIT_UPLOAD_MB * MiB, ip: env.RATE_LIMIT_UPLOAD_MB_IP * MiB },
      uploadBytesDay: { account: env.RATE_LIMIT_UPLOAD_MB_DAY * MiB, ip: env.RATE_LIMIT_UPLOAD_MB_DAY_IP * MiB },
      leagueCodes: { account: env.RATE_LIMIT_LEAGUE_CODES, ip: env.RATE_LIMIT_LEAGUE_CODES_IP },
      calendarLinks: { account: env.RATE_LIMIT_CALENDAR_LINKS, ip: env.RATE_LIMIT_CALENDAR_LINKS_IP },
      calendarFeedIp: env.RATE_LIMIT_CALENDAR_FEED_IP,
      reminders: { account: env.RATE_LIMIT_REMINDERS, ip: env.RATE_LIMIT_REMINDERS_IP },
    },
    leagues: { perPlayer: env.LEAGUES_PER_PLAYER, maxMembers: env.LEAGUE_MAX_MEMBERS },
    jobLeaseMs: env.JOB_LEASE_MS,
    deletionGraceMs: Math.round(env.ACCOUNT_DELETION_GRACE_HOURS * 3_600_000),
    push: pushSettings(env),
    live: liveSettings(env),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    results: resultsImportSettings(env),
    adminSessions: adminSessionSettings(env),
  };
}
