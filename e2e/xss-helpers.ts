import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONSOLE_MARKER } from './xss-corpus.ts';

// The hooks of the XSS suite: whatever a payload does when it runs lands in `hits`, from inside the page
// (alert and its kin, console, fetch, XHR, sendBeacon, window.open) and from outside it (requests to
// other hosts, dialogs, popups, frames, navigations away, uncaught errors). Plus a scan of the live DOM
// for markup that should never come out of user text, and a settle step that waits for the page to
// finish loading what it shows (images included, so an onerror would have fired).

export interface XssHit {
  kind: string;
  detail: string;
  url: string;
}

declare global {
  interface Window {
    __xssReport?: (hit: XssHit) => Promise<void>;
  }
}

/** Runs in every document and frame before the page's own scripts (the page's CSP does not apply to it). */
function installHooks(marker: string) {
  const report = (kind: string, detail: unknown) => {
    const hit = { kind, detail: String(detail).slice(0, 300), url: location.href };
    void window.__xssReport?.(hit);
  };
  const foreign = (url: unknown) => {
    const text = String(url instanceof Request ? url.url : url);
    try {
      return new URL(text, location.href).origin !== location.origin || text.includes(marker);
    } catch {
      return true;
    }
  };
  // A payload the CSP stopped still made it into the page as markup.
  document.addEventListener('securitypolicyviolation', (e) =>
    report('csp', `${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
  );
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, {
      configurable: false,
      writable: false,
      value: (...args: unknown[]) => {
        report(name, args.join(' '));
        return name === 'prompt' ? null : name === 'confirm' ? false : undefined;
      },
    });
  }
  for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const) {
    const original = console[name].bind(console);
    console[name] = (...args: unknown[]) => {
      if (args.some((a) => String(a).includes(marker))) report(`console.${name}`, args.join(' '));
      original(...args);
    };
  }
  const fetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (foreign(input)) {
      report('fetch', input);
      // Never settles: a rejection would surface as an error of its own.
      return new Promise<Response>(() => {});
    }
    return fetch(input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    if (foreign(args[1])) report('xhr', args[1]);
    return (open as (...a: unknown[]) => void).apply(this, args);
  };
  navigator.sendBeacon = (url: string | URL) => {
    report('sendBeacon', url);
    return false;
  };
  window.open = (url?: string | URL) => {
    report('window.open', url);
    return null;
  };
}

/** Installs the hooks on `page`; every hit is pushed to the returned list. */
async function hookPage(page: Page, baseUrl: string): Promise<XssHit[]> {
  const hits: XssHit[] = [];
  const origin = new URL(baseUrl).origin;
  const add = (kind: string, detail: string, url = page.url()) => hits.push({ kind, detail, url });

  // A binding survives navigations, so what every visited document reports is kept.
  await page.exposeFunction('__xssReport', (hit: XssHit) => {
    hits.push(hit);
  });
  await page.addInitScript(installHooks, CONSOLE_MARKER);
  // Network level: any request to another host is recorded and never leaves the machine.
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      add('request', route.request().url());
      return route.abort();
    },
  );
  page.on('request', (req) => {
    if (req.url().includes(CONSOLE_MARKER)) add('request', req.url());
  });
  page.on('console', (msg) => {
    if (msg.text().includes(CONSOLE_MARKER)) add('console', msg.text());
  });
  page.on('dialog', (dialog) => {
    add(`dialog.${dialog.type()}`, dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  page.on('popup', (popup) => add('popup', popup.url()));
  page.on('pageerror', (error) => add('pageerror', `${error.name}: ${error.message}`));
  page.on('frameattached', (frame) => add('frame', frame.url()));
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (frame !== page.mainFrame()) add('frame-navigation', url);
    else if (!url.startsWith(`${origin}/`) && url !== 'about:blank') add('navigation', url);
  });
  trackInflight(page);
  return hits;
}

const inflight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests that have not finished, for settle(). */
function trackInflight(page: Page) {
  const pending = new Set<unknown>();
  inflight.set(page, pending);
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/**
 * Waits until nothing is loading: no request in flight for 60 ms (a render starts its requests at
 * once) and every image loaded or failed (so an onerror would have run), then two frames for the
 * timers and animations the render started.
 */
async function settle(page: Page) {
  const pending = inflight.get(page) ?? new Set();
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 60) break;
    await page.waitForTimeout(25);
  }
  // Lazy images below the fold would never load: made eager, every image loads or fails now.
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((img) => {
        if (img.loading === 'lazy') img.loading = 'eager';
        return img.complete;
      }),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30)))),
  );
}

/** A client-side navigation (the router's history), so a long walk through pages does not reload the app. */
async function softNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Markup that user text must never produce in the live DOM: frames and plugins, foreign or inline
 * scripts, meta refresh, base, event-handler attributes, and script-capable URLs. Returns what it found.
 */
function scanDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (el: Element) => el.outerHTML.slice(0, 160);
    const scheme = (v: string) =>
      v
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these before a scheme.
        .replace(/[\u0000-\u0020]/g, '')
        .toLowerCase();
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'srcdoc']);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.localName;
      if (['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'portal', 'applet'].includes(tag)) {
        found.push(describe(el));
      }
      if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push(describe(el));
      if (tag === 'script') {
        const src = el.getAttribute('src');
        const appScript = src?.startsWith('/assets/') && el.getAttribute('type') === 'module';
        const config = el.id === 'app-config' && el.getAttribute('type') === 'application/json';
        if (!appScript && !config) found.push(describe(el));
      }
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(describe(el));
        else if (urlAttributes.has(name)) {
          const value = scheme(attr.value);
          const dataOk = tag === 'img' || tag === 'source' || tag === 'video' || tag === 'audio';
          if (/^(javascript|vbscript):/.test(value) || (value.startsWith('data:') && !dataOk)) found.push(describe(el));
        }
      }
    }
    return found;
  });
}

/** The page's text, to check that stored payloads are shown (as text) rather than lost or turned into markup. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.textContent ?? '');
}

/** Those of `texts` that the page does not show. */
async function missingTexts(page: Page, texts: readonly string[]): Promise<string[]> {
  const text = await pageText(page);
  return texts.filter((t) => !text.includes(t));
}

/**
 * A walk through the site's pages with the hooks on: every page is settled and scanned, and what the
 * walk saw (hits, suspicious markup, the number of pages) is kept for the final assertions.
 */
export class XssWalk {
  readonly findings: string[] = [];
  /** The text of every page checked so far, for lists spread over several pages. */
  readonly seen: string[] = [];
  pages = 0;

  constructor(
    readonly page: Page,
    readonly hits: XssHit[],
  ) {}

  static async start(page: Page, baseUrl: string) {
    return new XssWalk(page, await hookPage(page, baseUrl));
  }

  /** Waits until the page shows every one of `texts` (as text), then settles and scans it. */
  async check(label: string, texts: readonly string[] = []) {
    await expect
      .poll(() => missingTexts(this.page, texts), {
        message: `${label} shows the stored texts`,
        timeout: 15_000,
        intervals: [20, 50, 100, 250],
      })
      .toEqual([]);
    await settle(this.page);
    this.findings.push(...(await scanDom(this.page)).map((f) => `${label}: ${f}`));
    this.seen.push(await pageText(this.page));
    this.pages++;
  }

  async goto(path: string, texts: readonly string[] = []) {
    await this.page.goto(path);
    await this.check(path, texts);
  }

  /** A client-side visit; the new page is there when its h1 reads `heading` (the old one may share texts). */
  async soft(path: string, heading: string, texts: readonly string[] = []) {
    await softNavigate(this.page, path);
    await this.page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, heading);
    await this.check(path, texts);
  }

  /** Clicks `button` (load more, next page) while it is there and enabled, checking each new content. */
  async clickThrough(label: string, button: Locator, max = 40) {
    await expect(button, `${label}: more to see`).toBeVisible();
    for (let i = 0; i < max; i++) {
      if (!(await button.isVisible()) || (await button.isDisabled())) return;
      const before = await pageText(this.page);
      await button.click();
      await expect.poll(() => pageText(this.page), { intervals: [20, 50, 100, 250] }).not.toBe(before);
      await this.check(`${label} (${i + 2})`);
    }
    throw new Error(`${label}: still more after ${max} clicks`);
  }

  /** Every one of `texts` was shown by some page of the walk. */
  expectSeen(label: string, texts: readonly string[]) {
    const all = this.seen.join('\n');
    expect(
      texts.filter((t) => !all.includes(t)),
      `${label}: not shown`,
    ).toEqual([]);
  }

  /** Nothing ran, nothing foreign was asked for, no payload markup made it into the DOM. */
  expectClean() {
    test.info().annotations.push({ type: 'pages checked', description: String(this.pages) });
    expect(this.hits, `payloads ran:\n${JSON.stringify(this.hits, null, 2)}`).toEqual([]);
    expect(this.findings, `payload markup in the DOM:\n${this.findings.join('\n')}`).toEqual([]);
  }
}
