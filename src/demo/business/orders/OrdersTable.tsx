/** `#/tables/data-table`: the e-commerce orders of `GET /data-table/data`, searched, sorted and paged in the browser. */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useJson } from '../shared/api';
import { useFormatters } from '../shared/format';
import { Pager } from '../shared/Pager';
import { EmptyState, ErrorState, LoadingState, NameAvatar, PageHeader } from '../shared/pageParts';
import { OrderChip, STATUS_KEY, orderDate, type DemoOrder } from './model';

type SortKey = 'product' | 'date' | 'buyer' | 'total' | 'status' | 'received';
const sortValue = (o: DemoOrder, key: SortKey): string | number => {
  switch (key) {
    case 'product':
      return o.product.name;
    case 'date':
      return orderDate(o.date)?.getTime() ?? 0;
    case 'buyer':
      return o.buyer.name;
    case 'total':
      return o.payment.total;
    case 'status':
      return o.payment.status;
    default:
      return o.payment.received_payment_status;
  }
};

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'product', label: 'app.orders.fields.product' },
  { key: 'date', label: 'app.orders.fields.date' },
  { key: 'buyer', label: 'app.orders.fields.buyer' },
  { key: 'total', label: 'app.orders.fields.payment', numeric: true },
  { key: 'status', label: 'app.orders.fields.status' },
  { key: 'received', label: 'app.orders.fields.received' },
];

export default function OrdersTable() {
  const translate = useTranslate();
  const fmt = useFormatters();
  const { data, error, loading, reload } = useJson<DemoOrder[]>('/data-table/data');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean } | null>(null);
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 10 });

  const matching = useMemo(() => {
    const q = search.trim().toLowerCase();
    const rows = (data ?? []).filter(
      (o) =>
        q === '' ||
        [
          o.product.name,
          o.product.brand,
          o.buyer.name,
          o.date,
          o.payment.status,
          o.payment.received_payment_status,
          translate(STATUS_KEY[o.payment.status] ?? ''),
          translate(STATUS_KEY[o.payment.received_payment_status] ?? ''),
        ].some((f) => f.toLowerCase().includes(q)),
    );
    if (!sort) return rows;
    return [...rows].sort((a, b) => {
      const x = sortValue(a, sort.key);
      const y = sortValue(b, sort.key);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), fmt.tag, { sensitivity: 'base', numeric: true });
      return sort.desc ? -order : order;
    });
  }, [data, search, sort, translate, fmt.tag]);
  const pageRows = paging.itemsPerPage === -1 ? matching : matching.slice((paging.page - 1) * paging.itemsPerPage, paging.page * paging.itemsPerPage);

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={translate('app.orders.title')} subtitle={translate('app.orders.subtitle')} />
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            size="small"
            type="search"
            label={translate('app.orders.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 320 }, m: 0 }}
          />
        </Box>
        {error && <ErrorState onRetry={reload} />}
        {loading && !data && <LoadingState />}
        {data && (
          <TableContainer>
            <Table size="small" aria-label={translate('app.orders.title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sortDirection={sort?.key === c.key ? (sort.desc ? 'desc' : 'asc') : false}>
                      <TableSortLabel
                        active={sort?.key === c.key}
                        direction={sort?.key === c.key && sort.desc ? 'desc' : 'asc'}
                        onClick={() => {
                          setSort((s) => ({ key: c.key, desc: s?.key === c.key ? !s.desc : false }));
                          setPaging((p) => ({ ...p, page: 1 }));
                        }}
                      >
                        {translate(c.label)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {pageRows.map((o) => {
                  const date = orderDate(o.date);
                  return (
                    <TableRow key={o.id} hover>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <NameAvatar name={o.product.name} src={o.product.image || undefined} variant="rounded" size={38} />
                          <Box sx={{ minWidth: 0 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                              {o.product.name}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {o.product.brand}
                            </Typography>
                          </Box>
                        </Box>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date ? fmt.date(date.toISOString()) : o.date}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <NameAvatar name={o.buyer.name} src={o.buyer.avatar} size={30} />
                          <Typography variant="body2">{o.buyer.name}</Typography>
                        </Box>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {fmt.money(o.payment.total)}
                        </Typography>
                        {o.payment.received_payment_status === 'Partially Paid' && (
                          <Typography variant="caption" color="text.secondary">
                            {translate('app.orders.paid_of', { paid: fmt.money(o.payment.paid_amount) })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <OrderChip value={o.payment.status} />
                      </TableCell>
                      <TableCell>
                        <OrderChip value={o.payment.received_payment_status} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && matching.length === 0 && <EmptyState text={translate('app.orders.empty')} />}
        <Pager
          count={matching.length}
          page={paging.page}
          itemsPerPage={paging.itemsPerPage}
          onChange={(page, itemsPerPage) => setPaging({ page, itemsPerPage })}
        />
      </Card>
    </Box>
  );
}
