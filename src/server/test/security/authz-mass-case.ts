import type { Identity } from './access-table.ts';
import type { World } from './authz-world.ts';

// The shape of a mass-assignment case (authz-mass-cases.ts, authz-mass-cases-accounts.ts): a valid request into
// which mass-assignment.test.ts slips extra keys.

export interface MassRequest {
  url: string;
  payload: unknown;
  headers?: Record<string, string>;
  /** The account the call may legitimately change, and which of its columns. */
  subject?: { id: number; columns: readonly string[] };
  /** The private league the call may legitimately change, and which of its columns. */
  league?: { id: number; columns: readonly string[] };
}

export interface MassCase {
  as: Identity;
  /** The status of the request without extras. */
  okStatus: number;
  /** Where extra keys go: the top level, and inside `data` for content-type bodies. */
  placements: readonly ('top' | 'data' | 'form')[];
  /** Send every extra key in one request (for a call that writes nothing, whose check is costly). */
  together?: boolean;
  /** Keys this call's caller could misuse, tried besides the usual extras. */
  moreExtras?: (w: World) => Record<string, unknown>;
  request(w: World, extras: Record<string, unknown>, placement: 'top' | 'data' | 'form'): Promise<MassRequest>;
}
