/** Finds every schema file under resources/<section>/ and builds the registry (server side). */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceDef } from '../resources/define';
import { buildRegistry, SchemaError, type Registry } from '../resources/registry';

export const RESOURCES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../resources');

export async function loadRegistry(dir = RESOURCES_DIR): Promise<Registry> {
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('_'))
        .map((f) => path.join(dir, d.name, f)),
    )
    .sort();
  const defs: ResourceDef[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: ResourceDef };
    const def = mod.default;
    if (!def || typeof def !== 'object' || !('name' in def))
      throw new SchemaError(`${path.relative(dir, file)}: a schema file must \`export default defineResource({...})\``);
    if (path.basename(file, '.ts') !== def.name)
      throw new SchemaError(`${path.relative(dir, file)}: the file name must equal the resource name \`${def.name}\``);
    defs.push(def);
  }
  return buildRegistry(defs);
}
