/**
 * A secondary part of a screen that lives in a lazy chunk and is asked for only once the screen
 * has painted: a list's filter bar, action buttons, pagination and bulk-action bar, the app bar's
 * buttons. The first screen then loads and runs only the code that draws its content (the rows);
 * the rest follows a frame later, in parallel with nothing (and, when the content itself is still
 * being fetched, after that content: `holdParts`). Until it is in, the part's `fallback` keeps its
 * place (so nothing moves when it appears).
 *
 * Once the chunk is in (every later screen), the part renders just after its screen's first
 * paint (a deferred render: React interleaves it with the browser's frames). A chunk that fails to load is asked again through React.lazy,
 * whose error the screen's error boundary shows.
 */
import { Suspense, createElement, useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyPreloadable, type Preloadable } from '../lazyPreloadable';

export type AfterPaintPart<P> = ComponentType<P & { fallback?: ReactNode }> & Pick<Preloadable<P>, 'preload'>;

/** Calls `run` after the browser's next paint (a frame, then a task: what the frame painted is on screen). */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Contents still on their way (a list waiting for its first page): the parts wait for them to be painted. */
let pendingContents = 0;
const waitingParts = new Set<() => void>();
const partsMayLoad = (): Promise<void> => (pendingContents === 0 ? Promise.resolve() : new Promise((resolve) => waitingParts.add(resolve)));

/**
 * Holds every part not yet loaded until the caller's content is on screen: call the returned
 * function once it is (again calls do nothing). For a screen whose content arrives after its first
 * paint (a list whose page is still being fetched): its rows come first, the secondary parts after.
 */
export function holdParts(): () => void {
  pendingContents++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--pendingContents > 0) return;
    for (const resume of waitingParts) resume();
    waitingParts.clear();
  };
}

/** The longest a screen's content holds the parts back (a slow answer does not keep the app bar's buttons away). */
const CONTENT_FIRST_AT_MOST_MS = 3000;

/**
 * Holds the parts not loaded yet while `waiting` (a screen's content on its way: a list's first
 * page, a record page's related tables), and releases them once what came is painted.
 */
export function useContentFirst(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const release = holdParts();
    const timer = setTimeout(release, CONTENT_FIRST_AT_MOST_MS);
    return () => {
      clearTimeout(timer);
      afterNextPaint(release);
    };
  }, [waiting]);
}

export function afterPaintPart<P extends object>(load: () => Promise<ComponentType<P>>): AfterPaintPart<P> {
  const Part = lazyPreloadable(load);
  function AfterPaint({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const deferred = useDeferredValue(true, false);
    // 'in': the chunk is loaded; 'failed': it could not be, React.lazy asks again and throws
    const [state, setState] = useState<'waiting' | 'in' | 'failed'>(() => (Part.isLoaded() ? 'in' : 'waiting'));
    useEffect(() => {
      if (state !== 'waiting') return;
      let live = true;
      const cancel = afterNextPaint(() => {
        void partsMayLoad()
          .then(Part.preload)
          .then(
            () => live && setState('in'),
            () => live && setState('failed'),
          );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [state]);
    if (state === 'waiting' || !deferred) return <>{fallback}</>;
    return <Suspense fallback={fallback}>{createElement(Part as ComponentType<P>, props as P)}</Suspense>;
  }
  return Object.assign(AfterPaint, { preload: Part.preload });
}
