import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service on localhost, for tests and benches: it takes a push as a browser vendor's service would, CHECKS
// its VAPID signature (an ES256 JWT for this origin, not expired, signed by the key the `k=` names, which must be
// the one expected) and DECRYPTS its aes128gcm body (RFC 8188 / RFC 8291) with the private key of the fake
// browser subscription, keeping what it read. Chosen endpoints answer 410 Gone (a browser that unsubscribed).

/** A browser's side of a subscription: its key pair and auth secret, and what it hands to the server. */
interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
}

export interface PushService {
  origin: string;
  /** A new fake browser. */
  subscribe(): FakeSubscription;
  /**
   * The keys every endpoint `${origin}/push/shared-<anything>` shares (a bench's million browsers, seeded in SQL,
   * without a million key pairs in memory).
   */
  shared: FakeSubscription;
  /** The pushes decrypted so far, in order of arrival. */
  received: ReceivedPush[];
  /** Pushes refused so far, with the reason. */
  refused: { subscriptionId: string; status: number; reason: string }[];
  /** Endpoints whose pushes are answered 410 Gone. */
  gone: Set<string>;
  /** Pushes accepted (201), recorded or not. */
  accepted(): number;
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');
const fromB64url = (s: string) => Buffer.from(s, 'base64url');

/** A browser's keys as PushSubscription.toJSON() gives them (a valid P-256 point and a 16-byte secret). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) };
}

/** The public key `k=` names as a KeyObject (an uncompressed P-256 point). */
function vapidKey(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** Why the Authorization header is not a valid VAPID signature for this origin, or null when it is. */
function vapidProblem(header: string | undefined, origin: string, expectedKey: string, nowS: number) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid authorization';
  const [jwt, k] = [m[1], m[2]];
  if (k !== expectedKey) return 'another key';
  const [h, p, s] = jwt.split('.');
  const head = JSON.parse(fromB64url(h).toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') return 'not ES256';
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: vapidKey(fromB64url(k)), dsaEncoding: 'ieee-p1363' },
    fromB64url(s),
  );
  if (!ok) return 'bad signature';
  const claims = JSON.parse(fromB64url(p).toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowS) return 'expired';
  if (claims.exp > nowS + 24 * 3600) return 'exp more than 24 h ahead';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'no subject';
  return null;
}

/** RFC 8291: the aes128gcm body decrypted with the browser's private key and auth secret. */
function decryptPush(body: Buffer, sub: Pick<FakeSubscription, 'ecdh' | 'authSecret'>): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLen = body[20];
  const senderKey = body.subarray(21, 21 + idLen);
  const records = body.subarray(21 + idLen);
  if (idLen !== 65 || records.length > rs) throw new Error('not one aes128gcm record with a P-256 key id');
  const shared = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts the service on a free port of 127.0.0.1. `vapidPublicKey` is the application server's key it expects;
 * `record: false` decrypts and checks every push but keeps only the count (a bench).
 */
export async function startPushService(options: {
  vapidPublicKey: string;
  record?: boolean;
  /** Decrypt one push in this many (1: all; a bench saves its CPU for the server); every push's JWT is checked. */
  decryptEvery?: number;
}): Promise<PushService> {
  const subscriptions = new Map<string, FakeSubscription>();
  /** Signatures already checked: a sender signs once per origin and reuses the JWT until it nears expiry. */
  const goodJwts = new Map<string, number>();
  const decryptEvery = options.decryptEvery ?? 1;
  const received: ReceivedPush[] = [];
  const refused: PushService['refused'] = [];
  const gone = new Set<string>();
  let accepted = 0;
  let next = 0;

  const refuse = (res: ServerResponse, id: string, status: number, reason: string) => {
    refused.push({ subscriptionId: id, status, reason });
    res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const sub = id.startsWith('shared-') ? shared : subscriptions.get(id);
    if (req.method !== 'POST' || !sub) return refuse(res, id, 404, 'no such subscription');
    if (gone.has(`${origin}${req.url}`)) return refuse(res, id, 410, 'unsubscribed');
    const authorization = req.headers.authorization ?? '';
    const nowS = Date.now() / 1000;
    if (!((goodJwts.get(authorization) ?? 0) > nowS)) {
      const problem = vapidProblem(authorization, origin, options.vapidPublicKey, nowS);
      if (problem) return refuse(res, id, 403, problem);
      const exp = JSON.parse(fromB64url(authorization.split('.')[1]).toString()).exp as number;
      goodJwts.set(authorization, exp);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(res, id, 415, 'not aes128gcm');
    if (!req.headers.ttl) return refuse(res, id, 400, 'no TTL');
    let payload: unknown = null;
    try {
      if ((accepted + 1) % decryptEvery === 0 || decryptEvery === 1) {
        payload = JSON.parse(decryptPush(body, sub).toString('utf8'));
      }
    } catch (error) {
      return refuse(res, id, 400, `cannot decrypt: ${(error as Error).message}`);
    }
    accepted++;
    if (options.record !== false) {
      received.push({
        subscriptionId: id,
        payload,
        ttl: String(req.headers.ttl),
        urgency: req.headers.urgency as string,
      });
    }
    res.writeHead(201).end();
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const newSubscription = (id: string): FakeSubscription => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return {
      id,
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
      ecdh,
      authSecret,
    };
  };
  const shared = newSubscription('shared-');

  return {
    origin,
    received,
    refused,
    gone,
    accepted: () => accepted,
    shared,
    subscribe() {
      const sub = newSubscription(`s${++next}-${randomBytes(4).toString('hex')}`);
      subscriptions.set(sub.id, sub);
      return sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
