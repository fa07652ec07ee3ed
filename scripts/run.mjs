// Runs a command, inheriting the terminal; resolves with its exit code. With `buffer`, its output is
// collected and printed whole when it ends (for commands run side by side).
import { spawn } from 'node:child_process';

export function run(cmd, args, env = {}, { buffer = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env }, shell: false });
    const out = [];
    if (buffer) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      if (buffer && out.length) process.stdout.write(Buffer.concat([Buffer.from(`--- ${[cmd, ...args].join(' ')}\n`), ...out]));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
export const npx = (args, env, options) => run(process.platform === 'win32' ? 'npx.cmd' : 'npx', args, env, options);
