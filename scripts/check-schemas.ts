/** `npx tsx scripts/check-schemas.ts`: loads every schema, generates the demo data, prints counts. */
import { loadDemos, loadRegistry } from '../server/load-registry';
import { generateResourceData } from '../server/seed';

const registry = await loadRegistry();
const db = generateResourceData(registry, await loadDemos(), 4);
for (const def of registry.all) console.log(`${def.route.padEnd(28)} ${def.name.padEnd(28)} ${(db[def.collection ?? def.name] ?? []).length}`);
console.log(`${registry.all.length} resources OK`);
