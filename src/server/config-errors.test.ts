import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// A configuration error is one clear line per problem on stderr, naming the variable and what to set instead, then
// exit code 1; never a stack trace. The real server, spawned as a process.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-config-errors-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], env: Record<string, string>, cwd = ROOT): Promise<Run> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: tmp(), SEED: 'none', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    }),
  );
}

const server = (env: Record<string, string>) => run(['--import', 'tsx', 'src/server/main.ts'], env);
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

function expectRefusal(result: Run, variables: string[]) {
  const out = lines(result.stderr);
  expect(result.code, result.stderr).toBe(1);
  expect(out, result.stderr).toHaveLength(variables.length);
  // Each line starts with the variable it is about.
  const named = out.map((l) => /^Configuration error: ([A-Z_]+)[=: ]/.exec(l)?.[1]);
  expect([...named].sort()).toEqual([...variables].sort());
  // No stack trace, no object dump, nothing else.
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toMatch(/Error:|\{$/m);
  expect(result.stdout).toBe('');
  return variables.map((name) => out[named.indexOf(name)]);
}

const SECRET = 'a-secret-of-sixteen-plus';

describe('the real server refuses a bad configuration in one line per problem, exit code 1', () => {
  test('CAPTCHA=off under NODE_ENV=production names what to set instead', { timeout: 60_000 }, async () => {
    const [line] = expectRefusal(await server({ NODE_ENV: 'production', CAPTCHA: 'off', JWT_SECRET: SECRET }), [
      'CAPTCHA',
    ]);
    expect(line).toContain('CAPTCHA=altcha');
  });

  test('PORT=abc', { timeout: 60_000 }, async () => {
    const [line] = expectRefusal(await server({ PORT: 'abc', JWT_SECRET: SECRET }), ['PORT']);
    expect(line).toContain('"abc"');
    expect(line).toMatch(/0 to 65535/);
  });

  test('a JWT_SECRET too short, without printing it', { timeout: 60_000 }, async () => {
    const [line] = expectRefusal(await server({ JWT_SECRET: 'shortsecret' }), ['JWT_SECRET']);
    expect(line).toMatch(/16 characters/);
    expect(line).not.toContain('shortsecret');
  });

  test('TRUST_PROXY=garbage', { timeout: 60_000 }, async () => {
    const [line] = expectRefusal(await server({ TRUST_PROXY: 'garbage', JWT_SECRET: SECRET }), ['TRUST_PROXY']);
    expect(line).toMatch(/hop count/);
  });

  test('several problems: one line each', { timeout: 60_000 }, async () => {
    expectRefusal(
      await server({
        NODE_ENV: 'production',
        PORT: '99999',
        JWT_SECRET: 'short',
        CAPTCHA: 'off',
        TRUST_PROXY: '10.0.0.0/99',
        RATE_LIMIT_LOGIN: '0',
        ADMIN_EMAIL: 'not-an-email',
        SMS_PROVIDER: 'http',
      }),
      ['PORT', 'JWT_SECRET', 'ADMIN_EMAIL', 'RATE_LIMIT_LOGIN', 'CAPTCHA', 'TRUST_PROXY', 'SMS_HTTP_URL'],
    );
  });

  test('a port already in use', { timeout: 90_000 }, async () => {
    const busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const port = (busy.address() as { port: number }).port;
    try {
      const result = await server({ PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: SECRET, LOG_LEVEL: 'warn' });
      expect(result.code, result.stderr).toBe(1);
      const out = lines(result.stderr);
      expect(out, result.stderr).toHaveLength(1);
      expect(out[0]).toMatch(new RegExp(`^Configuration error: PORT=${port} `));
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      busy.close();
    }
  });
});

test('URLs that may carry a password are named, never printed', async () => {
  const { loadConfig } = await import('./config.ts');
  let problems: string[] = [];
  try {
    loadConfig({
      DATA_DIR: tmp(),
      JWT_SECRET: SECRET,
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      REDIS_URL: 'http://:hunter2@cache',
    });
  } catch (error) {
    problems = (error as { problems: string[] }).problems;
  }
  expect(problems).toEqual([
    'DATABASE_URL is not valid: set a postgres:// URL (postgres://user:password@host:5432/name), or leave it unset for the embedded database in DATA_DIR.',
    'REDIS_URL is not valid: set a redis:// or rediss:// URL, or leave it unset to keep the limits in this process.',
  ]);
  // Empty is unset, as before.
  const empty = loadConfig({ DATA_DIR: tmp(), JWT_SECRET: SECRET, DATABASE_URL: '', REDIS_URL: '' });
  expect([empty.databaseUrl, empty.redisUrl]).toEqual([undefined, undefined]);
});

describe('npm start (scripts/start.mjs) passes the exit code through', () => {
  let root: string;
  beforeAll(async () => {
    // The layout npm start runs: scripts/start.mjs beside dist/web and dist/server, inside the project so that
    // the built server finds node_modules.
    root = mkdtempSync(join(ROOT, 'node_modules', '.prezice-start-test-'));
    dirs.push(root);
    mkdirSync(join(root, 'scripts'));
    cpSync(join(ROOT, 'scripts', 'start.mjs'), join(root, 'scripts', 'start.mjs'));
    mkdirSync(join(root, 'dist', 'web'), { recursive: true });
    writeFileSync(join(root, 'dist', 'web', 'index.html'), '<!doctype html>');
    await build({
      entryPoints: [join(ROOT, 'src/server/main.ts')],
      outfile: join(root, 'dist/server/main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
  }, 60_000);

  test('CAPTCHA=off in production: one line, exit code 1', { timeout: 60_000 }, async () => {
    const result = await run([join(root, 'scripts', 'start.mjs')], { CAPTCHA: 'off', JWT_SECRET: SECRET }, root);
    const [line] = expectRefusal(result, ['CAPTCHA']);
    expect(line).toContain('NODE_ENV=production');
  });
});
