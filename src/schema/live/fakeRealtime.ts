/** Tests' stand-in for the data provider's realtime methods: who listens to which topic, and events sent to them. */
import type { RealtimeCallback, RealtimeEvent } from '../../providers/realtime';

export function fakeRealtime() {
  const listeners = new Map<string, Set<RealtimeCallback>>();
  return {
    subscribe: async (topic: string, callback: RealtimeCallback) => {
      if (!listeners.has(topic)) listeners.set(topic, new Set());
      listeners.get(topic)!.add(callback);
      return { data: null };
    },
    unsubscribe: async (topic: string, callback: RealtimeCallback) => {
      listeners.get(topic)?.delete(callback);
      if (!listeners.get(topic)?.size) listeners.delete(topic);
      return { data: null };
    },
    /** The topics someone listens to now. */
    topics: () => [...listeners.keys()].sort(),
    /** Sends an event to the topic's listeners. */
    emit(topic: string, type: RealtimeEvent['type'], ids: (string | number)[] = []) {
      for (const callback of listeners.get(topic) ?? []) callback({ topic, type, payload: { ids } });
    },
  };
}
