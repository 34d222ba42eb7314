import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../domain/limits.ts';
import type { AppHooks } from './app-hooks.ts';
import { openChangeBus } from './cluster/change-bus.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { shareAuthChanges } from './http/auth-cache.ts';
import { fromZodError, notFound } from './http/errors.ts';
import { guard } from './http/guards.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { tokenService } from './http/jwt.ts';
import { shedLoad } from './http/load-shed.ts';
import { buildOpenApi } from './http/openapi.ts';
import { parseQueryString } from './http/query.ts';
import { enforceRateLimits, type RateLimitStore } from './http/rate-limit.ts';
import { createRateLimitStore } from './http/rate-limit-store.ts';
import { registerErrorHandling, toHttpError } from './http/reply-errors.ts';
import { RequestLog } from './http/request-log.ts';
import type { RouteDef } from './http/route.ts';
import { guardSlowClients, serverTimeoutOptions } from './http/slow-clients.ts';
import { trustedPeer, trustFunction } from './http/trust-proxy.ts';
import { setVersionHeader } from './http/versions.ts';
import { defineModeratedAccountJobs } from './modules/auth/moderated-account.service.ts';
import { definePasswordJobs } from './modules/auth/password.service.ts';
import { stopClubStandings } from './modules/club-standings/club-standings.cache.ts';
import { defineDeletionJobs } from './modules/gdpr/gdpr-deletion.service.ts';
import { defineExportJobs } from './modules/gdpr/gdpr-export.service.ts';
import { createJobRunner } from './modules/jobs/jobs-runner.service.ts';
import { defineLiveJobs } from './modules/live/live.service.ts';
import { closeLiveStreams } from './modules/live/live-stream.service.ts';
import { defineMailDeliveryJob } from './modules/mail/mail.jobs.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.adapter.ts';
import { defineReminderJobs } from './modules/reminders/reminders.jobs.ts';
import { registerOneClickBodyParser } from './modules/reminders/reminders.routes.ts';
import { defineResultsImportJobs } from './modules/results-import/results-import.jobs.ts';
import { defineScoringJobs } from './modules/scoring/scoring.jobs.ts';
import { authenticate } from './modules/sessions/sessions-authenticate.service.ts';
import { createSmsProvider, type SmsProvider } from './modules/sms/sms.adapter.ts';
import { defineSmsDeliveryJob } from './modules/sms/sms.jobs.ts';
import { defineSmsCodeJobs } from './modules/sms/sms.service.ts';
import type { UploadStorage } from './modules/uploads/storage.adapter.ts';
import { createUploadStorage } from './modules/uploads/storage-open.service.ts';
import { defineSvgConversionJob } from './modules/uploads/uploads-svg.jobs.ts';
import { routes } from './routes.ts';
import type { Services } from './services.ts';
import { registerWebClient } from './web-client.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  rateLimitStore?: RateLimitStore;
  /** The server's clock; tests move it. */
  now?: () => Date;
  /** Pino options, or false for silence. */
  logger?: boolean | Record<string, unknown>;
  /** The built client (dist/web); null serves no client. */
  webRoot?: string | null;
  sms?: SmsProvider;
  mailer?: Mailer;
  /** Where uploads live (default: from the config, the database or S3). */
  storage?: UploadStorage;
  /** A harness's steps into the app's work (src/server/app-hooks.ts); the product has none. */
  hooks?: AppHooks;
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}) },
    // One line per request (method, route, status, duration), not Fastify's two with headers and URL.
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(config.server),
    // X-Forwarded-For only from the proxies TRUST_PROXY names (none by default), so no caller picks its own IP.
    trustProxy: trustFunction(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString, maxParamLength: 200 },
    // Router-level failures (a malformed or over-long URL) skip the error handler: answer them in the envelope too.
    frameworkErrors: (error, _req, reply) => {
      const httpError = toHttpError(error);
      return (reply as FastifyReply).code(httpError.status).send(httpError.toBody());
    },
  });

  // Every instance shares the database: caches hear of writes through it, and jobs are claimed from it.
  const changes = openChangeBus(deps.database, { log: app.log });
  const stopSharingAuth = shareAuthChanges(deps.database.db, changes);
  const jobs = createJobRunner({ db: deps.database.db, changes, leaseMs: config.jobLeaseMs, log: app.log });
  const mailTransport = deps.mailer ?? createMailer(config, (msg) => app.log.info(msg, 'e-mail written to the outbox'));
  const smsTransport = deps.sms ?? createSmsProvider(config, (msg) => app.log.info(msg, 'SMS written to the outbox'));
  defineMailDeliveryJob(jobs, mailTransport);
  defineSmsDeliveryJob(jobs, smsTransport);
  defineScoringJobs(jobs, deps.database);
  const services: Services = {
    config,
    database: deps.database,
    db: deps.database.db,
    tokens: tokenService(config.jwtSecret),
    // Memory, or Redis when REDIS_URL is set (falling back to memory while Redis does not answer).
    rateLimits: deps.rateLimitStore ?? (await createRateLimitStore(config, app.log)),
    now: deps.now ?? (() => new Date()),
    transports: { mailer: mailTransport, sms: smsTransport },
    changes,
    jobs,
    storage: deps.storage ?? (await createUploadStorage(config, deps.database.db)),
    hooks: deps.hooks ?? {},
  };
  const reminders = defineReminderJobs(services);
  app.decorate('services', services);
  definePasswordJobs(services);
  defineSmsCodeJobs(services);
  defineModeratedAccountJobs(services);
  const stopLiveReactions = defineLiveJobs(services);
  defineExportJobs(services);
  defineDeletionJobs(services);
  defineResultsImportJobs(services);
  defineSvgConversionJob(services);
  guardSlowClients(app, config.server, trustedPeer(config.trustProxy));
  shedLoad(app, config.server.maxInFlight);
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerOneClickBodyParser(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.env === 'production',
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 5, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  // Who is calling: a valid bearer token gives req.user; guards decide what that means for each route.
  app.addHook('onRequest', authenticate);
  // A write's answer leaves once its change notifications are out, so no instance serves a stale cache after it.
  // Reads do not wait (they publish nothing), so a burst of writes never slows them.
  app.addHook('onSend', (req, _reply, payload, done) => {
    const flushed = req.method === 'GET' || req.method === 'HEAD' ? null : changes.flushed();
    if (!flushed) return done(null, payload);
    void flushed.then(() => done(null, payload));
  });

  // /healthz (liveness) and /readyz (readiness): see http/health.ts.
  registerHealthRoutes(app, services);

  const openApi = buildOpenApi(routes, config.siteName);
  app.get('/api/docs', async () => openApi);

  // One Fastify scope per access level: its guard runs in onRequest, before any validation.
  for (const access of ['public', 'user', 'verified', 'admin'] as const) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', guard(access));
      for (const def of routes.filter((r) => r.access === access)) registerRoute(scope, def, services);
    });
  }

  await registerWebClient(app, deps.webRoot ?? null);
  // Event streams never end on their own: end them before the server waits for its requests to finish.
  app.addHook('preClose', async () => {
    await closeLiveStreams(services);
  });
  app.addHook('onClose', async () => {
    stopSharingAuth();
    stopLiveReactions();
    await stopClubStandings(services);
    await jobs.close();
    reminders.close();
    await changes.close();
    await services.rateLimits.close();
    mailTransport.close();
    await services.storage.close();
  });
  return app;
}

function registerRoute(scope: FastifyInstance, def: RouteDef, services: Services) {
  scope.route({
    method: def.method,
    url: def.url,
    handler: async (req, reply) => {
      const succeeded = def.rateLimits?.length
        ? await enforceRateLimits(services.rateLimits, services.config.rateLimits, def.rateLimits, req)
        : undefined;
      const input = { body: undefined as unknown, params: req.params as unknown };
      if (def.params) {
        const parsed = def.params.safeParse(req.params);
        if (!parsed.success) throw notFound();
        input.params = parsed.data;
      }
      if (def.body) {
        const parsed = def.body.safeParse(req.body ?? {});
        if (!parsed.success) throw fromZodError(parsed.error, 'body');
        input.body = parsed.data;
      }
      const result = await def.handler(req, reply, input as never);
      if (reply.statusCode < 400) await succeeded?.();
      if (reply.sent) return reply;
      if (def.status && reply.statusCode === 200) reply.code(def.status);
      if (reply.statusCode === 204) return reply.send();
      // One document's answer carries its version, which a write may send back as If-Match.
      setVersionHeader(reply, result);
      return result;
    },
  });
}
