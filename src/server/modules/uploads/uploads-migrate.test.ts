import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files } from '../../db/tables/core.table.ts';
import { startTestS3, type TestS3 } from '../../test/s3-test-server.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { insertFile } from './uploads.queries.ts';
import { migrateUploadFiles } from './uploads-migrate.service.ts';
import { convertStoredSvgs } from './uploads-svg.jobs.ts';

// npm run uploads:migrate: the files of an old DATA_DIR/uploads move into the store under their own names, so the
// URLs in the rows keep working; a second run copies nothing.

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3('storage-migrate');
});
afterAll(() => s3?.close());

describe.each(['database', 's3'] as const)('into the %s store', (store) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await testApp({ env: store === 's3' ? s3.env : {} });
  }, 60_000);
  afterAll(() => ctx?.close());

  test('every old file is served from the store at its old URL; a second run copies nothing', async () => {
    const dir = join(ctx.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    writeFileSync(join(dir, `old_avatar_${store}_0123456789.png`), png);
    writeFileSync(join(dir, `emblema_${store}_0123456789.svg`), svg);
    const emblemRow = await insertFile(ctx.db, {
      name: 'emblema.svg',
      hash: `emblema_${store}_0123456789`,
      ext: '.svg',
      mime: 'image/svg+xml',
      size: 0.06,
      sizeInBytes: svg.length,
      url: `/uploads/emblema_${store}_0123456789.svg`,
    });
    const run = (remove = false) => migrateUploadFiles({ dir, storage: ctx.app.services.storage, db: ctx.db, remove });

    expect(await run()).toMatchObject({ copied: 2, skipped: 0, removed: 0, bytes: png.length + svg.length });
    const avatar = await ctx.app.inject({ method: 'GET', url: `/uploads/old_avatar_${store}_0123456789.png` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.equals(png)).toBe(true);
    // An SVG is never served: it waits for its PNG (the conversion every start queues).
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/emblema_${store}_0123456789.svg` })).statusCode).toBe(
      404,
    );

    expect(await run()).toMatchObject({ copied: 0, skipped: 2 });
    // --remove: the local copies go once the store holds them.
    expect(await run(true)).toMatchObject({ copied: 0, skipped: 2, removed: 2 });
    expect(readdirSync(dir)).toEqual([]);
    // Converted, the emblem's row names a PNG, which is served; the SVG object is gone.
    expect(await convertStoredSvgs(ctx.app.services)).toEqual({ converted: 1, refused: 0 });
    const [row] = await ctx.db
      .select()
      .from(files)
      .where(eq(files.hash, `emblema_${store}_0123456789`));
    expect(row).toBeUndefined();
    const [converted] = await ctx.db.select().from(files).where(eq(files.id, emblemRow.id));
    expect(converted).toMatchObject({ mime: 'image/png', ext: '.png' });
    const served = await ctx.app.inject({ method: 'GET', url: converted.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await ctx.app.services.storage.head(`emblema_${store}_0123456789.svg`)).toBeNull();
  });
});
