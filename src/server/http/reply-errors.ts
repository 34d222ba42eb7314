import type { FastifyError, FastifyInstance } from 'fastify';
import { tooLargeMessages } from '../../domain/messages.ts';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../db/client.ts';
import { applicationError, HttpError, notFound, payloadTooLarge, validationError } from './errors.ts';

function pgCodeOf(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The Romanian words of a 413 a library raised, by its code (undefined: not one we know, or not a 413). */
export function tooLargeOf(code: string | undefined): string | undefined {
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeMessages.file;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLargeMessages.body;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return tooLargeMessages.parts;
  }
  return undefined;
}

/** Any thrown thing, as the Strapi error it stands for. Unknown errors never show their message. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const fe = error as FastifyError;
  const tooLarge = tooLargeOf(fe?.code);
  if (tooLarge || fe?.statusCode === 413) return payloadTooLarge(tooLarge);
  if (fe?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return validationError('Unsupported Media Type');
  // The client went away (or was cut off as too slow) in the middle of its body: its fault, and nobody is there to
  // read the answer.
  if (fe?.code === 'ECONNRESET' || fe?.code === 'ERR_STREAM_PREMATURE_CLOSE') return validationError('Invalid request');
  if (fe?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return validationError('Missing "data" payload in the request body');
  if (
    fe?.code?.startsWith?.('FST_') &&
    typeof fe.statusCode === 'number' &&
    fe.statusCode >= 400 &&
    fe.statusCode < 500
  ) {
    return validationError(fe.statusCode === 404 ? 'Not Found' : 'Invalid request');
  }
  if (isUniqueViolation(error)) return applicationError('This attribute must be unique');
  if (isForeignKeyViolation(error))
    return applicationError('The entry is still referenced, or refers to a missing entry');
  if (isCheckViolation(error)) return validationError('Invalid value');
  const code = pgCodeOf(error);
  // 22xxx: data exceptions (bad number, value too long, bad date) come from input the schemas let through.
  if (code?.startsWith('22')) return validationError('Invalid value');
  if (typeof fe?.statusCode === 'number' && fe.statusCode === 404) return notFound();
  return new HttpError(500, 'InternalServerError', 'Internal Server Error');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.debug({ err: error }, 'request refused');
    for (const [k, v] of Object.entries(httpError.headers)) reply.header(k, v);
    return reply.code(httpError.status).send(httpError.toBody());
  });
}
