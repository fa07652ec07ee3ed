import fs from 'node:fs';
import { chromiumPath } from './browser';

export default function globalSetup() {
  if (!chromiumPath() && !fs.existsSync(`${process.env.HOME}/.cache/ms-playwright`))
    throw new Error('No Chromium found: run `apt-get install chromium` (or `npx playwright install chromium`), or set PLAYWRIGHT_CHROMIUM_PATH.');
  const dist = process.env.STATIC_DIR || 'dist';
  if (!fs.existsSync(`${dist}/index.html`)) throw new Error(`No production build in ${dist}: run \`npm run build\` first (npm test does it).`);
}
