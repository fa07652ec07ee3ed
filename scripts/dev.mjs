// `npm run dev`: the demo API on :3001 and Vite with hot reload on :5173 (proxying the API paths).
import { spawn } from 'node:child_process';

const api = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
});
const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  api.kill();
  vite.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  api.kill();
  process.exit(code ?? 0);
});
