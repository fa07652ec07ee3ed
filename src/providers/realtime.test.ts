import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtime, serverTopic, type EventSourceLike, type RealtimeEvent } from './realtime';
import { registry } from '../schema/registry';

/** An EventSource the test drives: open it, send it a message, drop it. */
class FakeSource implements EventSourceLike {
  onmessage: EventSourceLike['onmessage'] = null;
  onerror: EventSourceLike['onerror'] = null;
  onopen: EventSourceLike['onopen'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  opened() {
    this.onopen?.call(this as unknown as EventSource, new Event('open'));
  }
  send(event: unknown) {
    this.onmessage?.call(this as unknown as EventSource, new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop() {
    this.onerror?.call(this as unknown as EventSource, new Event('error'));
  }
}

function setup() {
  const sources: FakeSource[] = [];
  let tickets = 0;
  const rt = createRealtime(registry, {
    ticket: async () => `t${++tickets}`,
    url: (t) => `/events?ticket=${t}`,
    open: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    lingerMs: 1000,
  });
  return { rt, sources };
}

afterEach(() => vi.useRealTimers());

describe('realtime: react-admin’s subscribe / unsubscribe over one event stream', () => {
  it('names the server’s topics by API names and the app’s by route names, both ways', () => {
    expect(serverTopic(registry, 'resource/apps/assets/battery')).toBe('resource/batteries');
    expect(serverTopic(registry, 'resource/apps/assets/battery/12')).toBe('resource/batteries/12');
    expect(serverTopic(registry, 'resource/batteries/12')).toBe('resource/batteries/12');
    expect(serverTopic(registry, 'resource/no/such')).toBeUndefined();
    expect(serverTopic(registry, 'dashboard')).toBeUndefined();
    // the declarations' changes: named alike on both sides
    expect(serverTopic(registry, 'schemas')).toBe('schemas');
  });

  it('opens one stream with a ticket for every subscription, tells each its topic’s events, and closes after the last goes', async () => {
    vi.useFakeTimers();
    const { rt, sources } = setup();
    const list = vi.fn();
    const record = vi.fn();
    await rt.subscribe('resource/apps/assets/battery', list);
    await rt.subscribe('resource/apps/assets/battery/12', record);
    expect(sources.map((s) => s.url)).toEqual(['/events?ticket=t1']);
    sources[0].opened();
    sources[0].send({ topic: 'resource/batteries', type: 'created', payload: { ids: ['12'] } });
    sources[0].send({ topic: 'resource/batteries/12', type: 'updated', payload: { ids: ['12'] } });
    sources[0].send({ topic: 'resource/stores', type: 'created', payload: { ids: ['1'] } });
    expect(list.mock.calls.map((call) => call[0] as RealtimeEvent)).toEqual([
      { topic: 'resource/apps/assets/battery', type: 'created', payload: { ids: ['12'] } },
    ]);
    expect(record).toHaveBeenCalledWith({ topic: 'resource/apps/assets/battery/12', type: 'updated', payload: { ids: ['12'] } });
    await rt.unsubscribe('resource/apps/assets/battery', list);
    await rt.unsubscribe('resource/apps/assets/battery/12', record);
    sources[0].send({ topic: 'resource/batteries', type: 'created', payload: { ids: ['13'] } });
    expect(list).toHaveBeenCalledTimes(1);
    expect(sources[0].closed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sources[0].closed).toBe(true);
  });

  it('opens a dropped stream again with a new ticket, and then tells every subscriber to refetch', async () => {
    vi.useFakeTimers();
    const { rt, sources } = setup();
    const list = vi.fn();
    await rt.subscribe('resource/apps/cab/warn', list);
    sources[0].opened();
    sources[0].drop();
    expect(sources[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources.map((s) => s.url)).toEqual(['/events?ticket=t1', '/events?ticket=t2']);
    expect(list).not.toHaveBeenCalled();
    sources[1].opened();
    expect(list).toHaveBeenCalledWith({ topic: 'resource/apps/cab/warn', type: 'updated', payload: { ids: [] } });
    rt.close();
  });
});
