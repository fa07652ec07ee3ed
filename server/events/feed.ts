/**
 * How a committed write reaches the event streams of every process (CONTRACT §2.5). SQLite has one
 * process: once a transaction commits, its changes go to this process's hub. PostgreSQL may have
 * several: a transaction's changes are sent with `NOTIFY` inside it (delivered when it commits, to
 * every session listening — never if it rolls back), and each process `LISTEN`s on a connection of
 * its own and hands what it hears to its hub. A lost listening connection is opened again.
 */
import { sql } from '../db/kysely';
import pg from 'pg';
import type { Db } from '../db/open';
import type { Change, ChangeFeed, ChangeNote } from './changes';
import type { EventHub } from './hub';

/** The PostgreSQL channel of the record changes. */
export const CHANNEL = 'app_record_changes';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a large transaction's notes are sent in parts. */
const MAX_PAYLOAD = 7000;

/** The changes of one process's transactions, for its own hub (SQLite). */
export function inProcessFeed(hub: EventHub): ChangeFeed {
  return {
    written: async () => undefined,
    committed: (changes) => hub.dispatch(changes.map((c) => hub.note(c))),
  };
}

/** `notes` as NOTIFY payloads, each under PostgreSQL's limit. */
export function payloads(notes: readonly ChangeNote[]): string[] {
  const out: string[] = [];
  let part: ChangeNote[] = [];
  let size = 2;
  for (const note of notes) {
    const n = JSON.stringify(note).length + 1;
    if (part.length && size + n > MAX_PAYLOAD) {
      out.push(JSON.stringify(part));
      part = [];
      size = 2;
    }
    part.push(note);
    size += n;
  }
  if (part.length) out.push(JSON.stringify(part));
  return out;
}

/** The changes of every process on one PostgreSQL database, heard by this process's hub. */
export function postgresFeed(
  hub: EventHub,
  url: string,
  log: (message: string) => void = console.error,
): ChangeFeed & { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        hub.dispatch(JSON.parse(msg.payload) as ChangeNote[]);
      } catch {
        // a payload this process cannot read (another version's): nothing to tell
      }
    });
    // the connection lost (a database restart): listen again in a second; clients refetch when their stream reconnects
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      if (!closed) again();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    } catch (error) {
      log(`live events: cannot listen on PostgreSQL (${(error as Error).message}); trying again`);
      await c.end().catch(() => undefined);
      if (!closed) again();
    }
  };
  const again = () => {
    retry = setTimeout(() => void listen(), 1000);
  };
  // the server answers once it listens: an event written right after start is heard
  const ready = listen();
  return {
    ready,
    async written(db: Db, changes: readonly Change[]) {
      for (const payload of payloads(changes.map((c) => hub.note(c)))) await sql`SELECT pg_notify(${CHANNEL}, ${payload})`.execute(db);
    },
    committed: () => undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
