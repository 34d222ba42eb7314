import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  crossFeatureImports,
  cyclesOf,
  httpReachingModules,
  importGraph,
  isDrizzle,
  isTableOrQueries,
  isTest,
  misnamedModuleFiles,
  misnamedReads,
  moduleCycles,
  moduleOf,
  rel,
  SRC,
  show,
  sourceFiles,
  valueImportsOfDrizzleOrTables,
} from './architecture-rules.ts';

// The house rules (architecture-rules.ts) applied to src/ as it is.

const edges = importGraph();
const ours = edges.filter((e) => !e.library);

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
