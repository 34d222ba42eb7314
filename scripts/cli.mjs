// npm run uploads:migrate | backup | restore | vapid-keys: runs the built command (dist/server/<name>.js), building the server
// first when it is missing, like npm start. NODE_ENV defaults to production, as for the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const file = `dist/server/${name}.js`;
if (!existsSync(file)) {
  const result = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
