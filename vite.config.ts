import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph the bundle budget check reads.
    manifest: true,
    // Every browser we support has modulepreload: the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
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
