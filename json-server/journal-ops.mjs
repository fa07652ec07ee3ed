// The data file's write-ahead journal: its line format, its replay and the atomic snapshot write.
// Plain JavaScript (typed by journal-ops.d.mts) because the compaction worker
// (journal-compact-worker.mjs) runs it in a thread without a TypeScript loader; store.ts uses the same code.
//
// A journal line is one committed change set: `{"ops":[...]}` + "\n", where an op is
//   {"set": key, "v": value}   the top-level value `key` becomes `v` (a whole collection or an object)
//   {"unset": key}             the top-level key goes
//   {"put": key, "r": row}     the row with `String(row.id)` is replaced in place, or appended when absent
//   {"del": key, "id": id}     the row with `String(id)` goes
// A snapshot carries a mark, `"_journal":{"id":…,"through":n}`: the id of its lineage and the last
// segment it absorbed. Replay skips the segments up to `through`, so a crash between writing a
// snapshot and removing the segments it absorbed neither loses nor repeats a change. Each segment
// starts with a header naming the snapshot it extends (its lineage id, or the size and mtime of a
// snapshot not yet marked): a journal left next to a data file that was replaced (copied over,
// restored from a backup) does not match and is set aside, not replayed into the wrong data.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/** Writes `text` to `file` atomically: temporary file, fsync, rename, fsync of the directory. */
export function writeFileAtomic(file, text, tmpSuffix = `${process.pid}.tmp`) {
  const tmp = `${file}.${tmpSuffix}`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

/** Makes a directory entry change (create, rename, unlink) durable; a no-op where not supported. */
export function fsyncDir(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    /* not supported on this platform / file system */
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

const SEGMENT = /\.journal\.(\d+)$/;

/** The journal segments of a data file, oldest first: `<file>.journal.<n>`. */
export function journalSegments(file) {
  const dir = path.dirname(file);
  const base = path.basename(file);
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.startsWith(`${base}.journal.`) && SEGMENT.test(n))
    .map((n) => ({ file: path.join(dir, n), n: Number(SEGMENT.exec(n)[1]) }))
    .sort((a, b) => a.n - b.n);
}

export const segmentName = (file, n) => `${file}.journal.${String(n).padStart(6, '0')}`;

/**
 * The header and change sets of one segment. A last line without its newline, or not valid, is a
 * write that was cut short and never acknowledged (the store acknowledges after the line and its
 * fsync): it is dropped. An invalid line followed by valid ones is damage, and an error.
 */
export function readSegment(file) {
  const text = fs.readFileSync(file, 'utf8');
  const sets = [];
  let header;
  let start = 0;
  let torn = false;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const line = end < 0 ? text.slice(start) : text.slice(start, end);
    let parsed;
    if (end >= 0) {
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
    }
    const isObject = parsed !== null && typeof parsed === 'object';
    if (isObject && start === 0 && parsed.journal === 1 && parsed.base) {
      header = parsed;
      start = end + 1;
      continue;
    }
    if (!isObject || !Array.isArray(parsed.ops)) {
      const rest = end < 0 ? '' : text.slice(end + 1);
      if (rest.split('\n').some((l) => l.trim() !== '' && l.replace(/\0/g, '') !== ''))
        throw new Error(`The journal ${file} is damaged at byte ${start} (an unreadable change set is followed by others).`);
      torn = line.length > 0;
      break;
    }
    sets.push(parsed.ops);
    start = end + 1;
  }
  return { header, sets, torn };
}

/** The first line of a new segment: which snapshot it extends. */
export function segmentHeader(base) {
  return `${JSON.stringify({ journal: 1, base })}\n`;
}

/** Whether a segment (by its header) extends the snapshot with `mark`, whose file has `stat`. */
export function segmentBelongs(header, mark, stat) {
  if (!header) return true; // written before headers existed
  const base = header.base;
  if (mark.id) return base.id === mark.id;
  return base.size === stat.size && base.mtimeMs === stat.mtimeMs;
}

