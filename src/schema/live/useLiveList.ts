/**
 * Live lists (CONTRACT §2.5: an open list shows new and changed records within 2 seconds): a list
 * refetches its page when a record of its resource is created, changed, deleted or restored
 * anywhere. Events that come close together are one refetch; react-admin keeps the rows on screen
 * while the page is asked again (its list query keeps the previous data), so nothing flickers.
 */
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { resourceTopic, useSubscribe, type RealtimeEvent } from './useSubscribe';

/** Events within this many ms of the first are one refetch. */
export const LIVE_REFETCH_DELAY_MS = 300;

/**
 * Calls `refetch` once per burst of events of `topics`: `delayMs` after the first event of a burst
 * (never later, however many follow), so a busy resource is still refetched every `delayMs`.
 * `accept` leaves out events that change nothing shown.
 */
export function useLiveRefetch(
  topics: string | readonly string[] | undefined,
  refetch: () => unknown,
  { delayMs = LIVE_REFETCH_DELAY_MS, accept }: { delayMs?: number; accept?: (event: RealtimeEvent) => boolean } = {},
): void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useSubscribe(topics, (event) => {
    if (accept && !accept(event)) return;
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refetch();
    }, delayMs);
  });
}

/** The list around it (react-admin's list context) follows its resource's events. */
export function useLiveList(): void {
  const { resource, refetch } = useListContext();
  useLiveRefetch(resource ? resourceTopic(resource) : undefined, refetch);
}
