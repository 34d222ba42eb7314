import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata, OutputInfo, ResizeOptions, Sharp } from 'sharp';
import type { FileFormat } from '../../db/tables/core.table.ts';
import { validationError } from '../../http/errors.ts';
import type { UploadStorage } from './storage.adapter.ts';
import { svgToPng } from './uploads-svg.service.ts';
import { looksLikeSvg } from './uploads-svg-check.service.ts';

// What an upload's bytes become in the store: images re-encoded (with their resized formats), SVGs drawn as PNG
// pictures, videos kept.

/** Images we re-encode, by the type their bytes show. */
const IMAGE_TYPES: Record<string, { ext: string; format: 'jpeg' | 'png' | 'webp' | 'gif' }> = {
  'image/jpeg': { ext: '.jpg', format: 'jpeg' },
  'image/png': { ext: '.png', format: 'png' },
  'image/webp': { ext: '.webp', format: 'webp' },
  'image/gif': { ext: '.gif', format: 'gif' },
};

/** Videos we keep as they are, once their bytes show a video container. */
const VIDEO_TYPES: Record<string, { ext: string; mime: string }> = {
  'video/mp4': { ext: '.mp4', mime: 'video/mp4' },
  'video/webm': { ext: '.webm', mime: 'video/webm' },
  'video/ogg': { ext: '.ogg', mime: 'video/ogg' },
  'video/quicktime': { ext: '.mov', mime: 'video/quicktime' },
};

/** Decompression-bomb guard: at most 40 megapixels decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const BREAKPOINTS = { large: 1000, medium: 750, small: 500 } as const;
const THUMBNAIL = { width: 245, height: 156 };

const UNSUPPORTED_FILE =
  'Tipul fișierului nu este acceptat. Încarcă o imagine (JPEG, PNG, WebP, GIF sau SVG) sau un video (MP4, WebM, OGG, MOV).';
/** The refusal where only a picture fits (an emblem, an avatar): it names picture formats only. */
const NOT_AN_IMAGE = 'Tipul fișierului nu este acceptat. Încarcă o imagine (JPEG, PNG, WebP, GIF sau SVG).';

export const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

function baseName(filename: string) {
  const base = filename.replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return slug || 'file';
}

interface Stored {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  url: string;
  formats: Record<string, FileFormat> | null;
}

/**
 * sharp (libvips) is loaded with the first image: it holds about 28 MB of native memory, which an instance that
 * serves no upload need not carry in its memory budget.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
};

async function writeImage(storage: UploadStorage, input: Buffer, originalName: string, mime: string): Promise<Stored> {
  const { ext, format } = IMAGE_TYPES[mime];
  const sharp = await loadSharp();
  const options = {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error' as const,
    animated: format === 'gif' || format === 'webp',
  };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw validationError(UNSUPPORTED_FILE);
  }
  if (!meta.width || !meta.height || meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) {
    throw validationError(UNSUPPORTED_FILE);
  }
  const encode = (img: Sharp) =>
    format === 'jpeg'
      ? img.jpeg({ quality: 85, mozjpeg: true })
      : format === 'png'
        ? img.png({ compressionLevel: 9 })
        : format === 'webp'
          ? img.webp({ quality: 85 })
          : img.gif();
  const stem = baseName(originalName);
  const hash = `${stem}_${randomBytes(5).toString('hex')}`;
  // Re-encoding drops every byte that is not the picture: EXIF, comments, appended payloads.
  let main: { data: Buffer; info: OutputInfo };
  try {
    main = await encode(sharp(input, options).rotate()).toBuffer({ resolveWithObject: true });
  } catch {
    throw validationError(UNSUPPORTED_FILE);
  }
  await storage.put(hash + ext, main.data, mime);
  const width = main.info.width;
  const height = main.info.pageHeight ?? main.info.height;
  const formats: Record<string, FileFormat> = {};
  const variant = async (key: string, resize: ResizeOptions) => {
    const out = await encode(sharp(input, options).rotate().resize(resize)).toBuffer({ resolveWithObject: true });
    const vHash = `${key}_${hash}`;
    await storage.put(vHash + ext, out.data, mime);
    formats[key] = {
      name: `${key}_${stem}${ext}`,
      hash: vHash,
      ext,
      mime,
      path: null,
      width: out.info.width,
      height: out.info.pageHeight ?? out.info.height,
      size: kb(out.data.length),
      sizeInBytes: out.data.length,
      url: `/uploads/${vHash}${ext}`,
    };
  };
  try {
    if (width > THUMBNAIL.width || height > THUMBNAIL.height) {
      await variant('thumbnail', { ...THUMBNAIL, fit: 'inside', withoutEnlargement: true });
    }
    for (const [key, size] of Object.entries(BREAKPOINTS)) {
      if (width > size || height > size)
        await variant(key, { width: size, height: size, fit: 'inside', withoutEnlargement: true });
    }
  } catch (error) {
    // No row will name what was stored so far: it goes now, not left in the store for ever.
    await storage.delete([hash + ext, ...Object.values(formats).map((f) => f.hash + f.ext)]).catch(() => {});
    throw error;
  }
  return {
    name: `${stem}${ext}`,
    hash,
    ext,
    mime,
    width,
    height,
    bytes: main.data.length,
    url: `/uploads/${hash}${ext}`,
    formats: Object.keys(formats).length ? formats : null,
  };
}

async function writeVideo(storage: UploadStorage, input: Buffer, originalName: string, mime: string): Promise<Stored> {
  const { ext } = VIDEO_TYPES[mime];
  const stem = baseName(originalName);
  const hash = `${stem}_${randomBytes(5).toString('hex')}`;
  await storage.put(hash + ext, input, VIDEO_TYPES[mime].mime);
  return {
    name: `${stem}${ext}`,
    hash,
    ext,
    mime,
    width: null,
    height: null,
    bytes: input.length,
    url: `/uploads/${hash}${ext}`,
    formats: null,
  };
}

/**
 * Decides the type from the bytes; an image is re-encoded, an SVG drawn as a PNG (uploads-svg.service.ts), a video kept;
 * anything else is refused. `imagesOnly` (an emblem, an avatar) refuses videos too, with a message naming pictures.
 */
export async function writeUpload(
  storage: UploadStorage,
  input: Buffer,
  originalName: string,
  { imagesOnly = false } = {},
): Promise<Stored> {
  const detected = await fileTypeFromBuffer(input);
  let mime = detected?.mime as string | undefined;
  // An Ogg container with video is reported by some versions as audio/ogg; Ogg is accepted as the spec's video type.
  if (mime === 'audio/ogg' || mime === 'application/ogg') mime = 'video/ogg';
  if (mime && IMAGE_TYPES[mime]) return writeImage(storage, input, originalName, mime);
  if ((!mime || mime === 'application/xml') && looksLikeSvg(input)) {
    return writeImage(storage, await svgToPng(input), originalName, 'image/png');
  }
  if (mime && VIDEO_TYPES[mime] && !imagesOnly) return writeVideo(storage, input, originalName, mime);
  throw validationError(imagesOnly ? NOT_AN_IMAGE : UNSUPPORTED_FILE);
}
