import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { ServerLimits } from '../config.ts';
import { HttpError, requestTimeout } from './errors.ts';

// Clients that hold the server's connections without sending (slowloris and slow-body attacks), and addresses
// that open too many connections. Node's http server cuts slow headers (headersTimeout) and bounds a whole request
// (requestTimeout); a body has no minimum rate in Node, so we watch each body's progress ourselves.

const REFUSED = Symbol('prezice.refusedConnection');

type GuardedSocket = Socket & { [REFUSED]?: boolean };

/** A raw HTTP response on a socket that has no ServerResponse to write to (or whose request never arrived). */
function rawResponse(error: HttpError, extraHeaders: Record<string, string> = {}) {
  const body = JSON.stringify(error.toBody());
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...extraHeaders,
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${head}\r\n${body}`;
}

/** How often the server looks at open connections and bodies in progress. */
const checkIntervalMs = (limits: ServerLimits) =>
  Math.max(100, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs) / 5)));

/** Fastify options for Node's http server: headers timeout, whole-request timeout, and how we answer a timeout. */
export function serverTimeoutOptions(
  limits: ServerLimits,
): Pick<FastifyServerOptions, 'requestTimeout' | 'clientErrorHandler'> & { http: ServerOptions } {
  return {
    // Node checks its timeouts every connectionsCheckingInterval (30 s by default: too coarse for a 5 s limit).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: checkIntervalMs(limits) },
    requestTimeout: limits.requestTimeoutMs,
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const answer =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? requestTimeout()
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? new HttpError(431, 'ValidationError', 'Request Header Fields Too Large')
            : new HttpError(400, 'ValidationError', 'Bad Request');
      if (socket.writable) socket.write(rawResponse(answer));
      socket.destroy();
    },
  };
}

interface BodyWatch {
  reply: FastifyReply;
  socket: Socket;
  /** Where the current window started: when, and the socket's bytes read then. */
  markAt: number;
  markBytes: number;
}

const expectsBody = (headers: Record<string, string | string[] | undefined>) =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

/**
 * Cuts bodies slower than the minimum rate (408) and refuses connections past the cap per address (429). A trusted
 * proxy's connections carry many clients, so they are not counted themselves: each client the proxy names holds at
 * most as many requests open at once (429 past it). Only on a real listening server (not app.inject).
 */
export function guardSlowClients(app: FastifyInstance, limits: ServerLimits, trustedPeer: (ip?: string) => boolean) {
  const open = new Map<string, number>();
  const openThroughProxy = new Map<string, number>();
  // Before the http server's own listener, so a refused connection never reaches the parser's work.
  app.server.prependListener('connection', (socket: GuardedSocket) => {
    const ip = socket.remoteAddress;
    if (!ip || trustedPeer(ip)) return;
    const count = (open.get(ip) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      socket[REFUSED] = true;
      socket.on('error', () => {});
      socket.end(rawResponse(tooManyConnections(), { 'Retry-After': '10' }));
      socket.once('finish', () => socket.destroy());
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });

  /** A request of a client a trusted proxy names: counted while it is open (an event stream as long as it lasts). */
  function countThroughProxy(client: string, reply: FastifyReply) {
    // The proxy's own requests (a health check, a request it names no client for) are its connections' business.
    if (trustedPeer(client)) return;
    const count = (openThroughProxy.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      reply.request.log.info({ ip: client }, 'too many open requests from one client behind the proxy: 429');
      throw new HttpError(429, 'RateLimitError', tooManyConnections().message, {}, { 'retry-after': '10' });
    }
    openThroughProxy.set(client, count);
    reply.raw.once('close', () => {
      const left = (openThroughProxy.get(client) ?? 1) - 1;
      if (left > 0) openThroughProxy.set(client, left);
      else openThroughProxy.delete(client);
    });
  }

  const watched = new Set<BodyWatch>();
  app.addHook('onRequest', async (req, reply) => {
    const socket = req.raw.socket as GuardedSocket | undefined;
    if (socket?.[REFUSED]) {
      reply.hijack();
      socket.destroy();
      return;
    }
    if (!app.server.listening || !socket || typeof socket.bytesRead !== 'number') return;
    if (trustedPeer(socket.remoteAddress)) countThroughProxy(req.ip, reply);
    if (req.raw.complete || !expectsBody(req.headers)) return;
    watched.add({ reply, socket, markAt: performance.now(), markBytes: socket.bytesRead });
  });

  const minBytesPerMs = limits.bodyMinBytesPerSecond / 1000;
  const timer = setInterval(() => {
    const now = performance.now();
    for (const w of watched) {
      const req = w.reply.request.raw;
      if (req.complete || w.socket.destroyed) {
        watched.delete(w);
        continue;
      }
      // Bytes received but not yet read by us: the wait is ours (a handler busy with an earlier file), not the
      // client's.
      if (req.readableLength > 0) {
        w.markAt = now;
        w.markBytes = w.socket.bytesRead;
        continue;
      }
      const elapsed = now - w.markAt;
      if (elapsed < limits.bodyTimeoutMs) continue;
      if (w.socket.bytesRead - w.markBytes >= minBytesPerMs * elapsed) {
        w.markAt = now;
        w.markBytes = w.socket.bytesRead;
        continue;
      }
      watched.delete(w);
      cutSlowBody(w);
    }
  }, checkIntervalMs(limits));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Answers 408 on the socket itself and closes it; Fastify's own answer, if any comes, finds it closed. */
function cutSlowBody(w: BodyWatch) {
  w.reply.request.log.info({ ip: w.reply.request.ip }, 'request body too slow: cut with 408');
  if (!w.reply.raw.headersSent && w.socket.writable) {
    w.socket.end(rawResponse(requestTimeout()));
    w.socket.once('finish', () => w.socket.destroy());
    setTimeout(() => w.socket.destroy(), 1000).unref();
  } else {
    w.socket.destroy();
  }
}

const tooManyConnections = () =>
  new HttpError(429, 'RateLimitError', 'Prea multe conexiuni deschise de la această adresă.');
