// Shared by the accessibility specs: the client's route list, waiting for loaded content, sessions
// and keyboard-only helpers.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { contentMessages, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { adminSections } from '../src/web/features/admin-layout/admin-sections.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eDataDir } from './e2e-env.ts';

const routerSource = new URL('../src/web/router.tsx', import.meta.url);

/** Resolves `paths.a.b` against paths.ts; null for anything else. */
function resolvePathsMember(expression: string): string | null {
  const match = /^paths((?:\.\w+)+)$/.exec(expression);
  if (!match) return null;
  let value: unknown = paths;
  for (const key of match[1].slice(1).split('.')) {
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  return typeof value === 'string' ? value : null;
}

/**
 * Every route pattern of src/web/router.tsx, read from its source: each `path:` value (a paths.ts
 * member, a quoted string, or the mapped admin sections), plus '/' for the index route.
 * An expression it cannot resolve is returned as `?<expression>` so that the spec fails on it.
 */
export function clientRoutePatterns(): string[] {
  const source = readFileSync(routerSource, 'utf8');
  const found = new Set<string>();
  for (const [, raw] of source.matchAll(/\bpath:\s*([^,}\n]+)/g)) {
    const expression = raw.trim();
    const quoted = /^(['"`])(.*)\1$/.exec(expression);
    if (quoted) found.add(quoted[2]);
    else if (expression === 's.path') for (const s of adminSections) found.add(s.path);
    else found.add(resolvePathsMember(expression) ?? `?${expression}`);
  }
  if (/\bindex:\s*true\b/.test(source)) found.add(paths.home);
  return [...found].sort();
}

/** Waits until the page shows its content: a visible h1, and no skeleton, spinner or busy region left. */
export async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(
          (loading) =>
            document.querySelectorAll('.animate-pulse, .animate-spin, [aria-busy="true"]').length +
            [...document.querySelectorAll('[role="status"]')].filter((e) => e.textContent?.includes(loading)).length,
          contentMessages.loading,
        ),
      { message: 'the page still shows a loading state' },
    )
    .toBe(0);
  await page.evaluate(() => document.fonts.ready);
}

export interface ApiSession {
  jwt: string;
  documentId: string;
  username: string;
}

/** Starts every document of the page with this session in localStorage, as the login screens leave it. */
export async function useSession(page: Page, session: { user?: ApiSession; adminJwt?: string }) {
  const entries: [string, string][] = [];
  if (session.user) {
    entries.push(
      [sessionKeys.userToken, session.user.jwt],
      [sessionKeys.userId, session.user.documentId],
      [sessionKeys.username, session.user.username],
    );
  }
  if (session.adminJwt) entries.push([sessionKeys.adminToken, session.adminJwt]);
  await page.addInitScript((pairs) => {
    for (const [k, v] of pairs) window.localStorage.setItem(k, v);
  }, entries);
}

/** What document.activeElement is, in words a failure message can show. */
function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses.
 * The keyboard moves the focus; the locator only checks where it is.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const where = await describeFocus(page);
  await expect(target, `not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses (focus: ${where})`).toBeFocused();
}

/** True when the focused element draws a visible focus indicator (an outline or a box-shadow ring). */
export function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    // A control drawn by its sibling (an invisible radio over its segment, a visually hidden file input
    // before its button-like label) shows the ring there.
    const box = el.getBoundingClientRect();
    const hidden = getComputedStyle(el).opacity === '0' || box.width <= 1 || box.height <= 1;
    const sibling = el.nextElementSibling;
    if (hidden && sibling) return drawn(sibling);
    return drawn(el);
  });
}

/** The SMS outbox of the worker's test server (e2e-server.ts: DATA_DIR=e2eDataDir). */
const smsOutbox = `${e2eDataDir}/outbox/sms.jsonl`;

/** The last 6-digit code sent to `e164`, waiting for it to arrive. */
export async function waitForSmsCode(e164: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      let text = '';
      try {
        text = readFileSync(smsOutbox, 'utf8');
      } catch {
        return null;
      }
      const codes = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((sms) => sms.to === e164)
        .map((sms) => /\b(\d{6})\b/.exec(sms.text)?.[1] ?? null);
      code = codes.at(-1) ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/**
 * Tabs through the whole page until the focus wraps around to the skip link, the first stop: no keyboard
 * trap on the way. Returns how many stops the page has.
 */
export async function expectTabCycle(page: Page, max = 200) {
  const skip = page.getByRole('link', { name: webMessages.skipToContent });
  for (let stops = 1; stops <= max; stops++) {
    await page.keyboard.press('Tab');
    if (await skip.evaluate((el) => el === document.activeElement)) return stops;
  }
  const where = await describeFocus(page);
  throw new Error(`Tab did not come back to the skip link in ${max} presses (focus: ${where})`);
}
