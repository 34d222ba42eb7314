// npm run backup [-- FILE]: one file with the database and the uploads (see src/server/backup/backup.ts).
import { createBackup } from '../backup/backup.ts';
import { cliConfig, runCli } from './cli-support.ts';

runCli(async () => {
  const config = cliConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const file = process.argv[2] ?? `prezice-${stamp}.backup`;
  const started = Date.now();
  const report = await createBackup(config, file);
  console.log(
    `backup written to ${report.file}: the ${report.database} database, uploads in the ${report.storage} store` +
      (report.storage === 's3' ? ` (${report.objects} objects, ${report.bytes} bytes)` : ' (inside the dump)') +
      `, ${Date.now() - started} ms`,
  );
});
