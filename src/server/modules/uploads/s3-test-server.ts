import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../config.ts';

// A real S3-protocol server (s3rver, objects on disk) for the tests and benchmarks: never a mock of the client.

export interface TestS3 {
  settings: S3Settings;
  /** The S3_* variables that point an app at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The storage helper's ports (4200-4299), tried in turn: parallel test files each get one of their own. */
const FIRST_PORT = 4200;
const LAST_PORT = 4299;

/** An s3rver with the bucket (and any others named), on a free port of the range. */
export async function startTestS3(bucket = 'prezice-test', ...others: string[]): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'prezice-s3-'));
  const start = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT));
  for (let i = 0; i <= LAST_PORT - FIRST_PORT; i++) {
    const port = FIRST_PORT + ((start - FIRST_PORT + i) % (LAST_PORT - FIRST_PORT + 1));
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [bucket, ...others].map((name) => ({ name, configs: [] })),
    });
    try {
      await server.run();
    } catch (error) {
      if ((error as { code?: string }).code === 'EADDRINUSE') continue;
      throw error;
    }
    const settings: S3Settings = {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    return {
      settings,
      env: {
        S3_BUCKET: bucket,
        S3_REGION: settings.region,
        S3_ENDPOINT: settings.endpoint!,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      async close() {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  throw new Error(`no free port from ${FIRST_PORT} to ${LAST_PORT} for s3rver`);
}
