import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import webPush from 'web-push';
import type { PushSettings } from '../../config-push.ts';
import { checkEndpoint, guardedLookup, type Resolve, systemResolve } from './push-endpoints.service.ts';

/** A browser to push to (a row of push_subscriptions). */
interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push services answered, by subscription id. */
interface PushOutcome {
  delivered: number[];
  /**
   * 404 or 410: the browser unsubscribed; or an endpoint no push may go to (kept from before the rules, or the rules
   * narrowed since): the subscription is to be deleted.
   */
  gone: number[];
  /**
   * Anything else (5xx, 429, a network error, a timeout, a name that resolves to an address that is not public):
   * worth another try; counted against the subscription.
   */
  failed: number[];
}

/** How long a signed VAPID token is valid, and how long before its end a new one is signed. */
const VAPID_TTL_S = 12 * 3600;
const VAPID_RENEW_S = 3600;
const REQUEST_TIMEOUT_MS = 15_000;

export interface PushSender {
  /** Encrypts each payload for its browser and posts it, `concurrency` at a time over kept-alive connections. */
  send(messages: { target: PushTarget; payload: string }[], ttlSeconds: number): Promise<PushOutcome>;
  close(): void;
}

/** A push not sent because its endpoint is refused (push-endpoints.service.ts). */
const REFUSED = -1;

/**
 * Web push without per-message signing: the VAPID JWT (an ES256 signature) is made once per push-service origin
 * and reused until near its expiry, so a message costs its encryption (RFC 8291: an ephemeral P-256 key, ECDH,
 * HKDF, AES-GCM) and one request on a kept-alive connection. web-push's sendNotification signs every message and
 * opens a connection for each. Each endpoint is checked again before it is sent to, and the agents resolve names
 * through guardedLookup: only public addresses are connected to.
 */
export function createPushSender(
  push: Pick<PushSettings, 'allowHttp' | 'hosts' | 'concurrency'> & { vapid: NonNullable<PushSettings['vapid']> },
  options: { concurrency?: number; resolve?: Resolve } = {},
): PushSender {
  const { vapid } = push;
  const concurrency = options.concurrency ?? push.concurrency;
  const lookup = guardedLookup(options.resolve ?? systemResolve);
  const agentOptions = { keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency, lookup };
  const http = new HttpAgent(agentOptions);
  const https = new HttpsAgent(agentOptions);
  const tokens = new Map<string, { header: string; renewAt: number }>();

  const authorization = (origin: string) => {
    const nowS = Math.floor(Date.now() / 1000);
    const cached = tokens.get(origin);
    if (cached && cached.renewAt > nowS) return cached.header;
    const exp = nowS + VAPID_TTL_S;
    const headers = webPush.getVapidHeaders(
      origin,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      exp,
    ) as { Authorization: string };
    tokens.set(origin, { header: headers.Authorization, renewAt: exp - VAPID_RENEW_S });
    return headers.Authorization;
  };

  const post = (target: PushTarget, payload: string, ttl: number) =>
    new Promise<number>((resolve) => {
      const checked = checkEndpoint(target.endpoint, push);
      if ('refused' in checked) return resolve(REFUSED);
      const { url } = checked;
      const body = webPush.encrypt(target.p256dh, target.auth, payload, 'aes128gcm').cipherText;
      const secure = url.protocol === 'https:';
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method: 'POST',
          agent: secure ? https : http,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            TTL: String(ttl),
            Urgency: 'normal',
            'Content-Encoding': 'aes128gcm',
            'Content-Type': 'application/octet-stream',
            'Content-Length': String(body.length),
            Authorization: authorization(url.origin),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('push timed out')));
      req.on('error', () => resolve(0));
      req.end(body);
    });

  return {
    async send(messages, ttlSeconds) {
      const outcome: PushOutcome = { delivered: [], gone: [], failed: [] };
      let next = 0;
      const worker = async () => {
        while (next < messages.length) {
          const { target, payload } = messages[next++];
          const status = await post(target, payload, ttlSeconds);
          if (status >= 200 && status < 300) outcome.delivered.push(target.id);
          else if (status === 404 || status === 410 || status === REFUSED) outcome.gone.push(target.id);
          else outcome.failed.push(target.id);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, messages.length) }, worker));
      return outcome;
    },
    close() {
      http.destroy();
      https.destroy();
    },
  };
}
