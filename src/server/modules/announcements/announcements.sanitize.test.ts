import { describe, expect, test } from 'vitest';
import { XSS_SAMPLES } from '../../test/xss-samples.ts';
import { sanitizeAnnouncementHtml } from './announcements-sanitize.service.ts';

const ATTRIBUTE = /<[a-z0-9]+((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi;

function attributeNames(html: string): string[] {
  const names: string[] = [];
  for (const m of html.matchAll(ATTRIBUTE)) {
    for (const a of m[1].matchAll(/([^\s=>]+)(?:="[^"]*")?/g)) names.push(a[1].toLowerCase());
  }
  return names;
}

describe('sanitizeAnnouncementHtml', () => {
  test.each(XSS_SAMPLES.map((s) => [s]))('neutralises %s', (sample) => {
    const out = sanitizeAnnouncementHtml(sample);
    const lower = out.toLowerCase();
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'javascript:',
      'data:',
      'vbscript:',
      '<iframe',
      '<svg',
      '<img',
    ]) {
      expect(lower).not.toContain(bad);
    }
    for (const name of attributeNames(out)) expect(['href', 'target', 'rel']).toContain(name);
    expect(out).not.toContain('<!--');
  });

  test('keeps what the editor produces', () => {
    const html =
      '<h1>Titlu</h1><h2>Sub</h2><h3>Mic</h3><p>Text <strong>bold</strong> <em>it</em> <s>tăiat</s> <u>sub</u><br>rând</p>' +
      '<ul><li><p>unu</p></li></ul><ol><li><p>doi</p></li></ol>';
    // sanitize-html writes void tags as <br />.
    expect(sanitizeAnnouncementHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  test('every link gets target and rel, and keeps an allowed href', () => {
    expect(sanitizeAnnouncementHtml('<a href="https://prezice.ro/clasament">Clasament</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://prezice.ro/clasament">Clasament</a>',
    );
    expect(sanitizeAnnouncementHtml('<a href="/rules" target="_self" rel="opener">R</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="/rules">R</a>',
    );
    for (const href of ['mailto:a@b.ro', 'tel:+40700000000', 'xmpp:a@b.ro', 'FTPS://x.ro']) {
      expect(sanitizeAnnouncementHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
  });

  test('a refused href is dropped, the link text kept', () => {
    expect(sanitizeAnnouncementHtml('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">click</a>',
    );
  });

  test('tags outside the editor go, their text stays; script and style go with their content', () => {
    expect(sanitizeAnnouncementHtml('<div><span>a</span><h4>b</h4><b>c</b></div>')).toBe('abc');
    expect(sanitizeAnnouncementHtml('<p>x<script>alert(1)</script><style>p{}</style>y</p>')).toBe('<p>xy</p>');
  });

  test('text is escaped, never turned into markup', () => {
    expect(sanitizeAnnouncementHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
