// `npm test`: every stage, in order; `npm run test:quick` (`--quick`): the inner loop's stages only.
// `node scripts/test.mjs API e2e`: the stages whose names start with the words given (`quick: 'only'`: a stage of the
// inner loop that the whole run replaces with a larger one).
// Stops at the first failing stage; prints each stage's time as it ends and all of them, with the
// total, at the end (docs/testing.md: what each stage proves).
import { execFileSync } from 'node:child_process';
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
    // the type check with TypeScript 7's native compiler (`typescript-native`: 8 s here against 34 s for 5.9's tsc, the same
    // checks); `typescript` 5.9 stays for typescript-eslint's parser, which supports TypeScript below 6.1 (package.json)
    run: () =>
      together(
        ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
        ['eslint', '.'],
        ['prettier', '--check', '--log-level', 'warn', '.'],
      ),
  },
  { name: 'unit and component tests', quick: true, run: () => npx(['vitest', 'run', '--project', 'unit', '--project', 'components']) },
  // the inner loop: SQLite only
  { name: 'API tests (SQLite)', quick: 'only', database: true, run: () => npx(['vitest', 'run', '--project', 'api']) },
  // both engines in one run: one pool keeps both cores busy through each project's last long files (270 → 230 s here)
  {
    name: 'API tests (SQLite, and PostgreSQL for the engine-dependent files)',
    database: true,
    run: () => npx(['vitest', 'run', '--project', 'api', '--project', 'api-postgres']),
  },
  // alone: it drops a throw-away schema into resources/, which an API test starting meanwhile would load
  { name: 'extensibility test (a throw-away schema file)', database: true, run: () => npx(['vitest', 'run', '--project', 'extensibility']) },
  { name: 'build', run: () => (buildIsStale() ? npx(['vite', 'build', '--logLevel', 'warn']) : Promise.resolve(0)) },
  // mostly unpacking packages (I/O): beside the end-to-end tests rather than before them
  {
    name: 'production install (the production dependencies only, npm run serve)',
    database: true,
    beside: true,
    run: () => run(process.execPath, ['scripts/production-install.mjs'], {}, { buffer: true }),
  },
  { name: 'end-to-end tests', database: true, run: () => npx(['playwright', 'test']) },
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.filter((a) => !a.startsWith('--'));
const chosen = stages.filter((s) => (quick ? s.quick : s.quick !== 'only') && (!only.length || only.some((o) => s.name.startsWith(o))));

/**
 * better-sqlite3 is native. Its install script (`prebuild-install || node-gyp rebuild`) first looks for
 * its prebuilt binary in npm's cache (`~/.npm/_prebuilds`, where a download is kept), then downloads
 * it, and only then compiles from source (80 s on one core). Installed without its build (`npm ci
 * --ignore-scripts`, as CI does), it is built here, beside the static checks and unit tests, which
 * open no database; the first stage that does waits for it. Where the download is unreachable (this
 * machine), a binary compiled here is put in that cache under the download's name, as the download
 * would have been: the next install of the same version for the same Node finds it there.
 */
function sqliteBinding() {
  const dir = path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  const binary = path.join('build', 'Release', 'better_sqlite3.node');
  if (fs.existsSync(path.join(dir, binary))) return undefined;
  console.log('better-sqlite3 has no native build yet: installing it beside the first stages');
  const started = Date.now();
  const cached = prebuildCacheFile(dir);
  const wasCached = cached !== undefined && fs.existsSync(cached);
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['rebuild', 'better-sqlite3'], {}, { buffer: true })
    .then((code) => (code === 0 ? run(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"]) : code))
    .then((code) => {
      if (code === 0 && cached && !wasCached) keepInPrebuildCache(dir, binary, cached);
      console.log(`better-sqlite3: ${wasCached ? `the binary from npm's cache (${cached})` : 'compiled from source'}`);
      return { code, ms: Date.now() - started };
    });
}

/** The file prebuild-install looks for in npm's cache for this version, Node and platform (its own functions say where). */
function prebuildCacheFile(dir) {
  const script =
    "const u = require('prebuild-install/util'); const pkg = require('./package.json'); const rc = require('prebuild-install/rc')(pkg);" +
    'process.stdout.write(u.cachedPrebuild(u.getDownloadUrl({ ...rc, pkg })))';
  try {
    return execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' }) || undefined;
  } catch {
    return undefined;
  }
}

/** The compiled binary packed as its release is (`build/Release/better_sqlite3.node` in a .tar.gz), written whole or not at all. */
function keepInPrebuildCache(dir, binary, file) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    execFileSync('tar', ['-czf', partial, '-C', dir, binary]);
    fs.renameSync(partial, file);
  } catch (error) {
    console.log(`better-sqlite3: not kept in npm's cache (${error.message})`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The machine's busy and total CPU time so far (Linux's /proc/stat, in ticks), or undefined elsewhere. */
function cpuTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** How busy the machine's cores were since `from` (every process, not only the stage's): where a stage leaves a core idle. */
function cpuSince(from) {
  const now = cpuTicks();
  if (!from || !now || now.total === from.total) return '';
  return ` (CPU ${Math.round((100 * (now.busy - from.busy)) / (now.total - from.total))} %)`;
}
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
    times.push(["better-sqlite3's native module (npm's cache, else compiled; beside the stages before)", ms, code]);
    if (code !== 0) {
      console.log(`=== better-sqlite3's native build FAILED (exit ${code}): no test can open a database`);
      failed = code;
      break;
    }
  }
  const t0 = Date.now();
  const cpu0 = cpuTicks();
  console.log(`\n=== ${stage.name}${stage.beside ? ' (beside the next stages)' : ''} ===`);
  const ran = stage.run().then((code) => {
    const cpu = cpuSince(cpu0);
    times.push([stage.name + cpu, Date.now() - t0, code]);
    console.log(`=== ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds(Date.now() - t0)}${cpu}`);
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
