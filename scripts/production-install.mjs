// CI's check of the production path (CONTRACT §2.7, README "Deploying"): in a temporary copy of the
// project with the built `dist/`, the production install (no devDependencies: no Vite, no TypeScript
// compiler, no test tools), then `npm run serve`: the server must start, serve the app, the API and
// sign-in, and stop on SIGTERM.
//
// The production tree is npm's own answer to `--omit=dev` over the lockfile: this checkout's
// `node_modules` hard-linked into the copy (no bytes copied), then `npm prune --omit=dev` takes out every
// package the lockfile marks dev-only — the same 651 packages, at the same paths, as `npm ci --omit=dev`
// lays out (compared when this was written), in 5 s of CPU instead of 41 s of unpacking beside the
// end-to-end tests. Where hard links cannot be made (the copy on another file system), `npm ci --omit=dev`
// installs it; better-sqlite3's native module is then copied from this checkout's build instead of
// compiled again (the same compiler and sources, 80 s on one core).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-production-'));
const step = (text) => console.log(`production install: ${text}`);

function fail(text) {
  console.error(`production install: FAILED: ${text}`);
  process.exit(1);
}

/**
 * This checkout's node_modules hard-linked into the copy, then pruned by npm to the production dependencies; false
 * when the links cannot be made (nothing is left behind then). npm's hidden lockfile is unlinked first: npm rewrites
 * it in place, which would write through the link into this checkout's.
 */
function linkedInstall() {
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')], { stdio: 'pipe' });
  } catch {
    fs.rmSync(path.join(copy, 'node_modules'), { recursive: true, force: true });
    return false;
  }
  fs.rmSync(path.join(copy, 'node_modules', '.package-lock.json'), { force: true });
  execFileSync(npm, ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--offline', '--loglevel=error'], { cwd: copy, stdio: 'inherit' });
  return true;
}

/** `npm run serve` in the copy; resolves with its URL once ready, or fails with its output. */
function serve(env) {
  // in a process group of its own, as a service manager or a terminal runs it: a stop signal reaches npm and the server
  const child = spawn(npm, ['run', '--silent', 'serve'], { cwd: copy, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000);
    const read = (d) => {
      output += d.toString();
      const m = /ready: (http:\/\/[\d.]+:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return { child, ready, output: () => output };
}

try {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) fail('no dist/: run `npm run build` first');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files.filter((f) => !f.startsWith('tests/') && fs.existsSync(f))) {
    fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(copy, file));
  }
  fs.cpSync(path.join(root, 'dist'), path.join(copy, 'dist'), { recursive: true });
  const t0 = Date.now();
  if (linkedInstall()) step(`node_modules hard-linked and pruned of devDependencies (npm prune --omit=dev) in ${copy}`);
  else {
    step(`npm ci --omit=dev in ${copy}`);
    execFileSync(npm, ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: copy,
      stdio: 'inherit',
    });
    const binding = path.join('build', 'Release', 'better_sqlite3.node');
    const built = path.join(path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')), binding);
    fs.mkdirSync(path.dirname(path.join(copy, 'node_modules', 'better-sqlite3', binding)), { recursive: true });
    fs.copyFileSync(built, path.join(copy, 'node_modules', 'better-sqlite3', binding));
  }
  for (const dev of ['vite', 'typescript', 'vitest', '@playwright/test'])
    if (fs.existsSync(path.join(copy, 'node_modules', dev))) fail(`${dev} was installed: it is not a production dependency`);
  step(`installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // without a build, serve refuses (it never builds)
  const noBuild = spawn(npm, ['run', '--silent', 'serve'], { cwd: copy, env: { ...process.env, STATIC_DIR: path.join(copy, 'nowhere') }, stdio: 'pipe' });
  let said = '';
  noBuild.stderr.on('data', (d) => (said += d));
  const noBuildCode = await new Promise((resolve) => noBuild.once('exit', resolve));
  if (noBuildCode === 0 || !said.includes('npm run build')) fail(`serve without a build: exit ${noBuildCode}, said ${JSON.stringify(said)}`);

  const server = serve({ PORT: '0', HOST: '127.0.0.1', DATA_FILE: path.join(copy, 'data', 'db.sqlite'), JWT_SECRET: '', NODE_ENV: 'production' });
  const url = await server.ready.catch((error) => fail(`npm run serve: ${error.message}`));
  step(`serving at ${url}`);
  const page = await fetch(`${url}/`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root"')) fail(`GET / answered ${page.status}`);
  const doc = await fetch(`${url}/admin-company/v1/openapi.json`);
  if (doc.status !== 200) fail(`GET openapi.json answered ${doc.status}`);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (login.status !== 200) fail(`sign-in answered ${login.status}`);
  const { accessToken } = await login.json();
  const list = await fetch(`${url}/admin-company/v1/batteries?size=1`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (list.status !== 200) fail(`a list answered ${list.status}`);
  const t1 = Date.now();
  // the pipe closes when every process of the group has gone, the server last
  const gone = new Promise((resolve) => server.child.stdout.once('close', resolve));
  process.kill(-server.child.pid, 'SIGTERM');
  await gone;
  if (!server.output().includes('stopped: database closed')) fail(`SIGTERM: the server did not stop gracefully\n${server.output()}`);
  step(`stopped on SIGTERM in ${Date.now() - t1} ms: ok`);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
