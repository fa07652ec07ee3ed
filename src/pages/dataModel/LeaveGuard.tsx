/**
 * Asks before the editor is left with changes not saved: another screen of the app (react-admin's
 * router blocker, where the router can block) and closing or reloading the page (the browser's own
 * question).
 */
import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker, useCanBlock, useTranslate } from 'react-admin';

function RouteBlocker({ when }: { when: boolean }) {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="dm-leave-title">
      <DialogTitle id="dm-leave-title">{translate('app.designer.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.designer.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{translate('app.designer.leave.stay')}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {translate('app.designer.leave.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LeaveGuard({ when }: { when: boolean }) {
  const canBlock = useCanBlock();
  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return canBlock ? <RouteBlocker when={when} /> : null;
}
