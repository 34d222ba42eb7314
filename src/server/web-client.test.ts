import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestContext, testApp } from './test/test-app.ts';

// index.html as the server sends it for a client route: with the page's chunks to preload.

const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-r1.js' },
  'src/web/pages/public/matches-page.tsx': { file: 'assets/matches-page-m1.js', imports: ['index.html', '_q.js'] },
  '_q.js': { file: 'assets/query-q1.js', imports: ['_react.js'] },
};

let ctx: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'prezice-web-'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(
    join(webRoot, 'index.html'),
    // As long as a real one, so that it is worth compressing.
    `<!doctype html><html><head><title>Prezice</title><meta name="description" content="${'Liga 1 '.repeat(200)}"><!--app-config--></head><body></body></html>`,
  );
  writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webRoot, 'manifest.webmanifest'), JSON.stringify({ name: 'Prezice', start_url: '/' }));
  writeFileSync(join(webRoot, 'offline.html'), '<!doctype html><title>Offline</title>');
  mkdirSync(join(webRoot, 'icons'));
  writeFileSync(join(webRoot, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  ctx = await testApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const preloaded = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

test("a page's HTML preloads its chunks, but not the entry's, which index.html loads already", async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/matches' });
  expect(res.statusCode).toBe(200);
  expect(preloaded(res.body)).toEqual(['/assets/matches-page-m1.js', '/assets/query-q1.js']);
  expect(res.body).toContain('id="app-config"');
});

test('a path without a page of its own preloads nothing', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
  expect(res.statusCode).toBe(200);
  expect(preloaded(res.body)).toEqual([]);
});

test("the build's manifests are not served", async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).not.toContain('matches-page-m1');
});

test('the service worker and the web app manifest are revalidated on every load, with their types', async () => {
  const sw = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(sw.headers['cache-control']).toBe('no-cache');

  const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.json()).toMatchObject({ name: 'Prezice' });

  const offline = await ctx.app.inject({ method: 'GET', url: '/offline.html' });
  expect(offline.headers['content-type']).toMatch(/^text\/html/);
  expect(offline.headers['cache-control']).toBe('no-cache');

  // Other public files keep their hour of caching.
  const icon = await ctx.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
  expect(icon.headers['content-type']).toBe('image/png');
  expect(icon.headers['cache-control']).toBe('public, max-age=3600');
});

test('the CSP lets the page load its manifest and its service worker from the site only', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/' });
  const csp = res.headers['content-security-policy'] as string;
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toMatch(/worker-src 'self'( |;|$)/);
});

test('the page is compressed as the browser accepts', async () => {
  for (const [encoding, inflate] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const res = await ctx.app.inject({ method: 'GET', url: '/matches', headers: { 'accept-encoding': encoding } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(inflate(res.rawPayload).toString('utf8')).toContain('id="app-config"');
  }
  for (const accepted of ['identity', 'br;q=0, gzip;q=0']) {
    const plain = await ctx.app.inject({ method: 'GET', url: '/matches', headers: { 'accept-encoding': accepted } });
    expect(plain.headers['content-encoding'], accepted).toBeUndefined();
    expect(plain.body).toContain('id="app-config"');
  }
});
