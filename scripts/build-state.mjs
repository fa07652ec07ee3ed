// Whether the production build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'resources', 'i18n', 'index.html', 'vite.config.ts', 'vite', 'package.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

export function buildIsStale(root = process.cwd()) {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => newest(path.join(root, s)) > built);
}
