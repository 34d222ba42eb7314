import { validationError } from '../../http/errors.ts';

// The strict check of an SVG upload's text, by a scanner of our own, before anything draws it: no DTD (so no
// entities: neither XXE nor billion laughs), no processing instruction but the XML declaration, every reference
// (href, xlink:href, CSS url()) to an element of the same file only, no CSS escapes or @import, and limits on its
// size, elements, depth and the copies <use> makes.

/** An SVG's text; a larger one is refused before it is read. */
const SVG_MAX_BYTES = 1024 * 1024;
/** The same decompression guard as for pictures: the size the SVG declares, at 72 dpi. */
export const MAX_DECLARED_PIXELS = 40_000_000;
const MAX_ELEMENTS = 10_000;
const MAX_DEPTH = 100;
/** Elements drawn once every <use> is expanded (a <use> tree doubles at each level: 2^30 from 60 elements). */
const MAX_EXPANDED = 50_000;

export const svgMessages = {
  tooLarge: 'Fișierul SVG este prea mare: cel mult 1 MB.',
  unsafe:
    'Fișierul SVG nu poate fi folosit: trebuie să conțină doar desenul, fără trimiteri la alte fișiere sau adrese și fără entități XML.',
  invalid: 'Fișierul SVG nu poate fi citit. Încarcă o imagine SVG validă sau una JPEG, PNG, WebP, GIF.',
  tooManyPixels: 'Imaginea SVG declară dimensiuni prea mari (cel mult 40 de megapixeli).',
  tooComplex: 'Fișierul SVG este prea complicat pentru a fi desenat. Încarcă o imagine mai simplă.',
} as const;

class SvgRefusal extends Error {
  constructor(readonly reason: keyof typeof svgMessages) {
    super(reason);
  }
}

/**
 * Whether the bytes are meant as an SVG document: its first tag, after a declaration or comments, is <svg>, or a
 * DOCTYPE before one (refused by the checks, with the reason, rather than as an unknown type).
 */
export function looksLikeSvg(input: Buffer): boolean {
  const head = input
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '');
  const withoutPrologue = head.replace(/^\s*(<\?xml[^>]*\?>)?(\s*<!--[\s\S]*?-->)*\s*/, '');
  const svgTag = /<(svg|[A-Za-z_][\w.-]*:svg)[\s>/]/;
  if (/^<!DOCTYPE\s/i.test(withoutPrologue)) return svgTag.test(withoutPrologue);
  return withoutPrologue.search(svgTag) === 0;
}

interface Element {
  name: string;
  attrs: Map<string, string>;
  children: Element[];
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its character and predefined entity references decoded; any other reference is refused. */
function decode(text: string): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new SvgRefusal('invalid');
    if (ref in ENTITIES) return ENTITIES[ref];
    const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (!m) throw new SvgRefusal('unsafe');
    const code = m[1] ? Number.parseInt(m[1], 16) : Number(m[2]);
    if (code === 0 || code > 0x10ffff) throw new SvgRefusal('invalid');
    return String.fromCodePoint(code);
  });
}

const NAME = /^[A-Za-z_][\w.:-]*/;
// Sticky: each reads at its lastIndex in the whole text, without copying it.
const SPACE = /\s*/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

