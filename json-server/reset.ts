/** `npm run db:reset`: regenerates the demo database from the schemas. */
import fs from 'node:fs';
import { configFromEnv } from './config';
import { seedAll } from './app';
import { loadDemos, loadRegistry } from './load-registry';
import { writeFileAtomic } from './store';
import path from 'node:path';

const config = configFromEnv();
const registry = await loadRegistry();
fs.mkdirSync(path.dirname(config.dataFile), { recursive: true });
const data = seedAll(registry, await loadDemos(), config);
writeFileAtomic(config.dataFile, JSON.stringify(data));
const counts = Object.entries(data)
  .filter(([, v]) => Array.isArray(v))
  .map(([k, v]) => `${k}: ${(v as unknown[]).length}`);
console.log(`Wrote ${config.dataFile}\n  ${counts.join('\n  ')}`);
