import { isIP } from 'node:net';
import type { Env } from './config-env.ts';
import { shown } from './config-errors.ts';

/** VAPID_* and PUSH_*: web push of the reminders (modules/reminders). */
export interface PushSettings {
  /** The VAPID key pair and subject; undefined: push is off. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /** PUSH_ALLOW_HTTP: endpoints on http://, on any port, or on an IP address are taken (tests, benches). */
  allowHttp: boolean;
  /** The push services' hosts endpoints may name: exact names, and `.suffix` for any name under it. */
  hosts: PushHosts;
  concurrency: number;
  chunkSize: number;
}

interface PushHosts {
  exact: string[];
  /** '.push.apple.com' for `*.push.apple.com`: any name under it, not the suffix itself. */
  suffixes: string[];
}

/**
 * The hosts of the browsers' push services: Chrome, Edge on Android, Opera and Samsung Internet (Firebase Cloud
 * Messaging; android.googleapis.com in subscriptions made before FCM), Firefox (Mozilla autopush), Safari (Apple),
 * Edge on Windows (Windows Push Notification Services).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name as an entry names it: lower case, without the trailing dot; null when it is not one. */
function hostName(text: string): string | null {
  const name = text.toLowerCase().replace(/\.$/, '');
  if (!name || name.length > 253 || isIP(name)) return null;
  return name.split('.').every((label) => LABEL.test(label)) ? name : null;
}

/** Parses a list of hosts and `*.suffix` entries; answers the entries or the first one refused. */
function parsePushHosts(entries: readonly string[]): PushHosts | { error: string } {
  const hosts: PushHosts = { exact: [], suffixes: [] };
  for (const raw of entries) {
    const entry = raw.trim();
    const wildcard = entry.startsWith('*.');
    const name = hostName(wildcard ? entry.slice(2) : entry);
    // A wildcard needs a registered name under a public suffix at least (not `*.com`).
    if (!name || (wildcard && !name.includes('.'))) return { error: `"${entry}" is not a host name or *.suffix` };
    if (wildcard) hosts.suffixes.push(`.${name}`);
    else hosts.exact.push(name);
  }
  return hosts;
}

/** PUSH_ALLOWED_HOSTS's entries (an empty one among them is refused by parsePushHosts). */
const extraHosts = (raw: string | undefined) => (raw?.trim() ? raw.split(',').map((e) => e.trim()) : []);

/** One line per problem with PUSH_*, naming the variable and what to set. */
export function pushChecks(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if ((source.NODE_ENV || 'development') === 'production' && source.PUSH_ALLOW_HTTP === 'true') {
    problems.push(
      'PUSH_ALLOW_HTTP=true is refused when NODE_ENV=production: push endpoints must be https:// on a push service (PUSH_ALLOWED_HOSTS adds one).',
    );
  }
  const parsed = parsePushHosts(extraHosts(source.PUSH_ALLOWED_HOSTS));
  if ('error' in parsed) {
    problems.push(
      `${shown('PUSH_ALLOWED_HOSTS', source.PUSH_ALLOWED_HOSTS)} is not valid (${parsed.error}): set a comma-separated list of push service hosts, such as push.example.org,*.push.example.net, or leave it unset for the browsers' push services only.`,
    );
  }
  return problems;
}

export function pushSettings(env: Env): PushSettings {
  const hosts = parsePushHosts([...PUSH_SERVICE_HOSTS, ...extraHosts(env.PUSH_ALLOWED_HOSTS)]);
  return {
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`,
          }
        : undefined,
    allowHttp: env.PUSH_ALLOW_HTTP === 'true',
    // pushChecks refused a bad list before this is called.
    hosts: 'error' in hosts ? { exact: [], suffixes: [] } : hosts,
    concurrency: env.PUSH_CONCURRENCY,
    chunkSize: env.REMINDER_CHUNK_SIZE,
  };
}
