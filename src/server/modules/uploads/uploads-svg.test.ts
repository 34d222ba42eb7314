import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emblemSvg } from '../../seed/emblems.ts';
import { createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { multipartBody, multipartHeaders } from '../../test/multipart.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { type FileJson, uploadClient } from '../../test/upload-client.ts';
import { insertFile } from './uploads.queries.ts';
import { convertStoredSvgs } from './uploads-svg.jobs.ts';
import { svgMessages } from './uploads-svg-check.service.ts';

// SVG uploads become PNG pictures (an SVG is never stored nor served as SVG), and a hostile SVG is refused with a
// Romanian 400, quickly, without a byte fetched: every reference to another file or address, entities (XXE and
// billion laughs), a declared size past the pixel limit, a <use> bomb, a drawing that takes too long. A local HTTP
// server stands for every address an SVG names: it must see no request.

let ctx: TestContext;
let player: TestUser;
let admin: TestUser;
let trap: Server;
let trapUrl: string;
const trapped: string[] = [];
const { upload, uploadAs, stored, fileCount, objectCount } = uploadClient(() => ctx);
const svgPart = (svg: string, filename = 'emblema.svg') => ({
  filename,
  contentType: 'image/svg+xml',
  data: Buffer.from(svg),
});
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">';

beforeAll(async () => {
  trap = createServer((req, res) => {
    trapped.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
  ctx = await testApp();
  player = await createUser(ctx, { username: 'jucator_svg' });
  admin = await createUser(ctx, { username: 'admin_svg', role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => trap.close(r));
});

describe('an SVG upload is drawn as a PNG', () => {
  test("the seed's own emblem: a 1000 px PNG with its formats, served as PNG, usable as a team's emblem", async () => {
    const svg = emblemSvg('FC Vectorial', ['#0b5cad', '#ffd400']);
    const res = await upload([svgPart(svg, 'FC Vectorial.svg')], admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const file: FileJson = res.json()[0];
    expect(file).toMatchObject({ mime: 'image/png', ext: '.png', width: 1000, height: 1000 });
    expect(file.name).toBe('fc_vectorial.png');
    expect(file.url).toMatch(/^\/uploads\/fc_vectorial_[0-9a-f]{10}\.png$/);
    const bytes = (await stored(file.url))!;
    expect(isPng(bytes)).toBe(true);
    expect(bytes.includes(Buffer.from('<svg'))).toBe(false);
    // It is the drawing: the emblem's primary colour fills its middle.
    const { data } = await sharp(bytes).extract({ left: 480, top: 300, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([...data.subarray(0, 3)]).toEqual([0x0b, 0x5c, 0xad]);
    expect(Object.keys(file.formats ?? {}).sort()).toEqual(['medium', 'small', 'thumbnail']);
    const served = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const team = await createTeam(ctx.db, 'FC Vectorial');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.documentId}`,
      headers: admin.headers,
      payload: { data: { emblem: file.id } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.emblem).toMatchObject({ id: file.id, mime: 'image/png' });
  });

  test('a player sets an SVG as avatar; its script is gone with the SVG', async () => {
    const svg = `${SVG_OPEN}<script>alert(1)</script><circle cx="32" cy="32" r="30" fill="#c00" onclick="alert(2)"/></svg>`;
    const file = await uploadAs(player, svgPart(svg, 'avatar.svg'));
    expect(file).toMatchObject({ mime: 'image/png', ext: '.png', width: 1000, height: 1000 });
    const bytes = (await stored(file.url))!;
    expect(isPng(bytes)).toBe(true);
    expect(bytes.includes(Buffer.from('script'))).toBe(false);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: player.headers,
      payload: { avatar: file.id },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  test('an XML declaration, comments, CDATA styles and references inside the file are fine', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- desenat de mână -->\n${SVG_OPEN}
      <defs><style><![CDATA[ .a { fill: url(#g); } ]]></style>
      <linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>
      <circle id="c" cx="16" cy="16" r="12"/></defs>
      <rect class="a" width="64" height="64"/><use xlink:href="#c" x="20"/><use href="#c" y="20" style="fill:url('#g')"/>
      <text x="4" y="60">Ș &amp; ț &#x219;</text></svg>`;
    const file = await uploadAs(player, svgPart(svg));
    expect(file.mime).toBe('image/png');
  });
});

describe('a hostile SVG is a Romanian 400, nothing is fetched and nothing is kept', () => {
  const external = (href: string) => `${SVG_OPEN}<image href="${href}" width="64" height="64"/></svg>`;
  const laughs = [
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">',
    ...Array.from({ length: 8 }, (_, i) => `<!ENTITY lol${i + 2} "${`&lol${i || ''};`.repeat(10)}">`),
    ']><svg xmlns="http://www.w3.org/2000/svg"><text>&lol9;</text></svg>',
  ].join('');
  let bomb = `${SVG_OPEN}<defs><rect id="u0" width="1" height="1"/>`;
  for (let i = 1; i <= 30; i++) bomb += `<g id="u${i}"><use href="#u${i - 1}"/><use href="#u${i - 1}" x="1"/></g>`;
  bomb += '</defs><use href="#u30"/></svg>';

  const cases: [string, () => string, string][] = [
    ['an image fetched over HTTP', () => external(`${trapUrl}/pixel.png`), svgMessages.unsafe],
    ['a file of the server (file://)', () => external('file:///etc/passwd'), svgMessages.unsafe],
    [
      'an xlink:href to another file',
      () => `${SVG_OPEN}<image xlink:href="../../etc/hosts" width="1" height="1"/></svg>`,
      svgMessages.unsafe,
    ],
    ['a data: image (another decoder)', () => external('data:image/png;base64,iVBORw0KGgo='), svgMessages.unsafe],
    ['<use> of another file', () => `${SVG_OPEN}<use href="${trapUrl}/sprite.svg#a"/></svg>`, svgMessages.unsafe],
    [
      'an address hidden in character references',
      () => external(`&#104;&#x74;tp://127.0.0.1:${new URL(trapUrl).port}/x.png`),
      svgMessages.unsafe,
    ],
    [
      'a CSS url() to an address',
      () => `${SVG_OPEN}<rect width="9" height="9" style="fill: url( '${trapUrl}/f' )"/></svg>`,
      svgMessages.unsafe,
    ],
    [
      'a presentation attribute with url()',
      () => `${SVG_OPEN}<rect width="9" height="9" filter="url(${trapUrl}/f.svg#x)"/></svg>`,
      svgMessages.unsafe,
    ],
    [
      '@import in a style sheet',
      () => `${SVG_OPEN}<style>@import url(${trapUrl}/a.css);</style></svg>`,
      svgMessages.unsafe,
    ],
    [
      'a CSS escape spelling url',
      () => `${SVG_OPEN}<style>rect { fill: u\\72l(${trapUrl}/x) }</style><rect width="9" height="9"/></svg>`,
      svgMessages.unsafe,
    ],
    [
      'a style sheet by processing instruction',
      () => `<?xml-stylesheet href="${trapUrl}/s.css"?>${SVG_OPEN}</svg>`,
      svgMessages.unsafe,
    ],
    ['xml:base', () => `${SVG_OPEN.replace('<svg', `<svg xml:base="${trapUrl}/"`)}</svg>`, svgMessages.unsafe],
    [
      'an external entity (XXE)',
      () =>
        `<?xml version="1.0"?><!DOCTYPE s [<!ENTITY x SYSTEM "file:///etc/passwd">]>${SVG_OPEN}<text>&x;</text></svg>`,
      svgMessages.unsafe,
    ],
    [
      'an external DTD',
      () => `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "${trapUrl}/svg11.dtd">${SVG_OPEN}</svg>`,
      svgMessages.unsafe,
    ],
    ['billion laughs', () => laughs, svgMessages.unsafe],
    ['a UTF-16 declaration', () => `<?xml version="1.0" encoding="UTF-16"?>${SVG_OPEN}</svg>`, svgMessages.unsafe],
    [
      'a width and height of 100 million pixels each',
      () => '<svg xmlns="http://www.w3.org/2000/svg" width="100000000" height="100000000"/>',
      svgMessages.tooManyPixels,
    ],
    ['a <use> bomb (2^30 copies from 60 elements)', () => bomb, svgMessages.tooComplex],
    ['an SVG over 1 MB', () => `${SVG_OPEN}<!--${'x'.repeat(1024 * 1024)}--></svg>`, svgMessages.tooLarge],
    ['a broken document', () => `${SVG_OPEN}<g><rect></g></svg>`, svgMessages.invalid],
    ['an undeclared entity', () => `${SVG_OPEN}<text>&nbsp;</text></svg>`, svgMessages.unsafe],
  ];

  test.each(cases)('%s', async (_, svg, message) => {
    const [before, objects] = [await fileCount(), await objectCount()];
    const started = Date.now();
    const res = await upload([svgPart(svg())], admin.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect([await fileCount(), await objectCount()]).toEqual([before, objects]);
    expect(trapped).toEqual([]);
  });

  test('a drawing that takes too long is stopped after 10 s, while the server goes on answering', async () => {
    // Two hundred full-size blurs of a 4000 px square, drawn at 1000 px: forty took about 10 s on a quick machine,
    // so this is well past the limit however fast the machine (the child is killed at the limit all the same).
    const blurs = Array.from(
      { length: 200 },
      (_, i) =>
        `<filter id="f${i}"><feGaussianBlur stdDeviation="400"/></filter><rect width="4000" height="4000" filter="url(#f${i})"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">${blurs}</svg>`;
    const started = Date.now();
    const pending = upload([svgPart(svg)], admin.headers);
    // Meanwhile, other requests are answered at once (the drawing runs in a child process).
    await new Promise((r) => setTimeout(r, 500));
    const t = Date.now();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/teams' })).statusCode).toBe(200);
    expect(Date.now() - t).toBeLessThan(2_000);
    const res = await pending;
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(svgMessages.tooComplex);
    // Refused by the time limit, not before it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 40_000);
});

test('an SVG stored by an older version is never served; its conversion gives the same row a PNG', async () => {
  const svg = Buffer.from(emblemSvg('Vechiul Club', ['#116611', '#ffffff']));
  const key = 'emblema_vechiul_club_0123456789.svg';
  await ctx.app.services.storage.put(key, svg, 'image/svg+xml');
  const row = await insertFile(ctx.db, {
    name: 'emblema_vechiul_club.svg',
    hash: 'emblema_vechiul_club_0123456789',
    ext: '.svg',
    mime: 'image/svg+xml',
    width: 128,
    height: 128,
    size: 1,
    sizeInBytes: svg.length,
    url: `/uploads/${key}`,
  });
  expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  expect(await convertStoredSvgs(ctx.app.services)).toEqual({ converted: 1, refused: 0 });
  const after = (
    await ctx.app.inject({ method: 'GET', url: `/api/upload/files/${row.id}`, headers: admin.headers })
  ).json() as FileJson;
  expect(after).toMatchObject({ id: row.id, mime: 'image/png', ext: '.png', width: 1000 });
  const served = await ctx.app.inject({ method: 'GET', url: after.url });
  expect(served.headers['content-type']).toBe('image/png');
  expect(await ctx.app.services.storage.head(key)).toBeNull();
  expect(await convertStoredSvgs(ctx.app.services)).toEqual({ converted: 0, refused: 0 });
});

describe('?accept=image: pictures only, and a refusal that names them', () => {
  const send = (part: { filename: string; contentType: string; data: Buffer }, query = '?accept=image') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/upload${query}`,
      headers: { ...player.headers, ...multipartHeaders() },
      payload: multipartBody([part]),
    });
  const pdf = { filename: 'emblema.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n') };
  // The smallest WebM header file-type recognises (an EBML header naming the webm doc type).
  const docType = Buffer.from('webm');
  const inner = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), docType]);
  const webm = {
    filename: 'clip.webm',
    contentType: 'video/webm',
    data: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | inner.length]), inner]),
  };

  test('a non-image is refused naming picture formats only; a video too', async () => {
    for (const part of [pdf, webm]) {
      const res = await send(part);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Tipul fișierului nu este acceptat. Încarcă o imagine (JPEG, PNG, WebP, GIF sau SVG).',
      );
      expect(res.json().error.message).not.toMatch(/video|MP4/i);
    }
  });

  test('without it, a post still takes a video, and the refusal names both', async () => {
    const res = await send(pdf, '');
    expect(res.json().error.message).toMatch(/SVG\) sau un video \(MP4/);
    expect((await send(webm, '')).statusCode).toBe(201);
  });
});
