import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { ByteRange, ObjectInfo } from './storage.adapter.ts';

const YEAR_S = 365 * 24 * 60 * 60;
/** Our names: '<slug>_<10 hex>' (or '<format>_<slug>_<10 hex>') and an extension. Nothing else is looked up. */
const KEY = /^[a-z0-9_]{1,120}\.[a-z0-9]{2,5}$/;

/** One byte range of a Range header, against an object's size: the range, 'unsatisfiable', or null to send it all. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole object (a server may ignore a Range it does not support).
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const isSvgType = (contentType: string) => /svg/i.test(contentType);

/** Whether If-None-Match names this validator (a list, or *). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

function commonHeaders(reply: FastifyReply, info: ObjectInfo) {
  reply
    .header('etag', info.etag)
    // Names are never reused for other bytes (a random part in each), so a copy is good for a year.
    .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    );
}

async function serve(req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) {
  const { key } = req.params;
  const storage = req.server.services.storage;
  if (!KEY.test(key)) return reply.code(404).send(notFound().toBody());
  // A plain GET (nearly every one: pictures) asks the store once, for the object and its bytes together.
  const plain = req.method === 'GET' && !req.headers.range;
  const object = plain ? await storage.get(key) : null;
  const info = object ? object.info : await storage.head(key);
  // An SVG is never served (one stored by an older version waits for its PNG: uploads-svg.jobs.ts).
  if (!info || isSvgType(info.contentType)) {
    object?.body.destroy();
    return reply.code(404).send(notFound().toBody());
  }
  commonHeaders(reply, info);
  if (matches(req.headers['if-none-match'], info.etag)) {
    object?.body.destroy();
    return reply.code(304).send();
  }
  // If-Range with another validator: the client's part is stale, so the whole object.
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== info.etag ? null : parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  reply.type(info.contentType);
  const length = range ? range.end - range.start + 1 : info.size;
  reply.header('content-length', length);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  // HEAD: Fastify keeps the Content-Length set above when the payload is a stream (an empty one: nothing read).
  if (req.method === 'HEAD') return reply.send(Readable.from([]));
  const body = object ?? (await storage.get(key, range ?? undefined));
  if (!body) return reply.code(404).send(notFound().toBody());
  return reply.send(body.body);
}

/** GET and HEAD /uploads/:key from the store, whichever instance wrote it. */
export async function registerUploadServing(app: FastifyInstance) {
  // Pictures and videos are compressed already.
  app.get<{ Params: { key: string } }>('/uploads/:key', { compress: false }, serve);
}
