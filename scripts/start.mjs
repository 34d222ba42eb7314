// npm start: builds what is missing (the client into dist/web, the server into dist/server), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(script, args = []) {
  const extra = args.length ? ['--', ...args] : [];
  const result = spawnSync('npm', ['run', '--silent', script, ...extra], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('dist/web/index.html')) {
  // Warnings and errors only: the list of every file built (`npm run build` shows it) would bury the start block.
  console.log('building the client into dist/web (only the first time)…');
  run('build:web', ['--logLevel', 'warn']);
}
if (!existsSync('dist/server/main.js')) run('build:server');
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
