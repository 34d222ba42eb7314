import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY):
 * - none (unset): nobody; req.ip is the socket's address, whatever the headers say;
 * - hops: that many proxies in front of us, whoever they are (only safe when the server cannot be reached
 *   except through them);
 * - list: the proxies' own addresses or CIDR ranges, IPv4 or IPv6.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

const HOPS_MAX = 10;

/** Parses TRUST_PROXY; answers the setting or the reason it is refused. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '') return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > HOPS_MAX) return { error: `a hop count must be from 1 to ${HOPS_MAX}` };
    return { kind: 'hops', hops };
  }
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (!entry) return { error: 'an empty entry in the list' };
    if (!addRange(new BlockList(), entry)) return { error: `"${entry}" is not an IPv4 or IPv6 address or CIDR range` };
  }
  return { kind: 'list', entries };
}

/** Adds an address or CIDR to the list; false when the entry is neither. */
function addRange(list: BlockList, entry: string): boolean {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return false;
  if (slash === -1) {
    list.addAddress(address, family);
    return true;
  }
  const prefixText = entry.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d+$/.test(prefixText) || prefix < 1 || prefix > (family === 'ipv4' ? 32 : 128)) return false;
  list.addSubnet(address, prefix, family);
  return true;
}

/** An IPv4 address reached over an IPv6 socket (::ffff:10.0.0.1) is the IPv4 address. */
function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * The trust function Fastify's trustProxy option takes: (address, hop) → trusted. Hop 0 is the socket's peer,
 * hop 1 the last address in X-Forwarded-For, and so on; the client's address is the first one not trusted.
 */
export function trustFunction(setting: TrustProxy): ((address: string, hop: number) => boolean) | false {
  if (setting.kind === 'none') return false;
  if (setting.kind === 'hops') {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const entry of setting.entries) addRange(list, entry);
  return (address) => {
    const plain = unmapped(address);
    const family = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : null;
    return family !== null && list.check(plain, family);
  };
}

/** Whether a socket's peer is one of the trusted proxies (their connections carry many clients). */
export function trustedPeer(setting: TrustProxy): (address: string | undefined) => boolean {
  const trust = trustFunction(setting);
  return (address) => !!trust && !!address && trust(address, 0);
}
