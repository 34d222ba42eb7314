// npm run uploads:migrate [-- --remove] [-- --dir PATH]: copies DATA_DIR/uploads into the configured store.
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createUploadStorage } from '../modules/uploads/storage-open.service.ts';
import { migrateUploadFiles } from '../modules/uploads/uploads-migrate.service.ts';
import { cliConfig, runCli } from './cli-support.ts';

runCli(async () => {
  const args = process.argv.slice(2);
  const config = cliConfig();
  const dirAt = args.indexOf('--dir');
  const dir = dirAt >= 0 ? args[dirAt + 1] : join(config.dataDir, 'uploads');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const storage = await createUploadStorage(config, database.db);
    try {
      const report = await migrateUploadFiles({
        dir,
        storage,
        db: database.db,
        remove: args.includes('--remove'),
        log: (line) => console.log(line),
      });
      console.log(
        `uploads:migrate into the ${storage.kind} store: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there, ${report.removed} local copies removed`,
      );
    } finally {
      await storage.close();
    }
  } finally {
    await database.close();
  }
});
