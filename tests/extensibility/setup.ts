import fs from 'node:fs';
import path from 'node:path';
import { PROBE_DEMO_FILE, PROBE_DEMO_SOURCE, PROBE_FILE, PROBE_SOURCE } from './probe-schema';

const file = path.resolve(PROBE_FILE);
const demoFile = path.resolve(PROBE_DEMO_FILE);

export function setup() {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, PROBE_SOURCE);
  fs.writeFileSync(demoFile, PROBE_DEMO_SOURCE);
}

export function teardown() {
  fs.rmSync(file, { force: true });
  fs.rmSync(demoFile, { force: true });
}
