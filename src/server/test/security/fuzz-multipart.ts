import fc from 'fast-check';
import { nastyString } from './fuzz-arbitraries.ts';

// Multipart bodies for POST /api/upload: random parts, names and types, bytes that start like a real image or
// video and then go wrong, and framing that breaks (no boundary, another boundary, cut short).

/** First bytes of each format the server accepts: enough to get past file-type to sharp or to the video path. */
const MAGIC: Buffer[] = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'),
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('OggS\x00\x02', 'latin1'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
];

const bytes = (max: number) => fc.uint8Array({ maxLength: max }).map((b) => Buffer.from(b));

function partData(png: Buffer): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: bytes(2_000) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...MAGIC), bytes(600)).map(([m, b]) => Buffer.concat([m, b])) },
    { weight: 1, arbitrary: fc.constant(png) },
    { weight: 2, arbitrary: fc.nat({ max: png.length - 1 }).map((n) => png.subarray(0, n)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat({ max: png.length - 1 }), fc.integer({ min: 0, max: 255 }))
        .map(([at, byte]) => Buffer.from(png).fill(byte, at, at + 1)),
    },
  );
}

const part = (png: Buffer) =>
  fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant('files') },
      fc.constantFrom('file', 'files[]', 'ref', ''),
      nastyString,
    ),
    filename: fc.oneof(
      fc.constantFrom(
        'poza.png',
        '',
        '../../../etc/passwd',
        'a"b.png',
        'x\r\nContent-Type: text/html',
        '.png',
        'ș😀.jpg',
      ),
      nastyString.filter((s) => s.length < 300),
    ),
    type: fc.oneof(
      fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'video/mp4', 'application/octet-stream', 'text/html'),
      nastyString.filter((s) => s.length < 100),
    ),
    isFile: fc.boolean(),
    data: partData(png),
  });

type Part = { field: string; filename: string; type: string; isFile: boolean; data: Buffer };

function encode(boundary: string, parts: Part[], closed: boolean) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.isFile ? `name="${p.field}"; filename="${p.filename}"` : `name="${p.field}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${p.type}\r\n\r\n`),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export interface MultipartRequest {
  contentType: string;
  payload: Buffer;
}

/** A multipart request, mostly well framed so the parts reach the handler. */
export function multipartRequest(png: Buffer): fc.Arbitrary<MultipartRequest> {
  return fc
    .record({
      boundary: fc.oneof(fc.constant('----fuzz-boundary'), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
      header: fc.constantFrom('ok', 'ok', 'ok', 'ok', 'none', 'other', 'quoted', 'mixed', 'json'),
      parts: fc.array(part(png), { maxLength: 4 }),
      closed: fc.boolean(),
      cut: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
    })
    .map(({ boundary, header, parts, closed, cut }) => {
      let payload = encode(boundary, parts, closed || parts.length === 0);
      if (cut !== null) payload = payload.subarray(0, cut % (payload.length + 1));
      const contentType = {
        ok: `multipart/form-data; boundary=${boundary}`,
        none: 'multipart/form-data',
        other: 'multipart/form-data; boundary=not-the-one',
        quoted: `multipart/form-data; boundary="${boundary}"`,
        mixed: `multipart/mixed; boundary=${boundary}`,
        json: 'application/json',
      }[header] as string;
      return { contentType, payload };
    });
}
