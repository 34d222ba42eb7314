import { expect, test } from 'vitest';
import { type ChunkGraph, precacheEntries, publicFiles } from './precache-list.ts';

// A small build: the entry loads public pages and, lazily, the admin pages; the editor is reached only from admin.
const GRAPH: ChunkGraph = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/web/pages/public/matches-page.tsx', 'src/web/pages/admin/admin-teams-page.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'src/web/pages/public/matches-page.tsx': {
    file: 'assets/matches-page-1.js',
    src: 'src/web/pages/public/matches-page.tsx',
    imports: ['_shared.js'],
  },
  'src/web/pages/admin/admin-teams-page.tsx': {
    file: 'assets/admin-teams-page-1.js',
    src: 'src/web/pages/admin/admin-teams-page.tsx',
    imports: ['_shared.js', '_admin-only.js', 'src/web/features/admin-layout/admin-layout.tsx'],
    dynamicImports: ['src/web/components/rich-text-editor.tsx'],
  },
  'src/web/features/admin-layout/admin-layout.tsx': {
    file: 'assets/admin-layout-1.js',
    src: 'src/web/features/admin-layout/admin-layout.tsx',
  },
  'src/web/components/rich-text-editor.tsx': {
    file: 'assets/rich-text-editor-1.js',
    src: 'src/web/components/rich-text-editor.tsx',
    css: ['assets/editor-1.css'],
  },
  '_shared.js': { file: 'assets/shared-1.js', assets: ['assets/font-1.woff2'] },
  '_admin-only.js': { file: 'assets/select-field-1.js' },
};

test('the public files are those reachable from the entry without entering the back office', () => {
  expect([...publicFiles(GRAPH)].sort()).toEqual([
    'assets/font-1.woff2',
    'assets/index-1.css',
    'assets/index-1.js',
    'assets/matches-page-1.js',
    'assets/react-1.js',
    'assets/shared-1.js',
  ]);
});

test('the precache keeps public chunks and files outside the graph, never admin-only chunks nor index.html', () => {
  const entries = [
    'index.html',
    'offline.html',
    'icons/icon-192.png',
    'manifest.webmanifest',
    'assets/index-1.js',
    'assets/index-1.css',
    'assets/react-1.js',
    'assets/matches-page-1.js',
    'assets/shared-1.js',
    'assets/font-1.woff2',
    'assets/admin-teams-page-1.js',
    'assets/admin-layout-1.js',
    'assets/select-field-1.js',
    'assets/rich-text-editor-1.js',
    'assets/editor-1.css',
  ].map((url) => ({ url, revision: null }));
  expect(precacheEntries(entries, GRAPH).map((e) => e.url)).toEqual([
    'offline.html',
    'icons/icon-192.png',
    'manifest.webmanifest',
    'assets/index-1.js',
    'assets/index-1.css',
    'assets/react-1.js',
    'assets/matches-page-1.js',
    'assets/shared-1.js',
    'assets/font-1.woff2',
  ]);
});
