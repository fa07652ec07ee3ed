/**
 * The deleted resources, under the data-model list (CONTRACT §2.4: the list itself omits them): each with its last
 * version and when it went, its history a click away, and a restore. Nothing is drawn while there is none.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SchemaSummary } from '../../providers/schemasApi';
import { editorPath } from './paths';
import { DELETED_KEY } from './queryKeys';
import { useRestore } from './useRestore';
import { useSchemasApi } from './useSchemasApi';
import { whenText } from './when';

export function DeletedResources({ titleOf, lang }: { titleOf(summary: SchemaSummary): string; lang: string }) {
  const translate = useTranslate();
  const api = useSchemasApi();
  const { data } = useQuery({ queryKey: DELETED_KEY, queryFn: () => api.listDeleted(), retry: false });
  const { restore, restoring } = useRestore();
  if (!data?.length) return null;
  return (
    <Card component="section" aria-labelledby="dm-deleted-title" sx={{ mt: 3 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id="dm-deleted-title" variant="h6" component="h2">
          {translate('app.designer.restore.section')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.designer.restore.hint')}
        </Typography>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="dm-deleted-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.designer.list.name')}</TableCell>
              <TableCell>{translate('app.designer.list.api_name')}</TableCell>
              <TableCell align="right">{translate('app.designer.restore.last_version')}</TableCell>
              <TableCell>{translate('app.designer.restore.deleted_at')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((s) => {
              const title = titleOf(s);
              return (
                <TableRow key={s.name}>
                  <TableCell>
                    <Link component={RouterLink} to={editorPath(s.name)}>
                      {title}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <code dir="ltr">{s.name}</code>
                  </TableCell>
                  <TableCell align="right">{s.lastVersion ? `v${s.lastVersion}` : '—'}</TableCell>
                  <TableCell>{s.updatedAt ? whenText(s.updatedAt, lang) : ''}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      startIcon={<RestoreFromTrash />}
                      disabled={restoring !== undefined}
                      aria-label={translate('app.designer.restore.action_named', { name: title })}
                      onClick={() => void restore(s.name, title)}
                    >
                      {translate('app.designer.restore.action')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
