import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RateLimitRule } from './rate-limit.ts';

/** Who may call a route: anyone, any logged-in account, a verified account (or an admin), an admin. */
export type Access = 'public' | 'user' | 'verified' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteInput<B, P> {
  body: B;
  params: P;
}

export interface RouteDef {
  method: Method;
  url: string;
  access: Access;
  summary: string;
  tag: string;
  body?: z.ZodType;
  params?: z.ZodType;
  /** Checked after the guard and before validation. */
  rateLimits?: RateLimitRule[];
  /** The body is multipart, read by the handler itself. */
  multipart?: boolean;
  /** Success status (default 200). */
  status?: number;
  handler: (req: FastifyRequest, reply: FastifyReply, input: RouteInput<any, any>) => unknown;
}

/** Declares a route; the body and params types follow from their schemas. */
export function route<B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(def: {
  method: Method;
  url: string;
  access: Access;
  summary: string;
  tag: string;
  body?: B;
  params?: P;
  rateLimits?: RateLimitRule[];
  multipart?: boolean;
  status?: number;
  handler: (
    req: FastifyRequest,
    reply: FastifyReply,
    input: RouteInput<
      B extends z.ZodType ? z.infer<B> : undefined,
      P extends z.ZodType ? z.infer<P> : Record<string, string>
    >,
  ) => unknown;
}): RouteDef {
  return def as RouteDef;
}
