// `npm run serve`: the built app and the API, never building (CONTRACT §2.7: a production host
// needs no build tools: `npm ci --omit=dev && npm run serve` where `dist/` was built beforehand).
// The server runs in this process, so SIGTERM reaches it directly (server/shutdown.ts).
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const staticDir = path.resolve(process.env.STATIC_DIR || 'dist');
if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
  console.error(`No built app in ${staticDir}: run \`npm run build\` first (or set STATIC_DIR to where it is). \`npm run serve\` never builds.`);
  process.exit(1);
}
register();
await import('../server/main.ts');
