/**
 * The one way this app loads a component from a chunk of its own: `lazyComponent(load, options)`.
 * Everything that is not needed to draw the first screen is such a component — pages, screens,
 * a list's secondary parts, the shell's panels, the demo apps — and each differs only in *when* its
 * chunk is asked for:
 *
 * - `when: 'rendered'` (the default): on its first render. Without a `fallback` it suspends to the
 *   nearest <Suspense> (react-admin's layout has one); with one (even `null`) it has its own, for
 *   the routes outside the layout.
 * - `when: 'painted'`: once its screen has painted, after the screen's content (`useContentFirst`):
 *   a list's filter bar, pagination and bulk actions, the app bar's buttons. Until then its
 *   `fallback` keeps its place, so nothing moves when it appears.
 * - `when: 'opened'`: a panel (search dialog, notifications, customizer) mounted on its first open and
 *   kept mounted (MUI's close transition runs); a chunk or panel that fails closes it and is reported
 *   like a failing screen, and the next open tries again. `preload()` is for its button's
 *   pointerenter and focus.
 *
 * Unlike React.lazy, a component whose chunk is already in renders at once instead of suspending:
 * React.lazy always suspends on its first render (its `import()` resolves a microtask later), and
 * React then holds the revealed content back for up to 300 ms after a fallback was shown (its
 * Suspense throttle) — on a cold load of a list that was two such waits with the main thread idle.
 * `preload()` starts the load (once; a failed load is tried again next time).
 */
import { Suspense, createElement, lazy, useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportClientError } from './providers/clientErrors';

export type LazyComponent<P> = ComponentType<P> & {
  /** Loads the chunk (once; a failed load is tried again next time); new instances then render the component without suspending. */
  preload(): Promise<unknown>;
  isLoaded(): boolean;
};

/** What every `when: 'opened'` panel is given by the component that holds its state. */
export interface PanelProps {
  open: boolean;
  onClose: () => void;
}

type Loader<P> = () => Promise<ComponentType<P>>;

export function lazyComponent<P extends object>(load: Loader<P>, options?: { when?: 'rendered'; fallback?: ReactNode }): LazyComponent<P>;
export function lazyComponent<P extends object>(
  load: Loader<P>,
  options: { when: 'painted'; fallback?: ReactNode },
): LazyComponent<P & { fallback?: ReactNode }>;
export function lazyComponent<P extends PanelProps>(load: Loader<P>, options: { when: 'opened' }): LazyComponent<P>;
export function lazyComponent<P extends object>(
  load: Loader<P>,
  { when = 'rendered', fallback }: { when?: 'rendered' | 'painted' | 'opened'; fallback?: ReactNode } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const isLoaded = () => loaded !== undefined;
  const suspending = () => lazy(() => preload().then((component) => ({ default: component })));
  const Lazy = suspending();

  /** Renders the component directly when its chunk was in at mount, else through React.lazy (switching would remount it). */
  function Direct(props: P) {
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy as ComponentType<P>, props);
  }
  const methods = { preload, isLoaded };

  if (when === 'painted') {
    const AfterPaint = ({ fallback: placeholder = fallback ?? null, ...props }: P & { fallback?: ReactNode }) => {
      const deferred = useDeferredValue(true, false);
      // 'in': the chunk is loaded; 'failed': it could not be, React.lazy asks again and throws to the screen's boundary
      const [state, setState] = useState<'waiting' | 'in' | 'failed'>(() => (isLoaded() ? 'in' : 'waiting'));
      useEffect(() => {
        if (state !== 'waiting') return;
        let live = true;
        const cancel = afterNextPaint(() => {
          void partsMayLoad()
            .then(preload)
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
      if (state === 'waiting' || !deferred) return <>{placeholder}</>;
      return <Suspense fallback={placeholder}>{createElement(Direct, props as unknown as P)}</Suspense>;
    };
    return Object.assign(AfterPaint as ComponentType<P>, methods);
  }

  if (when === 'opened') {
    const Panel = (props: P & PanelProps) => {
      const [opened, setOpened] = useState(props.open);
      // React.lazy keeps a failed load for good: after an error, a fresh one
      const [Failed, setFailed] = useState<ComponentType<P> | undefined>(undefined);
      if (props.open && !opened) setOpened(true);
      if (!opened) return null;
      return (
        <ErrorBoundary
          fallback={null}
          resetKeys={[props.open]}
          onError={(error) => {
            reportClientError(error, window.location.hash.replace(/^#/, '').split('?')[0] || '/');
            setFailed(() => suspending() as ComponentType<P>);
            props.onClose();
          }}
        >
          <Suspense fallback={null}>{createElement(Failed ?? Direct, props)}</Suspense>
        </ErrorBoundary>
      );
    };
    // for the button's pointerenter and focus: a failed download is reported by the open that needs it
    return Object.assign(Panel as unknown as ComponentType<P>, { isLoaded, preload: () => preload().catch(() => undefined) });
  }

  if (fallback === undefined) return Object.assign(Direct, methods);
  const WithFallback = (props: P) => <Suspense fallback={fallback}>{createElement(Direct, props)}</Suspense>;
  return Object.assign(WithFallback, methods);
}

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

/** Contents still on their way (a list waiting for its first page): the `painted` parts wait for them to be painted. */
let pendingContents = 0;
const waitingParts = new Set<() => void>();
const partsMayLoad = (): Promise<void> => (pendingContents === 0 ? Promise.resolve() : new Promise((resolve) => waitingParts.add(resolve)));

/**
 * Holds every `painted` part not yet loaded until the caller's content is on screen: call the
 * returned function once it is (again calls do nothing).
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
 * Holds the `painted` parts not loaded yet while `waiting` (a screen's content on its way: a list's
 * first page, a record page's related tables), and releases them once what came is painted.
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
