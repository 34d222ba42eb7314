import type { ZodError } from 'zod';
import { tooLargeMessages } from '../../domain/messages.ts';

export type ErrorName =
  | 'ApplicationError'
  | 'ValidationError'
  | 'PaginationError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'GoneError'
  | 'ConflictError'
  | 'PreconditionFailedError'
  | 'PayloadTooLargeError'
  | 'RateLimitError'
  | 'RequestTimeoutError'
  | 'ServiceUnavailableError'
  | 'InternalServerError';

/** An error that becomes the Strapi error envelope: {data: null, error: {status, name, message, details}}. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: ErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      data: null,
      error: { status: this.status, name: this.errorName, message: this.message, details: this.details },
    };
  }
}

export const validationError = (message = 'Validation error', details: Record<string, unknown> = {}) =>
  new HttpError(400, 'ValidationError', message, details);
export const applicationError = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(400, 'ApplicationError', message, details);
export const unauthorized = (message = 'Missing or invalid credentials') =>
  new HttpError(401, 'UnauthorizedError', message);
export const forbidden = (message = 'Forbidden', details: Record<string, unknown> = {}) =>
  new HttpError(403, 'ForbiddenError', message, details);
export const notFound = (message = 'Not Found') => new HttpError(404, 'NotFoundError', message);
/** 413 in Romanian: what was too large, or the general words when nothing more is known. */
export const payloadTooLarge = (message: string = tooLargeMessages.any) =>
  new HttpError(413, 'PayloadTooLargeError', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'RateLimitError',
    'Prea multe încercări. Încearcă din nou mai târziu.',
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );

/** A request that came too slowly (headers, or a body under the minimum rate). */
export const requestTimeout = () =>
  new HttpError(408, 'RequestTimeoutError', 'Cererea a durat prea mult. Încearcă din nou.');

/** 'Invalid key foo' in the query, with Strapi's details. */
export const invalidQueryKey = (key: string, param: string, path = key) =>
  validationError(`Invalid key ${key}`, { key, path, source: 'query', param });

/**
 * Refusals of named fields found by a rule (a taken e-mail, a taken username), in the shape of a zod failure: the one
 * message, or "N errors occurred", with every {path, message} in details.errors.
 */
export function fieldsError(issues: readonly { field: string; message: string }[], source: 'body' = 'body'): HttpError {
  const errors = issues.map((i) => ({ path: [i.field], message: i.message, name: 'ValidationError' }));
  const message = errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`;
  return validationError(message, { errors, source });
}

/** A zod failure as Strapi's yup-style validation error: the first message, or "N errors occurred". */
export function fromZodError(error: ZodError, source: 'body' | 'query' | 'params' = 'body'): HttpError {
  const errors = error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
    name: 'ValidationError',
  }));
  const message = errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`;
  return validationError(message, { errors, source });
}
