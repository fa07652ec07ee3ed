/**
 * The store a store-bound account runs (no other screen names it: a store manager's lists are all
 * of one store): a chip in the app bar from the `sm` width up; on a phone, whose app bar has no
 * room left, a line under the navigation's header (src/layout/StoreNavLine.tsx). Nothing for an
 * account not bound to a store.
 */
import Chip from '@mui/material/Chip';
import Storefront from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import { useSessionIdentity } from './sessionIdentity';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function StoreChip() {
  const translate = useTranslate();
  const { identity } = useSessionIdentity();
  const name = identity?.storeName;
  if (!name) return null;
  const full = translate('app.session.store_chip', { name: identity.storeSn ? `${name} (${identity.storeSn})` : name });
  return (
    <Chip
      data-testid="store-chip"
      size="small"
      variant="outlined"
      color="primary"
      icon={<Storefront aria-hidden />}
      title={full}
      label={
        <>
          <span style={visuallyHidden}>{translate('app.session.store')}: </span>
          {name}
        </>
      }
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 1, minWidth: 0, maxWidth: { sm: 160, md: 240 }, marginInlineEnd: 0.5, fontWeight: 500 }}
    />
  );
}
