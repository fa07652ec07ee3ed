/** A deleted resource's page: it says so, and keeps its history, from which a version can come back as the draft. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SchemaDetail } from '../../providers/schemasApi';
import { PageTitle } from '../../layout/PageTitle';
import { HistoryPanel } from './HistoryPanel';

export function DeletedResource({ name, onReverted }: { name: string; onReverted(detail: SchemaDetail): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 2 }}>
      <PageTitle>{translate('app.designer.title')}</PageTitle>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <code dir="ltr">{name}</code>
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.designer.editor.deleted')}
      </Alert>
      <Paper sx={{ p: 2 }}>
        <HistoryPanel name={name} dirty={false} onReverted={onReverted} />
      </Paper>
    </Box>
  );
}