/** CSS (a style attribute, a presentation attribute, a <style> sheet): only references to this file's elements. */
function checkCss(css: string) {
  if (css.includes('\\')) throw new SvgRefusal('unsafe');
  const lower = css.toLowerCase();
  if (/@import|@font-face|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(/.test(lower)) {
    throw new SvgRefusal('unsafe');
  }
  for (const m of lower.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"\s]*)/g)) {
    if (!m[2].startsWith('#')) throw new SvgRefusal('unsafe');
  }
}

function checkAttribute(name: string, value: string) {
  const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  if (name === 'xml:base' || (local === 'href' && !value.trim().startsWith('#'))) throw new SvgRefusal('unsafe');
  // Event handlers are never run by a drawing, but neither have they any place in a picture.
  checkCss(value);
}

/** Parses the whole text strictly: one <svg> root, well-formed, every rule above. Answers the element tree. */
function parseSvg(text: string): Element {
  if (text.includes('\0')) throw new SvgRefusal('invalid');
  const root: Element = { name: '#document', attrs: new Map(), children: [] };
  const stack: Element[] = [root];
  let elements = 0;
  let at = 0;
  let seenRoot = false;
  const inStyle = () => stack.at(-1)?.name.replace(/^.*:/, '') === 'style';
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = text.slice(at, lt < 0 ? text.length : lt);
    if (chunk.trim()) {
      if (stack.length === 1) throw new SvgRefusal('invalid');
      const value = decode(chunk);
      if (inStyle()) checkCss(value);
    }
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end < 0) throw new SvgRefusal('invalid');
      at = end + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0 || stack.length === 1) throw new SvgRefusal('invalid');
      if (inStyle()) checkCss(text.slice(lt + 9, end));
      at = end + 3;
    } else if (text.startsWith('<!', lt)) {
      // A DOCTYPE (entities, external subsets) or any other declaration.
      throw new SvgRefusal('unsafe');
    } else if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      if (end < 0) throw new SvgRefusal('invalid');
      const pi = text.slice(lt + 2, end);
      // Only the XML declaration, first in the file, in UTF-8.
      if (lt !== 0 || !/^xml\s/.test(pi)) throw new SvgRefusal('unsafe');
      const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(pi)?.[1];
      if (encoding && !/^utf-?8$/i.test(encoding)) throw new SvgRefusal('unsafe');
      at = end + 2;
    } else if (text.startsWith('</', lt)) {
      const m = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(text.slice(lt, lt + 300));
      const open = stack.at(-1);
      if (!m || stack.length === 1 || open?.name !== m[1]) throw new SvgRefusal('invalid');
      stack.pop();
      at = lt + m[0].length;
    } else {
      const name = NAME.exec(text.slice(lt + 1, lt + 300))?.[0];
      if (!name) throw new SvgRefusal('invalid');
      if (stack.length === 1) {
        if (seenRoot || name.replace(/^.*:/, '') !== 'svg') throw new SvgRefusal('invalid');
        seenRoot = true;
      }
      const element: Element = { name, attrs: new Map(), children: [] };
      let i = lt + 1 + name.length;
      for (;;) {
        SPACE.lastIndex = i;
        const space = SPACE.exec(text)![0].length;
        i += space;
        if (text.startsWith('/>', i) || text.startsWith('>', i)) break;
        ATTRIBUTE.lastIndex = i;
        const attr = space ? ATTRIBUTE.exec(text) : null;
        if (!attr || element.attrs.has(attr[1])) throw new SvgRefusal('invalid');
        const value = decode(attr[2] ?? attr[3] ?? '');
        checkAttribute(attr[1], value);
        element.attrs.set(attr[1], value);
        i += attr[0].length;
      }
      elements += 1;
      if (elements > MAX_ELEMENTS || stack.length > MAX_DEPTH) throw new SvgRefusal('tooComplex');
      stack.at(-1)!.children.push(element);
      if (text.startsWith('/>', i)) {
        at = i + 2;
      } else {
        stack.push(element);
        at = i + 1;
      }
    }
  }
  if (stack.length !== 1 || !seenRoot) throw new SvgRefusal('invalid');
  return root.children[0];
}

/** How many elements are drawn once every <use> is replaced by what it names; a loop counts as too many. */
function expandedSize(root: Element): number {
  const byId = new Map<string, Element>();
  const collect = (e: Element) => {
    const id = e.attrs.get('id');
    if (id) byId.set(id, e);
    e.children.forEach(collect);
  };
  collect(root);
  const sizes = new Map<Element, number>();
  const visiting = new Set<Element>();
  const size = (e: Element): number => {
    const known = sizes.get(e);
    if (known !== undefined) return known;
    if (visiting.has(e)) return Number.POSITIVE_INFINITY;
    visiting.add(e);
    let total = 1;
    for (const child of e.children) total += size(child);
    if (e.name.replace(/^.*:/, '') === 'use') {
      const ref = [...e.attrs].find(([k]) => k === 'href' || k.endsWith(':href'))?.[1];
      const target = ref ? byId.get(ref.trim().slice(1)) : undefined;
      if (target) total += size(target);
    }
    visiting.delete(e);
    const capped = Math.min(total, MAX_EXPANDED + 1);
    sizes.set(e, capped);
    return capped;
  };
  return size(root);
}

/** Checks an SVG's text (throws a Romanian 400 naming what is wrong). */
export function checkSvg(input: Buffer): void {
  try {
    if (input.length > SVG_MAX_BYTES) throw new SvgRefusal('tooLarge');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      throw new SvgRefusal('invalid');
    }
    const root = parseSvg(text.replace(/^\uFEFF/, ''));
    if (expandedSize(root) > MAX_EXPANDED) throw new SvgRefusal('tooComplex');
  } catch (error) {
    if (error instanceof SvgRefusal) throw validationError(svgMessages[error.reason]);
    throw error;
  }
}

// The child: reads the SVG on stdin, writes the PNG on stdout. Exit 2: the declared size is over the pixel limit;
// 3: librsvg cannot draw it.
