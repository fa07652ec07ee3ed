/**
 * Every resource, built-in and declared (`#/apps/system/schema`): its name in the user's language,
 * API name, whether it is built in, its state, version and how many records it holds; a text
 * filter; new resource, export and import. The deleted ones below, apart, for a restore.
 */
import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useI18nProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { localeInfo } from '../../../i18n/locales';
import type { SchemaSummary } from '../../providers/schemasApi';
import { PageTitle } from '../../layout/PageTitle';
import { useCurrentRegistry } from '../../schema/useCurrentRegistry';
import { resourceTitle } from './resourceTitle';
import { editorPath } from './paths';
import { DeletedResources } from './DeletedResources';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';
import { NewResourceDialog } from './NewResourceDialog';
import { LIST_KEY } from './queryKeys';
import { refusalOf } from './refusal';
import { StatusChip } from './StatusChip';
import { useSchemasApi } from './useSchemasApi';

/** A summary's names per language as inline labels. */
const labelsOf = (names: NonNullable<SchemaSummary['names']>) => Object.fromEntries(Object.entries(names).map(([locale, name]) => [locale, { name }]));

const COLUMNS = ['name', 'api_name', 'type', 'status', 'version', 'records'] as const;

export function ResourceListPanel() {
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const api = useSchemasApi();
  // a failure is shown at once, with a retry (no silent retries first)
  const { data, isPending, error, refetch } = useQuery({ queryKey: LIST_KEY, queryFn: () => api.list(), retry: false });
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  // names from the declarations in force (their inline labels), which the registry takes as they change
  const registry = useCurrentRegistry();
  const [locale] = useLocaleState();
  // its own label (a draft's too), else the app's catalogue
  const titleOf = useCallback(
    (s: SchemaSummary) => resourceTitle(translate, locale, s.name, s.names ? { name: s.name, fields: {}, labels: labelsOf(s.names) } : registry.byName(s.name)),
    [translate, locale, registry],
  );
  const named = useMemo(() => (data ?? []).map((s) => ({ ...s, title: titleOf(s) })), [data, titleOf]);
  const q = filter.trim().toLowerCase();
  const rows = q ? named.filter((s) => s.title.toLowerCase().includes(q) || s.name.includes(q)) : named;
  // declared resources first (they are the ones edited), then by name
  const sorted = [...rows].sort((a, b) => Number(a.builtIn) - Number(b.builtIn) || a.title.localeCompare(b.title, lang));
  const number = (n: number | undefined) => (n === undefined ? '' : n.toLocaleString(lang));

  return (
    <Box sx={{ my: 2 }}>
      <PageTitle>{translate('app.designer.title')}</PageTitle>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('app.designer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.designer.subtitle')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ImportButton summaries={data} />
          <ExportButton summaries={data} />
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {translate('app.designer.list.new')}
          </Button>
        </Box>
      </Box>
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            size="small"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            label={translate('app.designer.list.search')}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}>
            <CircularProgress size={24} aria-hidden />
            {translate('app.designer.loading')}
          </Box>
        )}
        {error && (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('app.error.retry')}
              </Button>
            }
          >
            {translate('app.designer.list.load_failed', { message: refusalOf(error).message })}
          </Alert>
        )}
        {data && sorted.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
            <InboxOutlined sx={{ fontSize: 48, mb: 1 }} aria-hidden />
            <Typography>{translate(q ? 'app.designer.list.no_match' : 'app.designer.list.empty', { query: filter.trim() })}</Typography>
          </Box>
        )}
        {data && sorted.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={translate('app.designer.list.table')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align={c === 'version' || c === 'records' ? 'right' : undefined}>
                      {translate(`app.designer.list.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sorted.map((s: SchemaSummary & { title: string }) => (
                  <TableRow key={s.name} hover>
                    <TableCell>
                      <Link component={RouterLink} to={editorPath(s.name)}>
                        {s.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <code dir="ltr">{s.name}</code>
                    </TableCell>
                    <TableCell>{translate(s.builtIn ? 'app.designer.list.built_in' : 'app.designer.list.declared')}</TableCell>
                    <TableCell>
                      <StatusChip status={s.status} />
                    </TableCell>
                    <TableCell align="right">{s.version ? `v${s.version}` : '—'}</TableCell>
                    <TableCell align="right">{number(s.records)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <DeletedResources titleOf={titleOf} lang={lang} />
      {creating && <NewResourceDialog taken={data ?? []} onClose={() => setCreating(false)} />}
    </Box>
  );
}
