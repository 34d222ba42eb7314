// Generated pictures for the demo data: team emblems (club colours and initials, never club logos),
// user avatars and a football-pitch picture for posts. Pure string builders, plus sharp for PNGs.
import sharp from 'sharp';

export const PICTURE_SIZE = 128;

/** Common short names that the generic rule below would get wrong or make ambiguous. */
const KNOWN_INITIALS: Record<string, string> = {
  'Universitatea Cluj': 'U',
  'Universitatea Craiova': 'UCV',
};

/** Club-type prefixes kept in front of the first letter of the next word: 'FC Argeș' -> 'FCA'. */
const CLUB_PREFIXES = new Set(['FC', 'AFC', 'CS', 'ACS', 'SC', 'CSM']);

/** Letters without diacritics: 'Oțelul Galați' -> 'Otelul Galati'. */
const stripDiacritics = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Lower-case ASCII slug with underscores, for file hashes: 'FC Argeș' -> 'fc_arges'. */
export function fileSlug(s: string): string {
  const slug = stripDiacritics(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return slug || 'file';
}

/** 2-4 letters for a club: 'FCSB', 'CFR', 'U', 'RB', 'FCA', 'CMC'. */
function teamInitials(name: string): string {
  const known = KNOWN_INITIALS[name.trim()];
  if (known) return known;
  const words = stripDiacritics(name)
    .split(/[\s.-]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const [first, ...rest] = words;
  const isAcronym = first.length >= 2 && first === first.toUpperCase() && /[A-Z]/.test(first);
  if (isAcronym && CLUB_PREFIXES.has(first) && rest.length > 0) return (first + rest[0][0]).toUpperCase();
  if (isAcronym) return first.slice(0, 4);
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/** Initials of a username: 'andrei_popescu' -> 'AP', 'demo' -> 'D', 'stelistul89' -> 'S'. */
function userInitials(username: string): string {
  const parts = username.split(/[_\-.\s]+/).filter((p) => /[A-Za-z]/.test(p));
  if (parts.length === 0) return (username[0] ?? '?').toUpperCase();
  return parts
    .slice(0, 2)
    .map((p) => p.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .toUpperCase();
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Relative luminance of '#rrggbb' (or '#rgb'), 0 black .. 1 white. */
function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const channel = (i: number) => {
    const v = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** White or near-black, whichever reads better on the background. */
const textColorOn = (background: string) => (luminance(background) > 0.4 ? '#111827' : '#ffffff');

const SHIELD = 'M64 5 L117 19 V62 C117 95 94 113 64 124 C34 113 11 95 11 62 V19 Z';

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export type EmblemShape = 'shield' | 'circle';

/** A 128x128 SVG emblem: the club's first colour as the field, the second as border and band, initials in the middle. */
export function emblemSvg(
  name: string,
  colors: readonly [string, string],
  shape: EmblemShape = hashString(name) % 3 === 0 ? 'circle' : 'shield',
): string {
  const [primary, secondary] = colors;
  const initials = teamInitials(name);
  const fontSize = [0, 60, 48, 40, 32][Math.min(initials.length, 4)];
  const outline = shape === 'shield' ? `<path d="${SHIELD}"` : '<circle cx="64" cy="64" r="58"';
  const centerY = shape === 'shield' ? 58 : 62;
  const bandY = shape === 'shield' ? 88 : 90;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    `<defs><clipPath id="field">${outline}/></clipPath></defs>`,
    `${outline} fill="${primary}"/>`,
    `<g clip-path="url(#field)"><rect x="0" y="${bandY}" width="128" height="12" fill="${secondary}"/></g>`,
    `${outline} fill="none" stroke="${secondary}" stroke-width="7" stroke-linejoin="round"/>`,
    `${outline} fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<text x="64" y="${centerY}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-weight="700" font-size="${fontSize}" fill="${textColorOn(primary)}">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

const AVATAR_COLORS = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#1d4ed8',
  '#6d28d9',
  '#a21caf',
  '#be123c',
  '#334155',
];

/** A 128x128 SVG avatar: the username's initials on a coloured circle. */
function avatarSvg(username: string, color = AVATAR_COLORS[hashString(username) % AVATAR_COLORS.length]): string {
  const initials = userInitials(username);
  const fontSize = initials.length > 1 ? 50 : 60;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 128 128">`,
    `<circle cx="64" cy="64" r="64" fill="${color}"/>`,
    `<text x="64" y="66" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

/** A football pitch seen from above, with a caption: the picture of a demo post. */
export function pitchSvg(caption: string, width = 800, height = 450): string {
  const stripes = Array.from({ length: 10 }, (_, i) =>
    i % 2 ? `<rect x="${(i * width) / 10}" y="0" width="${width / 10}" height="${height}" fill="#2f8f3a"/>` : '',
  ).join('');
  const m = 30;
  const w = width - 2 * m;
  const h = height - 2 * m;
  const box = h * 0.55;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#3a9e45"/>${stripes}`,
    `<g fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.9">`,
    `<rect x="${m}" y="${m}" width="${w}" height="${h}"/>`,
    `<line x1="${width / 2}" y1="${m}" x2="${width / 2}" y2="${height - m}"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${h * 0.2}"/>`,
    `<rect x="${m}" y="${(height - box) / 2}" width="${w * 0.15}" height="${box}"/>`,
    `<rect x="${width - m - w * 0.15}" y="${(height - box) / 2}" width="${w * 0.15}" height="${box}"/>`,
    '</g>',
    `<rect x="${width / 2 - 250}" y="${height - 110}" width="500" height="60" rx="12" fill="#000000" fill-opacity="0.55"/>`,
    `<text x="${width / 2}" y="${height - 80}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-weight="700" font-size="30" fill="#ffffff">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** Renders an SVG string to PNG bytes. */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The avatar of a user as a 128x128 PNG. */
export function avatarPng(username: string): Promise<Buffer> {
  return svgToPng(avatarSvg(username));
}
