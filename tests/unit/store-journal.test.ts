// @vitest-environment node
/**
 * The data store's journal (json-server/store.ts, journal-ops.mjs): what commit() finds and writes,
 * replay after a crash (torn last line, a crash between a compaction's snapshot and its journal
 * removal), compaction at start-up and by the worker, and — as a property over random writes — that
 * snapshot + journal always hold exactly the state in memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { journalSegments, readSegment } from '../../json-server/journal-ops.mjs';
import { openStore, readDurableState, writeFileAtomic, type DataStore, type DbState, type Row } from '../../json-server/store';

const dirs: string[] = [];
const stores: DataStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempFile(initial?: DbState): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-store-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.json');
  if (initial) fs.writeFileSync(file, JSON.stringify(initial));
  return file;
}

const open = (file: string, options: Parameters<typeof openStore>[2] = {}, seed: () => DbState = () => ({})) => {
  const s = openStore(file, seed, options);
  stores.push(s);
  return s;
};

/** The state as JSON would keep it (undefined members dropped). */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as DbState;

const seed = (): DbState => ({
  small: [
    { id: '1', name: 'a', tags: ['x'] },
    { id: '2', name: 'b', tags: [] },
  ],
  big: Array.from({ length: 50 }, (_, i) => ({ id: String(i + 1), n: i })),
  meta: { secret: 's' },
});

describe('commit() in journal mode', () => {
  it('appends one line per commit with the rows that changed, and leaves the snapshot alone', () => {
    const file = tempFile(seed());
    const before = fs.readFileSync(file, 'utf8');
    const s = open(file, { journalAboveBytes: 0, deepDiffMaxRows: 10 });
    s.rows('small')[0].name = 'A'; // in place, small collection: found by the field-by-field diff
    s.commit();
    const big = s.rows('big');
    big.push({ id: '51', n: 50 }); // appended: found by row identity
    big[3].n = -3; // in place in a large collection: announced
    s.changed('big', '4');
    s.commit();
    s.rows('big').splice(10, 1); // removed
    s.commit();
    s.commit(); // nothing changed: nothing written
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    const segs = journalSegments(file);
    expect(segs).toHaveLength(1);
    const { sets } = readSegment(segs[0].file);
    expect(sets).toEqual([
      [{ put: 'small', r: { id: '1', name: 'A', tags: ['x'] } }],
      [
        { put: 'big', r: { id: '4', n: -3 } },
        { put: 'big', r: { id: '51', n: 50 } },
      ],
      [{ del: 'big', id: '11' }],
    ]);
    expect(readDurableState(file)).toEqual(plain(s.data));
    expect(s.stats.journalWrites).toBe(3);
  });

  it('writes a whole value when rows move (a sort in place) and for non-array values', () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    s.rows('small').reverse();
    (s.data.meta as Row).secret = 't';
    s.commit();
    const [ops] = readSegment(journalSegments(file)[0].file).sets;
    const [a, b] = seed().small as Row[];
    expect(ops).toContainEqual({ set: 'small', v: [b, a].map(plain) });
    expect(ops).toContainEqual({ set: 'meta', v: { secret: 't' } });
  });

  it('finds a change made across an await by a handler that took the rows earlier', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    const row = s.rows('small')[1];
    s.rows('other').push({ id: '1' });
    s.commit(); // another request's commit in between
    await new Promise((r) => setTimeout(r, 5));
    row.name = 'late';
    s.commit();
    expect((readDurableState(file).small as Row[])[1].name).toBe('late');
  });

  it('peek() writers announce their rows: appends and trims without a diff', () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    const log = s.peek('log');
    for (let i = 1; i <= 5; i++) {
      log.push({ id: String(i) });
      s.changed('log', String(i));
      if (log.length > 3) for (const gone of log.splice(0, log.length - 3)) s.changed('log', gone.id, 'del');
      s.commit();
    }
    expect(readDurableState(file).log).toEqual([{ id: '3' }, { id: '4' }, { id: '5' }]);
  });
});

