/**
 * react-admin's realtime data provider methods (`subscribe` / `unsubscribe`) over the server's
 * Server-Sent Events (CONTRACT §2.5, server/events). Topics are react-admin's, named by the app's
 * resource names (`resource/apps/store/store`, `resource/apps/store/store/12`); the server's are
 * named by API names (`resource/stores`): this module translates both ways. The topic `schemas`
 * (run-time declarations changed) is the same on both sides.
 *
 * One stream serves every subscription. It opens with the first subscription (a one-time ticket
 * from `POST /events/ticket`, as an EventSource sends no header) and closes a few seconds after the
 * last one goes. A dropped stream is opened again (1, 2, 4 … 15 s apart) and, once it is, every
 * subscriber hears `{type: 'updated', payload: {ids: []}}` on its topic: what it shows may have
 * changed meanwhile, so it refetches (a list) or checks its version (a record).
 */
import type { Identifier } from 'react-admin';
import { SCHEMAS_TOPIC } from '../../resources/declarations';
import type { Registry } from '../../resources/registry';
import { routeName } from '../../resources/registry';

export interface RealtimeEvent {
  topic: string;
  type: 'created' | 'updated' | 'deleted' | 'restored';
  payload: { ids: Identifier[] };
}
export type RealtimeCallback = (event: RealtimeEvent) => void;

export interface RealtimeMethods {
  subscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }>;
  unsubscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }>;
}

/** What the stream needs from outside: a ticket, and a way to open an EventSource (a fake in tests). */
export interface StreamOptions {
  ticket(): Promise<string>;
  open(url: string): EventSourceLike;
  /** The stream's URL for a ticket. */
  url(ticket: string): string;
  /** How long the stream stays open after the last subscription goes (ms). */
  lingerMs?: number;
}

/** The part of EventSource the stream uses. */
export type EventSourceLike = Pick<EventSource, 'onmessage' | 'onerror' | 'onopen' | 'close'>;

interface Subscriber {
  /** The topic as the subscriber named it. */
  topic: string;
  callback: RealtimeCallback;
}

/** The server's topic for an app topic (`resource/apps/store/store/12` → `resource/stores/12`); undefined when it names no resource. */
export function serverTopic(registry: Registry, topic: string): string | undefined {
  // the run-time declarations' changes: named alike on both sides
  if (topic === SCHEMAS_TOPIC) return topic;
  if (!topic.startsWith('resource/')) return undefined;
  const rest = topic.slice('resource/'.length);
  // the longest resource name the topic starts with (route names hold slashes)
  for (const def of [...registry.all].sort((a, b) => routeName(b).length - routeName(a).length)) {
    for (const name of [routeName(def), def.name]) {
      if (rest === name) return `resource/${def.name}`;
      if (rest.startsWith(`${name}/`)) return `resource/${def.name}/${rest.slice(name.length + 1)}`;
    }
  }
  return undefined;
}

export function createRealtime(registry: Registry, options: StreamOptions): RealtimeMethods & { close(): void } {
  const subscribers = new Map<string, Set<Subscriber>>();
  let source: EventSourceLike | undefined;
  let opening = false;
  let dropped = false;
  let retryMs = 1000;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let linger: ReturnType<typeof setTimeout> | undefined;

  const count = () => [...subscribers.values()].reduce((n, s) => n + s.size, 0);
  const tell = (topic: string, event: RealtimeEvent) => {
    for (const s of subscribers.get(topic) ?? []) s.callback({ ...event, topic: s.topic });
  };
  /** Once a dropped stream is back: everyone refetches what it shows. */
  const catchUp = () => {
    for (const [topic] of subscribers) tell(topic, { topic, type: 'updated', payload: { ids: [] } });
  };

  const open = async () => {
    if (source || opening || !count()) return;
    opening = true;
    try {
      const es = options.open(options.url(await options.ticket()));
      source = es;
      es.onopen = () => {
        retryMs = 1000;
        if (dropped) catchUp();
        dropped = false;
      };
      es.onmessage = (message: MessageEvent<unknown>) => {
        try {
          const event = JSON.parse(String(message.data)) as RealtimeEvent;
          tell(event.topic, event);
        } catch {
          // not an event of ours
        }
      };
      // the ticket is good once: a dropped stream is opened again with a new one
      es.onerror = () => {
        es.close();
        if (source === es) source = undefined;
        dropped = true;
        again();
      };
    } catch {
      dropped = true;
      again();
    } finally {
      opening = false;
    }
  };
  const again = () => {
    clearTimeout(retry);
    if (!count()) return;
    retry = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, 15_000);
  };
  const close = () => {
    clearTimeout(retry);
    clearTimeout(linger);
    source?.close();
    source = undefined;
    dropped = false;
  };

  return {
    async subscribe(topic, callback) {
      const server = serverTopic(registry, topic);
      if (!server) return { data: null };
      let set = subscribers.get(server);
      if (!set) subscribers.set(server, (set = new Set()));
      set.add({ topic, callback });
      clearTimeout(linger);
      await open();
      return { data: null };
    },
    async unsubscribe(topic, callback) {
      const server = serverTopic(registry, topic);
      const set = server ? subscribers.get(server) : undefined;
      if (set) {
        for (const s of set) if (s.callback === callback && s.topic === topic) set.delete(s);
        if (!set.size) subscribers.delete(server!);
      }
      if (!count()) {
        clearTimeout(linger);
        linger = setTimeout(() => {
          if (!count()) close();
        }, options.lingerMs ?? 5000);
      }
      return { data: null };
    },
    close,
  };
}
