import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routes } from './routes.ts';
import { type TestContext, testApp } from './test/test-app.ts';

// What every request meets, whatever the route: health, errors, headers, compression, the docs and the client.

const NOT_FOUND = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
const ASSET = 'app-abc123.js';
const ASSET_BODY = 'console.log("prezice");\n';
const INDEX_HTML = `<!doctype html>
<html lang="ro">
<head><meta charset="utf-8"><title>Prezice</title><!--app-config--></head>
<body><div id="root"></div><script type="module" src="/assets/${ASSET}"></script></body>
</html>
`;

/** No response body carries a stack trace or a source path. */
function expectNoLeak(body: string) {
  expect(body).not.toMatch(/\n\s+at /);
  expect(body).not.toMatch(/node_modules|\.ts:\d+|\/work\/|stack/i);
}

let ctx: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'prezice-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets', ASSET), ASSET_BODY);
  ctx = await testApp({ webRoot, env: { CONTACT_EMAIL: 'contact@example.ro' } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('health and errors', () => {
  test('GET /healthz answers 200 {status: ok}; without REDIS_URL, Redis is off', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });

  test.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/nope/deeper'],
    ['DELETE', '/api/teams'],
  ])('%s %s is exactly the Strapi 404', async (method, url) => {
    const res = await ctx.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  test('a JSON body over 1 MB is a 413 PayloadTooLargeError', async () => {
    const payload = JSON.stringify({ identifier: 'x'.repeat(1024 * 1024 + 10), password: 'p' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ data: null, error: { status: 413, name: 'PayloadTooLargeError' } });
    expectNoLeak(res.body);
  });

  test.each([
    ['broken JSON', '{"identifier": "ana", '],
    ['not JSON at all', 'identifier=ana&password=x'],
    ['a JSON string', '"ana"'],
    ['a JSON array', '[1, 2]'],
    ['null', 'null'],
  ])('%s as a JSON body is a 400, never a 500', async (_, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400 } });
    expectNoLeak(res.body);
  });

  test('an unsupported content type is a 4xx, never a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/x-something' },
      payload: 'abc',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectNoLeak(res.body);
  });

  test('errors never leak stack traces', async () => {
    for (const [method, url] of [
      ['GET', '/api/teams?filters[nope][$eq]=1'],
      ['GET', '/api/teams?pagination[page]=abc'],
      ['GET', '/api/users/me'],
      ['GET', `/api/teams/${'x'.repeat(300)}`],
      ['GET', '/api/teams/%ZZ'],
      ['GET', '/api/matches?filters[date][$gt]=notadate'],
      ['DELETE', '/api/upload/files/abc'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { authorization: 'Bearer forged' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().data, url).toBeNull();
      expectNoLeak(res.body);
    }
  });
});

describe('headers', () => {
  test('security headers are set on API answers and on the client', async () => {
    for (const url of ['/api/teams', '/matches']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      const framing = res.headers['x-frame-options'] !== undefined || csp.includes("frame-ancestors 'none'");
      expect(framing, url).toBe(true);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  test('a response over 1 KB is compressed when gzip is accepted', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const raw = res.rawPayload;
    expect(raw.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(raw).toString('utf8'))).toEqual(plain.json());
  });

  test('a small response is sent as it is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });
});

describe('GET /api/docs', () => {
  let doc: { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  test('is an OpenAPI 3.1 document with the main paths', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toEqual(expect.any(String));
    for (const path of [
      '/api/auth/local',
      '/api/users/me',
      '/api/teams',
      '/api/teams/{id}',
      '/api/matches',
      '/api/upload',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/auth/local']).toHaveProperty('post');
    expect(doc.paths['/api/users/me']).toHaveProperty('get');
  });

  test('describes every route of the route list', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()] as
        | { summary: string; responses: Record<string, unknown>; security?: unknown }
        | undefined;
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op?.summary).toBe(r.summary);
      expect(op?.responses).toHaveProperty([String(r.status ?? 200)]);
      if (r.access === 'public') expect(op?.security, r.url).toBeUndefined();
      else expect(op?.security, r.url).toEqual([{ bearer: [] }]);
    }
    const documented = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(documented).toBe(routes.length);
  });

  test('every route in the list is registered, and none answers a 500 to a bare call', async () => {
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/not-a-route' })).toBe(false);
    for (const r of routes) {
      expect(ctx.app.hasRoute({ method: r.method, url: r.url }), `${r.method} ${r.url}`).toBe(true);
      const url = r.url.replace(/:(\w+)/g, '1');
      const res = await ctx.app.inject({ method: r.method, url });
      expect(res.statusCode, `${r.method} ${url}`).toBeLessThan(500);
    }
  });
});

describe('the client', () => {
  test.each([['/matches'], ['/admin/teams'], ['/announcement/x'], ['/'], ['/profile/abc?tab=1'], ['/index.html']])(
    'GET %s answers index.html with the app config',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('<!--app-config-->');
      const match = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body);
      expect(match).not.toBeNull();
      const config = JSON.parse(match![1]);
      expect(config.contactEmail).toBe('contact@example.ro');
      expect(config.siteName).toBe('Prezice');
    },
  );

  test('a hashed asset is served with a year of immutable cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/assets/${ASSET}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET_BODY);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  test('a missing asset is a 404, not index.html', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  test('/announcements/{slug} redirects permanently to /announcement/{slug}', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/announcements/some-slug' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/announcement/some-slug');
  });

  test('a POST to a client route is a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/matches', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  test('a missing upload is a JSON 404, not index.html', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/missing_0000000000.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('without a built client', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await testApp();
  });
  afterAll(() => bare.close());

  test('a client route is a 404 that says how to build it; the API still answers', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/matches' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('build:web');
    expect((await bare.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
