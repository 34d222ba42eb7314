import type { FastifyInstance } from 'fastify';

/** Methods whose requests carry no content Strapi reads: an empty JSON body there means no body. */
const BODILESS = new Set(['DELETE', 'OPTIONS']);

/**
 * JSON bodies as Strapi reads them: Strapi clients (@strapi/client) send `Content-Type: application/json` on a
 * DELETE with nothing after it, which Strapi accepts; Fastify's parser refuses any empty JSON body. Here an empty
 * body on a DELETE is no body, an empty body on a write is still refused (the route then answers Strapi's
 * missing-data 400), and every non-empty body goes through Fastify's own parser, which refuses `__proto__` and
 * `constructor.prototype` keys. Register it before the routes, so every scope inherits it.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body.length === 0 && BODILESS.has(req.method)) {
      done(null, undefined);
      return;
    }
    // parseAs 'string' hands a string; the overload's type does not say so.
    strict(req, body as string, done);
  });
}
