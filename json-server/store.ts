/**
 * The demo database: one JSON snapshot file plus a write-ahead journal, held in memory.
 *
 * json-server 0.17 keeps its data in a lowdb 1 instance; `openStore` builds that instance over an
 * adapter that reads the snapshot and replays the journal. Code mutates the collections in place
 * (`rows()`), then calls `commit()`, which works out what changed since the last commit and makes
 * it durable before returning:
 *
 * - small database (snapshot ≤ `journalAboveBytes`, 4 MB by default): the whole snapshot is
 *   rewritten atomically (temporary file, fsync, rename) — what the tests that read the data file
 *   directly expect, and cheap at that size;
 * - larger: one journal line per commit (`{"ops":[...]}`: the rows put or deleted, the
 *   top-level values set), appended and fdatasync'ed — no whole-file serialisation on the request
 *   path. When the journal passes `compactAtBytes` it is folded into the snapshot by a worker
 *   thread; at start-up it is replayed and folded in before the server listens.
 *
 * `commitAsync()` is the request path's commit (group commit): the same line, appended now and in
 * commit order, but the fdatasync runs on libuv's thread pool and one covers every line written
 * before it started; the promise resolves once the line is on disk, and the route answers then.
 * Under load many writes share one fdatasync and the event loop never waits for the disk (a
 * synchronous fdatasync per write took 2 ms at the median and 100 ms at worst on a busy disk, with
 * every other request waiting). Other requests may read a change before it is durable; none is
 * acknowledged before. In snapshot mode it is `commit()`.
 *
 * A crash (even SIGKILL mid-write) leaves the old snapshot or the new one, plus whole journal
 * lines; a torn last line was never acknowledged and is dropped. Line format and replay:
 * journal-ops.mjs.
 *
 * How `commit()` finds the changes, cheaply at 100,000 rows:
 * - a collection is examined when it was handed out by `rows()` / `data` since the last commit
 *   (or in the last 30 s), or when a change was announced with `changed()`;
 * - small collections (≤ `deepDiffMaxRows` rows) are compared row by row with a copy taken at the
 *   last commit: any change is found, in-place ones included;
 * - large collections are compared by row identity (rows added, removed or replaced) plus the rows
 *   announced with `changed()` — the resource routes announce theirs through the audit log
 *   (logs.ts). A writer that changes a row of a large collection IN PLACE must announce it, or
 *   the change stays in memory only. `peek()` hands rows out for reading without any of this.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import low from 'lowdb';
import crypto from 'node:crypto';
import {
  JOURNAL_MARK,
  fsyncDir,
  journalSegments,
  loadDurable,
  segmentHeader,
  segmentName,
  writeFileAtomic as writeAtomic,
  type JournalOp,
  type Segment,
} from './journal-ops.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- collections hold records of every resource's shape; each reader narrows.
export type Row = Record<string, any>;
export type DbState = Record<string, unknown>;

/** A committed change to a collection, for derived structures (list indexes). */
export type RowChange = { put: Row } | { del: string };

export interface StoreOptions {
  /** Snapshot size above which commits go to the journal rather than rewriting the snapshot. */
  journalAboveBytes?: number;
  /** Journal size that starts a compaction (default: the larger of 64 MB and the snapshot size). */
  compactAtBytes?: number;
  /** Collections up to this many rows are diffed field by field; larger ones by row identity. */
  deepDiffMaxRows?: number;
}

export interface StoreStats {
  mode: 'snapshot' | 'journal';
  snapshotBytes: number;
  journalBytes: number;
  commits: number;
  snapshotWrites: number;
  journalWrites: number;
  /** fdatasyncs of the journal (group commits share one). */
  journalSyncs: number;
  compactions: number;
  replayedChangeSets: number;
}

