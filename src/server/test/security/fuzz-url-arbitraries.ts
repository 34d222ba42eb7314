import fc from 'fast-check';
import { nastyString, PROTO_KEYS } from './fuzz-arbitraries.ts';

// The URL half of a fuzzed request: query strings the Strapi parser must survive, and path ids that are not ids.

const encodeLoosely = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return escape(s); // lone surrogates cannot be URI-encoded
  }
};

const bracketSegment = fc.oneof(
  fc.constantFrom('', '0', '1', '$eq', '$or', '$and', '$not', '$in', '$containsi', '$null', '$between', '*', 'id'),
  fc.constantFrom('name', 'round', 'populate', '999999', '-1', ...PROTO_KEYS),
  fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
);

const queryKey = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('populate', 'filters', 'sort', 'fields', 'pagination', 'locale', 'status', 'data', 'id', 'start'),
      fc.array(bracketSegment, { maxLength: 4 }),
    )
    .map(([base, segs]) => base + segs.map((s) => `[${encodeLoosely(s)}]`).join('')),
  fc.integer({ min: 15, max: 80 }).map((depth) => `filters${'[a]'.repeat(depth)}`),
  fc.constantFrom(...PROTO_KEYS).map((k) => `${k}[polluted]`),
  nastyString.filter((s) => s.length < 100).map(encodeLoosely),
);

const queryValue = fc.oneof(
  nastyString.filter((s) => s.length < 2_000).map(encodeLoosely),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '*', 'true', '-1', '1e309', '', 'a,b,c', 'name:desc', '[]'),
);

/** A query string of Strapi-looking and broken parameters: deep brackets, qs arrays, bad escapes. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue, fc.boolean()), { minLength: 1, maxLength: 6 })
      .map((pairs) => `?${pairs.map(([k, v, bare]) => (bare && !v ? k : `${k}=${v}`)).join('&')}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 400 }).map((n) => `?${'a[]=1&'.repeat(n)}b=2`) },
);

/** Path ids that are not ids: huge, negative, fractional, padded, unicode, traversal, bad escapes, too long. */
export const fuzzedId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '+7',
    '%201',
    '1%20',
    '0x10',
    '2147483648',
    '9223372036854775808',
    '99999999999999999999999999',
    'NaN',
    'null',
    'undefined',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f',
    '..%5c..%5c',
    '%',
    '%zz',
    '%00',
    '%C0%AE',
    '%E2%80%AE',
    '%F0%9F%8F%9F',
    'ș',
    '%D8%A9',
    '__proto__',
    'constructor',
    'aaaaaaaaaaaaaaaaaaaaaaa%00',
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.stringMatching(/^[a-z0-9]{24}$/),
  nastyString.filter((s) => s.length < 400).map(encodeLoosely),
);

/** Mostly a real id of the world, so the fuzz reaches the services; otherwise one of the hostile ones. */
export const idArb = (real: string[]) =>
  real.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: fuzzedId })
    : fuzzedId;
