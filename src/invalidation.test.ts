import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CACHES, type CacheSpec, LISTENERS, type Listener } from './server/cluster/cache-registry.ts';
import { CHANGE_TOPICS, type ChangeTopic, isTopic } from './server/cluster/change-topics.ts';

// One invalidation model, read from the code: a write announces the topics it changed (services.changes.announce,
// or authChanged() for 'sessions'); the caches and listeners of cluster/cache-registry.ts hear them. The tables of
// docs/architecture.md are made from the same reading (UPDATE_DOCS=1 npm run test:fast writes them again), and
// nothing subscribes to the bus outside the registry's files.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'src/server');
const ARCHITECTURE = join(ROOT, 'docs/architecture.md');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|world)\.ts$/.test(e.name) ? [path] : [];
  });
}

const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The text of each call `name(…)` in a source text, parentheses balanced. */
export function callsOf(text: string, name: RegExp): string[] {
  const calls: string[] = [];
  for (const m of text.matchAll(name)) {
    let depth = 0;
    const start = (m.index ?? 0) + m[0].length - 1;
    for (let i = start; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        calls.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return calls;
}

/** The topics a source text announces: literals in its announce(…) calls, and 'sessions' for authChanged(). */
export function topicsAnnounced(text: string): ChangeTopic[] {
  const body = code(text);
  const named = callsOf(body, /\.announce\(/g).flatMap((call) =>
    [...call.matchAll(/'([a-z]+)'/g)].map((m) => m[1] ?? '').filter(isTopic),
  );
  if (/\bauthChanged\(\)/.test(body)) named.push('sessions');
  return [...new Set(named)];
}

/** Who announces: a module by its name, any other part of the server by its path. */
const partOf = (file: string) => {
  const path = relative(SERVER, file).split('\\').join('/');
  return /^modules\/([^/]+)\//.exec(path)?.[1] ?? path;
};

function announcements(): Map<string, Set<ChangeTopic>> {
  const byPart = new Map<string, Set<ChangeTopic>>();
  for (const file of sourceFiles(SERVER)) {
    if (file.endsWith('cluster/change-bus.ts')) continue;
    const topics = topicsAnnounced(readFileSync(file, 'utf8'));
    if (!topics.length) continue;
    const part = partOf(file);
    const set = byPart.get(part) ?? new Set();
    for (const t of topics) set.add(t);
    byPart.set(part, set);
  }
  return new Map([...byPart].sort(([a], [b]) => a.localeCompare(b)));
}

const inOrder = (topics: Iterable<ChangeTopic>) => CHANGE_TOPICS.filter((t) => [...topics].includes(t));
const caches = Object.entries(CACHES) as [string, CacheSpec][];
const listeners = Object.entries(LISTENERS) as [string, Listener][];
const hearing = <T extends { topics: readonly ChangeTopic[] }>(list: [string, T][], topics: ChangeTopic[]) =>
  list.filter(([, spec]) => spec.topics.some((t) => topics.includes(t))).map(([name]) => name);
const tick = (list: readonly string[]) => (list.length ? list.map((n) => `\`${n}\``).join(', ') : '–');

/** Rows padded as Biome's Markdown formatting and Prettier leave them. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The three tables of docs/architecture.md's invalidation section. */
export function invalidationTables(): string {
  const writes = [...announcements()].map(([part, topics]) => {
    const t = inOrder(topics);
    return [`\`${part}\``, tick(t), tick(hearing(caches, t)), tick(hearing(listeners, t))];
  });
  const kept = caches.map(([name, spec]) => {
    const bound = [`${spec.maxEntries.toLocaleString('en')} entries`];
    if (spec.maxWeight) bound.push(`weight ${spec.maxWeight.toLocaleString('en')}`);
    if (spec.ttlMs) bound.push(`${spec.ttlMs / 1000} s`);
    return [`\`${name}\``, spec.holds, tick(spec.topics), bound.join(', ')];
  });
  const heard = listeners.map(([name, l]) => [
    `\`${name}\``,
    l.does,
    tick(l.topics),
    l.where === 'every' ? 'every instance' : 'the announcing instance',
    `\`${l.file}\``,
  ]);
  return [
    table(['who writes', 'announces', 'caches dropped', 'also heard by'], writes),
    table(['cache', 'keeps', 'dropped by', 'bound'], kept),
    table(['listener', 'does', 'hears', 'where', 'file (under src/server/modules)'], heard),
  ].join('\n\n');
}

const START = '<!-- invalidation tables: made by src/invalidation.test.ts -->';
const END = '<!-- end of the invalidation tables -->';

describe('one invalidation model', () => {
  test('docs/architecture.md shows the tables as the code makes them', () => {
    const doc = readFileSync(ARCHITECTURE, 'utf8');
    const [start, end] = [doc.indexOf(START), doc.indexOf(END)];
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const written = doc.slice(start + START.length, end).trim();
    const made = invalidationTables();
    if (process.env.UPDATE_DOCS === '1' && written !== made) {
      writeFileSync(ARCHITECTURE, `${doc.slice(0, start + START.length)}\n${made}\n\n${doc.slice(end)}`);
      return;
    }
    expect(written).toBe(made);
  });

  test('every topic is announced by someone and heard by someone', () => {
    const said = new Set([...announcements().values()].flatMap((s) => [...s]));
    const heard = new Set([...caches, ...listeners].flatMap(([, s]) => s.topics));
    expect(CHANGE_TOPICS.filter((t) => !said.has(t))).toEqual([]);
    expect(CHANGE_TOPICS.filter((t) => !heard.has(t))).toEqual([]);
  });

  test('only the cache primitive and the registry’s listeners subscribe to the bus', () => {
    const subscribing = sourceFiles(SERVER)
      .filter((f) => /\bchanges\.(subscribe|react)\(/.test(code(readFileSync(f, 'utf8'))))
      .map((f) => relative(SERVER, f).split('\\').join('/'))
      .sort();
    const expected = [
      'cluster/cache.ts',
      ...new Set(listeners.map(([, l]) => `modules/${l.file}`).filter((f) => existsSync(join(SERVER, f)))),
    ].sort();
    expect(subscribing).toEqual(expected);
    for (const [name, l] of listeners)
      expect(readFileSync(join(SERVER, 'modules', l.file), 'utf8'), name).toContain(`LISTENERS['${name}']`);
  });

  test('no module exports a function that only announces (the old invalidators): writers announce themselves', () => {
    const wrappers = sourceFiles(join(SERVER, 'modules')).flatMap((f) =>
      [
        ...code(readFileSync(f, 'utf8')).matchAll(
          /export (?:async )?function (\w+)\([^)]*\)[^{]*\{\s*(?:return |await )?services\.changes\.announce\([^)]*\);?\s*\}/g,
        ),
      ].map((m) => `${relative(SERVER, f)}: ${m[1]}`),
    );
    expect(wrappers).toEqual([]);
  });
});

describe('the reading can fail', () => {
  test('topics are read from every form of announce, comments aside, and from authChanged', () => {
    const text = [
      "await services.changes.announce('fixtures');",
      'await services.changes.announce(',
      "  'feed',",
      "  ...(moved > 0 ? (['places'] as const) : []),",
      ');',
      "// await services.changes.announce('leagues');",
      "void bus.announce('unknown');",
      'authChanged();',
    ].join('\n');
    expect(topicsAnnounced(text)).toEqual(['fixtures', 'feed', 'places', 'sessions']);
  });

  test('a table row follows the registry: a cache on a topic nobody announces shows no writer', () => {
    expect(hearing(caches, ['live'])).toEqual([]);
    expect(hearing(caches, ['feed'])).toEqual(['feed', 'feed-liked']);
  });
});
