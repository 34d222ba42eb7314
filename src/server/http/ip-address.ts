import { isIPv4, isIPv6 } from 'node:net';

// Addresses as bytes: which client an address belongs to (an IPv6 /64 is one subscriber, as a carrier hands it out),
// and whether an address is one the server may open a connection to on a client's say-so (push endpoints).

/** The 4 bytes of an IPv4 address or the 16 of an IPv6 one (a zone, [brackets] and embedded IPv4 understood). */
export function addressBytes(text: string): { family: 4 | 6; bytes: number[] } | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(address)) return { family: 4, bytes: address.split('.').map(Number) };
  if (!isIPv6(address)) return null;
  let tail: number[] = [];
  let head = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (v4) {
    tail = v4[1].split('.').map(Number);
    head = address.slice(0, -v4[1].length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const groups = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const missing = 8 - tail.length / 2 - l.length - r.length;
  const all = [...l, ...Array.from({ length: right === undefined ? 0 : missing }, () => 0), ...r];
  const bytes = all.flatMap((g) => [g >> 8, g & 0xff]).concat(tail);
  return bytes.length === 16 ? { family: 6, bytes } : null;
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1), or null. */
function mappedIPv4(bytes: number[]): number[] | null {
  const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : null;
}

/**
 * The client an address stands for: an IPv4 address itself (also when reached over an IPv6 socket), an IPv6
 * address's /64 (one home or phone gets a whole /64 and can pick any address in it).
 */
export function clientGroup(address: string): string {
  const parsed = addressBytes(address);
  if (!parsed) return address;
  const v4 = parsed.family === 4 ? parsed.bytes : mappedIPv4(parsed.bytes);
  if (v4) return v4.join('.');
  const hex = (i: number) => ((parsed.bytes[i] << 8) | parsed.bytes[i + 1]).toString(16);
  return `${hex(0)}:${hex(2)}:${hex(4)}:${hex(6)}::/64`;
}

/** [first byte values, prefix length] of the IPv4 ranges no public service lives in. */
const IPV4_SPECIAL: [number[], number][] = [
  [[0], 8], // "this network", 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata at 169.254.169.254)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and the broadcast address
];

const IPV6_SPECIAL: [number[], number][] = [
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x3f, 0xff], 20], // documentation
];

function inRange(bytes: number[], [prefix, bits]: [number[], number]): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const i = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[i] & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

const publicIPv4 = (bytes: number[]) => !IPV4_SPECIAL.some((range) => inRange(bytes, range));

/**
 * Whether an address is public unicast: not loopback, private, link-local, unique local (fc00::/7), carrier-grade
 * NAT, unspecified, multicast, documentation or reserved. An IPv4 address carried in IPv6 (mapped ::ffff:a.b.c.d,
 * NAT64 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::) counts as that IPv4 address; IPv4-compatible (::a.b.c.d), the
 * local-use NAT64 prefix and everything outside global unicast (2000::/3) are refused.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = addressBytes(address);
  if (!parsed) return false;
  const { bytes } = parsed;
  if (parsed.family === 4) return publicIPv4(bytes);
  const mapped = mappedIPv4(bytes);
  if (mapped) return publicIPv4(mapped);
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96])) return publicIPv4(bytes.slice(12));
  if (inRange(bytes, [[0x20, 0x02], 16])) return publicIPv4(bytes.slice(2, 6));
  if (!inRange(bytes, [[0x20], 3])) return false;
  return !IPV6_SPECIAL.some((range) => inRange(bytes, range));
}
