/** `npm run api` / `npm start`: the demo server on HOST:PORT. */
import { configFromEnv } from './config';
import { createDemoServer } from './app';
import { loadDemos, loadRegistry } from './load-registry';

const config = configFromEnv();
const registry = await loadRegistry();
const { app, where } = await createDemoServer(registry, config, await loadDemos());
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
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
