/**
 * The live events' clients on this process (CONTRACT §2.5): each an open `GET /events` stream of a
 * caller. A change is told to a client as react-admin's realtime events — `{topic, type, payload:
 * {ids}}` on `resource/<name>` and `resource/<name>/<id>` — for every screen of the changed
 * collection the caller may list, and for a store-scoped screen only when the record is of the
 * caller's store (the value of the screen's scope field, carried by the change; one hop away, one of
 * the store's records that field refers to, looked up once per delivery). A change of the run-time
 * declarations is told on the topic `schemas`.
 */
import type { Response } from 'express';
import { canAccess } from '../../resources/access';
import { SCHEMAS_TOPIC } from '../../resources/declarations';
import { collectionOf, type ResourceDef } from '../../resources/define';
import { SCHEMA_CODE } from '../../resources/privilege-tree';
import type { Registry } from '../../resources/registry';
import type { Records } from '../db/records';
import type { Caller } from '../rbac';
import { scopeOf } from '../records/scope';
import type { Change, ChangeNote, ChangeType } from './changes';

/** One event as the stream sends it: the shape of react-admin's realtime data provider. */
export interface LiveEvent {
  topic: string;
  type: ChangeType;
  payload: { ids: string[] };
}

interface Client {
  readonly caller: Caller;
  readonly res: Response;
}

/** How often a quiet stream says it is alive (proxies close idle connections; a browser notices a dead one). */
const HEARTBEAT_MS = 25_000;

export class EventHub {
  private readonly clients = new Set<Client>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
  ) {}

  /** The change as it travels between processes: the values of the fields that scope its collection's screens. */
  note(change: Change): ChangeNote {
    const scope: Record<string, string> = {};
    for (const def of this.screensOf(change.table))
      if (def.scope) {
        const v = change.row[def.scope.store];
        if (v !== undefined && v !== null) scope[def.scope.store] = String(v);
      }
    return { table: change.table, id: change.id, type: change.type, scope };
  }

  private screensOf(table: string): ResourceDef[] {
    return this.registry.all.filter((def) => collectionOf(def) === table);
  }

  /** Opens `res` as an event stream of `caller`'s, until the client goes. */
  connect(caller: Caller, res: Response): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: compression would hold the events back; no buffering in a proxy either
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    // a reconnecting EventSource waits this long; it is told to come back soon
    res.write('retry: 2000\n\n');
    const client: Client = { caller, res };
    this.clients.add(client);
    res.on('close', () => this.clients.delete(client));
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  private beat(): void {
    if (!this.clients.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      return;
    }
    for (const { res } of this.clients) res.write(': alive\n\n');
  }

  /** How many streams are open (for tests and the health of a process). */
  get size(): number {
    return this.clients.size;
  }

  /** Tells every client the changes it may hear of. */
  dispatch(notes: readonly ChangeNote[]): void {
    if (!this.clients.size || !notes.length) return;
    void this.deliver(notes).catch((error: unknown) => console.error('live events: a delivery failed:', error));
  }

  private async deliver(notes: readonly ChangeNote[]): Promise<void> {
    const scoped = [...new Set(notes.map((n) => n.table))].flatMap((table) => this.screensOf(table)).filter((d) => d.scope);
    // each store's values of each scope (its id, or the ids of its cabinets), looked up once for all of its clients
    const looked = new Map<string, Promise<readonly string[]>>();
    for (const client of [...this.clients]) {
      const { caller } = client;
      const scopes = new Map<string, readonly string[]>();
      if (caller.storeId)
        for (const def of scoped) {
          const key = `${def.name} ${caller.storeId}`;
          if (!looked.has(key))
            looked.set(
              key,
              scopeOf(def, caller, this.registry, this.records).then((s) => s?.values ?? []),
            );
          scopes.set(def.name, await looked.get(key)!);
        }
      const events = this.eventsFor(caller, notes, scopes);
      if (events.length && this.clients.has(client)) client.res.write(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''));
    }
  }

  /**
   * The events `caller` hears of `notes`: per screen it may list and type, the ids together; and per
   * record. `scopes`: for a store-bound caller, the values each store-scoped screen's field may hold.
   */
  eventsFor(caller: Caller, notes: readonly ChangeNote[], scopes: ReadonlyMap<string, readonly string[]> = new Map()): LiveEvent[] {
    const byTopic = new Map<string, LiveEvent>();
    const add = (topic: string, type: ChangeType, id: string) => {
      const key = `${type} ${topic}`;
      const e = byTopic.get(key);
      if (e) {
        if (!e.payload.ids.includes(id)) e.payload.ids.push(id);
      } else byTopic.set(key, { topic, type, payload: { ids: [id] } });
    };
    for (const note of notes)
      for (const def of this.screensOf(note.table)) {
        if (!canAccess(caller.privileges, { resource: def, action: 'list' })) continue;
        if (def.scope && caller.storeId && !(scopes.get(def.name) ?? [caller.storeId]).includes(note.scope[def.scope.store] ?? '')) continue;
        add(`resource/${def.name}`, note.type, note.id);
        add(`resource/${def.name}/${note.id}`, note.type, note.id);
      }
    return [...byTopic.values()];
  }

  /**
   * Tells every client which run-time declarations changed (a publish, a revert published, a delete: on this process or,
   * on one PostgreSQL database, another): `{topic: 'schemas', type: 'updated', payload: {ids: names}}`, each client the
   * names of the resources it may list before or after the change (a designer every name); the app installs the
   * declarations in force again, and its menu and screens follow.
   */
  announceDeclarations(names: readonly string[], before: Registry, after: Registry): void {
    for (const { caller, res } of this.clients) {
      const designer = caller.privileges.has(SCHEMA_CODE);
      const mayList = (registry: Registry, name: string) => {
        const def = registry.byName(name);
        return !!def && canAccess(caller.privileges, { resource: def, action: 'list' });
      };
      const ids = names.filter((name) => designer || mayList(before, name) || mayList(after, name));
      if (ids.length) res.write(`data: ${JSON.stringify({ topic: SCHEMAS_TOPIC, type: 'updated', payload: { ids } } satisfies LiveEvent)}\n\n`);
    }
  }

  /** Ends every stream (the server is stopping: an open stream would hold it). */
  close(): void {
    for (const { res } of this.clients) res.end();
    this.clients.clear();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
