import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The house rules over the import graph of src/ (every .ts and .tsx, tests included where a rule says so).
// Imports are read from the text: static imports and re-exports, `import type`, side-effect imports and
// import() with a literal. Relative specifiers name their file with its extension (the project's rule), so a
// specifier resolves by path alone; any other specifier is a library.

const SRC = dirname(fileURLToPath(import.meta.url));

interface Edge {
  from: string;
  /** A path under src/ for our files, or the library's name. */
  to: string;
  library: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[;\s])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The import specifiers of a source text, comments left out. */
export function specifiersOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

const rel = (path: string) => relative(SRC, path).split('\\').join('/');

function importGraph(): Edge[] {
  // This file is left out: its own examples of imports are strings.
  const self = fileURLToPath(import.meta.url);
  return sourceFiles(SRC)
    .filter((file) => file !== self)
    .flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8')).map((spec) =>
        spec.startsWith('.')
          ? { from: rel(file), to: rel(resolve(dirname(file), spec.replace(/\?.*$/, ''))), library: false }
          : { from: rel(file), to: spec, library: true },
      ),
    );
}

const isTest = (path: string) => /\.(test\.tsx?|world\.ts)$/.test(path) || path.startsWith('server/test/');
const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];
const isTableOrQueries = (path: string) => /\.(table|queries)\.ts$/.test(path);
const isDrizzle = (edge: Edge) => edge.library && (edge.to === 'drizzle-orm' || edge.to.startsWith('drizzle-orm/'));

/**
 * The imports of a source text that bring Drizzle or a table in as values (`import type`, and names marked
 * `type`, only describe rows).
 */
export function valueImportsOfDrizzleOrTables(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const statements = code.matchAll(/(?:^|[;\s])import\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/gm);
  return [...statements]
    .filter(([, typeOnly, names, spec]) => {
      if (typeOnly || !/^drizzle-orm(\/|$)|\/db\/tables\/|\.table\.ts$/.test(spec)) return false;
      const list = /\{([\s\S]*)\}/.exec(names)?.[1];
      // A default or namespace import is a value; a list is one when some name is not marked type.
      return list === undefined || list.split(',').some((n) => n.trim() !== '' && !n.trim().startsWith('type '));
    })
    .map(([, , , spec]) => spec);
}

/** The import cycles among our files, each as the files that form it (Tarjan's strongly connected parts). */
export function cyclesOf(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, []);
    next.get(e.from)!.push(e.to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      const selfLoop = (next.get(v) ?? []).includes(v);
      if (part.length > 1 || selfLoop) parts.push(part.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return parts;
}

/**
 * The modules that depend on one another both ways (each as the modules of one cycle): a module's files may
 * import another module only where that one, directly or not, imports nothing of the first (tests aside).
 */
export function moduleCycles(list: { from: string; to: string }[]): string[][] {
  const between = list.flatMap((e) => {
    const [a, b] = [moduleOf(e.from), moduleOf(e.to)];
    return a && b && a !== b && !isTest(e.from) ? [{ from: a, to: b }] : [];
  });
  return cyclesOf(between);
}

/**
 * The roles a server module's file may have, the last part of its name before `.ts` (docs/conventions.md says
 * what each is for); tests (`*.test.ts`) and type declarations (`*.d.ts`) aside.
 */
export const MODULE_ROLES = [
  'routes',
  'service',
  'queries',
  'projection',
  'cache',
  'jobs',
  'list-specs',
  'adapter',
  'world',
] as const;

/** Module files whose name is not `<name>.<role>.ts` with a role of the list (the name kebab-case, no dot). */
export function misnamedModuleFiles(paths: string[]): string[] {
  const named = new RegExp(`/[a-z0-9]+(-[a-z0-9]+)*\\.(${MODULE_ROLES.join('|')})\\.ts$`);
  return paths.filter(
    (p) => /^server\/modules\/[^/]+\/.+\.tsx?$/.test(p) && !/\.(test|d)\.ts$/.test(p) && !named.test(p),
  );
}

/** The features that frame the others (the site's and the back office's shells): they may import features, and be imported. */
const LAYOUT_FEATURES = new Set(['layout', 'admin-layout']);
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];

/**
 * Imports from one web feature into another (tests aside): what two features share goes to components/ (the kit,
 * the standings, the live badge) or the web root (query keys), and a page composes features it puts together.
 */
