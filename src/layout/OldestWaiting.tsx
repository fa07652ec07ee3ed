/**
 * Under a review queue in the bell's panel (refunds, real-name checks): its oldest waiting record,
 * a link straight to its page — from the bell to the record to approve in two steps, by keyboard
 * too (Tab, Enter), instead of through its list.
 */
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { routeName } from '../../resources/registry';
import { registry } from '../schema/registry';
import type { NotificationItem } from './notificationsData';

export function OldestWaiting({ item, onClose, divider }: { item: NotificationItem; onClose: () => void; divider: boolean }) {
  const translate = useTranslate();
  const def = registry.byName(item.resource);
  const sortField = def?.defaultSort?.field ?? 'id';
  const { data } = useGetList<RaRecord>(
    def ? routeName(def) : item.resource,
    { filter: item.filter, sort: { field: sortField, order: 'ASC' }, pagination: { page: 1, perPage: 1 } },
    { enabled: !!def && item.kind !== 'alarms' && item.count > 0 },
  );
  const oldest = data?.[0];
  if (!def || !oldest) return null;
  const title = String(oldest[def.title] ?? `#${String(oldest.id)}`);
  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton
        component={RouterLink}
        to={`${item.route}/${encodeURIComponent(String(oldest.id))}/show`}
        onClick={onClose}
        data-oldest-of={item.id}
        sx={{ py: 0.75, paddingInlineStart: 9, minHeight: 44 }}
      >
        <Typography variant="body2">{translate('app.phone.oldest_waiting', { title })}</Typography>
      </ListItemButton>
    </ListItem>
  );
}
