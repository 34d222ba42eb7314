import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { configuredFacts, reportStart, type StartFacts, startBanner } from './start-report.ts';

// What `npm start` tells once it listens: one block a person reads on a terminal (the URL, the admin's credentials
// on the start that created them, the demo player, the outbox files), the JSON lines of old anywhere else.

const FIRST_START: StartFacts = {
  url: 'http://localhost:3000',
  database: 'pglite',
  ms: 12_345,
  pgliteDir: 'data/pglite',
  admin: { username: 'admin', created: true, generatedPassword: 'Zx8-parola-generata' },
  demo: { username: 'demo', password: 'prezice-demo' },
  outbox: { mail: 'data/outbox/mail.jsonl', sms: 'data/outbox/sms.jsonl' },
  publicUrlWarning: null,
};

describe('the start block', () => {
  test('the first start: the URL, the admin and the demo player with where to log in, the outbox files', () => {
    expect(startBanner(FIRST_START).split('\n')).toEqual([
      '',
      '  Prezice ascultă pe http://localhost:3000  (pornit în 12,3 s)',
      '',
      '  Baza de date    PGlite, în data/pglite',
      '  Administrator   admin / Zx8-parola-generata',
      '                  cont creat acum: parola nu va mai fi afișată, noteaz-o',
      '                  http://localhost:3000/admin/login',
      '  Jucător demo    demo / prezice-demo',
      '                  http://localhost:3000/login',
      '  E-mailuri în    data/outbox/mail.jsonl',
      '  SMS-uri în      data/outbox/sms.jsonl',
      '',
      '',
    ]);
  });

  test('a later start: no credentials, only the URL, the database and the outbox', () => {
    const text = startBanner({ ...FIRST_START, admin: { username: 'admin', created: false }, demo: undefined });
    expect(text).not.toMatch(/Administrator|Jucător demo|parola|Zx8/);
    expect(text).toContain('  E-mailuri în    data/outbox/mail.jsonl');
  });

  test('an admin created with ADMIN_PASSWORD: named, its password never printed; real transports: no outbox', () => {
    const text = startBanner({
      ...FIRST_START,
      database: 'postgres',
      pgliteDir: null,
      admin: { username: 'sef', created: true },
      demo: undefined,
      outbox: { mail: null, sms: null },
      publicUrlWarning: 'PUBLIC_URL is not set: links point to http://localhost:3000.',
    });
    expect(text).toContain('  Baza de date    PostgreSQL (DATABASE_URL)');
    expect(text).toContain('  Administrator   sef, cu parola din ADMIN_PASSWORD');
    expect(text).toContain('http://localhost:3000/admin/login');
    expect(text).not.toMatch(/\/ |outbox|Jucător demo/);
    expect(text).toContain('\n  PUBLIC_URL is not set: links point to http://localhost:3000.\n');
  });

  test('the outbox files and the database folder as typed from the working directory, or whole outside it', () => {
    const outbox = { smtpUrl: undefined, smsProvider: 'outbox' as const };
    expect(configuredFacts({ dataDir: '/srv/prezice/data', ...outbox }, '/srv/prezice')).toEqual({
      pgliteDir: 'data/pglite',
      outbox: { mail: 'data/outbox/mail.jsonl', sms: 'data/outbox/sms.jsonl' },
    });
    expect(configuredFacts({ dataDir: '/var/lib/prezice', ...outbox }, '/srv/prezice').outbox.mail).toBe(
      '/var/lib/prezice/outbox/mail.jsonl',
    );
    const real = configuredFacts(
      { dataDir: '/d', databaseUrl: 'postgres://x/y', smtpUrl: 'smtp://mail', smsProvider: 'http' },
      '/',
    );
    expect(real).toEqual({ pgliteDir: null, outbox: { mail: null, sms: null } });
  });
});

/** A stream that keeps what was written, as a pipe or a terminal would receive it. */
function capture(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { isTTY, write: (text: string) => stream.write(text), stream, text: () => chunks.join('') };
}

describe('where the start is told', () => {
  test('a terminal gets the block and nothing through the logger', () => {
    const out = capture(true);
    const logged = capture(false);
    const app = Fastify({ logger: { stream: logged.stream } });
    reportStart(out, app.log, FIRST_START);
    expect(out.text()).toBe(startBanner(FIRST_START));
    expect(logged.text()).toBe('');
  });

  test('a pipe or a file gets JSON lines, one per fact, as log collectors read them', () => {
    const out = capture(false);
    const logged = capture(false);
    const app = Fastify({ logger: { stream: logged.stream } });
    reportStart(out, app.log, { ...FIRST_START, publicUrlWarning: 'PUBLIC_URL is not set: …' });
    expect(out.text()).toBe('');
    const lines = logged
      .text()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'Prezice ascultă pe http://localhost:3000'],
      [40, 'PUBLIC_URL is not set: …'],
      [40, 'Cont de administrator creat: admin / Zx8-parola-generata (parola nu va mai fi afișată)'],
      [30, 'Date demo încărcate. Jucător demo: demo / prezice-demo'],
    ]);
    expect(lines[0]).toMatchObject({ url: 'http://localhost:3000', database: 'pglite', ms: 12_345 });
    expect(lines[2]).toMatchObject({ username: 'admin', password: 'Zx8-parola-generata' });
  });
});

describe('the real server with its output in a pipe', () => {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-start-report-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });

  test('prints JSON lines only: the URL and the admin created with its generated password', {
    timeout: 90_000,
  }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      // Migrating a fresh embedded database takes a while on a busy machine.
      const timer = setTimeout(() => reject(new Error(`no admin line within 180 s:\n${stdout}\n${stderr}`)), 180_000);
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.includes('Cont de administrator creat')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${stderr}`)));
    });
    child.kill('SIGTERM');
    await exited;
    const lines = stdout.split('\n').filter((l) => l.trim() !== '');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const parsed = lines.map((l) => JSON.parse(l) as { msg: string; password?: string });
    expect(parsed.some((l) => l.msg === `Prezice ascultă pe http://127.0.0.1:${port}`)).toBe(true);
    expect(parsed.some((l) => l.msg.startsWith('Server listening at'))).toBe(true);
    const admin = parsed.find((l) => l.msg.startsWith('Cont de administrator creat: admin / '));
    expect(admin?.password).toMatch(/^[\w-]{16}$/);
    expect(stdout).not.toContain('Baza de date');
  });
});
