// The demo data's generated pictures: rendered in memory, put in the upload store, described as files rows.
import { randomBytes } from 'node:crypto';
import type { UploadStorage } from '../modules/uploads/storage.adapter.ts';
import { avatarPng, emblemSvg, fileSlug, PICTURE_SIZE, pitchSvg, svgToPng } from './emblems.ts';

/** Every picture is a PNG: emblems are drawn as SVG, and like an uploaded SVG, stored and served as PNG only. */
export interface Picture {
  name: string;
  /** '<slug>_<10 hex chars>', as the upload plugin names files. */
  hash: string;
  ext: '.png';
  mime: 'image/png';
  width: number;
  height: number;
  data: Buffer;
}

const POST_PICTURE = { width: 800, height: 450 };

function picture(
  stem: string,
  ext: Picture['ext'],
  data: Buffer,
  width = PICTURE_SIZE,
  height = PICTURE_SIZE,
): Picture {
  const slug = fileSlug(stem);
  return {
    name: `${slug}${ext}`,
    hash: `${slug}_${randomBytes(5).toString('hex')}`,
    ext,
    mime: 'image/png',
    width,
    height,
    data,
  };
}

export const emblemPicture = async (name: string, colors: readonly string[]) =>
  picture(`emblema ${name}`, '.png', await svgToPng(emblemSvg(name, [colors[0], colors[1] ?? '#ffffff'])));

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

/** Puts the pictures in the upload store; the returned function removes them again. */
export async function writePictures(storage: UploadStorage, pictures: Picture[]): Promise<() => Promise<void>> {
  const keys = pictures.map((p) => p.hash + p.ext);
  const remove = () => storage.delete(keys);
  try {
    for (const p of pictures) await storage.put(p.hash + p.ext, p.data, p.mime);
  } catch (error) {
    await remove().catch(() => {});
    throw error;
  }
  return remove;
}
