import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './e2e-env.ts';

// The XSS suite's API client: admin login, writes that must succeed, and tries whose refusal is counted.

/** Payloads tried and stored, per field: a refusal (400) is a pass, anything stored must render inertly. */
export type Tally = Record<string, { tried: number; stored: number }>;

export type Json = Record<string, unknown>;

export class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly jwt: string,
  ) {}

  async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, jwt = this.jwt) {
    const res = await this.request.fetch(url, {
      method,
      headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
      data: body,
      failOnStatusCode: false,
    });
    const json = (await res.json().catch(() => null)) as Json | null;
    if (res.status() >= 500) throw new Error(`${method} ${url} answered ${res.status()}: ${JSON.stringify(json)}`);
    return { status: res.status(), json: json ?? {} };
  }

  /** A write that must succeed: answers `data` (or the plain body for the auth routes). */
  async must(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, jwt?: string) {
    const res = await this.send(method, url, body, jwt);
    if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return (res.json.data ?? res.json) as Json;
  }
}

/** Runs `fn` over `items`, a few at a time (the server is shared with nothing else in the run). */
export async function inBatches<T, R>(items: readonly T[], fn: (item: T, i: number) => Promise<R>, size = 6) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => fn(item, i + j)))));
  }
  return out;
}

export async function adminApi(request: APIRequestContext): Promise<Api> {
  const res = await request.post('/api/auth/local', {
    data: { identifier: e2eAdmin.username, password: e2eAdmin.password },
  });
  if (!res.ok()) throw new Error(`admin login answered ${res.status()}`);
  return new Api(request, ((await res.json()) as { jwt: string }).jwt);
}

/** Tries `payloads` on one field; `store` answers whether the server took it. */
export async function tryAll(
  tally: Tally,
  field: string,
  payloads: readonly string[],
  store: (p: string, i: number) => Promise<boolean>,
) {
  const results = await inBatches(payloads, store);
  tally[field] = { tried: payloads.length, stored: results.filter(Boolean).length };
}
