import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { startTestS3, type TestS3 } from '../../test/s3-test-server.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { uploadClient } from '../../test/upload-client.ts';
import { readObject } from './storage.adapter.ts';

// Two instances of one deployment: one database (PGlite, or PostgreSQL with DATABASE_URL), a DATA_DIR each. An
// upload made on A is served by B, with the database adapter and with S3 (a real s3rver).

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3('prezice-instances');
});
afterAll(() => s3?.close());

describe.each(['database', 's3'] as const)('uploads on two instances, %s store', (store) => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = store === 's3' ? s3.env : {};
    a = await testApp({ env });
    b = await testApp({ env, database: a.database });
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    expect(a.app.services.storage.kind).toBe(store);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test('an upload made on A is fetched from B, byte for byte; deleted on B, it is gone from A', async () => {
    const user = await createUser(a, { username: `multi_${store}`, verified: true });
    const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0a5' } })
      .jpeg()
      .toBuffer();
    const file = await uploadClient(() => a).uploadAs(user, {
      filename: 'tribuna.jpg',
      contentType: 'image/jpeg',
      data,
    });
    const onA = await readObject(a.app.services.storage, file.url.replace('/uploads/', ''));
    for (const url of [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)]) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      if (url === file.url) expect(res.rawPayload.equals(onA!)).toBe(true);
      const again = await a.app.inject({ method: 'GET', url });
      // Both instances give the same strong validator for the same bytes.
      expect(again.headers.etag).toBe(res.headers.etag);
    }
    const removed = await b.app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${file.id}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });
});
