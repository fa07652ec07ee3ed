/** `#/apps/user/list`: the four counters, role / plan / status filters, search, server paging, add drawer. */
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listUrl, useDebounced, useJson, type TableOptions } from '../shared/api';
import { useFormatters } from '../shared/format';
import { Pager } from '../shared/Pager';
import { EmptyState, ErrorState, LoadingState, NameAvatar, PageHeader } from '../shared/pageParts';
import { AddUserDrawer } from './AddUserDrawer';
import { RoleLabel, USER_PLANS, USER_ROLES, USER_STATUSES, UserStatusChip, type UserListAnswer, type UserTotals } from './model';

const COUNTERS: { key: keyof UserTotals; label: string; color: string; Icon: typeof GroupOutlined }[] = [
  { key: 'total', label: 'app.users.totals.total', color: 'primary.main', Icon: GroupOutlined },
  { key: 'paying', label: 'app.users.totals.paying', color: 'success.main', Icon: PaidOutlined },
  { key: 'active', label: 'app.users.totals.active', color: 'info.main', Icon: HowToRegOutlined },
  { key: 'unconfirmed', label: 'app.users.totals.unconfirmed', color: 'warning.main', Icon: PersonSearchOutlined },
];

type SortKey = 'fullName' | 'email' | 'role' | 'currentPlan' | 'status';
const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'fullName', label: 'app.users.fields.user' },
  { key: 'email', label: 'app.users.fields.email' },
  { key: 'role', label: 'app.users.fields.role' },
  { key: 'currentPlan', label: 'app.users.fields.plan' },
  { key: 'status', label: 'app.users.fields.status' },
];

export default function UserList() {
  const translate = useTranslate();
  const fmt = useFormatters();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({ role: '', plan: '', status: '' });
  const [options, setOptions] = useState<TableOptions>({ page: 1, itemsPerPage: 10 });
  const [drawer, setDrawer] = useState(false);
  const q = useDebounced(search);
  const { data, error, loading, reload } = useJson<UserListAnswer>(listUrl('/apps/user/users', { q, ...filters }, options));
  const rows = data?.filteredData ?? [];

  const setFilter = (key: keyof typeof filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setOptions((o) => ({ ...o, page: 1 }));
  };
  const filterSelect = (key: keyof typeof filters, label: string, values: readonly string[], group: string) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField select fullWidth size="small" label={translate(label)} value={filters[key]} onChange={(e) => setFilter(key, e.target.value)}>
        <MenuItem value="">{translate('app.templates.common.any')}</MenuItem>
        {values.map((v) => (
          <MenuItem key={v} value={v}>
            {translate(`app.users.${group}.${v}`)}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader title={translate('app.users.list_title')} />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {COUNTERS.map(({ key, label, color, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Avatar variant="rounded" sx={{ bgcolor: 'action.hover', color }}>
                  <Icon aria-hidden />
                </Avatar>
                <Box role="group" aria-label={translate(label)}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(label)}
                  </Typography>
                  <Typography variant="h5" component="p" data-testid={`user-total-${key}`}>
                    {data ? fmt.number(data.userTotal[key]) : <Skeleton width={48} />}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
            {translate('app.users.filters')}
          </Typography>
          <Grid container spacing={2}>
            {filterSelect('role', 'app.users.fields.role', USER_ROLES, 'roles')}
            {filterSelect('plan', 'app.users.fields.plan', USER_PLANS, 'plans')}
            {filterSelect('status', 'app.users.fields.status', USER_STATUSES, 'statuses')}
          </Grid>
        </CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pb: 2, justifyContent: 'space-between' }}>
          <TextField
            size="small"
            type="search"
            label={translate('app.users.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setOptions((o) => ({ ...o, page: 1 }));
            }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 380 }, m: 0 }}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setDrawer(true)}>
            {translate('app.users.add')}
          </Button>
        </Box>
        <Box sx={{ height: 4 }}>{loading && data && <LinearProgress aria-label={translate('app.templates.common.loading')} />}</Box>
        {error && <ErrorState onRetry={reload} />}
        {!data && loading && <LoadingState />}
        {data && (
          <TableContainer>
            <Table size="small" aria-label={translate('app.users.list_title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.key} sortDirection={options.sortBy === c.key ? (options.sortDesc ? 'desc' : 'asc') : false}>
                      <TableSortLabel
                        active={options.sortBy === c.key}
                        direction={options.sortBy === c.key && options.sortDesc ? 'desc' : 'asc'}
                        onClick={() => setOptions((o) => ({ ...o, page: 1, sortBy: c.key, sortDesc: o.sortBy === c.key ? !o.sortDesc : false }))}
                      >
                        {translate(c.label)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell align="right">{translate('app.users.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((u) => (
                  <TableRow key={u.id} hover>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                        <NameAvatar name={u.fullName} src={u.avatar} />
                        <Box sx={{ minWidth: 0 }}>
                          <Link component={RouterLink} to={`/apps/user/view/${u.id}`} underline="hover" sx={{ fontWeight: 600, display: 'block' }}>
                            {u.fullName}
                          </Link>
                          <Typography variant="caption" color="text.secondary">
                            <bdi>@{u.username}</bdi>
                          </Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell>{u.email}</TableCell>
                    <TableCell>
                      <RoleLabel role={u.role} />
                    </TableCell>
                    <TableCell>{translate(`app.users.plans.${u.currentPlan}`)}</TableCell>
                    <TableCell>
                      <UserStatusChip status={u.status} />
                    </TableCell>
                    <TableCell align="right">
                      <IconButton
                        component={RouterLink}
                        to={`/apps/user/view/${u.id}`}
                        size="small"
                        aria-label={translate('app.users.view_n', { name: u.fullName })}
                      >
                        <VisibilityOutlined fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && rows.length === 0 && <EmptyState text={translate('app.users.empty')} />}
        <Pager
          count={data?.total ?? 0}
          page={options.page}
          itemsPerPage={options.itemsPerPage}
          onChange={(page, itemsPerPage) => setOptions((o) => ({ ...o, page, itemsPerPage }))}
        />
      </Card>
      <AddUserDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        onCreated={(user) => {
          setDrawer(false);
          notify('app.users.created', { type: 'success', messageArgs: { name: user.fullName } });
          setOptions((o) => ({ ...o, page: 1 }));
          reload();
        }}
      />
    </Box>
  );
}
