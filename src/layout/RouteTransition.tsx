/**
 * The page transition of the customizer: when the path changes, the page enters with the chosen
 * animation (Web Animations API, so the page is not remounted and keeps its state). Nothing moves
 * when the user asks for reduced motion.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import type { RouteTransitionName } from './settings';

export const ROUTE_TRANSITION_MS = 280;

/** The keyframes of each transition; `sign` flips the X axis in right-to-left. */
export function transitionKeyframes(name: RouteTransitionName, rtl: boolean): Keyframe[] {
  const x = rtl ? -1 : 1;
  const from = (transform: string, opacity = 0): Keyframe[] => [
    { opacity, transform },
    { opacity: 1, transform: 'none' },
  ];
  switch (name) {
    case 'scroll-x':
      return from(`translateX(${-24 * x}px)`);
    case 'scroll-x-reverse':
      return from(`translateX(${24 * x}px)`);
    case 'scroll-y':
      return from('translateY(-24px)');
    case 'scroll-y-reverse':
      return from('translateY(24px)');
    case 'slide-x':
      return from(`translateX(${-15 * x}%)`, 0.6);
    case 'slide-x-reverse':
      return from(`translateX(${15 * x}%)`, 0.6);
    case 'slide-y':
      return from('translateY(-15%)', 0.6);
    case 'slide-y-reverse':
      return from('translateY(15%)', 0.6);
    default:
      return [{ opacity: 0 }, { opacity: 1 }];
  }
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function RouteTransition({ name, children }: { name: RouteTransitionName; children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const rtl = useTheme().direction === 'rtl';
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el || typeof el.animate !== 'function' || reducedMotion()) return;
    const animation = el.animate(transitionKeyframes(name, rtl), { duration: ROUTE_TRANSITION_MS, easing: 'cubic-bezier(0.25, 0.8, 0.5, 1)' });
    return () => animation.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return (
    <Box ref={ref} data-route-transition={name} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
      {children}
    </Box>
  );
}
