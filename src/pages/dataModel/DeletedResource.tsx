/** A deleted resource's page: it says so, offers a restore (its last version), and keeps its history, from which a version can come back as the draft. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SchemaDetail } from '../../providers/schemasApi';
import { PageTitle } from '../../layout/PageTitle';
import { HistoryPanel } from './HistoryPanel';
import { useRestore } from './useRestore';

export function DeletedResource({ name, onReverted, onRestored }: { name: string; onReverted(detail: SchemaDetail): void; onRestored(): void }) {
  const translate = useTranslate();
  const { restore, restoring } = useRestore();
  return (
    <Box sx={{ my: 2 }}>
      <PageTitle>{translate('app.designer.title')}</PageTitle>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        <code dir="ltr">{name}</code>
      </Typography>
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RestoreFromTrash />}
            disabled={restoring !== undefined}
            onClick={() => void restore(name, name).then((done) => done && onRestored())}
          >
            {translate('app.designer.restore.action')}
          </Button>
        }
      >
        {translate('app.designer.editor.deleted')}
      </Alert>
      <Paper sx={{ p: 2 }}>
        <HistoryPanel name={name} dirty={false} onReverted={onReverted} />
      </Paper>
    </Box>
  );
}