describe('replay', () => {
  it('drops a torn last line (never acknowledged) and refuses a damaged middle', () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    s.rows('small').push({ id: '3', name: 'c', tags: [] });
    s.commit();
    const seg = journalSegments(file)[0].file;
    fs.appendFileSync(seg, '{"ops":[{"put":"small","r":{"id":"4"'); // SIGKILL mid-append
    const state = readDurableState(file);
    expect((state.small as Row[]).map((r) => r.id)).toEqual(['1', '2', '3']);
    fs.appendFileSync(seg, '\n{"ops":[]}\n');
    expect(() => readDurableState(file)).toThrow(/damaged/);
  });

  it('start-up replays the journal, folds it into the snapshot and removes it', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    s.rows('small').push({ id: '3', name: 'c', tags: [] });
    s.commit();
    (s.data.meta as Row).secret = 'new';
    s.commit();
    const expected = plain(s.data);
    await s.close();
    fs.appendFileSync(journalSegments(file)[0].file, '{"ops":[{"del":"small"'); // and a torn tail
    const again = open(file, { journalAboveBytes: 0 });
    expect(plain(again.data)).toEqual(expected);
    expect(again.stats.replayedChangeSets).toBe(2);
    expect(journalSegments(file)).toEqual([]);
    const { _journal: mark, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
    expect(rest).toEqual(expected);
    expect(mark).toMatchObject({ through: 1 }); // the segment it absorbed
  });

  it('a crash between writing the compacted snapshot and removing the journal loses and duplicates nothing', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    const small = s.rows('small');
    small.push({ id: '3', name: 'c', tags: [] });
    s.commit();
    small.splice(0, 1);
    s.commit();
    small.push({ id: '1', name: 'back', tags: [] }); // an id coming back (the mock apps reuse max+1)
    small[0].name = 'B';
    s.commit();
    const expected = plain(s.data);
    const segs = journalSegments(file).map((g) => ({ ...g, text: fs.readFileSync(g.file, 'utf8') }));
    s.compactNow();
    for (const g of segs) fs.writeFileSync(g.file, g.text); // the removal never happened
    await s.close();
    expect(readDurableState(file)).toEqual(expected);
    expect(plain(open(file, { journalAboveBytes: 0 }).data)).toEqual(expected);
  });

  it('sets aside a journal that does not extend the data file (the file was replaced), instead of replaying it', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    s.rows('small').push({ id: '3', name: 'from the old file', tags: [] });
    s.commit();
    await s.close();
    fs.writeFileSync(file, JSON.stringify({ small: [{ id: '1', name: 'restored backup' }] })); // copied over, journal left behind
    const again = open(file, { journalAboveBytes: 0 });
    expect(plain(again.data)).toEqual({ small: [{ id: '1', name: 'restored backup' }] });
    expect(fs.readdirSync(path.dirname(file)).some((n) => n.endsWith('.stale'))).toBe(true);
  });

  it('writeFileAtomic (db:reset) replaces a database and its journal', () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    s.rows('small').push({ id: '9' });
    s.commit();
    writeFileAtomic(file, JSON.stringify({ fresh: [] }));
    expect(journalSegments(file)).toEqual([]);
    expect(readDurableState(file)).toEqual({ fresh: [] });
  });
});

describe('commitAsync() (group commit)', () => {
  it('writes each line at once, in commit order, and resolves after an fdatasync that covers it; concurrent commits share one', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0, deepDiffMaxRows: 10 });
    const pending: Promise<void>[] = [];
    for (let i = 0; i < 20; i++) {
      s.rows('big').push({ id: String(100 + i), n: i });
      pending.push(s.commitAsync());
      // the line is in the file before the commit resolves: a crash of the process loses nothing written
      expect(readDurableState(file)).toEqual(plain(s.data));
    }
    await Promise.all(pending);
    expect(s.stats.journalWrites).toBe(20);
    expect(s.stats.journalSyncs).toBeGreaterThanOrEqual(1);
    expect(s.stats.journalSyncs).toBeLessThan(20); // shared: never one per commit when they come together
    const segments = journalSegments(file);
    expect(segments.flatMap((seg) => readSegment(seg.file).sets)).toHaveLength(20);
  });

  it('a synchronous commit makes the pending lines durable too; a commit with no change resolves at once', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0 });
    s.rows('big').push({ id: '500', n: 1 });
    let resolved = false;
    const first = s.commitAsync().then(() => (resolved = true));
    s.rows('big').push({ id: '501', n: 2 });
    s.commit();
    await first;
    expect(resolved).toBe(true);
    await s.commitAsync(); // nothing changed
    expect(s.stats.journalWrites).toBe(2);
    expect(readDurableState(file)).toEqual(plain(s.data));
  });

  it('keeps every write through compactions that close the segment while fdatasyncs are running', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0, compactAtBytes: 1500 });
    const pending: Promise<void>[] = [];
    for (let i = 0; i < 80; i++) {
      s.rows('big').push({ id: String(1000 + i), n: i, pad: 'x'.repeat(30) });
      pending.push(s.commitAsync());
      if (i % 7 === 0) await pending[pending.length - 1];
    }
    await Promise.all(pending);
    const expected = plain(s.data);
    await s.close();
    expect(s.stats.compactions).toBeGreaterThan(0);
    expect(readDurableState(file)).toEqual(expected);
    const again = open(file, { journalAboveBytes: 0 });
    expect(plain(again.data)).toEqual(expected);
  });

  it('in snapshot mode is the synchronous commit (the file holds the write when it resolves)', async () => {
    const file = tempFile(seed());
    const s = open(file);
    s.rows('small')[0].name = 'async';
    await s.commitAsync();
    expect(s.stats.mode).toBe('snapshot');
    const { _journal: _mark, ...onDisk } = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
    expect(onDisk).toEqual(plain(s.data));
  });
});

