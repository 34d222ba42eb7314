import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { liveSnapshot } from './live.service.ts';

// GET /api/live as Server-Sent Events. Each instance keeps its own streams; a change on any instance reaches them
// through the change bus ('live' topic, PostgreSQL LISTEN/NOTIFY): the instance then reads the live scores once
// and writes the same frame to every stream it holds, so the database sees one read per change and instance,
// never one per listener.

interface Stream {
  raw: FastifyReply['raw'];
}

interface Hub {
  streams: Set<Stream>;
  /** Slots taken by streams being opened (their snapshot is read): they count towards the cap. */
  opening: number;
  /** The newest frame's id and JSON. */
  last: { id: number; json: string } | null;
  reading: Promise<void> | null;
  again: boolean;
  heartbeat: NodeJS.Timeout;
  unsubscribe: () => void;
  closed: boolean;
}

const hubs = new WeakMap<Services, Hub>();

const frame = (id: number, json: string) => `id: ${id}\nevent: live\ndata: ${json}\n\n`;

function write(hub: Hub, text: string) {
  for (const s of hub.streams) {
    if (s.raw.destroyed || s.raw.writableEnded) {
      hub.streams.delete(s);
      continue;
    }
    s.raw.write(text);
  }
}

/** Reads the live scores again and sends them to every stream; reads asked for meanwhile share the next one. */
function refresh(services: Services, hub: Hub): Promise<void> {
  if (hub.reading) {
    hub.again = true;
    return hub.reading;
  }
  hub.reading = (async () => {
    do {
      hub.again = false;
      try {
        const json = JSON.stringify(await liveSnapshot(services));
        if (hub.last?.json === json) continue;
        hub.last = { id: (hub.last?.id ?? 0) + 1, json };
        write(hub, frame(hub.last.id, json));
      } catch {
        // The database did not answer: the next change (or the bus coming back) reads again.
      }
    } while (hub.again && !hub.closed);
  })().finally(() => {
    hub.reading = null;
  });
  return hub.reading;
}

function hubOf(services: Services): Hub {
  let hub = hubs.get(services);
  if (hub) return hub;
  const created: Hub = {
    streams: new Set(),
    opening: 0,
    last: null,
    reading: null,
    again: false,
    closed: false,
    heartbeat: setInterval(() => write(created, ': ping\n\n'), services.config.live.heartbeatMs),
    unsubscribe: () => {},
  };
  created.heartbeat.unref();
  created.unsubscribe = services.changes.subscribe('live', () => void refresh(services, created));
  hubs.set(services, created);
  hub = created;
  return hub;
}

const tooMany = () =>
  new HttpError(
    503,
    'ServiceUnavailableError',
    'Prea multe conexiuni live pe acest server. Încearcă din nou în câteva secunde.',
    {},
    { 'retry-after': '5' },
  );

/** How long a client waits before it reconnects after the stream ends (the EventSource retry hint). */
const RETRY_MS = 3_000;

/** Opens an event stream: the current snapshot first, then a frame on each change, a comment every heartbeat. */
export async function openLiveStream(services: Services, req: FastifyRequest, reply: FastifyReply) {
  const hub = hubOf(services);
  if (hub.closed) throw tooMany();
  if (hub.streams.size + hub.opening >= services.config.live.streamsMax) throw tooMany();
  hub.opening += 1;
  try {
    if (!hub.last) await refresh(services, hub);
  } finally {
    hub.opening -= 1;
  }
  if (!hub.last) throw tooMany();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${RETRY_MS}\n\n${frame(hub.last.id, hub.last.json)}`);
  const stream: Stream = { raw };
  hub.streams.add(stream);
  const drop = () => hub.streams.delete(stream);
  req.raw.once('close', drop);
  raw.once('close', drop);
}

/** Live streams open on this instance (tests, the cap). */
export const openLiveStreams = (services: Services) => hubs.get(services)?.streams.size ?? 0;

/**
 * Ends every stream of this instance and stops listening: the server's close (graceful shutdown) then has no
 * request left open. Clients reconnect, to another instance.
 */
export function closeLiveStreams(services: Services) {
  const hub = hubs.get(services);
  if (!hub) return;
  hub.closed = true;
  clearInterval(hub.heartbeat);
  hub.unsubscribe();
  for (const s of hub.streams) s.raw.end();
  hub.streams.clear();
}