export interface DataStore {
  /** The whole database; mutate it in place, then call `commit()`. */
  readonly data: DbState;
  /** The rows of a collection (created empty when missing), to change in place then `commit()`. */
  rows(collection: string): Row[];
  /** The rows of a collection for reading (or for a writer that announces each change with `changed()`). */
  peek(collection: string): Row[];
  /** Announces that row `id` of `collection` was added or changed (`put`) or removed (`del`) in place. */
  changed(collection: string, id: unknown, kind?: 'put' | 'del'): void;
  /** Persists every change since the last commit before returning. */
  commit(): void;
  /**
   * Records every change since the last commit now (same diff, same journal line, in commit
   * order) and resolves once it is durable; the disk wait is off the event loop and shared with
   * concurrent commits. Answer the client after it resolves.
   */
  commitAsync(): Promise<void>;
  /** Resource name → collection name, for announcements made by resource (`logs.ts`). */
  mapResources(pairs: Iterable<readonly [string, string]>): void;
  collectionOf(resource: string): string;
  /** Increases with every committed change of `collection`. */
  version(collection: string): number;
  /** The committed changes of `collection` after `version`; undefined when only a rebuild will do. */
  changesSince(collection: string, version: number): readonly RowChange[] | undefined;
  readonly stats: Readonly<StoreStats>;
  /** Folds the journal into the snapshot now, on this thread. */
  compactNow(): void;
  /** Waits for a running compaction and closes the journal. */
  close(): Promise<void>;
  /** The lowdb instance (what json-server's router takes). */
  readonly low: low.LowdbSync<DbState>;
  readonly file: string;
}

const DEFAULT_JOURNAL_ABOVE = 4_000_000;
const DEFAULT_DEEP_DIFF_MAX_ROWS = 2000;
const TOUCH_GRACE_MS = 30_000;
const CHANGE_HISTORY = 512;

const envBytes = (name: string): number | undefined => {
  const v = process.env[name];
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * Writes a whole data file atomically (temporary file, fsync, rename). Its journal, if any, is
 * obsolete and goes (this is how `npm run db:reset` and the benchmark replace a database).
 */
export function writeFileAtomic(file: string, text: string): void {
  writeAtomic(file, text);
  removeSegments(file, journalSegments(file));
}

function removeSegments(file: string, segments: readonly { file: string }[]): void {
  if (!segments.length) return;
  for (const s of segments) fs.rmSync(s.file, { force: true });
  fsyncDir(path.dirname(file));
}

/** The durable state of a data file: snapshot + journal, as a restart would see it (tests, tools). */
export function readDurableState(file: string): DbState {
  return loadDurable(file, journalSegments(file)).state as DbState;
}

/** Moves journal segments that belong to another snapshot out of the way (kept, renamed `.stale`). */
function setAside(file: string, stale: readonly Segment[]): void {
  for (const seg of stale) {
    fs.renameSync(seg.file, `${seg.file}.stale`);
    console.warn(
      `[store] ${path.basename(seg.file)} does not extend ${path.basename(file)} (the data file was replaced?): kept as ${path.basename(seg.file)}.stale, not replayed`,
    );
  }
  if (stale.length) fsyncDir(path.dirname(file));
}

// ---- JSON helpers: copies and comparisons with JSON's semantics (undefined members do not exist) ----

function cloneJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(cloneJson) as T;
  const o: Row = {};
  for (const k in v) {
    const x = (v as Row)[k];
    if (x !== undefined) o[k] = cloneJson(x);
  }
  return o as T;
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let na = 0;
  for (const k in a) {
    const va = (a as Row)[k];
    if (va === undefined) continue;
    na++;
    if (!jsonEqual(va, (b as Row)[k])) return false;
  }
  let nb = 0;
  for (const k in b) if ((b as Row)[k] !== undefined) nb++;
  return na === nb;
}

const idOf = (row: unknown): string | undefined => {
  if (typeof row !== 'object' || row === null) return undefined;
  const id = (row as Row).id;
  return id === undefined || id === null ? undefined : String(id);
};

// ---- per-key memory of the last committed state ----

interface Shadow {
  /** The value was absent. */
  absent: boolean;
  /** Arrays: the row objects, in order. */
  refs?: Row[];
  /** Small arrays: copies of the rows (parallel to refs). */
  images?: Row[];
  /** Other values: their JSON. */
  json?: string;
}

