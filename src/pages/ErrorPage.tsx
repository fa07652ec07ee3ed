/**
 * The page shown when a screen throws: react-admin's Error page (details, back and retry), a lazy
 * chunk of its own (its accordion and title editor are not needed before something fails). If that
 * chunk cannot be loaded either (the network is gone), a plain message with a reload button.
 */
import { Suspense, type ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslate } from 'react-admin';
import { lazyComponent } from '../lazyComponent';

const RaError = lazyComponent(() => import('./raPages').then((m) => m.Error));

export interface ErrorPageProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: (...args: unknown[]) => void;
}

function PlainError({ error }: { error: Error }) {
  const translate = useTranslate();
  return (
    <div role="alert" style={{ padding: 24 }}>
      <h1>{translate('ra.page.error')}</h1>
      <p>{error.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {translate('ra.action.refresh')}
      </button>
    </div>
  );
}

export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorBoundary fallbackRender={() => <PlainError error={props.error} />}>
      <Suspense fallback={null}>
        <RaError {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
