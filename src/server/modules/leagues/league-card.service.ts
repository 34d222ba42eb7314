import sharp from 'sharp';
import { normalizeLeagueCode } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { findLeagueByCode } from './leagues.queries.ts';

// The picture a shared invite link shows in messaging apps (og:image): the league's name, its size and owner, on
// the site's colours. An SVG drawn here, turned into a PNG by sharp (librsvg). The text uses the fonts the machine
// has (fontconfig): DejaVu Sans or Liberation Sans on Debian, any sans-serif elsewhere.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const colours = {
  brand: '#065f46',
  brandDarker: '#022c22',
  accent: '#facc15',
  soft: '#d1fae5',
  white: '#ffffff',
} as const;

/** What the card shows. */
export interface LeagueCard {
  siteName: string;
  name: string;
  owner: string;
  members: number;
}

/** Text for SVG: XML's five special characters escaped, and the control characters XML forbids dropped. */
export function escapeSvg(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * A bold line's width in em, on the generous side (DejaVu Sans Bold is a wide face), so that what is measured to
 * fit does fit.
 */
export function widthEm(text: string): number {
  let w = 0;
  for (const c of text) {
    if (/[MW]/.test(c)) w += 1.15;
    else if (/[mw@%]/.test(c)) w += 1.08;
    else if (/[iIjlft.,:;'!|()[\] ]/.test(c)) w += 0.42;
    else if (/[A-ZĂÂÎȘȚ]/.test(c)) w += 0.88;
    else w += 0.72;
  }
  return w;
}

/** Words to lines of at most maxEm; a word longer than a line is cut where it has to be. */
export function wrap(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthEm(candidate) <= maxEm) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const c of word) {
      if (widthEm(line + c) > maxEm) {
        lines.push(line);
        line = '';
      }
      line += c;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The name in the biggest size that fits in two lines (three at the smallest), cut with … past that. */
function fitName(name: string): { size: number; lines: string[] } {
  for (const size of [88, 76, 64, 54]) {
    const lines = wrap(name, TEXT_WIDTH / size);
    if (lines.length <= 2) return { size, lines };
  }
  const size = 46;
  const lines = wrap(name, TEXT_WIDTH / size);
  if (lines.length <= 3) return { size, lines };
  return { size, lines: [...lines.slice(0, 2), `${lines[2].slice(0, -1)}…`] };
}

/** The site's mark (public/favicon.svg), size px wide, at x, y. */
export const logo = (x: number, y: number, size: number) => `
  <g transform="translate(${x} ${y}) scale(${size / 64})">
    <rect width="64" height="64" rx="14" fill="${colours.white}" fill-opacity="0.12"/>
    <circle cx="32" cy="32" r="20" fill="${colours.white}"/>
    <path d="M32 20l8.6 6.2-3.3 10.1H26.7l-3.3-10.1z" fill="${colours.brandDarker}"/>
    <path d="M32 12v8M40.6 26.2l9.4-3M37.3 36.3l5.8 8.1M26.7 36.3l-5.8 8.1M23.4 26.2l-9.4-3" stroke="${colours.brandDarker}" stroke-width="2.5" stroke-linecap="round"/>
    <circle cx="52" cy="12" r="7" fill="${colours.accent}"/>
  </g>`;

/** The card as SVG: every text escaped. */
export function leagueCardSvg(card: LeagueCard): string {
  const { size, lines } = fitName(card.name);
  const lineHeight = Math.round(size * 1.15);
  // The name's first line starts below the kicker (its capitals are about 0.75 of the size tall).
  const nameTop = 232 + Math.round(size * 0.76);
  const nameLines = lines
    .map((line, i) => `<tspan x="${MARGIN}" y="${nameTop + i * lineHeight}">${escapeSvg(line)}</tspan>`)
    .join('');
  const factsY = nameTop + (lines.length - 1) * lineHeight + 60;
  const members = count(card.members, nouns.members);
  const facts = `${members} · ${leagueMessages.cardOwner(card.owner)}`;
  // A long username makes the line smaller rather than longer than the card.
  const factsSize = Math.min(34, Math.floor(TEXT_WIDTH / widthEm(facts)));
  const call = leagueMessages.cardCall;
  const callWidth = Math.round(widthEm(call) * 30 * 0.86) + 64;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.brand}"/>
      <stop offset="1" stop-color="${colours.brandDarker}"/>
    </linearGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <circle cx="1090" cy="110" r="250" fill="none" stroke="${colours.white}" stroke-opacity="0.07" stroke-width="36"/>
  <circle cx="1090" cy="110" r="90" fill="${colours.white}" fill-opacity="0.05"/>
  <rect x="0" y="${CARD_HEIGHT - 14}" width="${CARD_WIDTH}" height="14" fill="${colours.accent}"/>
  ${logo(MARGIN, 56, 72)}
  <text x="${MARGIN + 92}" y="106" font-family="${FONT}" font-size="44" font-weight="700" fill="${colours.white}">${escapeSvg(card.siteName)}</text>
  <text x="${MARGIN}" y="200" font-family="${FONT}" font-size="28" font-weight="700" letter-spacing="3" fill="${colours.accent}">${escapeSvg(leagueMessages.cardKicker)}</text>
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${colours.white}">${nameLines}</text>
  <text x="${MARGIN}" y="${factsY}" font-family="${FONT}" font-size="${factsSize}" fill="${colours.soft}">${escapeSvg(facts)}</text>
  <rect x="${MARGIN}" y="500" width="${callWidth}" height="64" rx="32" fill="${colours.accent}"/>
  <text x="${MARGIN + 32}" y="542" font-family="${FONT}" font-size="30" font-weight="700" fill="${colours.brandDarker}">${escapeSvg(call)}</text>
</svg>`;
}

/** The card as a 1200×630 PNG. */
export function renderLeagueCard(card: LeagueCard): Promise<Buffer> {
  return sharp(Buffer.from(leagueCardSvg(card)), { density: 72 })
    .resize(CARD_WIDTH, CARD_HEIGHT)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** GET /api/leagues/join/{code}/card.png: the invite's card; a wrong code is a 404 like the preview's. */
export async function leagueCardOfCode(services: Services, code: string): Promise<Buffer> {
  const record = await findLeagueByCode(services.db, normalizeLeagueCode(code));
  if (!record) throw notFound(leagueMessages.codeNotFound);
  return renderLeagueCard({
    siteName: services.config.siteName,
    name: record.league.name,
    owner: record.owner.username,
    members: Number(record.membersCount),
  });
}