export function crossFeatureImports(list: Edge[]): Edge[] {
  return list.filter((e) => {
    const [a, b] = [featureOf(e.from), featureOf(e.to)];
    return !e.library && !isTest(e.from) && a && b && a !== b && !LAYOUT_FEATURES.has(a) && !LAYOUT_FEATURES.has(b);
  });
}

/** The exported functions of a service whose names end in a read style other than `Answer`. */
export const misnamedReads = (text: string) =>
  [...text.matchAll(/export (?:async )?function (\w+(?:Out|Listing))\(/g)].map((m) => m[1] ?? '');

/** http/ is the layer every module stands on: it imports no module file (its tests aside). */
const httpReachingModules = (list: Edge[]) =>
  list.filter(
    (e) => !e.library && e.from.startsWith('server/http/') && !isTest(e.from) && moduleOf(e.to) !== undefined,
  );

const edges = importGraph();
const ours = edges.filter((e) => !e.library);
const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.to}`);

describe('the import graph of src/', () => {
  test('is read: every file of ours that an import names exists', () => {
    expect(edges.length).toBeGreaterThan(1_000);
    expect(show(ours.filter((e) => !existsSync(join(SRC, e.to))))).toEqual([]);
  });

  test('the web never imports the server, and the server never imports the web', () => {
    const crossing = ours.filter(
      (e) =>
        (e.from.startsWith('web/') && e.to.startsWith('server/')) ||
        (e.from.startsWith('server/') && e.to.startsWith('web/')),
    );
    expect(show(crossing)).toEqual([]);
  });

  test('the domain imports only the domain and libraries', () => {
    const out = ours.filter((e) => e.from.startsWith('domain/') && !e.to.startsWith('domain/'));
    expect(show(out)).toEqual([]);
  });

  test('a route imports no table, no queries and no Drizzle', () => {
    const routes = edges.filter(
      (e) => e.from.endsWith('.routes.ts') && (isDrizzle(e) || (!e.library && isTableOrQueries(e.to))),
    );
    expect(show(routes)).toEqual([]);
  });

  test('a module imports no other module’s queries or tables (tests aside)', () => {
    const reaching = ours.filter(
      (e) =>
        !isTest(e.from) &&
        isTableOrQueries(e.to) &&
        moduleOf(e.from) !== undefined &&
        moduleOf(e.to) !== undefined &&
        moduleOf(e.from) !== moduleOf(e.to),
    );
    expect(show(reaching)).toEqual([]);
  });

  test('http/ imports no module file', () => {
    expect(show(httpReachingModules(ours))).toEqual([]);
  });

  test('every module file is named for its role, from one closed list', () => {
    expect(misnamedModuleFiles(sourceFiles(join(SRC, 'server/modules')).map(rel))).toEqual([]);
  });

  test('a web feature imports no other feature (the layouts aside)', () => {
    expect(show(crossFeatureImports(ours))).toEqual([]);
  });

  test('a service names its reads one way: <resource>Answer, never …Out or …Listing', () => {
    const named = sourceFiles(join(SRC, 'server/modules'))
      .filter((f) => f.endsWith('.service.ts'))
      .flatMap((f) => misnamedReads(readFileSync(f, 'utf8')).map((name) => `${rel(f)}: ${name}`));
    expect(named).toEqual([]);
  });

  test('no two modules depend on each other, directly or through others', () => {
    expect(moduleCycles(ours)).toEqual([]);
  });

  test('the scoring engine has one entry: only its own service (and its job) imports its statements, tests included', () => {
    const around = ours.filter(
      (e) =>
        e.to === 'server/modules/scoring/scoring.queries.ts' &&
        e.from !== 'server/modules/scoring/scoring.service.ts' &&
        e.from !== 'server/modules/scoring/scoring.jobs.ts',
    );
    expect(show(around)).toEqual([]);
  });

  test('in a module only the queries (and list specs, and the upload store’s adapters) use Drizzle or tables', () => {
    const outside = sourceFiles(join(SRC, 'server/modules'))
      .map(rel)
      .filter((path) => !isTest(path) && !/\.(queries|list-specs)\.ts$|\/storage-[a-z0-9]+\.adapter\.ts$/.test(path))
      .filter((path) => valueImportsOfDrizzleOrTables(readFileSync(join(SRC, path), 'utf8')).length > 0);
    expect(outside).toEqual([]);
  });

  test('no import cycle', () => {
    expect(cyclesOf(ours)).toEqual([]);
  });
});

describe('the rules can fail', () => {
  test('an http/ file importing a module is found, its test is not', () => {
    const fake: Edge[] = [
      { from: 'server/http/guards.ts', to: 'server/modules/users/users.queries.ts', library: false },
      { from: 'server/http/json-body.test.ts', to: 'server/modules/uploads/uploads.service.ts', library: false },
    ];
    expect(show(httpReachingModules(fake))).toEqual(['server/http/guards.ts → server/modules/users/users.queries.ts']);
  });

  test('two modules that import each other are found, through a third too, and not through a test', () => {
    const file = (m: string, name: string) => `server/modules/${m}/${name}`;
    const fake = [
      { from: file('matches', 'matches.service.ts'), to: file('rounds', 'rounds.service.ts') },
      { from: file('rounds', 'rounds.service.ts'), to: file('teams', 'teams.service.ts') },
      { from: file('teams', 'teams.service.ts'), to: file('matches', 'matches.projection.ts') },
      { from: file('users', 'users.service.ts'), to: file('leagues', 'leagues.service.ts') },
      { from: file('leagues', 'leagues.test.ts'), to: file('users', 'users.service.ts') },
    ];
    expect(moduleCycles(fake)).toEqual([['matches', 'rounds', 'teams']]);
  });

  test('a file without a role, or with one off the list, is found; tests and declarations are not', () => {
    expect(
      misnamedModuleFiles([
        'server/modules/uploads/storage.adapter.ts',
        'server/modules/users/users-admin.routes.ts',
        'server/modules/mail/mailer.ts',
        'server/modules/live/live.stream.ts',
        'server/modules/users/users.admin.service.ts',
        'server/modules/uploads/uploads-svg.test.ts',
        'server/modules/uploads/s3rver.d.ts',
        'server/http/guards.ts',
      ]),
    ).toEqual([
      'server/modules/mail/mailer.ts',
      'server/modules/live/live.stream.ts',
      'server/modules/users/users.admin.service.ts',
    ]);
  });

  test('a feature importing another is found; the layouts, components and tests are not', () => {
    const edge = (from: string, to: string): Edge => ({ from, to, library: false });
    const fake = [
      edge('web/features/matches/match-card.tsx', 'web/features/picks/share-pick-slot.tsx'),
      edge('web/features/layout/header.tsx', 'web/features/auth/use-logout.ts'),
      edge('web/features/your-data/delete-account-form.tsx', 'web/features/layout/route-notice.tsx'),
      edge('web/features/leagues/league-members.tsx', 'web/components/standings/medal.ts'),
      edge('web/features/leagues/leagues.test.tsx', 'web/features/profile/profile.api.ts'),
    ];
    expect(show(crossFeatureImports(fake))).toEqual([
      'web/features/matches/match-card.tsx → web/features/picks/share-pick-slot.tsx',
    ]);
  });

  test('a read named …Out or …Listing is found, …Answer is not', () => {
    const text = [
      'export async function matchOut(services: Services) {}',
      'export function teamsListing(services: Services) {}',
      'export async function matchesAnswer(services: Services) {}',
    ].join('\n');
    expect(misnamedReads(text)).toEqual(['matchOut', 'teamsListing']);
  });

  test('imports are read in each form the code uses, comments aside', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy.tsx');",
      'import {',
      '  d,',
      "} from 'drizzle-orm';",
      "// import { gone } from './commented.ts';",
      "/* import { gone } from './block.ts'; */",
      "const url = 'https://example.invalid/x'; // a comment after code",
    ].join('\n');
    expect(specifiersOf(text)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './side-effect.css',
      './lazy.tsx',
      'drizzle-orm',
    ]);
  });

  test('Drizzle and tables imported as values are told from type-only imports', () => {
    const text = [
      "import { eq, type SQL } from 'drizzle-orm';",
      "import type { Db } from '../../db/client.ts';",
      "import { type matches } from '../../db/tables/matches.table.ts';",
      "import type { teams } from '../../db/tables/core.table.ts';",
      "import { files } from '../../db/tables/core.table.ts';",
      "import * as pg from 'drizzle-orm/pg-core';",
      "// import { users } from '../../db/tables/core.table.ts';",
    ].join('\n');
    expect(valueImportsOfDrizzleOrTables(text)).toEqual([
      'drizzle-orm',
      '../../db/tables/core.table.ts',
      'drizzle-orm/pg-core',
    ]);
  });

  test('a cycle is found, of two files and of one', () => {
    expect(
      cyclesOf([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
        { from: 'e', to: 'e' },
      ]),
    ).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
