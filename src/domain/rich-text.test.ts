import { describe, expect, test } from 'vitest';
import { ALLOWED_LINK_SCHEMES, decodeEntities, htmlToText, isAllowedLink, preview } from './rich-text.ts';

describe('isAllowedLink', () => {
  test.each(ALLOWED_LINK_SCHEMES.map((s) => [s]))('the scheme %s is allowed', (scheme) => {
    expect(isAllowedLink(`${scheme}:something`)).toBe(true);
    expect(isAllowedLink(`${scheme.toUpperCase()}:something`)).toBe(true);
  });

  test.each([
    ['https', 'https://prezice.ro/clasament'],
    ['http with a query', 'http://example.com/?a=1&b=2#x'],
    ['mailto', 'mailto:contact@prezice.ro'],
    ['tel', 'tel:+40712345678'],
    ['site-relative', '/clasament'],
    ['site-relative with a query', '/announcement/castigatori?x=1'],
    ['surrounding spaces', '  https://prezice.ro  '],
  ])('allowed: %s', (_, url) => {
    expect(isAllowedLink(url)).toBe(true);
  });

  test.each([
    ['javascript', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['leading control character', '\u0001javascript:alert(1)'],
    ['a tab inside', 'java\tscript:alert(1)'],
    ['a newline inside', 'java\nscript:alert(1)'],
    ['a tab entity', 'java&#x09;script:alert(1)'],
    ['a decimal entity', '&#106;avascript:alert(1)'],
    ['an entity without semicolon', '&#x6A;avascript&#58alert(1)'],
    ['&colon;', 'javascript&colon;alert(1)'],
    ['&Tab;', 'java&Tab;script:alert(1)'],
    ['a NUL inside', 'java\u0000script:alert(1)'],
    ['a zero-width space', 'java\u200bscript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['data base64', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['an unknown scheme', 'foo:bar'],
    ['protocol-relative', '//evil.example/x'],
    ['protocol-relative with a backslash', '/\\evil.example/x'],
    ['a fragment', '#sus'],
    ['a bare relative path', 'clasament'],
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', `https://example.com/${'a'.repeat(3000)}`],
  ])('refused: %s', (_, url) => {
    expect(isAllowedLink(url)).toBe(false);
  });
});

describe('decodeEntities', () => {
  test('common named and numeric references', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27; &nbsp;')).toBe('a & b <c> "d" \'e\' \u00a0');
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; \ufffd \ufffd');
  });
});

describe('htmlToText', () => {
  test.each([
    ['paragraphs', '<p>Unu</p><p>Doi</p>', 'Unu Doi'],
    ['inline marks join words', '<p>Câș<strong>tig</strong>ători</p>', 'Câștigători'],
    ['entities', '<p>Tom &amp; Jerry &lt;3&nbsp;!</p>', 'Tom & Jerry <3 !'],
    ['escaped tags stay text', '<p>&lt;script&gt;</p>', '<script>'],
    ['script and style content', '<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>', 'a b'],
    ['comments', '<p>a<!-- secret --></p>', 'a'],
    ['lists and breaks', '<ul><li><p>x</p></li><li>y</li></ul>z<br>w', 'x y z w'],
    ['whitespace runs', '<p>  a \n\n\t b  </p>', 'a b'],
    ['empty', '', ''],
  ])('%s', (_, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('preview', () => {
  test('short text is whole, without an ellipsis', () => {
    expect(preview('<h1>Titlu</h1><p>Text scurt.</p>')).toBe('Titlu Text scurt.');
  });

  test('long text is cut at 200 characters plus an ellipsis', () => {
    const text = 'ă'.repeat(250);
    const p = preview(`<p>${text}</p>`);
    expect(p).toBe(`${'ă'.repeat(200)}…`);
    expect(preview(`<p>${'b'.repeat(200)}</p>`)).toBe('b'.repeat(200));
  });

  test('emoji are not split', () => {
    const p = preview(`<p>${'🏆'.repeat(5)}</p>`, 3);
    expect(p).toBe('🏆🏆🏆…');
  });
});
