// `npm test`: every stage, in order; `npm run test:quick` (`--quick`): the inner loop's stages only.
// `node scripts/test.mjs api e2e`: the stages whose names start with the words given.
// Stops at the first failing stage; prints each stage's time as it ends and all of them, with the
// total, at the end (docs/testing.md: what each stage proves).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIsStale } from './build-state.mjs';
import { npx, run } from './run.mjs';

/** Commands run side by side (both cores: tsc and ESLint are single-threaded), output kept apart. */
async function together(...commands) {
  const codes = await Promise.all(commands.map((args) => npx(args, {}, { buffer: true })));
  return codes.find((c) => c !== 0) ?? 0;
}

const stages = [
  {
    name: 'static checks (tsc, ESLint, Prettier)',
    quick: true,
    run: () => together(['tsc', '--noEmit', '-p', 'tsconfig.json'], ['eslint', '.'], ['prettier', '--check', '--log-level', 'warn', '.']),
  },
  { name: 'unit and component tests', quick: true, run: () => npx(['vitest', 'run', '--project', 'unit', '--project', 'components']) },
  { name: 'API tests (SQLite)', quick: true, database: true, run: () => npx(['vitest', 'run', '--project', 'api']) },
  { name: 'API tests on PostgreSQL', database: true, run: () => npx(['vitest', 'run', '--project', 'api-postgres']) },
  // alone: it drops a throw-away schema into resources/, which an API test starting meanwhile would load
  { name: 'extensibility test (a throw-away schema file)', database: true, run: () => npx(['vitest', 'run', '--project', 'extensibility']) },
  { name: 'build', run: () => (buildIsStale() ? npx(['vite', 'build', '--logLevel', 'warn']) : Promise.resolve(0)) },
  // mostly unpacking packages (I/O): beside the end-to-end tests rather than before them
  {
    name: 'production install (npm ci --omit=dev, npm run serve)',
    database: true,
    beside: true,
    run: () => run(process.execPath, ['scripts/production-install.mjs'], {}, { buffer: true }),
  },
  { name: 'end-to-end tests', database: true, run: () => npx(['playwright', 'test']) },
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.filter((a) => !a.startsWith('--'));
const chosen = stages.filter((s) => (!quick || s.quick) && (!only.length || only.some((o) => s.name.startsWith(o))));

/**
 * better-sqlite3 is native, compiled from source where its prebuilt binary cannot be downloaded (80 s
 * on one core). Installed without its build (`npm ci --ignore-scripts`, as CI does), it is built
 * here, beside the static checks and unit tests, which open no database; the first stage that does
 * waits for it.
 */
function sqliteBinding() {
  const dir = path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  if (fs.existsSync(path.join(dir, 'build', 'Release', 'better_sqlite3.node'))) return undefined;
  console.log('better-sqlite3 has no native build yet: building it beside the first stages');
  const started = Date.now();
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['rebuild', 'better-sqlite3'], {}, { buffer: true })
    .then((code) => (code === 0 ? run(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"]) : code))
    .then((code) => ({ code, ms: Date.now() - started }));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed = 0;
/** Stages running beside the ones after them (`beside`), awaited at the end. */
const besides = [];
let nativeBuild = chosen.some((s) => s.database) ? sqliteBinding() : undefined;
for (const stage of chosen) {
  if (stage.database && nativeBuild) {
    const { code, ms } = await nativeBuild;
    nativeBuild = undefined;
    times.push(['better-sqlite3 native build (beside the stages before)', ms, code]);
    if (code !== 0) {
      console.log(`=== better-sqlite3's native build FAILED (exit ${code}): no test can open a database`);
      failed = code;
      break;
    }
  }
  const t0 = Date.now();
  console.log(`\n=== ${stage.name}${stage.beside ? ' (beside the next stages)' : ''} ===`);
  const ran = stage.run().then((code) => {
    times.push([stage.name, Date.now() - t0, code]);
    console.log(`=== ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds(Date.now() - t0)}`);
    return code;
  });
  if (stage.beside) {
    besides.push(ran);
    continue;
  }
  const code = await ran;
  if (code !== 0) {
    failed = code;
    break;
  }
}
for (const code of await Promise.all(besides)) failed ||= code;
console.log('\n=== stages ===');
for (const [name, ms, code] of times) console.log(`${seconds(ms).padStart(9)}  ${code === 0 ? 'ok    ' : 'FAILED'}  ${name}`);
console.log(`${seconds(Date.now() - started).padStart(9)}  ${failed ? 'FAILED' : 'ok    '}  total`);
process.exit(failed);
