/** `npm run db:reset`: regenerates the demo records from the schemas, into the database (SQLite file or PostgreSQL). */
import { configFromEnv } from './config';
import { fillDatabase, openRepository, seedAll } from './storage';
import { loadDemos, loadRegistry } from './load-registry';

const config = configFromEnv();
const registry = await loadRegistry();
const { repo, where } = await openRepository(registry, config);
const data = seedAll(registry, await loadDemos(), config);
await fillDatabase(repo, registry, data);
await repo.close();
const counts = registry.all
  .map((d) => d.collection ?? d.name)
  .filter((c, i, all) => all.indexOf(c) === i)
  .map((c) => `${c}: ${Array.isArray(data[c]) ? (data[c] as unknown[]).length : 0}`);
console.log(`Regenerated the records in ${where}\n  ${counts.join('\n  ')}`);
