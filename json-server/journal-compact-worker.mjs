// Compaction off the main thread: snapshot + closed journal segments → new snapshot (atomic).
// The store (json-server/store.ts) removes the segments once this reports success; until then,
// and after a crash at any point, snapshot + segments still hold every acknowledged change.
import { parentPort, workerData } from 'node:worker_threads';
import { compactFiles } from './journal-ops.mjs';

try {
  const { bytes, through } = compactFiles(workerData.file, workerData.segments, workerData.lineage);
  parentPort.postMessage({ ok: true, bytes, through });
} catch (e) {
  parentPort.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
}
