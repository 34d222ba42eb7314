// npm run bench [-- filter]: runs each bench/*.bench.ts (or those whose name contains the filter) with tsx, in
// turn. Goals are reported, not asserted: the exit code is non-zero only when a benchmark fails to run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv[2];
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !filter || f.includes(filter))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark matches "${filter}"`);
  process.exit(1);
}

const failed = [];
for (const file of files) {
  const result = spawnSync('npx', ['tsx', join('bench', file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${file} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    failed.push(file);
  }
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
