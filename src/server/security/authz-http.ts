import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { newCode } from '../modules/sms/sms.service.ts';
import { createUser } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import type { Identity } from './access-table.ts';
import type { World } from './authz-world.ts';

/** How a route is called in the matrix. */
export interface CaseRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The exact status an allowed caller gets; without it, any 2xx. */
  status?: number;
}

export interface RouteCase {
  /** The request one identity sends; built per identity so that allowed calls each get a target of their own. */
  request(w: World, who: Identity): CaseRequest | Promise<CaseRequest>;
  /** For writes: what a refused call must leave exactly as it was (read from the database). */
  state?(w: World): Promise<unknown>;
}

export type RouteCases = Record<string, RouteCase>;

/** A multipart/form-data body with one image under `files` and any text fields. */
export const imageUpload = (image: Buffer, fields: Record<string, string> = {}) =>
  multipartBody([{ filename: 'poza.png', contentType: 'image/png', data: image }], fields);

/** The number of rows of a table. */
export async function countRows(w: World, table: PgTable) {
  const [row] = await w.ctx.db.select({ n: count() }).from(table);
  return row.n;
}

const pad = (n: number) => String(n).padStart(6, '0');

/** A new account waiting for its phone check (not one of the world's accounts). */
export async function pendingAccount(w: World) {
  const n = w.next();
  const phone = `+40722${pad(n)}`;
  const user = await createUser(w.ctx, { username: `asteapta${n}`, verified: false, phone });
  return { ...user, phone };
}

/** A pending account with an SMS code just sent, and that code. */
export async function pendingAccountWithCode(w: World) {
  const user = await pendingAccount(w);
  return { ...user, code: await newCode(w.services, w.ctx.db, { id: user.id, phone: user.phone }) };
}

/** A valid registration of a new account. */
export function registration(w: World) {
  const n = w.next();
  return {
    username: `inscris${n}`,
    email: `inscris${n}@test.prezice.ro`,
    password: 'parola-sigura-1',
    phone: `+40723${pad(n)}`,
    favTeam: w.teams.a.documentId,
    recaptchaToken: 'token',
  };
}
