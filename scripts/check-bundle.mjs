// The bundle budget: the initial JS of every public route (the entry, the route's page chunk and every
// chunk they import statically), gzipped, stays under 130 KB, and no admin or editor code reaches it.
// What a page downloads only after a user's action (a dynamic import) is not initial JS and is not counted.
// Usage: node scripts/check-bundle.mjs   (after npm run build:web; WEB_DIST=dir reads another build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 130 * 1024;
const dist = process.env.WEB_DIST ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The source modules inside each chunk (written by vite.config.ts): the manifest names only a chunk's own entry.
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
const router = readFileSync('src/web/router.tsx', 'utf8');

const FORBIDDEN = [
  /src\/web\/pages\/admin\//,
  /src\/web\/features\/admin-/,
  /src\/web\/components\/admin\//,
  /node_modules\/@tiptap\//,
  /node_modules\/prosemirror/,
];

/** Every chunk a module pulls in before it can run: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const publicPages = [...router.matchAll(/import\('\.\/(pages\/public\/[^']+)'\)/g)].map((m) => `src/web/${m[1]}`);
if (publicPages.length === 0) throw new Error('no public page found in src/web/router.tsx');

let failed = false;
const rows = [];
for (const page of ['(entry only)', ...publicPages]) {
  const keys = closure(entryKey);
  if (page !== '(entry only)') closure(page, keys);
  const files = [...keys].map((k) => manifest[k].file);
  const bytes = files.reduce((sum, file) => sum + gz(file), 0);
  // Every source module in those chunks, not only the chunks' names: a shared chunk can carry admin code.
  const modules = files.flatMap((file) => {
    if (!chunkModules[file]) throw new Error(`${file} is missing from .vite/chunk-modules.json`);
    return chunkModules[file];
  });
  const leaked = modules.filter((m) => FORBIDDEN.some((re) => re.test(m.replaceAll('\\', '/'))));
  const over = bytes > BUDGET_BYTES;
  if (over || leaked.length) failed = true;
  rows.push(
    `${over || leaked.length ? 'FAIL' : 'ok  '}  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${page}${leaked.length ? `  admin/editor code: ${leaked.join(', ')}` : ''}`,
  );
}
console.log(`Initial JS per public route (gzip), budget ${BUDGET_BYTES / 1024} KB:`);
for (const r of rows) console.log(`  ${r}`);
if (failed) {
  console.error('Bundle budget exceeded, or admin/editor code reached a public route.');
  process.exit(1);
}
