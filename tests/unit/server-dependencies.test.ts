/**
 * Everything the server imports at run time is a declared `dependency` (CONTRACT §2.7: a production
 * install, `npm ci --omit=dev`, has no devDependencies). The imports are followed from the server's
 * entry points through every file they import, as Node would load them (type-only imports aside).
 * CI also starts the server from such an install (scripts/production-install.mjs).
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const ENTRY_POINTS = ['scripts/serve.mjs', 'server/main.ts', 'server/db-backup.ts', 'server/db-restore.ts', 'server/reset.ts', 'server/password-worker.mjs'];

/** Import specifiers of one file that load code at run time (static, dynamic and re-exports; not `import type`; a `require` of `createRequire`). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  const worker = /new\s+URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g;
  const required = /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const re of [statement, dynamic, worker, required]) for (const m of source.matchAll(re)) found.push(m[1]);
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which does not exist`);
  return found;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages the server loads, each with a file that imports it. */
function serverPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = ENTRY_POINTS.map((e) => path.join(ROOT, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) queue.push(resolveLocal(file, specifier));
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier) && !packages.has(packageOf(specifier)))
        packages.set(packageOf(specifier), path.relative(ROOT, file));
    }
  }
  return packages;
}

describe('the server’s run-time imports', () => {
  it('are all declared dependencies (not devDependencies, not hoisted from another package)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const packages = serverPackages();
    // the walk reaches the server's whole graph: the database, validation and HTTP libraries among them
    for (const known of ['express', 'ajv', 'better-sqlite3', 'kysely', 'pg', 'json-server', 'tsx']) expect([...packages.keys()]).toContain(known);
    const undeclared = [...packages].filter(([name]) => !(name in manifest.dependencies)).map(([name, file]) => `${name} (imported by ${file})`);
    expect(undeclared).toEqual([]);
  });
});
