import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import type { UploadStorage } from '../modules/uploads/storage.adapter.ts';
import { databaseStorage } from '../modules/uploads/storage-db.adapter.ts';
import { s3Storage } from '../modules/uploads/storage-s3.adapter.ts';
import { startTestS3, type TestS3 } from './s3-test-server.ts';
import { createTestDatabase } from './test-db.ts';

/** The two upload stores a suite runs against. */
export const STORE_KINDS = ['database', 's3'] as const;

/**
 * Both stores for the calling suite: the database (PGlite, or PostgreSQL with DATABASE_URL) and S3 on a real
 * s3rver, started before its tests and closed after them. `open(kind)` gives a store of that kind.
 */
export function useTestStores() {
  let database: Database;
  let s3: TestS3;
  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase(), startTestS3()]);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await s3?.close();
  });
  return {
    open: (kind: (typeof STORE_KINDS)[number]): UploadStorage =>
      kind === 'database' ? databaseStorage(database.db) : s3Storage(s3.settings),
  };
}
