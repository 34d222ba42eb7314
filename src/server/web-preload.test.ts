import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { paths } from '../domain/paths.ts';
import { pageModuleFor, preloadLinks, publicPageModules, type ViteManifest } from './web-preload.ts';

/** Each public route of src/web/router.tsx with the page module it imports, read from the source. */
function routerPages(): Record<string, string> {
  const source = readFileSync(new URL('../web/router.tsx', import.meta.url), 'utf8');
  const found: Record<string, string> = {};
  const route = /(?:path:\s*paths\.(\w+)|index:\s*true)[\s\S]*?import\('\.\/(pages\/public\/[^']+)'\)/g;
  for (const [, name, module] of source.matchAll(route)) {
    const path = name ? (paths as unknown as Record<string, string>)[name] : paths.home;
    found[path] = `src/web/${module}`;
  }
  return found;
}

test('the table names the same page module as the client router, for every public route', () => {
  const pages = routerPages();
  expect(Object.keys(pages).length).toBeGreaterThan(10);
  expect(publicPageModules).toEqual(pages);
});

describe('pageModuleFor', () => {
  test.each([
    ['/', 'landing-page'],
    ['/matches', 'matches-page'],
    ['/matches/', 'matches-page'],
    ['/predict/abc123', 'predict-page'],
    ['/user', 'profile-page'],
    ['/user/abc123', 'public-profile-page'],
    ['/announcement/o-stire', 'announcement-page'],
    ['/predict', null],
    ['/predict/a/b', null],
    ['/admin/users', null],
    ['/nothing-here', null],
  ])('%s', (path, page) => {
    const module = pageModuleFor(path);
    expect(module === null ? null : module.replace(/.*\/(.*)\.tsx$/, '$1')).toBe(page);
  });
});

describe('preloadLinks', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
    'src/web/pages/public/matches-page.tsx': {
      file: 'assets/matches-page-1.js',
      imports: ['index.html', '_query.js'],
      css: ['assets/matches-1.css'],
    },
    'src/web/pages/public/leaderboard-page.tsx': { file: 'assets/leaderboard-page-1.js', imports: ['index.html'] },
  };
  const links = preloadLinks(manifest);

  test("a page's chunk and the chunks it imports, less the entry's, and its stylesheet", () => {
    expect(
      links('/matches')
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/matches-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/query-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/matches-1.css">',
    ]);
  });

  test('nothing for a page the build does not have, or a path without a page', () => {
    expect(links('/rules')).toBe('');
    expect(links('/admin/users')).toBe('');
  });
});
