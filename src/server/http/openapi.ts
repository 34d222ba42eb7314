import { z } from 'zod';
import type { RouteDef } from './route.ts';

const SECURITY: Record<RouteDef['access'], string> = {
  public: 'Anyone.',
  user: 'A logged-in account (Bearer JWT).',
  verified: 'A logged-in account whose phone is verified, or an admin.',
  admin: 'An admin.',
};

function schemaOf(schema: z.ZodType) {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** The OpenAPI 3.1 description of the one route list. */
export function buildOpenApi(routes: RouteDef[], title: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:(\w+)/g, '{$1}');
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      description: `Who: ${SECURITY[r.access]}`,
      parameters: params,
      responses: {
        [String(r.status ?? 200)]: { description: 'Success' },
        400: { description: 'ValidationError' },
        ...(r.access === 'public'
          ? {}
          : { 401: { description: 'UnauthorizedError' }, 403: { description: 'ForbiddenError' } }),
        ...(r.rateLimits?.length ? { 429: { description: 'RateLimitError' } } : {}),
      },
      ...(r.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    };
    if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(r.body) } } };
    if (r.multipart) {
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { files: { type: 'string', format: 'binary' } } },
          },
        },
      };
    }
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: `${title} API`, version: '1.0.0', description: 'The Strapi v5 REST dialect spoken by the client.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
