import fc from 'fast-check';

// fast-check generators of hostile input for the write endpoints: values, bodies, content types, query strings
// and path ids. Each generator favours what breaks servers (types, sizes, encodings, prototype keys) over
// uniformly random noise, which a JSON parser would refuse at once.

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Up to ~20 KB of one repeated unit: far under the 1 MB body limit, far over every field's limit. */
const hugeString = fc
  .tuple(fc.constantFrom('a', 'ș', '\u0000', '😀', '<p>', '%', '9'), fc.integer({ min: 257, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff',
      'x\ud83dy',
      '\u202egol',
      '\ufeff',
      '⚽🏟️👨‍👩‍👧',
      'ș ț ă î â Ș Ț',
      'NaN',
      'Infinity',
      '-0',
      '1e309',
      '0x1F',
      '١٢٣',
      '9007199254740993',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '../../etc/passwd',
      '%00',
      '\r\n\r\n',
      'null',
      'true',
      '2024-02-30T25:61:00Z',
      '0000-00-00',
      'aaaaaaaaaaaaaaaaaaaaaaaa',
      ...PROTO_KEYS,
    ),
  },
  { weight: 1, arbitrary: hugeString },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    1.005,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Keys an endpoint may look for, the prototype keys, and random ones. */
const keyArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('data', 'id', 'documentId', 'name', 'text', 'type', 'round', 'set', 'connect', 'role', 'password'),
  fc.constantFrom(...PROTO_KEYS),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** Builds objects with own keys only: `o.__proto__ = v` would set the prototype instead. */
function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

const { tree } = fc.letrec<{ tree: unknown; node: unknown }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('node')),
  node: fc.oneof(
    fc.array(tie('tree'), { maxLength: 5 }),
    fc.array(fc.tuple(keyArb, tie('tree')), { maxLength: 5 }).map(ownObject),
  ),
}));

/** Any JSON-able value, with nasty leaves. */
const hostileValue: fc.Arbitrary<unknown> = tree;

/** Deeply nested arrays or objects, deeper than any schema expects. */
const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });

type Path = (string | number)[];
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** Every path into a value, down to 8 levels (a mutation deeper than that adds nothing but time). */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (prefix.length >= 8) return out;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...prefix, i], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  return out;
}

const clone = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

/** A copy of root with fn applied to the value at path (fn answers undefined to delete it). */
function updateAt(root: unknown, path: Path, fn: (v: unknown) => unknown): unknown {
  if (path.length === 0) return fn(root);
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    const next = updateAt(copy[head as number], rest, fn);
    if (next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const entries = Object.entries(root as Record<string, unknown>).flatMap(([k, v]): [string, unknown][] => {
    if (k !== head) return [[k, v]];
    const next = updateAt(v, rest, fn);
    return next === undefined ? [] : [[k, next]];
  });
  return ownObject(entries);
}

const mutation = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'replace', 'replace', 'delete', 'addKey', 'wrapArray', 'stringify', 'deep'),
  key: keyArb,
  value: fc.oneof(
    { weight: 4, arbitrary: leaf },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: deepValue },
  ),
});

function applyMutation(body: unknown, m: ValueOf<typeof mutation>): unknown {
  // The root itself is left to the hostile whole bodies: mutations go inside, where the validation is.
  const all = pathsOf(body);
  const paths = all.length > 1 ? all.slice(1) : all;
  const path = paths[m.at % paths.length];
  return updateAt(body, path, (v) => {
    switch (m.kind) {
      case 'replace':
        return m.value;
      case 'delete':
        return path.length === 0 ? {} : undefined;
      case 'addKey':
        return v && typeof v === 'object' && !Array.isArray(v)
          ? ownObject([...Object.entries(v), [m.key, m.value]])
          : ownObject([[m.key, v]]);
      case 'wrapArray':
        return [v];
      case 'stringify':
        return typeof v === 'string' ? Number(v) || v.length : JSON.stringify(v ?? null);
      default:
        return m.value;
    }
  });
}

/** A valid body with one to three fields changed, removed, added, wrapped or retyped. */
function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => ms.reduce(applyMutation, clone(valid)));
}

/** Edits of JSON text no serializer makes: cut short, odd literals, comments, duplicate keys, prototype keys. */
const textEdit = fc.record({
  kind: fc.constantFrom('truncate', 'number', 'garbage', 'bom', 'trailingComma', 'quotes', 'duplicate', 'proto'),
  at: fc.nat(),
  literal: fc.constantFrom(
    '1e309',
    '-1e309',
    '-0',
    '1e-400',
    'NaN',
    'Infinity',
    '01',
    '1.',
    '.5',
    '0x10',
    '123456789012345678901234567890',
  ),
  garbage: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 8 }),
  protoKey: fc.constantFrom(...PROTO_KEYS),
  protoValue: fc.constantFrom('{"polluted":"da"}', '{"prototype":{"polluted":"da"}}', '1', 'null'),
});

function editText(text: string, e: ValueOf<typeof textEdit>): string {
  const pick = (re: RegExp) => {
    const hits = [...text.matchAll(re)].map((m) => m.index ?? 0);
    return hits.length ? hits[e.at % hits.length] : -1;
  };
  switch (e.kind) {
    case 'truncate':
      return text.slice(0, e.at % Math.max(1, text.length));
    case 'number': {
      const i = pick(/-?\d+(\.\d+)?([eE][+-]?\d+)?/g);
      if (i < 0) return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"n":${e.literal}}`;
      const len = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))?.[0].length ?? 0;
      return text.slice(0, i) + e.literal + text.slice(i + len);
    }
    case 'garbage': {
      const i = e.at % (text.length + 1);
      return text.slice(0, i) + e.garbage + text.slice(i);
    }
    case 'bom':
      return `\ufeff${text}`;
    case 'trailingComma':
      return text.replace(/([}\]])$/, ',$1');
    case 'quotes':
      return text.replace(/"/g, "'");
    case 'duplicate':
      return text.replace(/^\{/, `{"data":{"x":1},`);
    default: {
      const i = pick(/\{/g);
      if (i < 0) return `{"${e.protoKey}":${e.protoValue}}`;
      const empty = text[i + 1] === '}';
      return `${text.slice(0, i + 1)}"${e.protoKey}":${e.protoValue}${empty ? '' : ','}${text.slice(i + 1)}`;
    }
  }
}

/** The raw bytes of a write body: mostly JSON near the valid one, and the ways JSON goes wrong. */
export function bodyText(valid: unknown): fc.Arbitrary<string | Buffer | undefined> {
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(JSON.stringify(valid) ?? undefined) },
    { weight: 12, arbitrary: json(mutatedBody(valid)) },
    { weight: 2, arbitrary: json(hostileValue.map((v) => ({ data: v }))) },
    { weight: 2, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: json(deepValue.map((v) => ({ data: v }))) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          json(fc.oneof(fc.constant(valid), mutatedBody(valid))),
          fc.array(textEdit, { minLength: 1, maxLength: 2 }),
        )
        .map(([text, edits]) => edits.reduce(editText, text)),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Content types: mostly JSON, then its look-alikes, forms, multipart without a boundary, junk. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/xml',
      'image/png',
      '',
      ';;;',
      'application/json\u0000',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
);
