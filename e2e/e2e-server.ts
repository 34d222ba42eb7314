// The server of one Playwright worker: the built client and server (global-setup.ts builds them) on a fresh data
// directory of its own, so the workers never share a database, an outbox or a current round.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import webPush from 'web-push';
import { REPLAY_KEY, REPLAY_LEAGUE, REPLAY_SEASON } from '../src/server/test/api-football-replay.ts';
import { e2eAdmin, e2eBaseUrl, e2eDataDir, e2eJwtSecret, e2ePort, e2eReplayPort } from './e2e-env.ts';

/** A VAPID key pair of this run: push is on, so the browser tests can subscribe. */
const vapid = webPush.generateVAPIDKeys();

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  DATA_DIR: e2eDataDir,
  // Empty: every spec makes what it reads through the API (world.ts), none relies on the demo data.
  SEED: 'none',
  ADMIN_USERNAME: e2eAdmin.username,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  LOG_LEVEL: 'warn',
  JWT_SECRET: e2eJwtSecret,
  // The one origin of the links the server writes (Open Graph tags, calendar feeds, e-mails).
  PUBLIC_URL: e2eBaseUrl,
  // The stand-in for the browser's push service (push-fake.ts) hands out endpoints on this host.
  PUSH_ALLOWED_HOSTS: 'push.example.invalid',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:e2e@prezice.test',
  RATE_LIMIT_LOGIN: '1000',
  // gdpr.spec.ts sees an account deleted: its grace lasts seconds here, not 7 days.
  ACCOUNT_DELETION_GRACE_HOURS: '0.002',
  // The results import, from the replaying provider results-import.spec.ts starts; polled only when asked
  // ("Importă acum"): the scheduled poll is a day apart.
  RESULTS_PROVIDER: 'api-football',
  RESULTS_PROVIDER_KEY: REPLAY_KEY,
  RESULTS_PROVIDER_URL: `http://127.0.0.1:${e2eReplayPort}`,
  RESULTS_LEAGUE_ID: String(REPLAY_LEAGUE),
  RESULTS_SEASON: String(REPLAY_SEASON),
  RESULTS_POLL_MS: '86400000',
  RESULTS_REQUESTS_PER_MINUTE: '1000',
  // register.spec.ts asks for a second code without waiting a real minute.
  RATE_LIMIT_RESEND_SMS: '1000',
  // xss.spec.ts sends every payload of its corpus through the wizard's username (10 an hour by default).
  RATE_LIMIT_REGISTER: '1000',
  // Failed logins per IP: the journeys try wrong passwords on purpose, all from 127.0.0.1.
  RATE_LIMIT_LOGIN_IP: '1000',
  // Live streams per client: every page of every journey comes from 127.0.0.1, each matches page holding one.
  LIVE_STREAMS_PER_CLIENT: '1000',
  // Player actions: every journey acts from 127.0.0.1 and a few accounts (xss.spec.ts posts and comments its
  // whole corpus), far past what one player does in an hour.
  ...Object.fromEntries(
    [
      'PREDICTIONS',
      'POSTS',
      'COMMENTS',
      'LIKES',
      'PROFILE',
      'UPLOADS',
      'UPLOADS_DAY',
      'UPLOAD_MB',
      'UPLOAD_MB_DAY',
      'REMINDERS',
    ]
      .flatMap((name) => [`RATE_LIMIT_${name}`, `RATE_LIMIT_${name}_IP`])
      .map((name) => [name, '100000']),
  ),
};

export interface E2eServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

interface ServerOptions {
  timeoutMs?: number;
  /**
   * A server of a spec's own beside the worker's: this far above the worker's port, on a data dir of its own, with
   * these variables over the usual ones (admin-session.spec.ts shortens the admin's session to seconds).
   */
  own?: { portOffset: number; env: Record<string, string> };
}

/** Starts the server on this worker's port and data dir and resolves once /readyz answers 200. */
export async function startServer({ timeoutMs = 120_000, own }: ServerOptions = {}): Promise<E2eServer> {
  const port = e2ePort + (own?.portOffset ?? 0);
  const baseUrl = own ? `http://127.0.0.1:${port}` : e2eBaseUrl;
  const dataDir = own ? `.tmp/e2e-data-${port}` : e2eDataDir;
  if (await isReady(baseUrl)) throw new Error(`${baseUrl} already answers: another run uses this port (set E2E_PORT)`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: own ? { ...serverEnv, ...own.env, PORT: String(port), DATA_DIR: dataDir } : serverEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await stopped(child);
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(baseUrl))) {
    if (child.exitCode !== null) throw new Error(`the test server exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the test server on ${baseUrl} was not ready within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: baseUrl, dataDir, stop };
}
