// `npm test`: every stage, in order; `npm run test:quick` (`--quick`): the inner loop's stages only.
// `node scripts/test.mjs api e2e`: the stages whose names start with the words given.
// Stops at the first failing stage; prints each stage's time as it ends and all of them, with the
// total, at the end (docs/testing.md: what each stage proves).
import { buildIsStale } from './build-state.mjs';
import { npx } from './run.mjs';

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
  { name: 'API tests (SQLite)', quick: true, run: () => npx(['vitest', 'run', '--project', 'api']) },
  { name: 'API tests on PostgreSQL', run: () => npx(['vitest', 'run', '--project', 'api-postgres']) },
  // alone: it drops a throw-away schema into resources/, which an API test starting meanwhile would load
  { name: 'extensibility test (a throw-away schema file)', run: () => npx(['vitest', 'run', '--project', 'extensibility']) },
  { name: 'build', run: () => (buildIsStale() ? npx(['vite', 'build', '--logLevel', 'warn']) : Promise.resolve(0)) },
  { name: 'end-to-end tests', run: () => npx(['playwright', 'test']) },
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.filter((a) => !a.startsWith('--'));
const chosen = stages.filter((s) => (!quick || s.quick) && (!only.length || only.some((o) => s.name.startsWith(o))));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed = 0;
for (const stage of chosen) {
  const t0 = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  const code = await stage.run();
  times.push([stage.name, Date.now() - t0, code]);
  console.log(`=== ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds(Date.now() - t0)}`);
  if (code !== 0) {
    failed = code;
    break;
  }
}
console.log('\n=== stages ===');
for (const [name, ms, code] of times) console.log(`${seconds(ms).padStart(9)}  ${code === 0 ? 'ok    ' : 'FAILED'}  ${name}`);
console.log(`${seconds(Date.now() - started).padStart(9)}  ${failed ? 'FAILED' : 'ok    '}  total`);
process.exit(failed);
