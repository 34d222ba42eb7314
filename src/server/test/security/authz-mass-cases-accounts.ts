import { TEST_PASSWORD } from '../factories.ts';
import { accountWithResetCode, pendingAccount, pendingAccountWithCode, registration, twinOf } from './authz-http.ts';
import type { MassCase } from './authz-mass-case.ts';

// The account writes of massCases (authz-mass-cases.ts): logins, registration, SMS codes and passwords, each with
// extra keys at the top level of its body.

export const accountMassCases: Record<string, MassCase> = {
  // Logging in writes nothing and each password check costs a deliberate ~100 ms: one request with every key.
  'POST /api/auth/local': {
    as: 'visitor',
    okStatus: 200,
    placements: ['top'],
    together: true,
    request: async (w, extras) => ({
      url: '/api/auth/local',
      payload: { identifier: w.users.playerA.email, password: TEST_PASSWORD, ...extras },
    }),
  },
  'POST /api/auth/register': {
    as: 'visitor',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => ({ url: '/api/auth/register', payload: { ...registration(w), ...extras } }),
  },
  'POST /api/auth/verify-sms': {
    as: 'visitor',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => {
      const pending = await pendingAccountWithCode(w);
      return {
        url: '/api/auth/verify-sms',
        payload: { userId: pending.documentId, code: pending.code, ...extras },
        subject: { id: pending.id, columns: ['phoneVerified'] },
      };
    },
  },
  'POST /api/auth/resend-sms': {
    as: 'visitor',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => ({
      url: '/api/auth/resend-sms',
      payload: { userId: (await pendingAccount(w)).documentId, ...extras },
    }),
  },
  // No account is named by the caller: only the address's account gets a code (not in the snapshot).
  'POST /api/auth/forgot-password': {
    as: 'visitor',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => ({
      url: '/api/auth/forgot-password',
      payload: { email: w.users.playerB.email, ...extras },
    }),
  },
  'POST /api/auth/reset-password': {
    as: 'visitor',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => {
      const account = await accountWithResetCode(w);
      return {
        url: '/api/auth/reset-password',
        payload: { code: account.code, password: 'parola-noua-12', passwordConfirmation: 'parola-noua-12', ...extras },
        subject: { id: account.id, columns: ['tokenVersion'] },
      };
    },
  },
  // Each call changes the password of an account of its own (a twin of player A), so that A's stays as it is.
  'POST /api/auth/change-password': {
    as: 'playerA',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => ({
      url: '/api/auth/change-password',
      headers: (await twinOf(w, 'playerA')).headers,
      payload: {
        currentPassword: TEST_PASSWORD,
        password: 'parola-noua-13',
        passwordConfirmation: 'parola-noua-13',
        ...extras,
      },
    }),
  },
  // Typing the password again writes only the session's password time (not in the snapshot); unknown keys are
  // refused by the schema, before the password is checked.
  'POST /api/auth/reauthenticate': {
    as: 'playerA',
    okStatus: 200,
    placements: ['top'],
    request: async (_w, extras) => ({
      url: '/api/auth/reauthenticate',
      payload: { password: TEST_PASSWORD, ...extras },
    }),
  },
  // Each call deletes an account of its own (a twin of player A): only its deletion date and token version move.
  'POST /api/me/deletion': {
    as: 'playerA',
    okStatus: 200,
    placements: ['top'],
    request: async (w, extras) => {
      const twin = await twinOf(w, 'playerA');
      return {
        url: '/api/me/deletion',
        headers: twin.headers,
        payload: { password: TEST_PASSWORD, confirmation: 'ȘTERGE', ...extras },
        subject: { id: twin.id, columns: ['tokenVersion'] },
      };
    },
  },
};
