// Runs a command, inheriting the terminal; resolves with its exit code.
import { spawn } from 'node:child_process';

export function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
export const npx = (args, env) => run(process.platform === 'win32' ? 'npx.cmd' : 'npx', args, env);
