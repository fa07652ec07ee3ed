/** `#/apps/invoice/list`: search, status filter, single-key server sort, paging with every page size. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listUrl, useDebounced, useJson, type TableOptions } from '../shared/api';
import { useFormatters } from '../shared/format';
import { Pager } from '../shared/Pager';
import { EmptyState, ErrorState, LoadingState, NameAvatar, PageHeader } from '../shared/pageParts';
import { BalanceCell, INVOICE_STATUSES, InvoiceStatusChip, statusLabelKey, type InvoiceListAnswer } from './model';

type SortKey = 'id' | 'invoiceStatus' | 'client' | 'total' | 'issuedDate' | 'balance';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'id', label: 'app.invoice.fields.id' },
  { key: 'invoiceStatus', label: 'app.invoice.fields.status' },
  { key: 'client', label: 'app.invoice.fields.client' },
  { key: 'total', label: 'app.invoice.fields.total', numeric: true },
  { key: 'issuedDate', label: 'app.invoice.fields.issued_date' },
  { key: 'balance', label: 'app.invoice.fields.balance', numeric: true },
];

export default function InvoiceList() {
  const translate = useTranslate();
  const fmt = useFormatters();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [options, setOptions] = useState<TableOptions>({ page: 1, itemsPerPage: 10 });
  const q = useDebounced(search);
  const url = listUrl('/apps/invoice/invoices', { q, status }, options);
  const { data, error, loading, reload } = useJson<InvoiceListAnswer>(url);

  const sortBy = (key: SortKey) => setOptions((o) => ({ ...o, page: 1, sortBy: key, sortDesc: o.sortBy === key ? !o.sortDesc : false }));
  const rows = data?.filteredData ?? [];
  const total = data?.total ?? 0;

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader
        title={translate('app.invoice.list_title')}
        actions={
          <Button component={RouterLink} to="/apps/invoice/add" variant="contained" startIcon={<Add />}>
            {translate('app.invoice.create')}
          </Button>
        }
      />
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
          <TextField
            size="small"
            type="search"
            label={translate('app.invoice.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setOptions((o) => ({ ...o, page: 1 }));
            }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 320 }, m: 0 }}
          />
          <TextField
            select
            size="small"
            label={translate('app.invoice.status_filter')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setOptions((o) => ({ ...o, page: 1 }));
            }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 220 }, m: 0 }}
          >
            <MenuItem value="">{translate('app.invoice.all_statuses')}</MenuItem>
            {INVOICE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(statusLabelKey(s))}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ height: 4 }}>{loading && data && <LinearProgress aria-label={translate('app.templates.common.loading')} />}</Box>
        {error && <ErrorState onRetry={reload} />}
        {!data && loading && <LoadingState />}
        {data && (
          <TableContainer>
            <Table size="small" aria-label={translate('app.invoice.list_title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.numeric ? 'right' : 'left'}
                      sortDirection={options.sortBy === c.key ? (options.sortDesc ? 'desc' : 'asc') : false}
                    >
                      <TableSortLabel
                        active={options.sortBy === c.key}
                        direction={options.sortBy === c.key && options.sortDesc ? 'desc' : 'asc'}
                        onClick={() => sortBy(c.key)}
                      >
                        {translate(c.label)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell align="right">{translate('app.invoice.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((inv) => (
                  <TableRow key={inv.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/apps/invoice/preview/${inv.id}`} underline="hover">
                        #{inv.id}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <InvoiceStatusChip status={inv.invoiceStatus} />
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <NameAvatar name={inv.client.name} src={inv.avatar} />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                            {inv.client.name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" noWrap component="p">
                            {inv.client.companyEmail}
                          </Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell align="right">{fmt.money(inv.total)}</TableCell>
                    <TableCell>{fmt.date(inv.issuedDate)}</TableCell>
                    <TableCell align="right" data-testid={`balance-${inv.id}`}>
                      <BalanceCell balance={inv.balance} fmt={fmt} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={translate('app.invoice.preview')}>
                        <IconButton
                          component={RouterLink}
                          to={`/apps/invoice/preview/${inv.id}`}
                          size="small"
                          aria-label={translate('app.invoice.preview_n', { id: inv.id })}
                        >
                          <VisibilityOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={translate('app.invoice.edit')}>
                        <IconButton
                          component={RouterLink}
                          to={`/apps/invoice/edit/${inv.id}`}
                          size="small"
                          aria-label={translate('app.invoice.edit_n', { id: inv.id })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={translate('app.invoice.print')}>
                        <IconButton
                          component={RouterLink}
                          to={`/apps/invoice/print/${inv.id}`}
                          size="small"
                          aria-label={translate('app.invoice.print_n', { id: inv.id })}
                        >
                          <PrintOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && rows.length === 0 && <EmptyState text={translate('app.invoice.empty')} />}
        <Pager
          count={total}
          page={options.page}
          itemsPerPage={options.itemsPerPage}
          onChange={(page, itemsPerPage) => setOptions((o) => ({ ...o, page, itemsPerPage }))}
        />
      </Card>
    </Box>
  );
}
