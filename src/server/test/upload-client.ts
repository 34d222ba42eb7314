import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { files } from '../db/tables/core.table.ts';
import { readObject } from '../modules/uploads/storage.adapter.ts';
import type { TestUser } from './factories.ts';
import { type FilePart, multipartBody, multipartHeaders } from './multipart.ts';
import type { TestContext } from './test-app.ts';

// What the upload suites share: requests to POST /api/upload and DELETE /api/upload/files/:id, the stored
// files, and test bytes.

export interface FileJson {
  id: number;
  documentId: string;
  name: string;
  url: string;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
  size: number;
  formats: Record<
    string,
    { url: string; width: number; height: number; mime: string; hash: string; ext: string }
  > | null;
}

/** Deterministic bytes that match no file signature. */
export const noise = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => 0x20 + ((i * 31 + 7) % 90)));

/** A 1200×800 JPEG that carries EXIF (a copyright line). */
export const exifJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#00ff00' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
    .toBuffer();

/** The upload routes of the app `ctxOf()` answers at call time (the suites create it in beforeAll). */
export function uploadClient(ctxOf: () => TestContext) {
  const upload = (parts: FilePart[], headers: Record<string, string> = {}) =>
    ctxOf().app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, ...multipartHeaders() },
      payload: multipartBody(parts),
    });
  return {
    upload,
    /** Uploads one file as `user` and answers its JSON (a 201 is expected). */
    async uploadAs(user: TestUser, part: FilePart): Promise<FileJson> {
      const res = await upload([part], user.headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json()[0];
    },
    remove: (id: number | string, headers: Record<string, string> = {}) =>
      ctxOf().app.inject({ method: 'DELETE', url: `/api/upload/files/${id}`, headers }),
    /** How many objects the upload store holds. */
    objectCount: async () => {
      let n = 0;
      for await (const _ of ctxOf().app.services.storage.list()) n++;
      return n;
    },
    /** The stored bytes behind an upload URL, or null when the store has none. */
    stored: (url: string) => readObject(ctxOf().app.services.storage, url.replace(/^\/uploads\//, '')),
    fileCount: async () => (await ctxOf().db.select({ n: count() }).from(files))[0].n,
  };
}
