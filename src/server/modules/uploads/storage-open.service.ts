import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UploadStorage } from './storage.adapter.ts';

// Which adapter stores the uploads; the adapters (storage-db.adapter.ts, storage-s3.adapter.ts) import only the interface.

/** The database adapter, or S3 when the configuration names a bucket. */
export async function createUploadStorage(config: Pick<Config, 's3'>, db: Db): Promise<UploadStorage> {
  if (config.s3) {
    const { s3Storage } = await import('./storage-s3.adapter.ts');
    return s3Storage(config.s3);
  }
  const { databaseStorage } = await import('./storage-db.adapter.ts');
  return databaseStorage(db);
}
