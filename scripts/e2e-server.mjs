// The demo server for end-to-end tests: a throw-away data file, the production build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_FILE: path.join(dir, 'db.sqlite'), BCRYPT_ROUNDS: '4', LOGIN_MAX_FAILURES: '50' },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
