// npm run restore FILE: puts a backup back on an empty database (refuses one that has tables).
import { restoreBackup } from '../backup/backup.ts';
import { cliConfig, runCli } from './cli-support.ts';

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore FILE (a file written by npm run backup).');
  const config = cliConfig();
  const { objects } = await restoreBackup(config, file);
  console.log(`restored ${file}${objects ? `, ${objects} uploads put in the store` : ''}`);
});
