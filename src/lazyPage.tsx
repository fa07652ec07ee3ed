/**
 * A page loaded on first use: its own chunk, with its own <Suspense> (also where react-admin's
 * layout does not provide one, e.g. the `noLayout` routes). Keeps pages out of the entry chunk.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  const LazyPage = (props: P) => (
    <Suspense fallback={fallback}>
      <Page {...props} />
    </Suspense>
  );
  return LazyPage;
}
