import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A cached answer in the form it is sent: its JSON bytes, a strong ETag over them, and its gzip and brotli
 * encodings, computed once per answer (off the event loop, in zlib's threads) instead of once per request.
 */
export interface Prepared {
  body: Buffer;
  etag: string;
  gzip: Buffer | null;
  br: Buffer | null;
}

/** Below this, compression costs more than it saves (as @fastify/compress's threshold). */
const MIN_COMPRESS_BYTES = 1024;

/**
 * How hard to compress: `max` for an answer many clients share (kept until a write), `fast` for one fewer share
 * (a player's feed with their likes), where compressing cheaply matters more than the last few bytes.
 */
export type PrepareEffort = 'max' | 'fast';
const LEVELS: Record<PrepareEffort, { gzip: number; brotli: number }> = {
  max: { gzip: 9, brotli: 9 },
  fast: { gzip: 6, brotli: 5 },
};

export async function prepare(value: unknown, effort: PrepareEffort = 'max'): Promise<Prepared> {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (body.length < MIN_COMPRESS_BYTES) return { body, etag, gzip: null, br: null };
  const level = LEVELS[effort];
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: level.gzip }),
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { body, etag, gzip: gz, br };
}

/** The query string of a request URL as sent: the key of a cached answer. */
export const queryStringOf = (url: string) => {
  const i = url.indexOf('?');
  return i < 0 ? '' : url.slice(i + 1);
};

/** Whether an If-None-Match header names this ETag (a strong comparison; * matches any). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === etag) return true;
  }
  return false;
}

/** The encoding to send: brotli, then gzip, when the client accepts it (a q=0 refuses). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = false;
  let gz = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : null;
}

/** Sends a prepared answer: 304 when the client holds it, else its bytes in the best accepted encoding. */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: Prepared): FastifyReply {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.br ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding === 'br' && answer.br) return reply.header('content-encoding', 'br').send(answer.br);
  if (encoding === 'gzip' && answer.gzip) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}
