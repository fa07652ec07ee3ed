/** What db:backup and db:restore share: their one argument, their one-line answers and exit codes. */
import { withoutPassword } from './open';

/** Runs `work` with the command's FILE argument; prints its answer, or what went wrong in words, and sets the exit code. */
export function runCommand(name: string, work: (file: string) => string): void {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(`usage: npm run ${name} -- FILE`);
    process.exitCode = 2;
    return;
  }
  try {
    console.log(work(file));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

/** On PostgreSQL the database server's own tools do it, consistently while the API runs. */
export function pgDumpAdvice(what: 'backup' | 'restore', databaseUrl: string, file: string): never {
  const where = withoutPassword(databaseUrl);
  throw new Error(
    what === 'backup'
      ? `The records are in PostgreSQL (${where}): back them up with pg_dump, consistent while the servers run:\n  pg_dump --format=custom --file=${file} "$DATABASE_URL"`
      : `The records are in PostgreSQL (${where}): stop the servers, then restore with pg_restore:\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`,
  );
}
