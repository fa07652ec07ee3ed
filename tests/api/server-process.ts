/**
 * The demo server as a separate process (for tests that kill it with SIGKILL): resolves once it
 * prints "ready: http://…", with the child and its URL; rejects with its output if it does not start.
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
  });
}
