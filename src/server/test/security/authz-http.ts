import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { issueResetCode } from '../../modules/auth/password.service.ts';
import { newCode } from '../../modules/sms/sms.service.ts';
import { createUser, newSessionHeaders } from '../factories.ts';
import { multipartBody } from '../multipart.ts';
import type { Identity } from './access-table.ts';
import type { World } from './authz-world.ts';

/** How a route is called in the matrix. */
interface CaseRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The exact status an allowed caller gets; without it, any 2xx. */
  status?: number;
}

interface RouteCase {
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

/** The headers of a new session of the identity's own account: a call that ends it leaves the world's token alone. */
export const anotherSessionOf = (w: World, who: Exclude<Identity, 'visitor'>) =>
  newSessionHeaders(w.ctx, w.users[who].id);

/**
 * A new account like the identity (same role, same phone state), for calls that end every session of the caller
 * or change its password: the world's accounts keep theirs.
 */
export async function twinOf(w: World, who: Exclude<Identity, 'visitor'>) {
  const n = w.next();
  return createUser(w.ctx, {
    username: `geaman${n}`,
    role: who === 'admin' ? 'admin' : 'predictor',
    verified: who !== 'unverified',
    phone: `+40724${pad(n)}`,
  });
}

/** A new account with a password-reset code just issued, and that code. */
export async function accountWithResetCode(w: World) {
  const n = w.next();
  const user = await createUser(w.ctx, { username: `uituc${n}`, phone: `+40725${pad(n)}` });
  return { ...user, code: await issueResetCode(w.services, user.id) };
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
