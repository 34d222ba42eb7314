// The service worker's entry: vite-plugin-pwa names the built file after it, so the worker is served at /sw.js.
import './service-worker.ts';
