// `npm start`: build the app if the build is missing or stale, then serve app + demo API on one origin
// (`npm run serve`, which never builds, is for production hosts).
import { buildIsStale } from './build-state.mjs';
import { npx } from './run.mjs';

if (buildIsStale()) {
  console.log('Building the app (the build is missing or older than its sources)…');
  const code = await npx(['vite', 'build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}
await import('./serve.mjs');
