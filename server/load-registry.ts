/** Finds every schema file under resources/<section>/ and builds the registry (server side); and the demo files beside them. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceDef } from '../resources/define';
import { buildRegistry, SchemaError, type Registry } from '../resources/registry';
import type { DemoDef } from '../resources/demo-gen';
import type { Demos } from './seed';

export const RESOURCES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../resources');

/** The files under resources/<section>/ whose names pass `keep` (helpers, `_*.ts`, never). */
const filesIn = (dir: string, keep: (name: string) => boolean): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith('.ts') && !f.startsWith('_') && keep(f))
        .map((f) => path.join(dir, d.name, f)),
    )
    .sort();

const isDemo = (f: string) => f.endsWith('.demo.ts');

export async function loadRegistry(dir = RESOURCES_DIR): Promise<Registry> {
  const files = filesIn(dir, (f) => !f.endsWith('.test.ts') && !isDemo(f));
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

/** The demo files (`<name>.demo.ts`) by the resource they are for: what the demo database is generated from (server/seed.ts). */
export async function loadDemos(dir = RESOURCES_DIR): Promise<Demos> {
  const demos = new Map<string, DemoDef>();
  for (const file of filesIn(dir, isDemo)) {
    const demo = ((await import(pathToFileURL(file).href)) as { default?: DemoDef }).default;
    if (!demo || typeof demo.resource !== 'string')
      throw new SchemaError(`${path.relative(dir, file)}: a demo file must \`export default defineDemo(schema, {...})\``);
    if (path.basename(file, '.demo.ts') !== demo.resource)
      throw new SchemaError(`${path.relative(dir, file)}: the file name must be the resource name \`${demo.resource}\` + .demo.ts`);
    demos.set(demo.resource, demo);
  }
  return demos;
}
