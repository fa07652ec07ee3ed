/** `#/apps/area/{folder}`: one area with its sub-areas and its stores (`all` = the top of the tree). */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditButton, Loading, RecordContextProvider, Title, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

const AREAS = 'apps/area';
const STORES = 'apps/store/store';

export function AreaFolder() {
  const { folder = 'all' } = useParams();
  const translate = useTranslate();
  const isRoot = folder === 'all';
  const { data: area } = useGetOne(AREAS, { id: folder }, { enabled: !isRoot });
  const { data: children = [], isPending } = useGetList(AREAS, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
    filter: isRoot ? { level: 'province' } : { parentId: folder },
  });
  const { data: stores = [], total: storeTotal } = useGetList(
    STORES,
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'sn', order: 'ASC' }, filter: { areaId: folder } },
    { enabled: !isRoot },
  );
  if (isPending) return <Loading />;
  const title = isRoot ? translate('app.pages.all_areas') : String(area?.name ?? folder);
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={title} />
      <Breadcrumbs aria-label={translate('app.pages.area_folder')}>
        <Link component={RouterLink} to="/apps/area/all">
          {translate('app.pages.all_areas')}
        </Link>
        {!isRoot && area?.parentId && (
          <Link component={RouterLink} to={`/apps/area/${area.parentId}`}>
            ↑
          </Link>
        )}
        {!isRoot && <Typography color="text.primary">{title}</Typography>}
      </Breadcrumbs>
      {!isRoot && area && (
        <RecordContextProvider value={area}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Chip size="small" label={translate(`resources.areas.enums.level.${area.level}`, { _: String(area.level) })} />
            <EditButton resource={AREAS} to={`/apps/area/${area.id}/edit`} />
          </Stack>
        </RecordContextProvider>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('app.pages.child_areas')}
          </Typography>
          {children.length === 0 ? (
            <Typography color="text.secondary">{translate('app.pages.no_children')}</Typography>
          ) : (
            <List dense>
              {children.map((c) => (
                <ListItem key={c.id} disablePadding>
                  <ListItemButton component={RouterLink} to={`/apps/area/${c.id}`}>
                    <ListItemText primary={String(c.name)} secondary={String(c.code)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {!isRoot && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('app.pages.area_stores')} ({storeTotal ?? 0})
            </Typography>
            {stores.length === 0 ? (
              <Typography color="text.secondary">{translate('app.pages.no_stores')}</Typography>
            ) : (
              <List dense>
                {stores.map((s) => (
                  <ListItem key={s.id} disablePadding>
                    <ListItemButton component={RouterLink} to={`/${STORES}/${s.id}/show`}>
                      <ListItemText primary={String(s.name)} secondary={`${s.sn} · ${s.address ?? ''}`} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
