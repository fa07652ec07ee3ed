/** On a phone, the store a store-bound account runs, under the navigation's header (the app bar's chip, src/layout/StoreChip.tsx, has no room there). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Storefront from '@mui/icons-material/Storefront';
import { useSidebarState, useTranslate } from 'react-admin';
import { useSessionIdentity } from './sessionIdentity';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Nothing in a folded navigation, nor from the `sm` width up. */
export function StoreNavLine() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { identity } = useSessionIdentity();
  const name = identity?.storeName;
  if (!name || !open) return null;
  return (
    <Box data-testid="store-nav-line" sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 0.75, px: 2, pb: 1, color: 'primary.main' }}>
      <Storefront fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}>
        <span style={visuallyHidden}>{translate('app.session.store')}: </span>
        {identity.storeSn ? `${name} (${identity.storeSn})` : name}
      </Typography>
    </Box>
  );
}
