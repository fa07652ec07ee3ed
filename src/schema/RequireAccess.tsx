/** Renders a page only when the user may perform `action` on `resource` (otherwise the not-authorized page, in place), inside its own error boundary. */
import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import NotAuthorized from '../pages/NotAuthorized';
import { ScreenErrorBoundary } from '../pages/ScreenErrorBoundary';

export function RequireAccess({ resource, action, code, children }: { resource: string; action: string; code?: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  if (!canAccess) return <NotAuthorized code={code} />;
  return <ScreenErrorBoundary>{children}</ScreenErrorBoundary>;
}
