/**
 * React.lazy, except that a component whose module is already in renders at once instead of
 * suspending. React.lazy always suspends on its first render, even when the chunk is loaded (its
 * `import()` resolves a microtask later), and React then holds the revealed content back for up to
 * 300 ms after the fallback was shown (its Suspense throttle) — on a cold load of a list that was
 * two such waits, the shell's and the list's, with the main thread idle. `preload()` starts the
 * load; once it has resolved, new instances render the component directly. An instance that
 * started out suspended keeps its lazy element (switching types would remount it).
 */
import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

export interface Preloadable<P> extends FunctionComponent<P> {
  /** Loads the component (once; a failed load is tried again next time). */
  preload(): Promise<ComponentType<P>>;
  /** Whether the component is loaded (new instances then render it without suspending). */
  isLoaded(): boolean;
}

export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
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
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(PreloadableComponent, { preload, isLoaded: () => loaded !== undefined });
}
