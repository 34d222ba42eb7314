import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { STORE_KINDS, useTestStores } from '../../test/upload-stores.ts';
import type { UploadStorage } from '../uploads/storage.adapter.ts';
import { archiveSize, archiveStream, DOCUMENT_NAME } from './gdpr-export-zip.service.ts';

// The export's ZIP is written while it is sent: a large upload is read from the store as the client takes the
// archive, never whole, and the archive is the size announced, byte for byte. Both stores: the database (PGlite,
// or PostgreSQL with DATABASE_URL) and S3 on a real s3rver.

const MB = 1024 * 1024;
const stores = useTestStores();

/** The real store, with a count of the bytes its readers have pulled so far. */
function counted(storage: UploadStorage) {
  const seen = { bytes: 0 };
  const wrapped: UploadStorage = {
    ...storage,
    async get(key, range) {
      const object = await storage.get(key, range);
      if (!object) return null;
      const body = Readable.from(
        (async function* () {
          for await (const chunk of object.body) {
            seen.bytes += (chunk as Buffer).length;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
      return { info: object.info, body };
    },
  };
  return { storage: wrapped, seen };
}

test.each(STORE_KINDS)(
  '%s store: a 12 MB upload is streamed through, read as the archive is taken, and it unzips whole',
  async (kind) => {
    const store = stores.open(kind);
    const video = randomBytes(12 * MB);
    await store.put('a1b2c3.mp4', video, 'video/mp4');
    const photo = randomBytes(300_000);
    await store.put('d4e5f6.jpg', photo, 'image/jpeg');
    const files = [
      { key: 'a1b2c3.mp4', path: 'fisiere/1-meci.mp4', size: video.length },
      { key: 'gone.png', path: 'fisiere/2-sters.png', size: 10 },
      { key: 'd4e5f6.jpg', path: 'fisiere/3-poza.jpg', size: photo.length },
    ];
    const document = Buffer.from(JSON.stringify({ account: { username: 'ana' }, note: 'ș ț ă î â' }));
    const { storage, seen } = counted(store);

    const parts: Buffer[] = [];
    let sent = 0;
    let pulledAtOneMb = -1;
    for await (const chunk of archiveStream(storage, document, files, new Date('2031-03-02T10:00:00Z'))) {
      parts.push(chunk as Buffer);
      sent += (chunk as Buffer).length;
      if (pulledAtOneMb < 0 && sent >= MB) pulledAtOneMb = seen.bytes;
    }
    // With 1 MB of the archive taken, the store had given a few MB at most (the database reads 2 MB at a time), not 12.
    expect(pulledAtOneMb).toBeGreaterThan(0);
    expect(pulledAtOneMb).toBeLessThan(5 * MB);

    const zip = Buffer.concat(parts);
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual([DOCUMENT_NAME, 'fisiere/1-meci.mp4', 'fisiere/3-poza.jpg']);
    expect(JSON.parse(strFromU8(entries[DOCUMENT_NAME]!))).toEqual({ account: { username: 'ana' }, note: 'ș ț ă î â' });
    expect(Buffer.from(entries['fisiere/1-meci.mp4']!).equals(video)).toBe(true);
    expect(Buffer.from(entries['fisiere/3-poza.jpg']!).equals(photo)).toBe(true);
    // The size announced counts every file listed; the one gone from the store is left out of the archive.
    const present = files.filter((f) => f.key !== 'gone.png');
    expect(zip.length).toBe(archiveSize(document, present));
  },
);
