import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/client.ts';
import type { Services } from '../services.ts';
import { hasRedisState } from './rate-limit-store.ts';

/**
 * /healthz (liveness): 200 while the process lives and answers, whatever its dependencies do; the body says
 * how they are. /readyz (readiness, for the load balancer): 503 until the database is reachable and migrated
 * (see startingHandler) or whenever it stops answering; 200 otherwise. A Redis outage only makes it 'degraded':
 * the limits are then counted in each process, and taking every instance out of the balancer would turn a Redis
 * fault into a full outage.
 */
export function registerHealthRoutes(app: FastifyInstance, services: Services): void {
  const state = async () => {
    const database = (await ping(services.db)) ? 'ok' : 'down';
    const redis = hasRedisState(services.rateLimits) ? services.rateLimits.redisState() : 'off';
    return { database, redis } as const;
  };
  app.get('/healthz', async (_req, reply) => {
    const { database, redis } = await state();
    const status = database === 'down' || redis === 'down' ? 'degraded' : 'ok';
    return reply.code(200).send({ status, database, redis });
  });
  app.get('/readyz', async (_req, reply) => {
    const { database, redis } = await state();
    const status = database === 'down' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ok';
    return reply.code(database === 'down' ? 503 : 200).send({ status, database, redis });
  });
}

/**
 * What the port answers while the server starts (the database not reachable or not migrated yet): /healthz 200
 * 'starting', /readyz and everything else 503, so a balancer sends nobody here and a client is told to retry.
 */
export function startingHandler(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const live = path === '/healthz';
  const body = JSON.stringify(
    live
      ? { status: 'starting', database: 'starting' }
      : path === '/readyz'
        ? { status: 'starting', database: 'starting' }
        : { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Starting', details: {} } },
  );
  res.writeHead(live ? 200 : 503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': '1',
    'cache-control': 'no-store',
  });
  res.end(body);
}
