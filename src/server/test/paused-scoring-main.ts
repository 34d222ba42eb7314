import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runServer } from '../run-server.ts';

// The crash tests' server: the real process (src/server/run-server.ts), with a scoring that is written but not
// committed for SCORING_PAUSE_MS; a marker file in DATA_DIR tells the test that it may kill the process now.

const pauseMs = Number(process.env.SCORING_PAUSE_MS ?? 60_000);
const dataDir = process.env.DATA_DIR ?? './data';

await runServer({
  hooks: {
    async beforeScoringCommit(matchId) {
      writeFileSync(join(dataDir, 'scoring-paused'), String(matchId));
      await sleep(pauseMs);
    },
  },
});
