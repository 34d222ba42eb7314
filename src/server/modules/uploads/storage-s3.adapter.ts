import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { etagOf, type ObjectInfo, type UploadStorage } from './storage.adapter.ts';

/** Our own strong validator travels as object metadata, so a file moved between stores keeps its ETag. */
const ETAG_META = 'prezice-etag';

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404;
};

/** `take` bytes of a stream after skipping `skip`. */
async function* slice(body: Readable, skip: number, take: number) {
  let left = take;
  for await (const c of body) {
    let chunk = Buffer.from(c as Uint8Array);
    if (skip > 0) {
      const dropped = Math.min(skip, chunk.length);
      chunk = chunk.subarray(dropped);
      skip -= dropped;
    }
    if (chunk.length === 0) continue;
    if (chunk.length >= left) {
      yield chunk.subarray(0, left);
      body.destroy();
      return;
    }
    left -= chunk.length;
    yield chunk;
  }
}

/** S3-compatible object storage (AWS S3, MinIO, Garage, R2...): shared by every instance that names the bucket. */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums on every request are for AWS itself; several compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const infoOf = (
    key: string,
    out: { ContentLength?: number; ContentType?: string; ETag?: string; Metadata?: Record<string, string> },
  ): ObjectInfo => ({
    key,
    size: out.ContentLength ?? 0,
    contentType: out.ContentType ?? 'application/octet-stream',
    etag: out.Metadata?.[ETAG_META] ?? out.ETag ?? '""',
  });

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const etag = etagOf(data);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          Metadata: { [ETAG_META]: etag },
        }),
      );
      return { key, size: data.length, contentType, etag };
    },
    async head(key) {
      try {
        return infoOf(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async get(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const info = infoOf(key, out);
        const body = out.Body as Readable;
        if (!range) return { info, body };
        // A ranged answer's ContentLength is the range's; the object's size is after the slash of Content-Range.
        const sent = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? '');
        if (sent) info.size = Number(sent[3]);
        // Some compatible servers widen a range (s3rver reads bytes=0-0 as the whole object): cut to what was asked.
        const sentStart = sent ? Number(sent[1]) : 0;
        const sentEnd = sent ? Number(sent[2]) : Number.POSITIVE_INFINITY;
        if (sentStart === range.start && sentEnd === range.end) return { info, body };
        return { info, body: Readable.from(slice(body, range.start - sentStart, range.end - range.start + 1)) };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(keys) {
      // One request per key: a file has at most five (the picture and its sizes), and every S3-compatible server
      // takes DeleteObject, where the batch call's checksum headers differ between them.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    async *list() {
      let token: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const o of out.Contents ?? []) {
          if (!o.Key) continue;
          const info = await this.head(o.Key);
          if (info) yield info;
        }
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
    },
    async close() {
      client.destroy();
    },
  };
}
