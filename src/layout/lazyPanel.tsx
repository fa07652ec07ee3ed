/**
 * A panel of the shell (notifications popover, customizer drawer, search dialog) in a chunk of its
 * own, so that only its button stays in the JavaScript of the first screen. The chunk is fetched
 * when the user points at or focuses the button (`preload`), at the latest on the first open; the
 * panel is mounted on that first open and then stays mounted (closed), so MUI's close transition
 * runs as before. A chunk that fails to download (or a panel that fails to render) closes the
 * panel and is reported to the server's error log like a failing screen; the next open tries again.
 */
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportClientError } from '../pages/ScreenErrorBoundary';

/** What every lazy panel is given by the component that holds its state. */
export interface PanelProps {
  open: boolean;
  onClose: () => void;
}

export type LazyPanel<P extends PanelProps> = ComponentType<P> & {
  /** Starts downloading the chunk (once); for the button's pointerenter and focus. */
  preload: () => void;
};

export function lazyPanel<P extends PanelProps>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchChunk = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again next time
      throw error;
    }));
  const makeLazy = () => lazy(() => fetchChunk().then((component) => ({ default: component })));

  function LazyPanelHolder(props: P) {
    const [opened, setOpened] = useState(props.open);
    // React.lazy keeps a failed load for good: after an error, a fresh one
    const [Panel, setPanel] = useState(makeLazy);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <ErrorBoundary
        fallback={null}
        resetKeys={[props.open]}
        onError={(error) => {
          reportClientError(error, window.location.hash.replace(/^#/, '').split('?')[0] || '/');
          setPanel(makeLazy());
          props.onClose();
        }}
      >
        <Suspense fallback={null}>
          <Panel {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return Object.assign(LazyPanelHolder, {
    preload: () => {
      fetchChunk().catch(() => undefined);
    },
  });
}
