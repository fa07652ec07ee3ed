// bcrypt comparisons off the main thread (server/passwords.ts): bcryptjs is pure JavaScript,
// so a comparison on the event loop holds every other request for its whole cost (≈ 2 ms at cost 4,
// ≈ 60 ms at the default 10). Plain JavaScript: worker threads run without the TypeScript loader.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, password, hash }) => {
  let ok = false;
  try {
    ok = bcrypt.compareSync(password, hash);
  } catch {
    ok = false;
  }
  parentPort.postMessage({ id, ok });
});
