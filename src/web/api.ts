import { commonMessages, tooLargeAny } from '../domain/messages.ts';
import { type QueryParams, toQueryString } from './query-string.ts';
import { getAdminToken, getUserToken } from './session.ts';

/** A failed call, read from Strapi's error shape {data: null, error: {status, name, message, details}}. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(status: number, name: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** What to tell the user of a failure: the server's (Romanian) message, or the generic one for anything else. */
export const failureText = (e: unknown): string => (isApiError(e) ? e.message : commonMessages.genericError);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Overrides the stored token, e.g. to check a fresh login before keeping it. */
  token?: string | null;
  signal?: AbortSignal;
  /** The version the write was made against (an ETag): the server refuses it with 412 if the data moved on. */
  ifMatch?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  if (error) {
    return new ApiError(
      typeof error.status === 'number' ? error.status : status,
      typeof error.name === 'string' ? error.name : 'ApplicationError',
      typeof error.message === 'string' && error.message ? error.message : statusText || commonMessages.genericError,
      isRecord(error.details) ? error.details : {},
    );
  }
  // Without our envelope (a proxy's page): our own words, never the status line's English.
  if (status === 413) return new ApiError(status, 'PayloadTooLargeError', tooLargeAny);
  return new ApiError(status, 'ApplicationError', statusText || commonMessages.genericError);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return await res.json();
    } catch {
      return undefined;
    }
  }
  const text = await res.text();
  return text === '' ? undefined : text;
}

async function request<T>(method: Method, path: string, token: string | null, options: RequestOptions): Promise<T> {
  const query = toQueryString(options.query);
  const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  const headers = new Headers({ accept: 'application/json' });
  const bearer = options.token === undefined ? token : options.token;
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  if (options.ifMatch) headers.set('if-match', options.ifMatch);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    console.error(`${method} ${path} failed`, e);
    throw new ApiError(0, 'NetworkError', commonMessages.genericError);
  }
  const payload = await readBody(res);
  if (!res.ok) {
    const error = toApiError(res.status, res.statusText, payload);
    console.error(`${method} ${path} answered ${error.status}`, error.message);
    throw error;
  }
  return payload as T;
}

/**
 * What the back office does with a failure of its own calls before the caller sees it: ask the password again and
 * repeat the call, or end the session (features/admin-session installs it while the back office is shown).
 */
type AdminRecovery = (error: ApiError, repeat: () => Promise<unknown>) => Promise<unknown>;
let adminRecovery: AdminRecovery | null = null;

export function setAdminRecovery(recovery: AdminRecovery | null) {
  adminRecovery = recovery;
}

/** A back-office call (or download) whose failure goes through the recovery first, when one is installed. */
export async function withAdminRecovery<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!adminRecovery || !isApiError(error)) throw error;
    return (await adminRecovery(error, call)) as T;
  }
}

const direct = <T>(call: () => Promise<T>) => call();

function client(token: () => string | null, wrap: <T>(call: () => Promise<T>) => Promise<T> = direct) {
  return {
    get: <T>(path: string, options: RequestOptions = {}) => wrap(() => request<T>('GET', path, token(), options)),
    post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      wrap(() => request<T>('POST', path, token(), { ...options, body })),
    put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      wrap(() => request<T>('PUT', path, token(), { ...options, body })),
    patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
      wrap(() => request<T>('PATCH', path, token(), { ...options, body })),
    delete: <T>(path: string, options: RequestOptions = {}) => wrap(() => request<T>('DELETE', path, token(), options)),
  };
}

/** Calls of the public site: the user's token (userToken) when logged in. */
export const api = client(getUserToken);

/** Calls of the back office: the administrator's token (adminToken), failures through the recovery. */
export const adminApi = client(getAdminToken, withAdminRecovery);
