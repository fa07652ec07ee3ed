/** `npm run serve` / `npm start` / `npm run api`: the demo server on HOST:PORT, until SIGTERM or SIGINT. */
import { configFromEnv } from './config';
import { createDemoServer } from './app';
import { DatabaseInUse } from './db/sqlite-lock';
import { loadDemos, loadRegistry } from './load-registry';
import { gracefulStop } from './shutdown';

const config = configFromEnv();
const registry = await loadRegistry();
// the demo files are read only if the database is empty (storage.ts)
const demo = await createDemoServer(registry, config, () => loadDemos()).catch((error: unknown) => {
  // a refusal the operator can act on is said in one line; anything else keeps its stack
  if (error instanceof DatabaseInUse) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
const { app, where } = demo;
const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  console.log(`Demo server ready: ${url}`);
  console.log(`  API:     ${url}/admin-company/v1  (OpenAPI: ${url}/admin-company/v1/openapi.json)`);
  console.log(`  Data:    ${where}`);
  console.log('  Demo accounts (email / password):');
  console.log('    admin@demo.com  / admin   — every privilege');
  console.log('    client@demo.com / client  — store manager: dashboard map + store-level screens of its store');
  console.log('    guest@demo.com  / guest   — no back-office privilege (refused)');
});
const stopper = gracefulStop(server, demo.close, { endStreams: () => demo.events.close() });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    // whatever happens, the process is gone within 5 seconds of the signal
    setTimeout(() => process.exit(1), 5000).unref();
    stopper.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
