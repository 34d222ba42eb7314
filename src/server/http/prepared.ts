import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A cached answer in the form it is sent: its JSON bytes, a strong ETag over them, and its gzip and brotli
 * encodings, each computed once per answer (off the event loop, in zlib's threads) instead of once per request,
 * and only when a client first asks for it: an answer read once (a random page of a million-account ranking)
 * is compressed once, in the one encoding its reader takes, not twice.
 */
export interface Prepared {
  body: Buffer;
  etag: string;
  /** Whether the body is worth compressing (MIN_COMPRESS_BYTES). */
  compressible: boolean;
  effort: PrepareEffort;
  encoded: { gzip?: Promise<Buffer>; br?: Promise<Buffer> };
}

/** Below this, compression costs more than it saves (as @fastify/compress's threshold). */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * How hard to compress: `max` for an answer many clients share (kept until a write), `fast` for one fewer share
 * (a player's feed with their likes), where compressing cheaply matters more than the last few bytes.
 */
export type PrepareEffort = 'max' | 'fast';
const LEVELS: Record<PrepareEffort, { gzip: number; brotli: number }> = {
  max: { gzip: 9, brotli: 9 },
  fast: { gzip: 6, brotli: 5 },
};

export function prepare(value: unknown, effort: PrepareEffort = 'max'): Prepared {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, compressible: body.length >= MIN_COMPRESS_BYTES, effort, encoded: {} };
}

const windowBits = (bytes: number) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  );

/** The answer in one encoding, compressed on first use and kept with the answer. */
function encodedAs(answer: Prepared, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const level = LEVELS[answer.effort];
  const made =
    answer.encoded[encoding] ??
    (encoding === 'gzip'
      ? gzipAsync(answer.body, { level: level.gzip })
      : brotli(answer.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: level.brotli,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            // A window no larger than the body: brotli allocates (and frees) the window of its setting, 4 MB at
            // the default, which cost more than compressing a 3 KB page.
            [constants.BROTLI_PARAM_LGWIN]: windowBits(answer.body.length),
          },
        }));
  answer.encoded[encoding] = made;
  return made;
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
export async function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: Prepared): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await encodedAs(answer, encoding));
}
