import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/tables/*.table.ts',
  out: './src/server/db/migrations',
});
