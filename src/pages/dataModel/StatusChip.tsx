/** A resource's state (published, draft, changed, deleted) as a chip, in words and a colour of its own. */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { SchemaStatus } from '../../providers/schemasApi';

const COLORS = { published: 'success', draft: 'info', changed: 'warning', deleted: 'default' } as const;

export function StatusChip({ status }: { status: SchemaStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} variant={status === 'deleted' ? 'outlined' : 'filled'} label={translate(`app.designer.status.${status}`)} />;
}
