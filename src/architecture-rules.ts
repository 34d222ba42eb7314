import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The house rules over the import graph of src/ (every .ts and .tsx, tests included where a rule says so):
// architecture.test.ts applies them, architecture-rules.test.ts shows that each of them can fail.
// Imports are read from the text: static imports and re-exports, `import type`, side-effect imports and
// import() with a literal. Relative specifiers name their file with its extension (the project's rule), so a
// specifier resolves by path alone; any other specifier is a library.

export const SRC = dirname(fileURLToPath(import.meta.url));

export interface Edge {
  from: string;
  /** A path under src/ for our files, or the library's name. */
  to: string;
  library: boolean;
}

export function sourceFiles(dir: string): string[] {
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

export const rel = (path: string) => relative(SRC, path).split('\\').join('/');

export function importGraph(): Edge[] {
  // The rules' own test is left out: its examples of imports are strings.
  const examples = join(SRC, 'architecture-rules.test.ts');
  return sourceFiles(SRC)
    .filter((file) => file !== examples)
    .flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8')).map((spec) =>
        spec.startsWith('.')
          ? { from: rel(file), to: rel(resolve(dirname(file), spec.replace(/\?.*$/, ''))), library: false }
          : { from: rel(file), to: spec, library: true },
      ),
    );
}

export const isTest = (path: string) => /\.(test\.tsx?|world\.ts)$/.test(path) || path.startsWith('server/test/');
export const moduleOf = (path: string) => /^server\/modules\/([^/]+)\//.exec(path)?.[1];
export const isTableOrQueries = (path: string) => /\.(table|queries)\.ts$/.test(path);
export const isDrizzle = (edge: Edge) =>
  edge.library && (edge.to === 'drizzle-orm' || edge.to.startsWith('drizzle-orm/'));

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
const MODULE_ROLES = [
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
export const httpReachingModules = (list: Edge[]) =>
  list.filter(
    (e) => !e.library && e.from.startsWith('server/http/') && !isTest(e.from) && moduleOf(e.to) !== undefined,
  );

/** Edges as a test's message shows them. */
export const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.to}`);
