/**
 * react-admin's <Layout> frame — the skip link, the app bar, the sidebar with the menu, and
 * `#main-content` with its error boundary and <Suspense> — with its class names and theme slot
 * (`RaLayout`), without what its module brings along for its defaults: react-admin's default
 * app bar, menu and user menu (tooltips, keyboard shortcuts), its preferences inspector, none of
 * which this shell uses.
 */
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, useTranslate, type SidebarProps } from 'react-admin';
import { ErrorPage } from '../pages/ErrorPage';

const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  // the app bar is in the flow (sticky or static), so no room is kept for it
  '& .RaLayout-appFrame': { display: 'flex', flexDirection: 'column', flexGrow: 1 },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    paddingInline: theme.spacing(1),
  },
  // react-admin's skip link: out of view until focused
  '& .skip-nav-button': {
    position: 'fixed',
    padding: theme.spacing(1),
    left: theme.spacing(2),
    top: theme.spacing(-10),
    zIndex: 5000,
    transition: theme.transitions.create(['top', 'opacity'], { easing: theme.transitions.easing.easeIn, duration: theme.transitions.duration.leavingScreen }),
    '&:focus': { top: theme.spacing(2) },
  },
}));

/** Moves the keyboard to the page's content (react-admin's skipToContent). */
function skipToContent() {
  const element = document.getElementById('main-content');
  if (!element) return;
  element.setAttribute('tabIndex', '-1');
  element.focus();
  element.blur();
  element.removeAttribute('tabIndex');
}

export interface ShellFrameProps {
  appBar: ComponentType;
  sidebar: ComponentType<SidebarProps>;
  menu: ComponentType;
  children: ReactNode;
}

export function ShellFrame({ appBar: AppBar, sidebar: Sidebar, menu: Menu, children }: ShellFrameProps) {
  const translate = useTranslate();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <Button className="skip-nav-button" variant="contained" onClick={skipToContent}>
        {translate('ra.navigation.skip_nav')}
      </Button>
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar appBarAlwaysOn>
            <Menu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}
