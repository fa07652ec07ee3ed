import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../json-server/load-registry';
import { checkReferences, generateResourceData } from '../../json-server/seed';

describe('demo data from the schemas', () => {
  it('is deterministic, in reference order, with every reference resolved and every record valid for its schema', async () => {
    const registry = await loadRegistry();
    const a = generateResourceData(registry, 4);
    const b = generateResourceData(registry, 4);
    const strip = (db: Record<string, Record<string, unknown>[]>) => JSON.stringify(db, (k, v) => (k === 'passwordHash' ? undefined : v));
    expect(strip(a)).toBe(strip(b));
    expect(checkReferences(registry, a)).toEqual([]);
    for (const def of registry.all) if (!def.collection && def.demo.count > 0) expect(a[def.name]?.length, def.name).toBeGreaterThan(0);
    const json = JSON.stringify(a);
    expect(json.length).toBeLessThan(8 * 1024 * 1024);
  });
});
