// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The server, and the operators' commands (npm run uploads:migrate, backup, restore, vapid-keys: scripts/cli.mjs).
  entryPoints: {
    main: 'src/server/main.ts',
    'uploads-migrate': 'src/server/cli/uploads-migrate.ts',
    backup: 'src/server/cli/backup.ts',
    restore: 'src/server/cli/restore.ts',
    'vapid-keys': 'src/server/cli/vapid-keys.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  // Dynamic imports stay separate chunks, loaded when first used: the S3 client (about 22 MB resident) only with
  // S3_* set, PGlite or postgres.js by the mode.
  splitting: true,
  // Beside main.js: bundled code finds the migrations and the web client relative to its own file.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('built dist/server/main.js');
