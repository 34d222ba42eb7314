import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';

// A real S3-protocol server (s3rver, objects on disk) for the tests and benchmarks: never a mock of the client.

export interface TestS3 {
  settings: S3Settings;
  /** The S3_* variables that point an app at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An s3rver with the bucket (and any others named), on a port the system picks (never one another service holds). */
export async function startTestS3(bucket = 'prezice-test', ...others: string[]): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'prezice-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [bucket, ...others].map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as unknown as { port: number };
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
