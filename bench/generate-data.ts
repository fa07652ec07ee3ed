/**
 * The benchmark's database: the normal demo database (server/seed.ts, resources/demo-gen.ts),
 * with a few collections scaled to operator size, written into a SQLite database file.
 * Deterministic: the same counts give the same records. The demo files stay the single source:
 * only their `count` is overridden.
 *
 *   npx tsx bench/generate-data.ts out.sqlite [count]     (count defaults to 100000; cabinets: count / 10)
 *   npx tsx bench/generate-data.ts postgres://… [count]  (into an empty PostgreSQL database)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadDemos, loadRegistry } from '../server/load-registry';
import type { DbState } from '../server/row';
import { fillDatabase, openRepository, seedAll } from '../server/storage';
import { Gen } from '../resources/demo-gen';

/** The collections the benchmark scales: an asset list, an order list, a device-message log (count each) and the cabinets the map shows (count / 10). */
export const SCALED_RESOURCES = ['batteries', 'rent-orders', 'cab-messages'] as const;
export const MAP_RESOURCE = 'cab-devices';

export function benchCounts(count = 100_000): Record<string, number> {
  return { ...Object.fromEntries(SCALED_RESOURCES.map((r) => [r, count])), [MAP_RESOURCE]: Math.round(count / 10) };
}

export async function generateBenchDatabase(count = 100_000, bcryptRounds = 4): Promise<DbState> {
  const counts = benchCounts(count);
  const registry = await loadRegistry();
  const demos = new Map(
    [...(await loadDemos())].map(([name, demo]) => {
      const target = counts[name];
      if (target === undefined) return [name, demo];
      const fixed = demo.rows?.(new Gen(`demo:${name}`)).length ?? 0;
      return [name, { ...demo, count: Math.max(0, target - fixed) }];
    }),
  );
  return seedAll(registry, demos, { bcryptRounds });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? 'bench-results/bench-db.sqlite');
  const count = Number(process.argv[3] ?? 100_000);
  const t0 = performance.now();
  const data = await generateBenchDatabase(count);
  const postgres = /^postgres(ql)?:\/\//.test(process.argv[2] ?? '');
  if (!postgres) fs.rmSync(out, { force: true });
  const target = postgres ? { dataFile: '', databaseUrl: process.argv[2] } : { dataFile: out, databaseUrl: undefined };
  const { repo, where } = await openRepository(await loadRegistry(), target);
  await fillDatabase(repo, await loadRegistry(), data);
  await repo.close();
  const sizes = Object.keys(benchCounts(count))
    .map((r) => `${r}: ${(data[r] as unknown[]).length}`)
    .join(', ');
  const size = postgres ? '' : `${(fs.statSync(out).size / 1e6).toFixed(1)} MB; `;
  console.log(`Wrote ${where} (${size}${sizes}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
