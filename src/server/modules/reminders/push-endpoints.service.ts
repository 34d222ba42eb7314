import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { PushSettings } from '../../config-push.ts';
import { isPublicAddress } from '../../http/ip-address.ts';

// Where a push may go. An endpoint comes from a browser, that is from anyone with an account: checked as text only,
// it made the reminder job open connections to whatever the text named (localhost., metadata.google.internal, a
// name that resolves inside the network). So an endpoint is taken only on a push service's host (the browsers' by
// default, PUSH_ALLOWED_HOSTS adds more), https on port 443, and at connect time the address its name resolves to
// must be public: a name that resolves, or rebinds, to a private address is never connected to.
// PUSH_ALLOW_HTTP (tests and benches, refused in production) also takes http, any port, and IP addresses.

/** The endpoint's URL, its host without brackets and trailing dot, or why it is refused (for the logs). */
export function checkEndpoint(
  endpoint: string,
  push: Pick<PushSettings, 'allowHttp' | 'hosts'>,
): { url: URL; host: string } | { refused: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { refused: 'not a URL' };
  }
  if (url.username || url.password || url.hash) return { refused: 'credentials or a fragment' };
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const http = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !(http && push.allowHttp)) return { refused: `scheme ${url.protocol}` };
  // new URL() has already read every spelling of an address (0x7f.1, 2130706433, [::ffff:7f00:1]) as one.
  if (isIP(host)) return push.allowHttp ? { url, host } : { refused: 'an IP address' };
  if (url.port !== '' && !push.allowHttp) return { refused: `port ${url.port}` };
  const { exact, suffixes } = push.hosts;
  if (!exact.includes(host) && !suffixes.some((s) => host.endsWith(s))) return { refused: `host ${host}` };
  if (url.hostname !== host) url.hostname = host;
  return { url, host };
}

/** How a name is resolved: every address, as dns.lookup gives them (tests give their own resolver). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The error of a push whose name resolves to an address it may not reach. */
class PushAddressError extends Error {
  readonly code = 'EPUSHADDRESS';
}

/**
 * A `lookup` for the push agents: resolves the name and refuses every address when any of them is not public, so
 * the socket is never opened. Node calls it for each connection (never for an IP address, which checkEndpoint
 * only takes with PUSH_ALLOW_HTTP): a name that answered a public address at one time and a private one later
 * (DNS rebinding) is refused then.
 */
export function guardedLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find((a) => !isPublicAddress(a.address));
        if (blocked || addresses.length === 0) {
          const error = new PushAddressError(
            `push endpoint ${hostname} resolves to ${blocked ? blocked.address : 'no address'}: not a public address`,
          );
          if (options.all) callback(error, []);
          else callback(error, '', 0);
          return;
        }
        const family = options.family;
        const wanted = family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else
          callback(Object.assign(new Error(`no IPv${wanted} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      },
      (error: NodeJS.ErrnoException) => (options.all ? callback(error, []) : callback(error, '', 0)),
    );
  };
}
