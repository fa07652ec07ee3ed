/**
 * The demo database: one JSON file, held in memory, written atomically.
 *
 * json-server 0.17 keeps its data in a lowdb 1 instance; `openStore` builds that instance over
 * an adapter that writes to a temporary file, fsyncs it and renames it over the data file, so
 * a crash (even SIGKILL mid-write) leaves either the old file or the new one, never half of one.
 */
import fs from 'node:fs';
import path from 'node:path';
import low from 'lowdb';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- collections hold records of every resource's shape; each reader narrows.
export type Row = Record<string, any>;
export type DbState = Record<string, unknown>;

export interface DataStore {
  /** The whole database; mutate it in place, then call `commit()`. */
  readonly data: DbState;
  /** The rows of a collection (created empty when missing). */
  rows(collection: string): Row[];
  /** Persists the current state atomically before returning. */
  commit(): void;
  /** The lowdb instance (what json-server's router takes). */
  readonly low: low.LowdbSync<DbState>;
  readonly file: string;
}

/** Writes `text` to `file` atomically: temporary file, fsync, rename. */
export function writeFileAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/** lowdb 1 sync adapter with atomic writes. */
class AtomicFileAdapter {
  constructor(
    readonly source: string,
    private readonly fallback: () => DbState,
  ) {}
  read(): DbState {
    if (!fs.existsSync(this.source)) {
      const initial = this.fallback();
      this.write(initial);
      return initial;
    }
    const text = fs.readFileSync(this.source, 'utf8');
    try {
      return JSON.parse(text) as DbState;
    } catch (e) {
      throw new Error(`The data file ${this.source} is not valid JSON (${(e as Error).message}). Run \`npm run db:reset\` to regenerate it.`);
    }
  }
  write(data: DbState): void {
    writeFileAtomic(this.source, JSON.stringify(data));
  }
}

/** Opens (or creates, with `seed()`) the data file. */
export function openStore(file: string, seed: () => DbState): DataStore {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // lowdb's typings expect its own adapter classes; ours has the same shape (read/write/source).
  const adapter = new AtomicFileAdapter(file, seed) as unknown as low.AdapterSync<DbState>;
  const db = low(adapter);
  const state = () => db.getState();
  return {
    get data() {
      return state();
    },
    rows(collection) {
      const s = state();
      if (!Array.isArray(s[collection])) s[collection] = [];
      return s[collection] as Row[];
    },
    commit() {
      db.write();
    },
    low: db,
    file,
  };
}
