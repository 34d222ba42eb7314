// The app's icons (public/icons/*.png), drawn from the logo of public/favicon.svg with sharp.
// Usage: node scripts/make-icons.mjs   (the PNGs are committed; run again after changing the logo)
//   icon-192.png, icon-512.png   purpose "any": the logo as it is, on its rounded green square
//   icon-maskable-512.png        purpose "maskable": full-bleed green, the ball inside the 80 % safe circle
//   apple-touch-icon.png (180)   iOS rounds the corners itself: a full square, no transparency
//   badge-96.png                 notification badge: only the alpha channel counts, a white ball on transparent
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const GREEN = '#065f46';
const DARK = '#022c22';
const YELLOW = '#facc15';
const out = 'public/icons';
mkdirSync(out, { recursive: true });

// The ball of the favicon (a 64-unit square, centred on 32,32), with its colours as parameters.
const ball = (fill, lines) => `
  <circle cx="32" cy="32" r="20" fill="${fill}"/>
  <path d="M32 20l8.6 6.2-3.3 10.1H26.7l-3.3-10.1z" fill="${lines}"/>
  <path d="M32 12v8M40.6 26.2l9.4-3M37.3 36.3l5.8 8.1M26.7 36.3l-5.8 8.1M23.4 26.2l-9.4-3" stroke="${lines}"
    stroke-width="2.5" stroke-linecap="round"/>`;

const svg = (body, viewBox = '0 0 64 64') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`);

const favicon = readFileSync('public/favicon.svg');

// Full bleed: a green square; the logo's ball and yellow dot scaled into the middle (scale 1 = as in the favicon).
const fullBleed = (scale) => {
  const t = 32 - 32 * scale;
  return svg(`<rect width="64" height="64" fill="${GREEN}"/>
    <g transform="translate(${t} ${t}) scale(${scale})">${ball('#fff', DARK)}
      <circle cx="52" cy="12" r="7" fill="${YELLOW}"/></g>`);
};

const png = (input, size) =>
  sharp(input, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png();

await png(favicon, 192).toFile(`${out}/icon-192.png`);
await png(favicon, 512).toFile(`${out}/icon-512.png`);
// Maskable: the safe zone is the centred circle of radius 40 % of the size (25.6 units of 64). The yellow dot's far
// edge lies 35.3 units from the centre: at scale 0.7 it stays within 24.7 units, inside whatever mask the system uses.
await png(fullBleed(0.7), 512).toFile(`${out}/icon-maskable-512.png`);
await png(fullBleed(0.95), 180).flatten({ background: GREEN }).toFile(`${out}/apple-touch-icon.png`);
// Badge: a white silhouette (the ball with its seams cut out) on transparent, filling the square.
await png(
  svg(
    `<mask id="m"><rect width="64" height="64" fill="#fff"/>${ball('none', '#000')}</mask>
  <circle cx="32" cy="32" r="22" fill="#fff" mask="url(#m)"/>`,
    '6 6 52 52',
  ),
  96,
).toFile(`${out}/badge-96.png`);
console.log(`icons written to ${out}/`);