/** Applies change sets to `state` (mutated), in order. */
export function replay(state, sets) {
  // Collections touched by put/del are worked on as id → row maps (insertion-ordered, so
  // "replace in place, else append" is Map#set) and turned back into arrays at the end.
  const maps = new Map();
  const mapOf = (key) => {
    let m = maps.get(key);
    if (m) return m;
    const rows = Array.isArray(state[key]) ? state[key] : [];
    m = new Map();
    for (const row of rows) {
      const id = row !== null && typeof row === 'object' && row.id !== undefined && row.id !== null ? String(row.id) : undefined;
      if (id === undefined || m.has(id)) return undefined; // rows without unique ids: plain array path
      m.set(id, row);
    }
    maps.set(key, m);
    return m;
  };
  const flush = (key) => {
    const m = maps.get(key);
    if (m) {
      state[key] = [...m.values()];
      maps.delete(key);
    }
  };
  for (const ops of sets) {
    for (const op of ops) {
      if ('set' in op) {
        maps.delete(op.set);
        state[op.set] = op.v;
      } else if ('unset' in op) {
        maps.delete(op.unset);
        delete state[op.unset];
      } else if ('put' in op) {
        const id = String(op.r.id);
        const m = mapOf(op.put);
        if (m) m.set(id, op.r);
        else {
          if (!Array.isArray(state[op.put])) state[op.put] = [];
          const rows = state[op.put];
          const i = rows.findIndex((r) => r && String(r.id) === id);
          if (i >= 0) rows[i] = op.r;
          else rows.push(op.r);
        }
      } else if ('del' in op) {
        const id = String(op.id);
        const m = mapOf(op.del);
        if (m) m.delete(id);
        else if (Array.isArray(state[op.del])) {
          const rows = state[op.del];
          const i = rows.findIndex((r) => r && String(r.id) === id);
          if (i >= 0) rows.splice(i, 1);
        }
      }
    }
  }
  for (const key of [...maps.keys()]) flush(key);
  return state;
}

export const JOURNAL_MARK = '_journal';

/** The mark of a parsed snapshot (removed from it): its lineage id and the last segment it absorbed. */
export function takeMark(state) {
  const mark = state[JOURNAL_MARK];
  delete state[JOURNAL_MARK];
  const ok = mark !== null && typeof mark === 'object';
  return {
    id: ok && typeof mark.id === 'string' ? mark.id : undefined,
    through: ok && Number.isInteger(mark.through) ? mark.through : 0,
  };
}

/**
 * Reads a snapshot and replays the segments that extend it, in order. `stale` are segments that
 * belong to another snapshot (set them aside); `absorbed` were already in it.
 */
export function loadDurable(file, segments) {
  const stat = fs.statSync(file);
  const text = fs.readFileSync(file, 'utf8');
  const state = JSON.parse(text);
  const mark = takeMark(state);
  let through = mark.through;
  const replayed = [];
  const stale = [];
  const absorbed = [];
  let changeSets = 0;
  for (const seg of segments) {
    if (seg.n <= mark.through) {
      absorbed.push(seg);
      continue;
    }
    const { header, sets } = readSegment(seg.file);
    if (!segmentBelongs(header, mark, stat)) {
      stale.push(seg);
      continue;
    }
    replay(state, sets);
    changeSets += sets.length;
    through = seg.n;
    replayed.push(seg);
  }
  return { state, mark, through, replayed, stale, absorbed, changeSets, bytes: Buffer.byteLength(text) };
}

/** Snapshot + the given closed segments → a new snapshot (what the compaction worker does off the main thread). */
export function compactFiles(file, segments, lineage) {
  const { state, mark, through } = loadDurable(file, segments);
  state[JOURNAL_MARK] = { id: lineage ?? mark.id, through };
  const text = JSON.stringify(state);
  writeFileAtomic(file, text, 'compact.tmp');
  return { bytes: Buffer.byteLength(text), through };
}
