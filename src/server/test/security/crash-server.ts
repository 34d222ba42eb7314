import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The real server (src/server/main.ts) as a child process, for the crash tests: started with tsx's loader in
// the node process itself, so that its pid is the server's and a SIGKILL hits the server, not a wrapper.

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  /** Resolves with the signal or exit code once the process has ended. */
  exited: Promise<NodeJS.Signals | number | null>;
}

/** The product's entry, or the crash tests' one whose scoring pauses before its commit. */
export const ENTRY = { main: 'src/server/main.ts', pausedScoring: 'src/server/test/paused-scoring-main.ts' } as const;

/** Starts the server on a free port with exactly this environment (plus PATH) and waits until it listens. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 45_000,
  entry: string = ENTRY.main,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  // Should the test process end first, its server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve(signal ?? code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${text}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      // Pino prints one JSON object a line; the start line carries the address it listens on.
      const match = /"url":"(http:\/\/[^"]+)"/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${text}`));
    });
  });
  return { child, url, output: () => text, exited };
}

/** Ends a server this test started, by its pid, whatever state it is in. */
export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

/** Polls until `check` answers true; fails with `what` after the timeout. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const fileExists = (path: string) => () => existsSync(path);

export async function api(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  body?: unknown,
  jwt?: string,
): Promise<{ status: number; json: any }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // A 204 has no body.
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}
