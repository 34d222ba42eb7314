import { spawn } from 'node:child_process';
import { once } from 'node:events';

// A TCP forwarder a test puts between the app and a real server (Redis), to cut the line and restore it.
// Cut, it behaves like a dead network path, the hard case: connections are accepted (or stay open) but nothing
// goes through and nothing is answered, so only the client's own timeouts can tell.
// It runs in a process of its own, so that the test's busy event loop never delays what it relays.

export interface TcpForwarder {
  url: (scheme: string) => string;
  port: number;
  /** Stops all traffic: open connections go silent, new ones are accepted and never served. */
  cut(): Promise<void>;
  /** Drops the silent connections (so clients reconnect) and forwards again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

// Commands on stdin, one a line: cut, restore. Each is acknowledged with a line on stdout once done.
const SCRIPT = `
const net = require('node:net');
const [host, port] = [process.argv[1], Number(process.argv[2])];
let cut = false;
const pairs = new Set();
const server = net.createServer((client) => {
  const pair = { client, upstream: null };
  pairs.add(pair);
  client.on('error', () => {});
  client.on('close', () => { pairs.delete(pair); if (pair.upstream) pair.upstream.destroy(); });
  if (cut) return;
  const upstream = net.connect(port, host);
  pair.upstream = upstream;
  upstream.on('error', () => client.destroy());
  upstream.on('close', () => client.destroy());
  client.pipe(upstream);
  upstream.pipe(client);
});
server.listen(0, '127.0.0.1', () => process.stdout.write('port ' + server.address().port + '\\n'));
let buffered = '';
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) !== -1) {
    const command = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (command === 'cut') {
      cut = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(); client.pause();
        if (upstream) { upstream.unpipe(); upstream.pause(); }
      }
    } else if (command === 'restore') {
      cut = false;
      for (const { client } of [...pairs]) client.destroy();
    }
    process.stdout.write('ok ' + command + '\\n');
  }
});
process.stdin.on('end', () => process.exit(0));
`;

export async function tcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  const child = spawn(process.execPath, ['-e', SCRIPT, target.host, String(target.port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let out = '';
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of [...waiters]) {
      const m = out.match(w.pattern);
      if (m) {
        out = out.slice((m.index ?? 0) + m[0].length);
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const expectLine = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve) => {
      waiters.push({ pattern, resolve });
      child.stdout.emit('data', Buffer.alloc(0));
    });
  const port = Number((await expectLine(/port (\d+)\n/))[1]);
  const command = async (name: string) => {
    const done = expectLine(new RegExp(`ok ${name}\\n`));
    child.stdin.write(`${name}\n`);
    await done;
  };
  return {
    port,
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut: () => command('cut'),
    restore: () => command('restore'),
    async close() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}
