/**
 * The transition dialog (a form with an input of every kind a transition may ask for), loaded when
 * a user picks a transition: the record page and the list that offer one do not load the forms'
 * code to show their buttons.
 */
import { lazyComponent } from '../../lazyComponent';

export const LazyTransitionDialog = lazyComponent(() => import('./TransitionDialog').then((m) => m.TransitionDialog), { fallback: null });
