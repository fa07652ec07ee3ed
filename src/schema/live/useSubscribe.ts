/**
 * The app's live events (CONTRACT §2.5) as React hooks, over the data provider's realtime methods
 * (react-admin's `subscribe` / `unsubscribe`, src/providers/realtime.ts). Topics are react-admin's,
 * named by the app's resource names: `resource/apps/assets/battery`, `resource/apps/assets/battery/12`.
 */
import { useEffect, useEffectEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { RealtimeCallback, RealtimeEvent, RealtimeMethods } from '../../providers/realtime';

export type { RealtimeEvent };

/** The topic of every record of a resource (its list). */
export const resourceTopic = (resource: string): string => `resource/${resource}`;
/** The topic of one record. */
export const recordTopic = (resource: string, id: unknown): string => `resource/${resource}/${String(id)}`;

/**
 * Calls `callback` with each event of `topics` (one, or several) while mounted; nothing when
 * undefined. The callback may change on every render: the subscriptions stay. A data provider
 * without the realtime methods (a test's) is left alone.
 */
export function useSubscribe(topics: string | readonly string[] | undefined, callback: (event: RealtimeEvent) => void): void {
  const dataProvider = useDataProvider() as unknown as RealtimeMethods;
  // the latest callback, whatever render it came from
  const onEvent = useEffectEvent(callback);
  // one key for the same topics in any array (a new array on every render keeps the subscriptions)
  const key = topics === undefined ? '' : typeof topics === 'string' ? topics : [...new Set(topics)].sort().join('\n');
  useEffect(() => {
    if (!key) return;
    const listener: RealtimeCallback = (event) => onEvent(event);
    const quietly = (call: () => Promise<unknown>) => {
      try {
        void call().catch(() => undefined);
      } catch {
        // no realtime methods: nothing is live
      }
    };
    const each = key.split('\n');
    for (const topic of each) quietly(() => dataProvider.subscribe(topic, listener));
    return () => {
      for (const topic of each) quietly(() => dataProvider.unsubscribe(topic, listener));
    };
  }, [dataProvider, key]);
}
