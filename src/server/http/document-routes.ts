import type { FastifyRequest } from 'fastify';
import { envelope, listEnvelope, type Paging } from './envelope.ts';
import { documentIdParams } from './params.ts';
import { type Access, type RouteDef, route } from './route.ts';
import { type Expected, expectedVersion } from './versions.ts';

interface DocumentRouteDef {
  /** The resource's path with `/:id`, e.g. `/api/teams/:id`. */
  url: string;
  tag: string;
  summary: string;
}

/**
 * GET `<resource>/:id`: the service's document (read with the request's query: fields, populate), enveloped; its
 * version goes out as the ETag (see http/versions.ts).
 */
export function getDocumentRoute(
  def: DocumentRouteDef & { access: Access; read: (req: FastifyRequest, documentId: string) => Promise<unknown> },
): RouteDef {
  return route({
    method: 'GET',
    url: def.url,
    access: def.access,
    tag: def.tag,
    summary: def.summary,
    params: documentIdParams,
    handler: async (req, _reply, { params }) => envelope(await def.read(req, params.id)),
  });
}

/**
 * DELETE `<resource>/:id` for an admin: the service removes the document (only at the version its If-Match names,
 * when it names one); 204 with no body.
 */
export function deleteDocumentRoute(
  def: DocumentRouteDef & {
    remove: (req: FastifyRequest, documentId: string, expected: Expected) => Promise<unknown>;
  },
): RouteDef {
  return route({
    method: 'DELETE',
    url: def.url,
    access: 'admin',
    tag: def.tag,
    summary: def.summary,
    params: documentIdParams,
    status: 204,
    handler: async (req, reply, { params }) => {
      await def.remove(req, params.id, expectedVersion(req));
      reply.code(204);
    },
  });
}

/** GET `<resource>`: a page of the service's documents in Strapi's list envelope (data, meta.pagination). */
export function listRoute(
  def: DocumentRouteDef & {
    access: Access;
    page: (req: FastifyRequest) => Promise<{ data: unknown[]; paging: Paging; total: number | undefined }>;
  },
): RouteDef {
  return route({
    method: 'GET',
    url: def.url,
    access: def.access,
    tag: def.tag,
    summary: def.summary,
    handler: async (req) => {
      const { data, paging, total } = await def.page(req);
      return listEnvelope(data, paging, total);
    },
  });
}
