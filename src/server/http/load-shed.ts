import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

// An overloaded instance answers at once instead of queueing: past `maxInFlight` requests being served, a new one
// gets 503 with Retry-After: 1. Without the cap, requests arriving faster than they are answered pile up in
// memory until the heap limit (npm start runs with 128 MB) ends the process, and with it every request it held.
// A balancer sends the retry to another instance; health checks are never refused.

const EXEMPT = new Set(['/healthz', '/readyz']);

/**
 * A live event stream (GET /api/live as text/event-stream) stays open for as long as the page: it is not a request
 * being served, and LIVE_STREAMS_MAX bounds those an instance holds, so it does not count here.
 */
const isEventStream = (url: string, accept: string | undefined) =>
  url.split('?')[0] === '/api/live' && accept?.includes('text/event-stream') === true;

const overloaded = () =>
  new HttpError(
    503,
    'ServiceUnavailableError',
    'Serverul este foarte solicitat acum. Încearcă din nou în câteva secunde.',
    {},
    { 'retry-after': '1' },
  );

export function shedLoad(app: FastifyInstance, maxInFlight: number): { inFlight: () => number } {
  let inFlight = 0;
  app.addHook('onRequest', (req, reply, done) => {
    if (inFlight >= maxInFlight && !EXEMPT.has(req.url)) {
      const error = overloaded();
      reply.code(error.status).headers(error.headers).send(error.toBody());
      return;
    }
    if (isEventStream(req.url, req.headers.accept)) return done();
    inFlight += 1;
    // 'close' fires once whatever ends the exchange: an answer sent, or a client gone before it.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
  return { inFlight: () => inFlight };
}
