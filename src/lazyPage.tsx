/**
 * A page loaded on first use: its own chunk, with its own <Suspense> (also where react-admin's
 * layout does not provide one, e.g. the `noLayout` routes). Keeps pages out of the entry chunk.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPreloadable } from './lazyPreloadable';

export interface LazyPage<P> {
  (props: P): ReactNode;
  /** Loads the page's chunk; once it is in, the page renders without suspending (src/lazyPreloadable.tsx). */
  preload(): Promise<unknown>;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyPage<P> {
  const Page = lazyPreloadable(load);
  const LazyPage = (props: P) => (
    <Suspense fallback={fallback}>
      <Page {...props} />
    </Suspense>
  );
  return Object.assign(LazyPage, { preload: Page.preload });
}
