import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { validationError } from '../../http/errors.ts';
import { checkSvg, MAX_DECLARED_PIXELS, svgMessages } from './uploads-svg-check.service.ts';

// SVG uploads (emblems are drawn as SVG, and so are some avatars) become PNG pictures: an SVG is never stored nor
// served as SVG. The text is checked first, strictly (uploads-svg-check.service.ts). Then sharp (librsvg) draws it
// in a child process of its own, killed past a time limit, so a drawing that is costly on purpose neither hangs the
// server nor ties up its thread pool.

/** The drawing's longest side in pixels (the largest format an upload gets). */
const RENDER_SIDE = 1000;
const RENDER_TIMEOUT_MS = 10_000;
/** Child processes drawing at once; more wait their turn. */
const RENDER_CONCURRENCY = 2;

const CHILD = `
const [sharpUrl, maxPixels, side] = process.argv.slice(1);
const { default: sharp } = await import(sharpUrl);
sharp.cache(false);
sharp.concurrency(1);
const parts = [];
for await (const part of process.stdin) parts.push(part);
const input = Buffer.concat(parts);
const limitInputPixels = Number(maxPixels);
let meta;
try {
  meta = await sharp(input, { limitInputPixels }).metadata();
} catch (error) {
  process.exit(/pixel limit/.test(String(error && error.message)) ? 2 : 3);
}
if (meta.format !== 'svg' || !meta.width || !meta.height) process.exit(3);
const density = Math.min(100000, Math.max(1, (72 * Number(side)) / Math.max(meta.width, meta.height)));
try {
  const png = await sharp(input, { density, limitInputPixels, failOn: 'error' })
    .resize(Number(side), Number(side), { fit: 'inside' })
    .png()
    .toBuffer();
  process.stdout.write(png, () => process.exit(0));
} catch {
  process.exit(3);
}
`;

const sharpUrl = () => pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;

let running = 0;
const waiting: (() => void)[] = [];
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RENDER_CONCURRENCY) await new Promise<void>((r) => waiting.push(r));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function drawInChild(input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', CHILD, sharpUrl(), String(MAX_DECLARED_PIXELS), String(RENDER_SIDE)],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const out: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, RENDER_TIMEOUT_MS);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(validationError(svgMessages.tooComplex));
      else if (code === 0) resolve(Buffer.concat(out));
      else if (code === 2) reject(validationError(svgMessages.tooManyPixels));
      else reject(validationError(svgMessages.invalid));
    });
    child.stdin.end(input);
  });
}

/** An SVG upload as a PNG of at most 1000 px a side: checked, then drawn apart from the server. */
export async function svgToPng(input: Buffer): Promise<Buffer> {
  checkSvg(input);
  return turn(() => drawInChild(input));
}
