import { runServer } from './run-server.ts';

// The entry point of `npm start` (bundled as dist/server/main.js) and of `npm run dev`.
await runServer();
