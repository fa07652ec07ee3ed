/** The customizer's buttons (src/layout/Customizer.tsx): in the app bar, and floating when the app bar is hidden. */
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'react-admin';
import { CustomizerDrawer, useOpenCustomizer } from './Customizer';

/** The app-bar button. */
export function CustomizerButton() {
  const translate = useTranslate();
  const openIt = useOpenCustomizer();
  return (
    <Tooltip title={translate('app.shell.customizer')}>
      <IconButton
        color="inherit"
        aria-label={translate('app.shell.customizer_open')}
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
      aria-label={translate('app.shell.customizer_open')}
      onPointerEnter={CustomizerDrawer.preload}
      onFocus={CustomizerDrawer.preload}
      onClick={openIt}
      sx={{ position: 'fixed', top: '50%', insetInlineEnd: 0, zIndex: (t) => t.zIndex.appBar + 1, borderRadius: '50% 0 0 50%' }}
    >
      <SettingsOutlined />
    </Fab>
  );
}
