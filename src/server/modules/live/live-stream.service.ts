import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { count, type NounForms } from '../../../domain/numerals.ts';
import { LISTENERS } from '../../cluster/cache-registry.ts';
import { HttpError } from '../../http/errors.ts';
import { clientGroup } from '../../http/ip-address.ts';
import { memorySlotStore, type Slot, type SlotStore } from '../../http/slots.ts';
import type { Services } from '../../services.ts';
import { liveSnapshot } from './live.service.ts';

// GET /api/live as Server-Sent Events. Each instance keeps its own streams; a change on any instance reaches them
// through the change bus ('live' and 'projection' topics, PostgreSQL LISTEN/NOTIFY): the instance then reads the live scores once
// and writes the same frame to every stream it holds, so the database sees one read per change and instance,
// never one per listener.
//
// Fair shares: an instance holds at most LIVE_STREAMS_MAX streams (503 past it), and one client at most
// LIVE_STREAMS_PER_CLIENT across all instances (429 past it). The client is the account when the request carries a
// valid token, else the address (the one the trusted proxy names; an IPv6 /64 is one client). Each stream holds a
// slot in the store the rate limits use (Redis when REDIS_URL is set, this process while Redis does not answer),
// leased for HEARTBEATS_PER_LEASE heartbeats and renewed at each one: a killed instance's slots lapse on their own.

interface Stream {
  raw: FastifyReply['raw'];
  slot: Slot;
}

interface Hub {
  /** This instance's part of every slot holder's name. */
  id: string;
  serial: number;
  slots: SlotStore;
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

/** A slot's lease, in heartbeats: a renewal or two may be late (a busy event loop, Redis slow) without losing it. */
const HEARTBEATS_PER_LEASE = 4;
const leaseMs = (services: Services) => services.config.live.heartbeatMs * HEARTBEATS_PER_LEASE;

const frame = (id: number, json: string) => `id: ${id}\nevent: live\ndata: ${json}\n\n`;

/** Forgets a stream and gives its client's slot back (once, whichever of its ends comes first). */
function drop(hub: Hub, stream: Stream) {
  if (!hub.streams.delete(stream)) return;
  void hub.slots.release(stream.slot).catch(() => {});
}

function write(hub: Hub, text: string) {
  for (const s of hub.streams) {
    if (s.raw.destroyed || s.raw.writableEnded) {
      drop(hub, s);
      continue;
    }
    s.raw.write(text);
  }
}

/** Each heartbeat: a comment on every stream, and the slots of those still open renewed. */
function beat(services: Services, hub: Hub) {
  write(hub, ': ping\n\n');
  const held = [...hub.streams].map((s) => s.slot);
  if (held.length) void hub.slots.renew(held, leaseMs(services)).catch(() => {});
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
    id: randomUUID(),
    serial: 0,
    slots: services.rateLimits.slots ?? memorySlotStore(),
    streams: new Set(),
    opening: 0,
    last: null,
    reading: null,
    again: false,
    closed: false,
    heartbeat: setInterval(() => beat(services, created), services.config.live.heartbeatMs),
    unsubscribe: () => {},
  };
  created.heartbeat.unref();
  const offs = LISTENERS['live streams'].topics.map((topic) =>
    services.changes.subscribe(topic, () => void refresh(services, created)),
  );
  created.unsubscribe = () => {
    for (const off of offs) off();
  };
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

const LIVE_CONNECTIONS = ['conexiune live deschisă', 'conexiuni live deschise'] as const satisfies NounForms;

/** How long a client refused for holding its share waits: its streams last as long as it keeps them. */
const CLIENT_RETRY_S = 30;

const clientHoldsTooMany = (perClient: number) =>
  new HttpError(
    429,
    'RateLimitError',
    `Ai deja ${count(perClient, LIVE_CONNECTIONS)}, numărul maxim. Închide o filă cu scorurile live sau încearcă din nou mai târziu.`,
    {},
    { 'retry-after': String(CLIENT_RETRY_S) },
  );

/** The client a stream counts against: its account with a valid token, else its address (an IPv6 /64 as one). */
const liveClientKey = (req: FastifyRequest) =>
  req.user ? `live:account:${req.user.id}` : `live:ip:${clientGroup(req.ip)}`;

/** How long a client waits before it reconnects after the stream ends (the EventSource retry hint). */
const RETRY_MS = 3_000;

/** Opens an event stream: the current snapshot first, then a frame on each change, a comment every heartbeat. */
export async function openLiveStream(services: Services, req: FastifyRequest, reply: FastifyReply) {
  const hub = hubOf(services);
  if (hub.closed) throw tooMany();
  if (hub.streams.size + hub.opening >= services.config.live.streamsMax) throw tooMany();
  hub.opening += 1;
  const slot: Slot = { key: liveClientKey(req), holder: `${hub.id}:${++hub.serial}` };
  let taken = false;
  try {
    taken = await hub.slots.take(slot, services.config.live.perClient, leaseMs(services));
    if (!taken) throw clientHoldsTooMany(services.config.live.perClient);
    if (!hub.last) await refresh(services, hub);
    if (!hub.last || hub.closed) throw tooMany();
  } catch (error) {
    if (taken) void hub.slots.release(slot).catch(() => {});
    throw error;
  } finally {
    hub.opening -= 1;
  }
  const last = hub.last;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${RETRY_MS}\n\n${frame(last.id, last.json)}`);
  const stream: Stream = { raw, slot };
  hub.streams.add(stream);
  const gone = () => drop(hub, stream);
  req.raw.once('close', gone);
  raw.once('close', gone);
  // The client left while the slot was being taken: its close came before the listeners.
  if (raw.destroyed || raw.socket?.destroyed) gone();
}

/** Live streams open on this instance (tests, the cap). */
export const openLiveStreams = (services: Services) => hubs.get(services)?.streams.size ?? 0;

/**
 * Ends every stream of this instance and stops listening: the server's close (graceful shutdown) then has no
 * request left open. Clients reconnect, to another instance, where their slots are free again at once.
 */
export async function closeLiveStreams(services: Services) {
  const hub = hubs.get(services);
  if (!hub) return;
  hub.closed = true;
  clearInterval(hub.heartbeat);
  hub.unsubscribe();
  const streams = [...hub.streams];
  hub.streams.clear();
  for (const s of streams) s.raw.end();
  await Promise.all(streams.map((s) => hub.slots.release(s.slot).catch(() => {})));
}
