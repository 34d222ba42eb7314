import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { SharedPick } from '../../../domain/pick.schemas.ts';
import { pickMessages, scoreText } from '../../../domain/pick-messages.ts';
import type { Services } from '../../services.ts';
import { CARD_HEIGHT, CARD_WIDTH, escapeSvg, logo, widthEm, wrap } from '../leagues/league-card.service.ts';
import { readObject } from '../uploads/storage.adapter.ts';

// The picture of a shared pick (og:image, 1200×630): the teams with their emblems, the predicted score, cards and
// corners, the player, and once the match is final its result and the points. An SVG drawn here, made a PNG by
// sharp (librsvg) with the machine's fonts (DejaVu Sans on Debian: every Romanian letter).

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const colours = {
  brand: '#065f46',
  brandDarker: '#022c22',
  accent: '#facc15',
  soft: '#d1fae5',
  white: '#ffffff',
} as const;
const EMBLEM = 150;
const SIDE_WIDTH = 360;
/** Cards kept in memory (a shared link is fetched by many apps at once); about 60 KB each. */
const CACHE_SIZE = 200;

export interface PickCard {
  siteName: string;
  pick: SharedPick;
  /** PNG data URIs of the emblems, when the teams have them. */
  emblem1: string | null;
  emblem2: string | null;
}

const text = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeSvg(value)}</text>`;

/** A team: its emblem (or its initials in a circle) and its name below, in at most two lines. */
function side(cx: number, name: string, emblem: string | null) {
  const top = 200;
  const mark = emblem
    ? `<image x="${cx - EMBLEM / 2}" y="${top}" width="${EMBLEM}" height="${EMBLEM}" preserveAspectRatio="xMidYMid meet" href="${emblem}" xlink:href="${emblem}"/>`
    : `<circle cx="${cx}" cy="${top + EMBLEM / 2}" r="${EMBLEM / 2}" fill="${colours.white}" fill-opacity="0.14"/>
       ${text(cx, top + EMBLEM / 2 + 20, 56, colours.white, initials(name), 'font-weight="700" text-anchor="middle"')}`;
  let size = 40;
  let lines = wrap(name, SIDE_WIDTH / size);
  while (lines.length > 2 && size > 26) {
    size -= 4;
    lines = wrap(name, SIDE_WIDTH / size);
  }
  if (lines.length > 2) lines = [lines[0], `${lines[1].slice(0, -1)}…`];
  const names = lines
    .map(
      (line, i) => `<tspan x="${cx}" y="${top + EMBLEM + 56 + i * Math.round(size * 1.2)}">${escapeSvg(line)}</tspan>`,
    )
    .join('');
  return `${mark}<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${colours.white}" text-anchor="middle">${names}</text>`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('') ||
  [...name][0] ||
  '?';

/** The card as SVG: every text escaped. */
export function pickCardSvg(card: PickCard): string {
  const { pick } = card;
  const { match } = pick;
  const predicted = pick.score ? scoreText(pick.score) : '–';
  const extras = [
    pick.cards ? `${pickMessages.cards} ${pick.cards}` : null,
    pick.corners ? `${pickMessages.corners} ${pick.corners}` : null,
  ]
    .filter(Boolean)
    .join('   ·   ');
  const player = pickMessages.predicted(pick.username);
  const playerSize = Math.min(34, Math.floor(640 / widthEm(player)));
  const round = match.round;
  const roundSize = Math.min(28, Math.floor(440 / widthEm(round)));
  const bottom =
    match.finalScore !== null
      ? `${pickMessages.finalScore} ${scoreText(match.finalScore)}${pick.points !== null ? ` · ${pickMessages.points(pick.points)}` : ''}`
      : `${card.siteName} · joacă și tu, gratuit`;
  const bottomSize = Math.min(30, Math.floor(980 / widthEm(bottom)));
  const bottomWidth = Math.round(widthEm(bottom) * bottomSize * 0.86) + 64;

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.brand}"/>
      <stop offset="1" stop-color="${colours.brandDarker}"/>
    </linearGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
  <circle cx="600" cy="300" r="230" fill="none" stroke="${colours.white}" stroke-opacity="0.06" stroke-width="30"/>
  <rect x="0" y="${CARD_HEIGHT - 14}" width="${CARD_WIDTH}" height="14" fill="${colours.accent}"/>
  ${logo(60, 40, 64)}
  ${text(140, 86, 38, colours.white, card.siteName, 'font-weight="700"')}
  ${text(1140, 84, roundSize, colours.accent, round, 'font-weight="700" text-anchor="end"')}
  ${text(600, 160, playerSize, colours.soft, player, 'font-weight="700" text-anchor="middle"')}
  ${side(230, match.team1.name, card.emblem1)}
  ${side(970, match.team2.name, card.emblem2)}
  ${text(600, 340, 150, colours.white, predicted, 'font-weight="700" text-anchor="middle"')}
  ${extras ? text(600, 420, 30, colours.soft, extras, 'text-anchor="middle"') : ''}
  <rect x="${600 - bottomWidth / 2}" y="500" width="${bottomWidth}" height="64" rx="32" fill="${colours.accent}"/>
  ${text(600, 543, bottomSize, colours.brandDarker, bottom, 'font-weight="700" text-anchor="middle"')}
</svg>`;
}

/** An uploaded emblem as a small PNG data URI; null when it is missing or not a picture sharp reads. */
async function emblemData(services: Services, url: string | null): Promise<string | null> {
  if (!url?.startsWith('/uploads/')) return null;
  try {
    const bytes = await readObject(services.storage, decodeURIComponent(url.slice('/uploads/'.length)));
    if (!bytes) return null;
    const png = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(EMBLEM * 2, EMBLEM * 2, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

const cache = new Map<string, Buffer>();

/** The card as a 1200×630 PNG, from the recent ones in memory when this pick has not changed since. */
export async function pickCardPng(services: Services, pick: SharedPick, changedAt: string): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([services.config.siteName, pick, changedAt]))
    .digest('base64url');
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const [emblem1, emblem2] = await Promise.all([
    emblemData(services, pick.match.team1.emblemUrl),
    emblemData(services, pick.match.team2.emblemUrl),
  ]);
  const svg = pickCardSvg({ siteName: services.config.siteName, pick, emblem1, emblem2 });
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .resize(CARD_WIDTH, CARD_HEIGHT)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  cache.set(key, png);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return png;
}

/** How many cards are kept (for tests: the cache stays bounded). */
export const cachedCards = () => cache.size;
