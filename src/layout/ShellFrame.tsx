/**
 * The shell's frame, as react-admin's <Layout> lays it out — the skip link, the app bar, the
 * sidebar with the menu, and `#main-content` with its error boundary and <Suspense> — without what
 * react-admin's Layout module brings along for its defaults (its app bar, menu and user menu with
 * their tooltips and keyboard shortcuts, its preferences inspector), none of which this shell uses.
 * Its parts are its own elements, styled here (no class names or theme slot of react-admin's).
 */
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, useTranslate, type SidebarProps } from 'react-admin';
import { ErrorPage } from '../pages/ErrorPage';

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  // a wide list scrolls inside its card instead of widening the page (which breaks RTL)
  minWidth: 0,
  width: '100%',
}));

/** The app bar is in the flow (sticky or static), so no room is kept for it. */
const Frame = styled('div')({ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 });

const Body = styled('div')(({ theme }) => ({
  display: 'flex',
  flexGrow: 1,
  minWidth: 0,
  transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
}));

/** The page's content, and the page's one <main> landmark (the navigation beside it is not main content). */
const Content = styled('main')(({ theme }) => ({
  backgroundColor: (theme.vars || theme).palette.background.default,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  flexBasis: 0,
  minWidth: 0,
  padding: 0,
  paddingInline: theme.spacing(1),
}));

/** The skip link: out of view until focused. */
const SkipLink = styled(Button)(({ theme }) => ({
  position: 'fixed',
  padding: theme.spacing(1),
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  transition: theme.transitions.create(['top', 'opacity'], { easing: theme.transitions.easing.easeIn, duration: theme.transitions.duration.leavingScreen }),
  '&:focus': { top: theme.spacing(2) },
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
    <Root>
      <SkipLink variant="contained" onClick={skipToContent}>
        {translate('ra.navigation.skip_nav')}
      </SkipLink>
      <Frame>
        <AppBar />
        <Body>
          <Sidebar appBarAlwaysOn>
            <Menu />
          </Sidebar>
          <Content id="main-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </Content>
        </Body>
      </Frame>
    </Root>
  );
}
