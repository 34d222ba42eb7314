import type { Media } from '../../../domain/media.schemas.ts';
import type { files } from '../../db/tables/core.table.ts';
import { iso } from '../../http/envelope.ts';

type FileRow = typeof files.$inferSelect;

/** A file as Strapi's upload plugin answers it. */
export function fileJson(f: FileRow) {
  return {
    id: f.id,
    documentId: f.documentId,
    name: f.name,
    alternativeText: f.alternativeText,
    caption: f.caption,
    width: f.width,
    height: f.height,
    formats: f.formats,
    hash: f.hash,
    ext: f.ext,
    mime: f.mime,
    size: Number(f.size),
    url: f.url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
    publishedAt: iso(f.publishedAt),
  };
}

/** The compact media object embedded in entries (emblems, avatars, post images). */
type Nullable<T> = { [K in keyof T]: T[K] | null };
type MediaRow = Pick<FileRow, 'id' | 'documentId' | 'url' | 'mime' | 'width' | 'height' | 'formats' | 'name'>;

export type MediaInput = MediaRow | Nullable<MediaRow> | null;

export function mediaJson(f: MediaInput): Media | null {
  if (!f || f.id == null) return null;
  // A left join gives all-null columns or a whole row: with an id, the row is whole.
  const row = f as MediaRow;
  return {
    id: row.id,
    documentId: row.documentId,
    name: row.name,
    url: row.url,
    mime: row.mime,
    width: row.width,
    height: row.height,
    formats: row.formats as Media['formats'],
  };
}
