/** `npm run db:restore -- FILE`: a backup put in place of a stopped server's DATA_FILE (server/db/sqlite-copy.ts). */
import { configFromEnv } from './config';
import { restoreSqlite } from './db/sqlite-copy';
import { pgDumpAdvice, runCommand } from './db/command-line';

runCommand('db:restore', (source) => {
  const config = configFromEnv();
  if (config.databaseUrl) return pgDumpAdvice('restore', config.databaseUrl, source);
  restoreSqlite(source, config.dataFile);
  return `Restored ${source} into ${config.dataFile}: start the server`;
});
