/** `npm run db:backup -- FILE`: a consistent copy of the records while the server runs (server/db/sqlite-copy.ts). */
import { configFromEnv } from './config';
import { backupSqlite } from './db/sqlite-copy';
import { pgDumpAdvice, runCommand } from './db/command-line';

runCommand('db:backup', (target) => {
  const config = configFromEnv();
  if (config.databaseUrl) return pgDumpAdvice('backup', config.databaseUrl, target);
  const { bytes, ms } = backupSqlite(config.dataFile, target);
  return `Backed up ${config.dataFile} to ${target} (${(bytes / 1048576).toFixed(1)} MB, ${ms} ms, checked intact)`;
});
