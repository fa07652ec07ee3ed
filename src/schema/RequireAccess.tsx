/**
 * Renders a page only when the user may perform `action` on `resource` (otherwise the
 * not-authorized screen, in place), inside the screen's error boundary. Both are the app's (its
 * pages: src/App.tsx hands them in with <EngineScreensProvider>); the engine itself knows no page.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Loading, useCanAccess, useTranslate } from 'react-admin';

export interface EngineScreens {
  /** In place of a screen the user may not open (`code`: the privilege it needs). */
  notAuthorized: ComponentType<{ code?: string }>;
  /** Around every generated screen: what a failing screen shows instead. */
  errorBoundary: ComponentType<{ children: ReactNode }>;
}

/** Without an app around it (a test, another app): react-admin's words for a refusal, and no boundary of its own. */
function Refused() {
  const translate = useTranslate();
  return <Alert severity="warning">{translate('ra.notification.not_authorized')}</Alert>;
}
const Bare = ({ children }: { children: ReactNode }) => <>{children}</>;

const ScreensContext = createContext<EngineScreens>({ notAuthorized: Refused, errorBoundary: Bare });

export const EngineScreensProvider = ScreensContext.Provider;

export function RequireAccess({ resource, action, code, children }: { resource: string; action: string; code?: string; children: ReactNode }) {
  const { notAuthorized: NotAuthorized, errorBoundary: ErrorBoundary } = useContext(ScreensContext);
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  if (!canAccess) return <NotAuthorized code={code} />;
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
