/**
 * The transition dialog (a form with an input of every kind a transition may ask for), loaded when
 * a user picks a transition: the record page and the list that offer one do not load the forms'
 * code to show their buttons.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { TransitionDialog as Dialog } from './TransitionDialog';

const TransitionDialog = lazy(() => import('./TransitionDialog').then((m) => ({ default: m.TransitionDialog })));

export function LazyTransitionDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <TransitionDialog {...props} />
    </Suspense>
  );
}
