// Layout readings the back-office specs share: the lines a text is drawn on, and whether it would fit on one.
import { expect, type Locator, type Page } from '@playwright/test';

/** How one element's text is laid out: its lines as drawn, and the widths it needs and has. */
export interface TextLayout {
  lines: string[];
  /** The width of the whole text on one line. */
  natural: number;
  /** The width of each given part of the text on one line (for an e-mail: up to its '@', and after it). */
  parts: number[];
  /** The width its box gives the text (the content box: padding left out). */
  room: number;
}

/** Reads the lines of `locator`'s text (characters grouped by the line box they are drawn in) and its widths. */
export function textLayout(locator: Locator, parts: string[] = []): Promise<TextLayout> {
  return locator.evaluate((el, partTexts) => {
    const chars: { ch: string; top: number; height: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        if (rect) chars.push({ ch: text[i], top: rect.top, height: rect.height });
      }
    }
    const lines: string[] = [];
    let lineTop: number | null = null;
    for (const c of chars) {
      if (lineTop === null || c.top > lineTop + c.height / 2) {
        lines.push('');
        lineTop = c.top;
      }
      lines[lines.length - 1] += c.ch;
    }
    const style = getComputedStyle(el);
    const measure = (text: string) => {
      const probe = document.createElement('span');
      probe.textContent = text;
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const room = el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return {
      lines: lines.map((l) => l.trim()),
      natural: measure(el.textContent ?? ''),
      parts: partTexts.map(measure),
      room,
    };
  }, parts);
}

/**
 * Every visible e-mail address (data-testid="user-email") is broken only where it must be: on one line while it
 * fits its box; else after its '@' when each side fits; only a side longer than the box broken inside it. Answers
 * how many addresses were read, and how many had to break.
 */
export async function expectEmailsBrokenOnlyWhereTheyMust(page: Page) {
  const emails = page.getByTestId('user-email').filter({ visible: true });
  const count = await emails.count();
  let broken = 0;
  for (let i = 0; i < count; i++) {
    const email = emails.nth(i);
    const text = ((await email.textContent()) ?? '').trim();
    const at = text.indexOf('@');
    const local = text.slice(0, at + 1);
    const domain = text.slice(at + 1);
    const layout = await textLayout(email, [local, domain]);
    const where = `${text} (needs ${Math.ceil(layout.natural)} px of ${Math.floor(layout.room)})`;
    if (layout.natural <= layout.room) {
      expect(layout.lines, `${where}: it fits, so it stays on one line`).toEqual([text]);
      continue;
    }
    broken++;
    if (layout.parts.every((w) => w <= layout.room)) {
      expect(layout.lines, `${where}: it breaks after its '@' only`).toEqual([local, domain]);
    } else {
      expect(layout.lines.length, `${where}: a part longer than its box`).toBeGreaterThan(1);
      expect(layout.lines.join(''), `${where}: nothing lost`).toBe(text);
    }
  }
  return { count, broken };
}

/** The controls of a pager: each on one line of text, and none past the viewport's edge. */
export async function expectPagerOnOneLineEach(page: Page, pager: Locator) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const box = await pager.boundingBox();
  expect(box, 'the pager is shown').not.toBeNull();
  expect(box && box.x >= 0 && box.x + box.width <= viewport.width, 'the pager fits the viewport').toBe(true);
  const buttons = pager.getByRole('button');
  const n = await buttons.count();
  const tops: number[] = [];
  for (let i = 0; i < n; i++) {
    const button = buttons.nth(i);
    const layout = await textLayout(button);
    const text = ((await button.textContent()) ?? '').trim();
    expect(layout.lines, `the pager's '${text}' on one line`).toEqual([text]);
    const b = await button.boundingBox();
    expect(b && b.x >= 0 && b.x + b.width <= viewport.width, `the pager's '${text}' inside the viewport`).toBe(true);
    tops.push(Math.round(b?.y ?? 0));
  }
  return { count: n, rows: new Set(tops).size };
}
