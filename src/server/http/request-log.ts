import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per request at info level, written when the answer is sent: method, route, status, duration.
 * Fastify's own controller writes two (incoming, completed) with the request's headers and URL; this one
 * writes the route's pattern (/api/matches/:id), never the query string, a header or a body, so no token or
 * reset code reaches the log. Measured in bench/throughput.bench.ts (bench/README.md gives the cost).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = { method: req.method, route: routeOf(req), status: reply.statusCode, ms: round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }

  /** A 404's line is its completed line. */
  override routeNotFound(): void {}

  /** 4xx answers are in the completed line; 5xx are logged by the error handler with their stack. */
  override defaultErrorLog(error: Error, req: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, req, reply);
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The matched route's pattern, or the path without its query for an unknown URL. */
function routeOf(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern) return pattern;
  const url = req.raw.url ?? '';
  const q = url.indexOf('?');
  return (q < 0 ? url : url.slice(0, q)).slice(0, 200);
}
