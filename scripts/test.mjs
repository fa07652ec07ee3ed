// `npm test`: type-check, lint and format check, unit + component tests, API tests, then end-to-end tests in Chromium.
// Exits non-zero on the first failing stage; prints one summary line per stage.
import { buildIsStale } from './build-state.mjs';
import { npx } from './run.mjs';

const stages = [
  ['type-check', () => npx(['tsc', '--noEmit', '-p', 'tsconfig.json'])],
  ['lint and format', async () => (await npx(['eslint', '.'])) || npx(['prettier', '--check', '--log-level', 'warn', '.'])],
  ['unit + component tests', () => npx(['vitest', 'run', '--project', 'unit'])],
  ['API tests (SQLite)', () => npx(['vitest', 'run', '--project', 'api'])],
  ['API tests on PostgreSQL', () => npx(['vitest', 'run', '--project', 'api-postgres'])],
  ['extensibility test (a throw-away schema file)', () => npx(['vitest', 'run', '--project', 'extensibility'])],
  ['build', () => (buildIsStale() ? npx(['vite', 'build', '--logLevel', 'warn']) : Promise.resolve(0))],
  ['end-to-end tests', () => npx(['playwright', 'test'])],
];

const only = process.argv.slice(2);
for (const [name, stage] of stages) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await stage();
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) process.exit(code);
}
