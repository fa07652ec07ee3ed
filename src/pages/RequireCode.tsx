import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { canOpen } from '../../resources/access';
import NotAuthorized from './NotAuthorized';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

/** Guards a hand-written page by its privilege code (the menu hides it; this blocks the route). */
export function RequireCode({ code, children }: { code?: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <Loading />;
  if (!canOpen(new Set(permissions ?? []), code)) return <NotAuthorized code={code} />;
  return <ScreenErrorBoundary>{children}</ScreenErrorBoundary>;
}
