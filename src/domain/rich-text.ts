// The announcement editor's HTML, as data: the Tiptap editor of the back office (StarterKit, Underline,
// Link) exposes headings 1-3, bold, italic, strike, underline, bullet and ordered lists, and links.
// The server keeps exactly what that editor produces; the client renders only that.

/** Paragraphs and line breaks, plus one tag per editor feature. */
export const RICH_TEXT_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'em', 's', 'u', 'ul', 'ol', 'li', 'a'] as const;

/** Attributes kept, per tag; every other attribute (style, class, on*) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'target', 'rel'] };

/** Every link opens in a new tab, without opener, referrer or endorsement. */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer nofollow';

/** The link schemes allowed: the Tiptap Link extension's list. */
export const ALLOWED_LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

const LINK_MAX_LENGTH = 2048;

/** The admin list's content preview length, in characters. */
const PREVIEW_LENGTH = 200;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  // The ones XSS payloads use to hide a scheme.
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  quest: '?',
  plus: '+',
  commat: '@',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  rdquo: '”',
  ldquo: '“',
  lsquo: '‘',
  rsquo: '’',
  copy: '©',
  reg: '®',
  euro: '€',
};

function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : '\ufffd';
}

/** Decodes numeric references (with or without the ';', as browsers do) and the common named ones. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,8});?|#(\d{1,9});?|([A-Za-z][A-Za-z0-9]{1,31});)/g,
    (m, hex, dec, name) => {
      if (hex) return codePoint(Number.parseInt(hex, 16));
      if (dec) return codePoint(Number.parseInt(dec, 10));
      return NAMED_ENTITIES[name.toLowerCase()] ?? m;
    },
  );
}

// Browsers drop ASCII tab and newlines anywhere in a URL, and C0 controls and spaces around it.
const URL_INVISIBLE = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being trimmed
const URL_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Whether a link may be stored: an absolute URL with one of ALLOWED_LINK_SCHEMES, or a site-relative
 * path ('/clasament'). Everything else is refused: javascript:, data:, vbscript: and any other scheme
 * (in any case, behind entities, tabs, newlines or control characters), protocol-relative '//host'
 * and '/\host', fragments and other relative forms.
 */
export function isAllowedLink(url: string): boolean {
  if (typeof url !== 'string' || url.length > LINK_MAX_LENGTH) return false;
  const cleaned = decodeEntities(url).replace(URL_INVISIBLE, '').replace(URL_EDGES, '');
  if (cleaned === '' || CONTROL.test(cleaned)) return false;
  if (cleaned.startsWith('/')) return !/^\/[/\\]/.test(cleaned);
  const scheme = SCHEME.exec(cleaned)?.[1].toLowerCase();
  return scheme !== undefined && (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme);
}

const BLOCK_TAGS = /^(?:p|br|h[1-6]|li|ul|ol|div|blockquote|pre|tr|td|th|hr|section|article)$/i;

/** The text of some HTML: tags stripped (blocks become spaces), script and style dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
      .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<\/?([A-Za-z][A-Za-z0-9]*)\b[^>]*>?/g, (_, tag: string) => (BLOCK_TAGS.test(tag) ? ' ' : '')),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `length` characters of the text, with '…' when there is more (the admin list's preview). */
export function preview(html: string, length = PREVIEW_LENGTH): string {
  const chars = Array.from(htmlToText(html));
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}
