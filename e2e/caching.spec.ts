import { paths } from '../src/domain/paths.ts';
import { expect, test } from './fixtures.ts';

const rootElement = '<div id="root"></div>';

test('client routes answer with the HTML shell', async ({ request }) => {
  for (const path of [paths.matches, paths.admin.teams, paths.announcement('x')]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expect(await res.text(), path).toContain(rootElement);
    expect(res.headers()['content-security-policy'], path).toBeTruthy();
  }
});

test('an unknown API path answers with a Strapi 404 body', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  const body = await res.json();
  expect(body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
  expect(typeof body.error.message).toBe('string');
});

test('hashed assets are cached for a year, the shell is revalidated', async ({ request }) => {
  const shell = await request.get('/');
  expect(shell.status()).toBe(200);
  expect(shell.headers()['cache-control']).toContain('no-cache');
  const html = await shell.text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, 'index.html links a hashed asset').toBeTruthy();

  const res = await request.get(asset!);
  expect(res.status()).toBe(200);
  const cacheControl = res.headers()['cache-control'];
  expect(cacheControl).toContain('immutable');
  expect(cacheControl).toContain('max-age=31536000');
});

test('responses carry a Content-Security-Policy', async ({ request }) => {
  for (const path of ['/', paths.login, '/api/does-not-exist', '/healthz']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'];
    expect(csp, path).toBeTruthy();
  }
  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(/script-src[^;]*'unsafe-inline'/.test(csp ?? ''), 'inline scripts are allowed').toBe(false);
});

test('/healthz answers ok', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});
