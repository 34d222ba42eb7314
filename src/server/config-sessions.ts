import { z } from 'zod';

// ADMIN_SESSION_* and ADMIN_REAUTH_MINUTES: how long an administrator's session lasts (players' last 30 days) and how
// recent a password the back office's gravest actions need (modules/sessions). Decimals are taken (the browser tests
// run with seconds).

/** A duration in minutes or hours, from a fraction of a second to a day or a month. */
const duration = (fallback: number, min: number, max: number) => z.coerce.number().min(min).max(max).default(fallback);

/** The variables, spread into the environment's schema (config-env.ts). */
export const adminSessionEnv = {
  /** An administrator's session ends after this many minutes without a request. */
  ADMIN_SESSION_IDLE_MINUTES: duration(30, 0.01, 1_440),
  /** ...and this many hours after its login, whatever its activity. */
  ADMIN_SESSION_MAX_HOURS: duration(12, 0.001, 720),
  /** Deleting an account, changing a role, a player's data export and changing the current round need a password typed this recently. */
  ADMIN_REAUTH_MINUTES: duration(15, 0.01, 1_440),
};

type AdminSessionEnv = { [K in keyof typeof adminSessionEnv]: number };

export interface AdminSessionSettings {
  idleMs: number;
  maxMs: number;
  reauthMs: number;
}

export function adminSessionSettings(env: AdminSessionEnv): AdminSessionSettings {
  return {
    idleMs: Math.round(env.ADMIN_SESSION_IDLE_MINUTES * 60_000),
    maxMs: Math.round(env.ADMIN_SESSION_MAX_HOURS * 3_600_000),
    reauthMs: Math.round(env.ADMIN_REAUTH_MINUTES * 60_000),
  };
}
