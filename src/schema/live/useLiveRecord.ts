/**
 * An open record follows its live events (CONTRACT §2.5: an open record says when it changes
 * underneath). The record page shows the new values (it refetches); a form never does — what the
 * user types stays, and it is told instead (a newer version than the one it was built from), so it
 * may reload; the 412 still guards its save. A deleted record says so on both, until it is restored.
 */
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useEditContext, useShowContext } from 'react-admin';
import { useLiveRefetch } from './useLiveList';
import { recordTopic, useSubscribe } from './useSubscribe';

/** How long the record page waits before it says its record was deleted: its own Delete leaves the page by then (no flash of the notice). */
export const DELETED_NOTICE_DELAY_MS = 600;

/** The record page (react-admin's show context): refetched on each change; whether it was deleted meanwhile. */
export function useLiveShow(): { deleted: boolean } {
  const { resource, record, refetch } = useShowContext();
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const topic = resource && record ? recordTopic(resource, record.id) : undefined;
  useSubscribe(topic, (event) => {
    if (event.type === 'deleted') timer.current ??= setTimeout(() => setDeleted(true), DELETED_NOTICE_DELAY_MS);
    if (event.type === 'restored') {
      clearTimeout(timer.current);
      timer.current = undefined;
      setDeleted(false);
    }
  });
  // a deleted record is not asked for (a 404 would leave the page)
  useLiveRefetch(topic, refetch, { accept: (event) => event.type === 'restored' || (event.type === 'updated' && !deleted) });
  return { deleted };
}

export type LiveFormState = 'current' | 'changed' | 'deleted';

/**
 * The edit form (react-admin's edit context): 'changed' once the record has a newer version than
 * the form's, 'deleted' once it was deleted. `paused` while the form itself writes outside
 * react-admin's save (the changed-meanwhile dialog's "keep mine"): its own write is no news.
 */
export function useLiveForm({ paused = false }: { paused?: boolean } = {}): { state: LiveFormState; dismiss(): void } {
  const { resource, record, saving } = useEditContext();
  const dataProvider = useDataProvider();
  const [deleted, setDeleted] = useState(false);
  /** The version of the record as it was when an event was last checked (infinite: changed, and it has no version). */
  const [theirs, setTheirs] = useState<number>();
  const topic = resource && record ? recordTopic(resource, record.id) : undefined;
  useSubscribe(topic, (event) => {
    if (event.type === 'deleted') return setDeleted(true);
    if (!resource || !record) return;
    // an update, a restore, or the stream back after a drop: which of them changed it, the version says
    dataProvider.getOne(resource, { id: record.id }).then(
      ({ data }) => {
        setDeleted(false);
        if (typeof data.version === 'number') setTheirs((v) => Math.max(v ?? 0, data.version as number));
        else if (JSON.stringify(data) !== JSON.stringify(record)) setTheirs(Number.POSITIVE_INFINITY);
      },
      () => undefined,
    );
  });
  // the form's own save (react-admin's, or "keep mine" while paused) moves the form's record to the version it wrote: no news
  const mine = typeof record?.version === 'number' ? record.version : 0;
  const state: LiveFormState = deleted ? 'deleted' : !saving && !paused && theirs !== undefined && theirs > mine ? 'changed' : 'current';
  return { state, dismiss: () => setTheirs(undefined) };
}
