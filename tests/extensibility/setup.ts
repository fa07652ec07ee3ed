import fs from 'node:fs';
import path from 'node:path';
import { PROBE_FILE, PROBE_SOURCE } from './probe-schema';

const file = path.resolve(PROBE_FILE);

export function setup() {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, PROBE_SOURCE);
}

export function teardown() {
  fs.rmSync(file, { force: true });
}
