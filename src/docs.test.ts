import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The repository explains itself: every path, migration and npm script its documents name exists, and nothing in
// it points at what a newcomer cannot open (an issue number, a document kept outside the repository).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS = join(ROOT, 'src/server/db/migrations');

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? files(path, keep) : keep(e.name) ? [path] : [];
  });
}

/** README.md, everything under docs/, and the READMEs beside the code and the benchmarks. */
const documents = [
  join(ROOT, 'README.md'),
  ...files(join(ROOT, 'docs'), (n) => n.endsWith('.md')),
  ...['src', 'bench', 'e2e', 'scripts'].flatMap((d) => files(join(ROOT, d), (n) => n === 'README.md')),
];

const rel = (path: string) => relative(ROOT, path);
const TOP_DIRS = /^(src|e2e|bench|scripts|docs|public|\.ci)\//;

/** The repository paths a document names: in `code` and as a relative link; templates and globs left out. */
function namedPaths(text: string, documentDir: string): string[] {
  const found = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = code?.replace(/[.,:;)]+$/, '').replace(/:\d+$/, '') ?? '';
    if (TOP_DIRS.test(path) && !/[<>*{}$]/.test(path)) found.add(path);
  }
  for (const [, link] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (link && !/^[a-z]+:/.test(link)) found.add(rel(resolve(documentDir, link)));
  }
  return [...found];
}

/** The migration numbers a document names ('0007_ranks_histogram.sql', 'migration 0013'). */
function namedMigrations(text: string): string[] {
  const names = [...text.matchAll(/\b(\d{4})_[a-z0-9_]+\.sql\b/g), ...text.matchAll(/\bmigrations? (\d{4})\b/g)];
  return [...new Set(names.map((m) => m[1] ?? ''))];
}

/** The npm scripts a document names ('npm run bench', 'npm run db:generate'). */
function namedScripts(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(/\bnpm run (?:--silent )?([a-z][\w:-]*)/g)].map((m) => (m[1] ?? '').replace(/:$/, '')),
    ),
  ];
}

/** What points outside the repository: an issue number, or a document that is not in it. */
const OUTSIDE =
  /\bissues? #?\d+|\bDESIGN(?:\.md| decisions?)\b|\bSTYLE\.md\b|\bSTRAPI-REST\.md\b|(?<![\w/-])API\.md\b|\bseeds? 00\d\b|§ ?\d/i;

describe('the documents name only what exists', () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
  );
  const migrations = readdirSync(MIGRATIONS).map((n) => n.slice(0, 4));

  test.each(documents.map((d) => [rel(d), d]))('%s', (_name, document) => {
    const text = readFileSync(document, 'utf8');
    const missing = namedPaths(text, dirname(document)).filter((p) => !existsSync(join(ROOT, p)));
    expect(missing, 'paths that do not exist').toEqual([]);
    expect(
      namedMigrations(text).filter((n) => !migrations.includes(n)),
      'migrations that do not exist',
    ).toEqual([]);
    expect(
      namedScripts(text).filter((s) => !scripts.includes(s)),
      'npm scripts that do not exist',
    ).toEqual([]);
  });

  test('the checks can fail', () => {
    expect(namedPaths('see `src/no-such-file.ts` and [x](../nowhere.md)', join(ROOT, 'docs'))).toEqual([
      'src/no-such-file.ts',
      'nowhere.md',
    ]);
    expect(namedMigrations('the triggers of migration 0004 and 0007_ranks_histogram.sql')).toEqual(['0007', '0004']);
    expect(namedScripts('run `npm run bench -- x` or npm run db:generate')).toEqual(['bench', 'db:generate']);
  });
});

describe('docs/configuration.md lists every environment variable the configuration reads, and only those', () => {
  const configFiles = readdirSync(join(ROOT, 'src/server'))
    .filter((n) => /^config(-[a-z-]+)?\.ts$/.test(n))
    .map((n) => readFileSync(join(ROOT, 'src/server', n), 'utf8'));
  const read = new Set(configFiles.flatMap((text) => [...text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1])));
  const table = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
  // The variables a row is about: those in its first cell.
  const listed = new Set(
    table
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
  );

  test('every variable read has its line', () => {
    expect(read.size).toBeGreaterThan(50);
    expect([...read].filter((v) => !listed.has(v))).toEqual([]);
  });

  test('every line is a variable read', () => {
    expect([...listed].filter((v) => !read.has(v))).toEqual([]);
  });
});

describe('nothing points outside the repository', () => {
  const textFiles = [
    ...documents,
    ...['src', 'e2e', 'bench', 'scripts', '.ci'].flatMap((d) =>
      files(join(ROOT, d), (n) => /\.(ts|tsx|mts|mjs|js|sql|sh|json|md|css|html)$/.test(n) || n === 'run'),
    ),
    ...['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'index.html'].map((f) => join(ROOT, f)),
  ].filter((f) => existsSync(f) && f !== fileURLToPath(import.meta.url));

  test('no issue number and no document kept elsewhere is named', () => {
    const hits = textFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${rel(file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  test('the check can fail', () => {
    for (const line of ['(issue 17)', 'DESIGN decision 22', 'as DESIGN.md says', 'seed 000 §9', 'see STYLE.md']) {
      expect(OUTSIDE.test(line), line).toBe(true);
    }
    for (const line of ['the design of the page', 'seeded 0 rows', 'an issue with the form']) {
      expect(OUTSIDE.test(line), line).toBe(false);
    }
  });
});
