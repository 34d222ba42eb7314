// npm start: builds what is missing (the client into dist/web, the server into dist/server), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(script) {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('dist/web/index.html')) run('build:web');
if (!existsSync('dist/server/main.js')) run('build:server');
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
