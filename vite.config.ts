import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type ChunkGraph, precacheEntries } from './src/web/sw/precache-list.ts';

const apiServer = 'http://localhost:3000';
const OUT_DIR = 'dist/web';

/**
 * .vite/chunk-modules.json: the source modules of every chunk. The bundle budget check (scripts/check-bundle.mjs)
 * reads it to find back-office or editor code inside the chunks a public page loads, which the manifest cannot show.
 */
function chunkModules(): Plugin {
  return {
    name: 'prezice-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = Object.keys(chunk.modules).map((id) => relative(process.cwd(), id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

/**
 * assets/*.br and *.gz beside each script and stylesheet, compressed once at the highest levels: the server sends
 * them as they are (@fastify/static preCompressed), smaller than on-the-fly compression and at no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'prezice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        if (body.length < 1024) continue;
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        writeFileSync(join(assets, `${name}.br`), br);
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The service worker (src/web/sw/service-worker.ts → /sw.js). The manifest is public/manifest.webmanifest, linked by
 * index.html; the worker is registered by src/web/features/pwa/register-sw.ts after the page has loaded.
 */
function serviceWorker() {
  let logLevel: LogLevel = 'info';
  return VitePWA({
    integration: {
      configureOptions(viteConfig) {
        logLevel = viteConfig.logLevel ?? 'info';
      },
      // The worker's own build follows the client's --logLevel (npm start builds with warnings only), and asks for
      // one chunk by its current name, so it no longer warns that the old one is deprecated.
      configureCustomSWViteBuild(inline) {
        inline.logLevel = logLevel;
        const output = inline.build?.rollupOptions?.output;
        if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
          delete output.inlineDynamicImports;
          Object.assign(output, { codeSplitting: false });
        }
      },
    },
    strategies: 'injectManifest',
    srcDir: 'src/web/sw',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,svg,png,webp,woff2,html,webmanifest}'],
      // index.html is rendered by the server for each page; sw.js is the worker itself.
      globIgnores: ['index.html', 'sw.js', '.vite/**', '**/*.br', '**/*.gz'],
      manifestTransforms: [
        (entries) => {
          const graph = JSON.parse(readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as ChunkGraph;
          return { manifest: precacheEntries(entries, graph), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModules(), precompress(), serviceWorker()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph the bundle budget check reads.
    manifest: true,
    // Every browser we support has modulepreload: the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The precompression above takes most of a build's time by design (brotli at its highest level): no warning
      // about slow plugins on every build of a slow machine.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // React in one chunk that every page loads (rather than three small ones), and that stays cached from one
          // release to the next.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/healthz': apiServer,
    },
  },
  preview: { port: 4173 },
});
