// The demo data's generated pictures: rendered in memory, written under DATA_DIR/uploads, described as files rows.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { avatarPng, emblemSvg, fileSlug, PICTURE_SIZE, pitchSvg, svgToPng } from './emblems.ts';

export interface Picture {
  name: string;
  /** '<slug>_<10 hex chars>', as the upload plugin names files. */
  hash: string;
  ext: '.svg' | '.png';
  mime: 'image/svg+xml' | 'image/png';
  width: number;
  height: number;
  data: Buffer;
}

export const POST_PICTURE = { width: 800, height: 450 };

function picture(
  stem: string,
  ext: Picture['ext'],
  data: Buffer,
  width = PICTURE_SIZE,
  height = PICTURE_SIZE,
): Picture {
  const slug = fileSlug(stem);
  const mime = ext === '.svg' ? 'image/svg+xml' : 'image/png';
  return { name: `${slug}${ext}`, hash: `${slug}_${randomBytes(5).toString('hex')}`, ext, mime, width, height, data };
}

export const emblemPicture = (name: string, colors: readonly string[]) =>
  picture(`emblema ${name}`, '.svg', Buffer.from(emblemSvg(name, [colors[0], colors[1] ?? '#ffffff'])));

export const avatarPicture = async (username: string) =>
  picture(`avatar ${username}`, '.png', await avatarPng(username));

export const postPicture = async (caption: string) =>
  picture(
    caption,
    '.png',
    await svgToPng(pitchSvg(caption, POST_PICTURE.width, POST_PICTURE.height)),
    POST_PICTURE.width,
    POST_PICTURE.height,
  );

/** The files row of a picture: size in KB with 2 decimals, url under /uploads/. */
export function fileRow(p: Picture) {
  const bytes = p.data.length;
  return {
    name: p.name,
    hash: p.hash,
    ext: p.ext,
    mime: p.mime,
    width: p.width,
    height: p.height,
    formats: null,
    size: Math.round((bytes / 1024) * 100) / 100,
    sizeInBytes: bytes,
    url: `/uploads/${p.hash}${p.ext}`,
    ownerId: null,
  };
}

/** Writes the pictures under <dataDir>/uploads; the returned function removes them again. */
export async function writePictures(dataDir: string, pictures: Picture[]): Promise<() => Promise<void>> {
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const paths = pictures.map((p) => join(dir, p.hash + p.ext));
  const remove = async () => {
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  try {
    await Promise.all(pictures.map((p, i) => writeFile(paths[i], p.data)));
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
