import {
  htmlToText,
  isAllowedLink,
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '../../../domain/rich-text.ts';

// Defence in depth: the server stores only the editor's HTML, and the browser re-checks it before the
// one dangerouslySetInnerHTML of the site. The stored HTML is parsed by DOMParser (an inert document:
// nothing in it runs or loads) and written back out from scratch, keeping only the allowlist.

/** The part of a DOM node the rewrite reads; plain objects of this shape work too (the unit test). */
export interface HtmlNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  attributes?: ArrayLike<{ name: string; value: string }>;
  childNodes: ArrayLike<HtmlNode>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** Deeper nesting is written as text only: the editor never nests this deep. */
const MAX_DEPTH = 32;

const allowedTags: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
/** Unknown tags keep their text, except these, whose content is code or markup, not text. */
const dropWithContent: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
]);

export type ElementVerdict = 'keep' | 'unwrap' | 'drop';

/** keep: an editor tag; unwrap: an unknown tag whose text stays; drop: gone with its content. */
export function elementVerdict(tagName: string): ElementVerdict {
  const tag = tagName.toLowerCase();
  if (allowedTags.has(tag)) return 'keep';
  return dropWithContent.has(tag) ? 'drop' : 'unwrap';
}

/**
 * The attributes an editor tag keeps: a link keeps an allowed href and always opens in a new tab
 * with rel="noopener noreferrer nofollow"; every other attribute (on*, style, class, src) goes.
 */
export function allowedAttributes(
  tagName: string,
  attributes: ArrayLike<{ name: string; value: string }> = [],
): [string, string][] {
  const tag = tagName.toLowerCase();
  const list = Array.from(attributes);
  if (tag === 'a') {
    const href = list.find((a) => a.name.toLowerCase() === 'href')?.value;
    const out: [string, string][] = [];
    if (href !== undefined && isAllowedLink(href)) out.push(['href', href.trim()]);
    out.push(['target', LINK_TARGET], ['rel', LINK_REL]);
    return out;
  }
  const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
  return list.filter((a) => allowed.includes(a.name.toLowerCase())).map((a) => [a.name.toLowerCase(), a.value]);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Headings move one level down (h1 -> h2): the page's own h1 is the announcement's title. */
function outputTag(tag: string): string {
  const level = /^h([1-3])$/.exec(tag)?.[1];
  return level ? `h${Number(level) + 1}` : tag;
}

function textOf(node: HtmlNode): string {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== ELEMENT_NODE || elementVerdict(node.nodeName) === 'drop') return '';
  return Array.from(node.childNodes, textOf).join('');
}

function write(nodes: ArrayLike<HtmlNode>, depth: number): string {
  let html = '';
  for (const node of Array.from(nodes)) {
    if (node.nodeType === TEXT_NODE) {
      html += escapeText(node.nodeValue ?? '');
      continue;
    }
    // Comments, processing instructions, doctypes: never written.
    if (node.nodeType !== ELEMENT_NODE) continue;
    const verdict = elementVerdict(node.nodeName);
    if (verdict === 'drop') continue;
    if (depth >= MAX_DEPTH) {
      html += escapeText(textOf(node));
      continue;
    }
    if (verdict === 'unwrap') {
      html += write(node.childNodes, depth + 1);
      continue;
    }
    const tag = node.nodeName.toLowerCase();
    const attributes = allowedAttributes(tag, node.attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    if (tag === 'br') {
      html += '<br>';
      continue;
    }
    const out = outputTag(tag);
    html += `<${out}${attributes}>${write(node.childNodes, depth + 1)}</${out}>`;
  }
  return html;
}

/** The HTML of a node list, rebuilt from the allowlist only. */
export function rebuildRichText(nodes: ArrayLike<HtmlNode>): string {
  return write(nodes, 0);
}

/** Stored announcement HTML, made safe to render; without DOMParser, its plain text. */
export function sanitizeRichText(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeText(htmlToText(html));
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return rebuildRichText(doc.body.childNodes as unknown as ArrayLike<HtmlNode>);
}
