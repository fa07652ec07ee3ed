/**
 * The settings drawer (theme customizer) of spec §2: the context that opens it and its two buttons
 * (app bar, floating). The drawer itself (src/layout/CustomizerDrawer.tsx) is a chunk of its own,
 * fetched when a button is pointed at or focused and mounted on the first open.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'react-admin';
import { lazyPanel } from './lazyPanel';

const CustomizerDrawer = lazyPanel(() => import('./CustomizerDrawer').then((m) => m.Customizer));

const CustomizerContext = createContext<() => void>(() => undefined);
export const useOpenCustomizer = () => useContext(CustomizerContext);

/** Holds the drawer; buttons anywhere in the shell open it. */
export function CustomizerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openIt = useCallback(() => setOpen(true), []);
  return (
    <CustomizerContext.Provider value={openIt}>
      {children}
      <CustomizerDrawer open={open} onClose={() => setOpen(false)} />
    </CustomizerContext.Provider>
  );
}

/** The app-bar button. */
export function CustomizerButton() {
  const translate = useTranslate();
  const openIt = useOpenCustomizer();
  return (
    <Tooltip title={translate('app.settings.title')}>
      <IconButton
        color="inherit"
        aria-label={translate('app.settings.open')}
        aria-haspopup="dialog"
        onPointerEnter={CustomizerDrawer.preload}
        onFocus={CustomizerDrawer.preload}
        onClick={openIt}
      >
        <SettingsOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** A floating button at the inline-end edge, for when the app bar is hidden. */
export function CustomizerFab() {
  const translate = useTranslate();
  const openIt = useOpenCustomizer();
  return (
    <Fab
      color="primary"
      size="small"
      aria-label={translate('app.settings.open')}
      onPointerEnter={CustomizerDrawer.preload}
      onFocus={CustomizerDrawer.preload}
      onClick={openIt}
      sx={{ position: 'fixed', top: '50%', insetInlineEnd: 0, zIndex: (t) => t.zIndex.appBar + 1, borderRadius: '50% 0 0 50%' }}
    >
      <SettingsOutlined />
    </Fab>
  );
}
