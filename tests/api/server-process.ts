/**
 * The demo server as a separate process (for tests that kill it with SIGKILL): resolves once it
 * prints "ready: http://…", with the child and its URL; rejects with its output if it does not start.
 * Every process started is kept until it exits: `killServerProcesses()` (a test file's `afterAll`)
 * leaves none behind when a test failed half-way.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export function startServerProcess(dataFile: string, env: Record<string, string> = {}, timeoutMs = 60000): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_FILE: dataFile, BCRYPT_ROUNDS: '4', JWT_SECRET: 'crash-test-secret', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready: (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    running.add(child);
    child.once('exit', () => running.delete(child));
  });
}

const running = new Set<ChildProcess>();

/** Kills every server process still running (SIGKILL). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Signs in on the server at `url` (the demo administrator by default); its access token. */
export async function signInAt(url: string, email = 'admin@demo.com', password = 'admin'): Promise<string> {
  const r = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (r.status !== 200) throw new Error(`sign-in at ${url} answered ${r.status}`);
  return ((await r.json()) as { accessToken: string }).accessToken;
}