interface ChangeLog {
  version: number;
  /** Recent committed changes: `null` changes = a whole-value replacement. */
  history: { version: number; changes: RowChange[] | null }[];
}

/** Opens (or creates, with `seed()`) the data file. */
export function openStore(file: string, seed: () => DbState, options: StoreOptions = {}): DataStore {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const journalAbove = options.journalAboveBytes ?? envBytes('STORE_JOURNAL_ABOVE_BYTES') ?? DEFAULT_JOURNAL_ABOVE;
  const deepDiffMaxRows = options.deepDiffMaxRows ?? DEFAULT_DEEP_DIFF_MAX_ROWS;
  const stats: StoreStats = {
    mode: 'snapshot',
    snapshotBytes: 0,
    journalBytes: 0,
    commits: 0,
    snapshotWrites: 0,
    journalWrites: 0,
    journalSyncs: 0,
    compactions: 0,
    replayedChangeSets: 0,
  };
  const compactAt = () => options.compactAtBytes ?? envBytes('STORE_COMPACT_AT_BYTES') ?? Math.max(64_000_000, stats.snapshotBytes);

  let nextSegment = 1;
  /** The last journal segment the snapshot absorbed, and its lineage (written into it as `_journal`). */
  let through = 0;
  let lineage: string = crypto.randomUUID();
  /** Whether the snapshot on disk carries the mark (else new segments name it by size and mtime). */
  let marked = false;
  let segmentFd: number | undefined;
  let segmentFile: string | undefined;
  let compaction: Promise<void> | undefined;

  // In snapshot mode, the JSON of each top-level value at the last write: a commit re-serialises
  // only the values it changed (a few kB), not the whole database.
  let parts: Map<string, string> | undefined;
  const writeSnapshot = (state: DbState, changedKeys?: Iterable<string>) => {
    let text: string;
    const mark = `,${JSON.stringify(JOURNAL_MARK)}:${JSON.stringify({ id: lineage, through })}`;
    if (parts && changedKeys) {
      for (const key of changedKeys) parts.delete(key);
      const out: string[] = [];
      for (const key of Object.keys(state)) {
        if (state[key] === undefined) continue;
        let json = parts.get(key);
        if (json === undefined) parts.set(key, (json = JSON.stringify(state[key])));
        out.push(`${JSON.stringify(key)}:${json}`);
      }
      text = `{${out.join(',')}${mark}}`;
    } else {
      text = JSON.stringify(state);
      text = text === '{}' ? `{${mark.slice(1)}}` : `${text.slice(0, -1)}${mark}}`;
      parts = undefined;
    }
    writeAtomic(file, text);
    marked = true;
    stats.snapshotBytes = Buffer.byteLength(text);
    stats.snapshotWrites++;
  };

  /** lowdb 1 sync adapter: reads snapshot + journal (folding the journal in), writes through `commit()`. */
  const adapter = {
    source: file,
    read(): DbState {
      const segments = journalSegments(file);
      if (!fs.existsSync(file)) {
        setAside(file, segments); // a journal without its snapshot belongs to a deleted database
        const initial = seed();
        writeSnapshot(initial);
        return initial;
      }
      let loaded: ReturnType<typeof loadDurable>;
      try {
        loaded = loadDurable(file, segments);
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        throw new Error(`The data file ${file} is not valid JSON (${e.message}). Run \`npm run db:reset\` to regenerate it.`);
      }
      const { state, mark } = loaded;
      stats.snapshotBytes = loaded.bytes;
      stats.replayedChangeSets = loaded.changeSets;
      through = loaded.through;
      if (mark.id) lineage = mark.id;
      marked = mark.id !== undefined;
      setAside(file, loaded.stale);
      if (loaded.replayed.length) {
        writeSnapshot(state as DbState); // compaction at start-up
        stats.compactions++;
      }
      removeSegments(file, [...loaded.absorbed, ...loaded.replayed]);
      nextSegment = Math.max(through, ...segments.map((seg) => seg.n)) + 1;
      return state as DbState;
    },
    write(): void {
      commit();
    },
  };
  // lowdb's typings expect its own adapter classes; ours has the same shape (read/write/source).
  const db = low(adapter as unknown as low.AdapterSync<DbState>);
  const state = (): DbState => db.getState();
  stats.mode = stats.snapshotBytes > journalAbove ? 'journal' : 'snapshot';

  // ---- what changed since the last commit ----
  const shadows = new Map<string, Shadow>();
  const touched = new Set<string>();
  const lastTouch = new Map<string, number>();
  const announced = new Map<string, Map<string, 'put' | 'del'>>();
  const logs = new Map<string, ChangeLog>();
  const positions = new Map<string, Map<string, number>>();
  const resources = new Map<string, string>();

  const shadowOf = (value: unknown, withImages: boolean): Shadow => {
    if (value === undefined) return { absent: true };
    if (Array.isArray(value)) {
      const refs = value.slice() as Row[];
      return { absent: false, refs, images: withImages && refs.length <= deepDiffMaxRows ? refs.map(cloneJson) : undefined };
    }
    return { absent: false, json: JSON.stringify(value) };
  };

  const touch = (key: string) => {
    if (!shadows.has(key)) shadows.set(key, shadowOf(state()[key], true));
    touched.add(key);
    lastTouch.set(key, Date.now());
  };

  /** Index of the row with `id` in the current rows of `key` (cached, checked, rebuilt when stale). */
  const positionOf = (key: string, rows: readonly Row[], id: string): number => {
    const cached = positions.get(key)?.get(id);
    if (cached !== undefined && idOf(rows[cached]) === id) return cached;
    // rows just appended are the common case: look at the end first
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 8; i--) if (idOf(rows[i]) === id) return i;
    const map = new Map<string, number>();
    for (let i = 0; i < rows.length; i++) {
      const rid = idOf(rows[i]);
      if (rid !== undefined && !map.has(rid)) map.set(rid, i);
    }
    positions.set(key, map);
    return map.get(id) ?? -1;
  };

  /**
   * Appends to `ops` what turns the last committed value of `key` into the current one, and
   * remembers the current one. Row-level ops keep replay order right: deletions first, then
   * puts in row order (a put of a new row appends it); anything else becomes a whole `set`.
   */
  const diffKey = (key: string, ops: JournalOp[], changes: Map<string, RowChange[] | null>) => {
    const value = state()[key];
    const shadow = shadows.get(key);
    const hints = announced.get(key);
    if (value === undefined) {
      if (shadow ? !shadow.absent : hints) {
        ops.push({ unset: key });
        changes.set(key, null);
      }
      if (shadow) shadows.set(key, { absent: true });
      positions.delete(key);
      return;
    }
    if (!Array.isArray(value)) {
      const json = JSON.stringify(value);
      if (!shadow || shadow.json !== json) {
        ops.push({ set: key, v: value });
        changes.set(key, null);
      }
      shadows.set(key, { absent: false, json });
      return;
    }
    const rows = value as Row[];
    const setWhole = () => {
      ops.push({ set: key, v: rows });
      changes.set(key, null);
      shadows.set(key, shadowOf(rows, true));
      positions.delete(key);
    };
    const emit = (removed: readonly string[], changedIdx: Iterable<number>) => {
      const list: RowChange[] = [];
      for (const id of removed) {
        ops.push({ del: key, id });
        list.push({ del: id });
      }
      for (const i of [...new Set(changedIdx)].sort((a, b) => a - b)) {
        ops.push({ put: key, r: rows[i] });
        list.push({ put: rows[i] });
      }
      if (list.length) changes.set(key, list);
    };
    const announcedPuts = () => {
      const idx: number[] = [];
      for (const [id, kind] of hints ?? []) {
        if (kind !== 'put') continue;
        const i = positionOf(key, rows, id);
        if (i >= 0) idx.push(i);
      }
      return idx;
    };

    if (!shadow) {
      // Never handed out by rows(): only announced changes (peek() writers such as the logs).
      const dels = [...(hints ?? [])].filter(([id, kind]) => kind === 'del' || positionOf(key, rows, id) < 0).map(([id]) => id);
      emit(dels, announcedPuts());
      if (dels.length) positions.delete(key);
      return;
    }
    if (!shadow.refs) return setWhole(); // it was absent, or not an array

    const refs = shadow.refs;
    const images = shadow.images;
    const small = rows.length <= deepDiffMaxRows;
    const changedIdx: number[] = [];
    let prefix = 0;
    const min = Math.min(rows.length, refs.length);
    while (prefix < min && rows[prefix] === refs[prefix]) prefix++;

    if (prefix === refs.length && prefix === rows.length) {
      // same rows in the same places: in-place changes only
      if (images) for (let i = 0; i < rows.length; i++) if (!jsonEqual(rows[i], images[i])) changedIdx.push(i);
      emit([], [...changedIdx, ...announcedPuts()]);
      if (small && images) for (const i of changedIdx) images[i] = cloneJson(rows[i]);
      else if (small) shadows.set(key, shadowOf(rows, true));
      else shadow.images = undefined;
      return;
    }
    if (prefix === refs.length) {
      // rows appended at the end (the common write)
      if (images) for (let i = 0; i < prefix; i++) if (!jsonEqual(rows[i], images[i])) changedIdx.push(i);
      const ids = small ? new Set(refs.map(idOf)) : new Set<string | undefined>();
      for (let i = prefix; i < rows.length; i++) {
        const id = idOf(rows[i]);
        if (id === undefined || ids.has(id)) return setWhole(); // a row without an id, or one appended twice
        ids.add(id);
        changedIdx.push(i);
      }
      emit([], [...changedIdx, ...announcedPuts()]);
      const changed = new Set(changedIdx);
      const newImages = small ? rows.map((r, i) => (images && i < prefix && !changed.has(i) ? images[i] : cloneJson(r))) : undefined;
      shadows.set(key, { absent: false, refs: rows.slice(), images: newImages });
      return;
    }
    let removedAt = -1;
    if (rows.length === refs.length - 1) {
      removedAt = prefix;
      for (let i = prefix; i < rows.length; i++)
        if (rows[i] !== refs[i + 1]) {
          removedAt = -1;
          break;
        }
    }
    if (removedAt >= 0) {
      // one row removed (a delete)
      const id = idOf(refs[removedAt]);
      if (id === undefined) return setWhole();
      if (images) for (let i = 0; i < rows.length; i++) if (!jsonEqual(rows[i], images[i < removedAt ? i : i + 1])) changedIdx.push(i);
      emit([id], [...changedIdx, ...announcedPuts()]);
      positions.delete(key);
      shadows.set(key, small ? shadowOf(rows, true) : { absent: false, refs: rows.slice() });
      return;
    }
    // General case: match rows by id. Survivors must keep their order and new rows come last,
    // else (a sort in place, an insertion at the front) the whole collection is written.
    const before = new Map<string, number>();
    for (let i = 0; i < refs.length; i++) {
      const id = idOf(refs[i]);
      if (id === undefined || before.has(id)) return setWhole();
      before.set(id, i);
    }
    const seen = new Set<string>();
    let last = -1;
    let sawNew = false;
    for (let i = 0; i < rows.length; i++) {
      const id = idOf(rows[i]);
      if (id === undefined || seen.has(id)) return setWhole();
      seen.add(id);
      const j = before.get(id);
      if (j === undefined) {
        sawNew = true;
        changedIdx.push(i);
        continue;
      }
      if (sawNew || j < last) return setWhole();
      last = j;
      if (rows[i] !== refs[j] || (images && !jsonEqual(rows[i], images[j]))) changedIdx.push(i);
    }
    const removed = [...before.keys()].filter((id) => !seen.has(id));
    emit(removed, [...changedIdx, ...announcedPuts()]);
    positions.delete(key);
    shadows.set(key, small ? shadowOf(rows, true) : { absent: false, refs: rows.slice() });
  };

  // ---- group commit: fdatasync on the thread pool, shared by the lines written before it starts ----
  type Waiter = { resolve: () => void; reject: (e: Error) => void };
  /** Commits whose line is written and not yet covered by an fdatasync that started after it. */
  let waiting: Waiter[] = [];
  /** The fd an asynchronous fdatasync is running on, and whether to close it when that ends. */
  let syncingFd: number | undefined;
  let closeWhenSynced = false;
  let syncIdle: Promise<void> = Promise.resolve();
  let syncIdleResolve: (() => void) | undefined;

  const scheduleSync = () => {
    if (syncingFd !== undefined || !waiting.length || segmentFd === undefined) return;
    const batch = waiting;
    waiting = [];
    const fd = segmentFd;
    syncingFd = fd;
    if (!syncIdleResolve) syncIdle = new Promise<void>((r) => (syncIdleResolve = r));
    fs.fdatasync(fd, (err) => {
      syncingFd = undefined;
      stats.journalSyncs++;
      if (closeWhenSynced) {
        closeWhenSynced = false;
        fs.closeSync(fd);
      }
      for (const w of batch)
        if (err) w.reject(err);
        else w.resolve();
      scheduleSync();
      if (syncingFd === undefined && syncIdleResolve) {
        syncIdleResolve();
        syncIdleResolve = undefined;
      }
    });
  };

  /** Makes every written line durable now, on this thread (before a segment is closed or on a synchronous commit). */
  const syncNow = () => {
    if (segmentFd === undefined) return;
    fs.fdatasyncSync(segmentFd);
    stats.journalSyncs++;
    for (const w of waiting.splice(0)) w.resolve();
  };

  /** Closes the open segment (after making it durable); a running asynchronous fdatasync on it closes it when it ends. */
  const closeSegment = () => {
    if (segmentFd === undefined) return;
    syncNow();
    if (syncingFd === segmentFd) closeWhenSynced = true;
    else fs.closeSync(segmentFd);
    segmentFd = undefined;
  };

  const openSegment = () => {
    segmentFile = segmentName(file, nextSegment++);
    const st = marked ? undefined : fs.statSync(file);
    const header = segmentHeader(st ? { id: lineage, size: st.size, mtimeMs: st.mtimeMs } : { id: lineage });
    segmentFd = fs.openSync(segmentFile, 'a');
    fs.writeSync(segmentFd, header);
    fs.fdatasyncSync(segmentFd);
    fsyncDir(path.dirname(file));
    stats.journalBytes += Buffer.byteLength(header);
  };

  const startCompaction = () => {
    if (compaction || segmentFd === undefined) return;
    closeSegment();
    const done = journalSegments(file);
    openSegment();
    const worker = new Worker(new URL('./journal-compact-worker.mjs', import.meta.url), { workerData: { file, segments: done, lineage } });
    compaction = new Promise<void>((resolve) => {
      const finish = (result: { ok: boolean; bytes?: number; through?: number; error?: string }) => {
        if (result.ok) {
          through = result.through ?? through;
          marked = true;
          removeSegments(file, done);
          stats.snapshotBytes = result.bytes ?? stats.snapshotBytes;
          stats.journalBytes = segmentFile && fs.existsSync(segmentFile) ? fs.statSync(segmentFile).size : 0;
          stats.compactions++;
        } else console.error(`[store] compaction failed (the journal is kept): ${result.error}`);
        compaction = undefined;
        resolve();
      };
      worker.once('message', finish);
      worker.once('error', (e) => finish({ ok: false, error: e.message }));
    });
  };

  /** Makes `ops` durable: now (`sync`), or by the next group fdatasync (the returned promise). */
  const persist = (ops: JournalOp[], changedKeys: Iterable<string>, sync: boolean): Promise<void> | undefined => {
    if (stats.mode === 'snapshot') {
      parts ??= new Map();
      writeSnapshot(state(), changedKeys);
      if (stats.snapshotBytes > journalAbove) {
        stats.mode = 'journal';
        parts = undefined;
      }
      return undefined;
    }
    if (segmentFd === undefined) openSegment();
    const line = `${JSON.stringify({ ops })}\n`;
    fs.writeSync(segmentFd!, line);
    stats.journalBytes += Buffer.byteLength(line);
    stats.journalWrites++;
    let durable: Promise<void> | undefined;
    if (sync) syncNow();
    else {
      durable = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      scheduleSync();
    }
    // a compaction closes this segment, making the line durable first
    if (stats.journalBytes >= compactAt()) startCompaction();
    return durable;
  };

  function commit(): void {
    record(true);
  }

  function commitAsync(): Promise<void> {
    return record(false) ?? Promise.resolve();
  }

  function record(sync: boolean): Promise<void> | undefined {
    const now = Date.now();
    // Watched: handed out since the last commit or lately (a handler may hold rows across an await).
    const watched = new Set<string>(touched);
    for (const [key, t] of lastTouch) {
      if (now - t <= TOUCH_GRACE_MS) watched.add(key);
      else if (!touched.has(key)) {
        lastTouch.delete(key);
        shadows.delete(key); // re-taken from the committed state when handed out again
      }
    }
    const ops: JournalOp[] = [];
    const changes = new Map<string, RowChange[] | null>();
    for (const key of watched) diffKey(key, ops, changes);
    for (const key of announced.keys()) {
      if (watched.has(key)) continue;
      shadows.delete(key); // nobody holds these rows: the announcements are the whole change
      diffKey(key, ops, changes);
    }
    touched.clear();
    announced.clear();
    if (!ops.length) return undefined;
    const durable = persist(ops, changes.keys(), sync);
    stats.commits++;
    for (const [key, list] of changes) {
      const log = logs.get(key) ?? { version: 0, history: [] };
      log.version++;
      log.history.push({ version: log.version, changes: list });
      if (log.history.length > CHANGE_HISTORY) log.history.splice(0, log.history.length - CHANGE_HISTORY);
      logs.set(key, log);
    }
    return durable;
  }

  // `data` hands out a proxy that notes which top-level values were reached.
  let dataProxy: { target: DbState; proxy: DbState } | undefined;
  const dataView = (): DbState => {
    const target = state();
    if (dataProxy?.target === target) return dataProxy.proxy;
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === 'string') touch(key);
        return Reflect.get(t, key, receiver);
      },
      set(t, key, value, receiver) {
        if (typeof key === 'string') touch(key);
        return Reflect.set(t, key, value, receiver);
      },
      deleteProperty(t, key) {
        if (typeof key === 'string') touch(key);
        return Reflect.deleteProperty(t, key);
      },
    });
    dataProxy = { target, proxy };
    return proxy;
  };

  const ensureArray = (collection: string): Row[] => {
    const s = state();
    if (!Array.isArray(s[collection])) s[collection] = [];
    return s[collection] as Row[];
  };

  return {
    get data() {
      return dataView();
    },
    rows(collection) {
      touch(collection);
      return ensureArray(collection);
    },
    peek(collection) {
      return ensureArray(collection);
    },
    changed(collection, id, kind = 'put') {
      if (id === undefined || id === null) return;
      let m = announced.get(collection);
      if (!m) announced.set(collection, (m = new Map()));
      m.set(String(id), kind);
    },
    commit,
    commitAsync,
    mapResources(pairs) {
      for (const [r, c] of pairs) resources.set(r, c);
    },
    collectionOf(resource) {
      return resources.get(resource) ?? resource;
    },
    version(collection) {
      return logs.get(collection)?.version ?? 0;
    },
    changesSince(collection, version) {
      const log = logs.get(collection);
      if (!log || log.version === version) return [];
      if (version > log.version) return undefined;
      const first = log.history[0];
      if (!first || first.version > version + 1) return undefined;
      const out: RowChange[] = [];
      for (const h of log.history) {
        if (h.version <= version) continue;
        if (h.changes === null) return undefined;
        out.push(...h.changes);
      }
      return out;
    },
    get stats() {
      return stats;
    },
    compactNow() {
      if (compaction) throw new Error('A compaction is running; await close() first');
      closeSegment();
      const segments = journalSegments(file);
      if (segments.length) through = Math.max(through, segments[segments.length - 1].n);
      writeSnapshot(state());
      removeSegments(file, segments);
      stats.journalBytes = 0;
      stats.compactions++;
    },
    async close() {
      await compaction;
      closeSegment();
      await syncIdle;
    },
    low: db,
    file,
  };
}
