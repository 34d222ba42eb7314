import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { notFound } from './http/errors.ts';
import { MIN_COMPRESS_BYTES, pickEncoding } from './http/prepared.ts';
import { previewFor, previewTags } from './modules/seo/seo.service.ts';
import { registerUploadServing } from './modules/uploads/uploads-serve.service.ts';
import { preloadLinks, type ViteManifest } from './web-preload.ts';

const YEAR_S = 365 * 24 * 60 * 60;
/**
 * Files of the installable app that must never be stale: the service worker (a browser checks it for a new release),
 * the web app manifest, and the offline page with its script (precached by the worker by revision).
 */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'offline.html', 'offline.js']);

/** Site settings from env, as a JSON data block the client reads (a data block never runs, so CSP allows it). */
function appConfigTag(config: Config) {
  const json = JSON.stringify({
    siteName: config.siteName,
    contactEmail: config.contact.email,
    social: {
      facebook: config.contact.facebook,
      instagram: config.contact.instagram,
      youtube: config.contact.youtube,
      tiktok: config.contact.tiktok,
    },
    facebookAppId: config.facebookAppId ?? '',
    // The one origin of shared links (invites, picks): PUBLIC_URL, the same as the server's pages, feeds and mails.
    publicUrl: config.publicUrl,
  }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}

/** Serves uploaded files, the built client, and index.html for every client route. */
export async function registerWebClient(app: FastifyInstance, webRoot: string | null) {
  // Uploads come from the store (the database or S3), so every instance serves every file.
  await registerUploadServing(app);

  const indexFile = webRoot ? join(webRoot, 'index.html') : null;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const indexHtml = template ? template.replace('<!--app-config-->', appConfigTag(app.services.config)) : null;
  const manifestFile = webRoot ? join(webRoot, '.vite/manifest.json') : null;
  const preloads =
    manifestFile && existsSync(manifestFile)
      ? preloadLinks(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
      : () => '';
  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes assets/*.br and *.gz (vite.config.ts): sent as they are, without compressing again.
      preCompressed: true,
      // The raw template lacks the app config: /index.html falls through to the not-found handler, which injects it.
      // .vite/ holds the build's manifests, for the server and the bundle check only.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders: (res, path) => {
        const name = basename(path);
        if (name.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json; charset=utf-8');
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.header(
          'cache-control',
          hashed ? `public, max-age=${YEAR_S}, immutable` : REVALIDATED.has(name) ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    // A missing hashed asset (an old chunk after a deploy) is a 404, never index.html served as a script.
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/') || path.startsWith('/assets/')) {
      const e = notFound();
      return reply.code(404).send(e.toBody());
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send(notFound().toBody());
    }
    // One reading of the navigation links /announcements/{slug}: the detail lives at /announcement/{slug}.
    const legacy = /^\/announcements\/([^/]+)\/?$/.exec(path);
    if (legacy) return reply.redirect(`/announcement/${legacy[1]}`, 301);
    if (!indexHtml) return reply.code(404).type('text/plain').send('The client is not built: run npm run build:web');
    const page = withPreloads(indexHtml, preloads(path));
    return withPreview(app, req, path, page).then((html) => {
      reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      return reply.type('text/html; charset=utf-8').send(compressed(req, reply, html));
    });
  });
}

/**
 * The page compressed as the browser accepts (brotli, gzip), at a level quick enough for every request. Done here:
 * the compression plugin hooks into routes, and this handler is none.
 */
function compressed(req: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const encoding = html.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

/** The page's own chunks, fetched beside the entry rather than after it. */
function withPreloads(html: string, links: string) {
  return links ? html.replace('</head>', `    ${links}\n  </head>`) : html;
}

/** Announcements, public profiles and invites get their own title and Open Graph tags, so shared links preview well. */
async function withPreview(app: FastifyInstance, req: FastifyRequest, path: string, html: string) {
  let preview: Awaited<ReturnType<typeof previewFor>>;
  try {
    preview = await previewFor(app.services, path, req);
  } catch (err) {
    app.log.warn({ err }, 'page preview failed');
    return html;
  }
  if (!preview) return html;
  // PUBLIC_URL, never the request's Host: a page cached under a hostile Host would carry its links to everyone.
  const origin = app.services.config.publicUrl;
  const { title, meta } = previewTags(preview, (p) => (/^https?:/.test(p) ? p : origin + p), origin + path);
  return html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace('</head>', `    ${meta}\n  </head>`);
}