describe('compaction', () => {
  it('folds the journal into the snapshot on a worker thread once it passes its size; writes go on meanwhile', async () => {
    const file = tempFile(seed());
    const s = open(file, { journalAboveBytes: 0, compactAtBytes: 2000 });
    const big = s.rows('big');
    for (let i = 0; i < 60; i++) {
      big.push({ id: String(100 + i), n: i, pad: 'x'.repeat(40) });
      s.commit();
    }
    await s.close(); // waits for the running compaction
    expect(s.stats.compactions).toBeGreaterThan(0);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
    expect((snapshot.big as Row[]).length).toBeGreaterThan(50); // the worker's snapshot holds folded writes
    expect(readDurableState(file)).toEqual(plain(s.data));
    expect(journalSegments(file).length).toBeLessThanOrEqual(1);
  });

  it('snapshot mode (small database) rewrites the file per commit, re-serialising only what changed', () => {
    const file = tempFile(seed());
    const s = open(file); // default threshold: 4 MB
    s.rows('small')[0].name = 'changed';
    s.commit();
    expect(s.stats.mode).toBe('snapshot');
    expect(journalSegments(file)).toEqual([]);
    const onDisk = () => {
      const { _journal: _mark, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
      return rest;
    };
    expect(onDisk()).toEqual(plain(s.data));
    (s.data.meta as Row).secret = 'again';
    s.commit();
    expect(onDisk()).toEqual(plain(s.data));
  });
});

describe('property: snapshot + journal == memory, after any sequence of writes', () => {
  type Step =
    | { t: 'edit'; c: string; at: number; v: number }
    | { t: 'editAnnounced'; c: string; at: number; v: number }
    | { t: 'push'; c: string }
    | { t: 'remove'; c: string; at: number }
    | { t: 'replace'; c: string; at: number }
    | { t: 'unshift'; c: string }
    | { t: 'sort'; c: string }
    | { t: 'nested'; c: string; at: number }
    | { t: 'meta'; v: number }
    | { t: 'drop'; c: string }
    | { t: 'commit' }
    | { t: 'commitAsync' };
  const coll = fc.constantFrom('small', 'big', 'fresh');
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ t: fc.constant('edit' as const), c: fc.constant('small'), at: fc.nat(), v: fc.integer() }),
    fc.record({ t: fc.constant('editAnnounced' as const), c: coll, at: fc.nat(), v: fc.integer() }),
    fc.record({ t: fc.constant('push' as const), c: coll }),
    fc.record({ t: fc.constant('remove' as const), c: coll, at: fc.nat() }),
    fc.record({ t: fc.constant('replace' as const), c: coll, at: fc.nat() }),
    fc.record({ t: fc.constant('unshift' as const), c: coll }),
    fc.record({ t: fc.constant('sort' as const), c: coll }),
    fc.record({ t: fc.constant('nested' as const), c: fc.constant('small'), at: fc.nat() }),
    fc.record({ t: fc.constant('meta' as const), v: fc.integer() }),
    fc.record({ t: fc.constant('drop' as const), c: fc.constant('fresh') }),
    fc.constant({ t: 'commit' as const }),
    fc.constant({ t: 'commitAsync' as const }),
  );

  it('holds, with a restart (replay + compaction) at the end', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const file = tempFile(seed());
        const s = openStore(file, () => ({}), { journalAboveBytes: 0, deepDiffMaxRows: 10, compactAtBytes: run++ % 3 === 0 ? 1500 : undefined });
        let nextId = 1000;
        const pending: Promise<void>[] = [];
        for (const st of steps) {
          if (st.t === 'commit' || st.t === 'commitAsync') {
            if (st.t === 'commit') s.commit();
            else pending.push(s.commitAsync()); // not awaited: later writes and commits overlap its fdatasync
            expect(readDurableState(file)).toEqual(plain(s.data));
            continue;
          }
          if (st.t === 'meta') {
            (s.data.meta as Row).v = st.v;
            continue;
          }
          if (st.t === 'drop') {
            delete s.data[st.c];
            continue;
          }
          const rows = s.rows(st.c);
          const at = rows.length ? ('at' in st ? st.at % rows.length : 0) : -1;
          if (st.t === 'edit' && at >= 0) rows[at].n = st.v;
          else if (st.t === 'editAnnounced' && at >= 0) {
            rows[at].n = st.v;
            s.changed(st.c, rows[at].id);
          } else if (st.t === 'push') rows.push({ id: String(nextId++), n: 0 });
          else if (st.t === 'remove' && at >= 0) rows.splice(at, 1);
          else if (st.t === 'replace' && at >= 0) rows[at] = { ...rows[at], n: -1 };
          else if (st.t === 'unshift') rows.unshift({ id: String(nextId++), n: 1 });
          else if (st.t === 'sort') rows.sort((a, b) => (String(b.id) < String(a.id) ? -1 : 1));
          else if (st.t === 'nested' && at >= 0) (rows[at].tags ??= []).push('t');
        }
        s.commit();
        await Promise.all(pending);
        const expected = plain(s.data);
        await s.close();
        expect(readDurableState(file)).toEqual(expected);
        const again = openStore(file, () => ({}), { journalAboveBytes: 0 });
        expect(plain(again.data)).toEqual(expected);
        await again.close();
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }),
      { numRuns: 150, seed: 4242 },
    );
  }, 120_000);
});
