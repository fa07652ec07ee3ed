/**
 * The published versions of a resource, newest first: who published it, when, what it changed (with
 * how many stored records each change touched, and what a backfill filled); any two versions compared
 * in words; an old version can be made the draft again ("revert"), which the editor then shows.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { declarationChanges } from '../../../resources/declarations';
import { useI18nProvider, useNotify, useTranslate } from 'react-admin';
import { localeInfo } from '../../../i18n/locales';
import type { SchemaDetail, SchemaVersion } from '../../providers/schemasApi';
import { changeText } from './changeWords';
import { versionsKey } from './queryKeys';
import { refusalOf } from './refusal';
import { useSchemasApi } from './useSchemasApi';
import { whenText } from './when';
import { SelectOption } from './inputs';

export interface HistoryPanelProps {
  name: string;
  /** The version in force (marked). */
  current?: number;
  /** The editor has changes not saved: a revert would replace them, so it asks first. */
  dirty: boolean;
  onReverted(detail: SchemaDetail): void;
}

export function HistoryPanel({ name, current, dirty, onReverted }: HistoryPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSchemasApi();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const { data, isPending, error, refetch } = useQuery({ queryKey: versionsKey(name), queryFn: () => api.versions(name), retry: false });
  const [asking, setAsking] = useState<SchemaVersion>();
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => whenText(iso, lang);

  const revert = async (v: SchemaVersion) => {
    setBusy(true);
    try {
      const detail = await api.revert(name, v.version);
      notify('app.designer.history.reverted', { type: 'success', messageArgs: { version: v.version } });
      setAsking(undefined);
      onReverted(detail);
    } catch (e) {
      notify(refusalOf(e).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        {translate('app.designer.loading')}
      </Box>
    );
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.error.retry')}
          </Button>
        }
      >
        {refusalOf(error).message}
      </Alert>
    );
  if (!data.length) return <Typography sx={{ py: 2 }}>{translate('app.designer.history.none')}</Typography>;
  return (
    <>
      {data.length > 1 && <CompareVersions versions={data} />}
      <TableContainer>
        <Table size="small" aria-label={translate('app.designer.tabs.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.designer.list.version')}</TableCell>
              <TableCell>{translate('app.designer.history.who')}</TableCell>
              <TableCell>{translate('app.designer.history.when')}</TableCell>
              <TableCell>{translate('app.designer.history.changes')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.designer.fields.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((v) => (
              <TableRow key={v.version}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  v{v.version} {v.version === current && <Chip size="small" color="success" label={translate('app.designer.history.in_force')} />}
                </TableCell>
                <TableCell>{v.publishedBy.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(v.publishedAt)}</TableCell>
                <TableCell>
                  <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                    {v.changes.map((c, i) => (
                      <li key={i}>{changeText(translate, c, v.touches)}</li>
                    ))}
                    {Object.entries(v.backfilled ?? {}).map(([field, count]) => (
                      <li key={`backfill-${field}`}>{translate('app.designer.publish.backfill.filled', { field, count, smart_count: count })}</li>
                    ))}
                  </Box>
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setAsking(v)} aria-label={translate('app.designer.history.revert_row', { version: v.version })}>
                    {translate('app.designer.history.revert')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {asking && (
        <Dialog open onClose={() => setAsking(undefined)} aria-labelledby="dm-revert-title">
          <DialogTitle id="dm-revert-title">{translate('app.designer.history.revert_to', { version: asking.version })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('app.designer.history.revert_hint', { version: asking.version })}</DialogContentText>
            {dirty && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('app.designer.history.unsaved')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(undefined)}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" disabled={busy} onClick={() => void revert(asking)}>
              {translate('app.designer.history.revert')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** Any two published versions side by side: what changes from one to the other, in words (newest against the one before, to begin with). */
function CompareVersions({ versions }: { versions: readonly SchemaVersion[] }) {
  const translate = useTranslate();
  const [from, setFrom] = useState(versions[1].version);
  const [to, setTo] = useState(versions[0].version);
  const declarationOf = (version: number) => versions.find((v) => v.version === version)?.declaration;
  const changes = declarationChanges(declarationOf(from), declarationOf(to) ?? versions[0].declaration);
  const choice = (label: string, value: number, onChange: (v: number) => void) => (
    <SelectOption label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 140 }}>
      {versions.map((v) => (
        <MenuItem key={v.version} value={v.version}>
          v{v.version}
        </MenuItem>
      ))}
    </SelectOption>
  );
  return (
    <Box component="section" aria-labelledby="dm-compare-title" sx={{ mb: 3 }}>
      <Typography id="dm-compare-title" variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {translate('app.designer.history.compare')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mb: 1 }}>
        {choice(translate('app.designer.history.compare_from'), from, setFrom)}
        {choice(translate('app.designer.history.compare_to'), to, setTo)}
      </Stack>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate('app.designer.history.compare_same')}</Typography>
      ) : (
        <Box component="ul" aria-label={translate('app.designer.history.compare_list', { from, to })} sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {changes.map((c, i) => (
            <li key={i}>{changeText(translate, c)}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
