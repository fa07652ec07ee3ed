/**
 * The app's registry: every schema file under resources/<section>/, found at build time, with the
 * run-time declarations in force installed when the privilege list brings them (CONTRACT §2.4).
 */
import type { ResourceDef } from '../../resources/define';
import { buildRegistry, SchemaError } from '../../resources/registry';
import { LiveRegistry } from '../../resources/live-registry';

const modules = import.meta.glob<ResourceDef>(
  ['../../resources/*/*.ts', '!../../resources/*/*.test.ts', '!../../resources/*/*.demo.ts', '!../../resources/*/_*.ts'],
  {
    eager: true,
    import: 'default',
  },
);

export function registryFromModules(mods: Record<string, ResourceDef>) {
  const defs = Object.keys(mods)
    .sort()
    .map((path) => {
      const def = mods[path];
      const file = path.replace(/^.*\//, '').replace(/\.ts$/, '');
      if (!def || typeof def !== 'object') throw new SchemaError(`${path}: a schema file must \`export default defineResource({...})\``);
      if (file !== def.name) throw new SchemaError(`${path}: the file name must equal the resource name \`${def.name}\``);
      return def;
    });
  return buildRegistry(defs);
}

export const registry = new LiveRegistry(registryFromModules(modules));
