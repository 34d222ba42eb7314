import { describe, expect, it } from 'vitest';
import { allowedAttributes, elementVerdict, type HtmlNode, rebuildRichText } from './rich-text-sanitize.ts';

// A parsed tree built by hand: the shape DOMParser gives, without a DOM in the test.
const text = (value: string): HtmlNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const comment = (value: string): HtmlNode => ({ nodeType: 8, nodeName: '#comment', nodeValue: value, childNodes: [] });
const el = (tag: string, attrs: Record<string, string> = {}, ...children: HtmlNode[]): HtmlNode => ({
  nodeType: 1,
  nodeName: tag.toUpperCase(),
  nodeValue: null,
  attributes: Object.entries(attrs).map(([name, value]) => ({ name, value })),
  childNodes: children,
});

describe('elementVerdict', () => {
  it.each([
    ['p', 'keep'],
    ['H2', 'keep'],
    ['a', 'keep'],
    ['br', 'keep'],
    ['img', 'unwrap'],
    ['div', 'unwrap'],
    ['span', 'unwrap'],
    ['script', 'drop'],
    ['STYLE', 'drop'],
    ['iframe', 'drop'],
    ['svg', 'drop'],
  ])('%s: %s', (tag, verdict) => expect(elementVerdict(tag)).toBe(verdict));
});

describe('allowedAttributes', () => {
  it('keeps an allowed href and forces the new tab and rel on links', () => {
    expect(
      allowedAttributes('a', [
        { name: 'href', value: ' https://example.ro ' },
        { name: 'target', value: '_self' },
      ]),
    ).toEqual([
      ['href', 'https://example.ro'],
      ['target', '_blank'],
      ['rel', 'noopener noreferrer nofollow'],
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,x',
    '//evil.example',
  ])('drops the href %s', (href) => {
    expect(allowedAttributes('a', [{ name: 'href', value: href }]).map(([n]) => n)).toEqual(['target', 'rel']);
  });

  it('drops event handlers, styles and classes everywhere', () => {
    expect(
      allowedAttributes('p', [
        { name: 'onclick', value: 'alert(1)' },
        { name: 'style', value: 'color:red' },
        { name: 'class', value: 'x' },
      ]),
    ).toEqual([]);
  });
});

describe('rebuildRichText', () => {
  it('keeps the editor tags and moves headings one level down', () => {
    const tree = [
      el('h1', {}, text('Titlu')),
      el('p', {}, el('strong', {}, text('Bold')), text(' și '), el('em', {}, text('italic'))),
      el('ul', {}, el('li', {}, el('p', {}, el('s', {}, text('a')), el('u', {}, text('b'))))),
      el('h3', {}, text('Mic')),
      el('p', {}, text('rând'), el('br'), text('nou')),
    ];
    expect(rebuildRichText(tree)).toBe(
      '<h2>Titlu</h2><p><strong>Bold</strong> și <em>italic</em></p>' +
        '<ul><li><p><s>a</s><u>b</u></p></li></ul><h4>Mic</h4><p>rând<br>nou</p>',
    );
  });

  it('drops scripts with their content, unwraps unknown tags and skips comments', () => {
    const tree = [
      el('script', {}, text('alert(1)')),
      el('img', { src: 'x', onerror: 'alert(1)' }),
      el('div', { onclick: 'alert(1)' }, el('span', {}, text('text păstrat'))),
      comment('<script>alert(1)</script>'),
      el('p', { onmouseover: 'alert(1)' }, text('ok')),
    ];
    expect(rebuildRichText(tree)).toBe('text păstrat<p>ok</p>');
  });

  it('escapes text and attribute values', () => {
    const tree = [
      el('p', {}, text('<script>alert("x")</script> & co')),
      el('a', { href: 'https://example.ro/?a=1&b="2"' }, text('link')),
    ];
    expect(rebuildRichText(tree)).toBe(
      '<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; co</p>' +
        '<a href="https://example.ro/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
  });

  it('writes very deep nesting as text', () => {
    let node = el('strong', {}, text('adânc'));
    for (let i = 0; i < 100; i++) node = el('em', {}, node);
    const html = rebuildRichText([node]);
    expect(html).toContain('adânc');
    expect(html.match(/<em>/g)?.length).toBeLessThanOrEqual(32);
  });
});
