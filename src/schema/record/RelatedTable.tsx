/**
 * A record page's related records (the schema's `related`): the other resource's records whose
 * `via` field(s) point to this one — by id (a rider's orders: `consumerId`) or by value (a
 * battery's swap orders: its `sn` in `putInBatterySn` or `putOutBatterySn`). Each is the related
 * resource's own list in small: its default columns (less the one pointing back), its sort, its
 * total, server paging, a link on every row, and a create button that fills the link in for a
 * user who may create. Shown only to a user who may list that resource (the server refuses
 * anyway), through whichever screen the schema names — a store's screens keep their scope.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import MuiButton from '@mui/material/Button';
import { Link, useParams } from 'react-router-dom';
import { ListBase, Pagination, useCanAccess, useCreatePath, useListContext, useNavigate, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { actionsOf, defaultColumns, type RelatedDef, type ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { resourceLabel } from '../labels';
import { RELATED_PER_PAGE, listSortOf } from '../listDefaults';
import { useCellEnv } from '../list/cellEnv';
import { columnsOf } from '../list/columns';
import { ListTable } from '../list/ListTable';
import { useAllowedTransitions } from '../transitions/allowed';
import { transitionsColumn } from '../transitions/transitionsColumn';
// found fresh when the app's start asked for it (src/firstScreen/prefetchFirstRecord.ts)
import { PREFETCHED_FRESH } from '../../firstScreen/prefetched';
import { relatedFilter } from './recordPage';

function RelatedBody({ target, relation, registry, title }: { target: ResourceDef; relation: RelatedDef; registry: Registry; title: string }) {
  const { total, isPending } = useListContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const env = useCellEnv(registry);
  const transitions = useAllowedTransitions(target);
  const columns = useMemo(() => {
    // a column pointing back by id says nothing here; one matched by value says how (put in or taken out)
    const via = relation.match ? [] : Array.isArray(relation.via) ? relation.via : [relation.via];
    const wanted = relation.columns ?? defaultColumns(target).filter((c) => !via.includes(c));
    const all = columnsOf(target);
    const shown = wanted.flatMap((s) => all.filter((c) => c.source === s));
    // a row's next step (a rider's pending refund approved from the rider's page)
    return transitions.length ? [...shown, transitionsColumn(target, registry, transitions)] : shown;
  }, [target, relation, registry, transitions]);
  const open = useCallback((path: string) => navigate(path), [navigate]);
  return (
    <ListTable
      resource={routeName(target)}
      columns={columns}
      titleSource={target.title}
      env={env}
      density="compact"
      selectable={false}
      fitRows
      empty={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {isPending ? '' : translate('app.schema.related_none', { name: title })}
        </Typography>
      }
      open={open}
      label={total === undefined ? title : `${title} (${total})`}
    />
  );
}

export function RelatedTable({ def, relation, registry }: { def: ResourceDef; relation: RelatedDef; registry: Registry }) {
  const loaded = useRecordContext();
  // related by id: the record's id is in the address, so the table asks for its rows while the record itself is on its way
  const { id: routeId } = useParams();
  const record: RaRecord | undefined = loaded ?? (relation.match === undefined && routeId !== undefined ? { id: routeId } : undefined);
  const translate = useTranslate();
  const target = registry.byName(relation.resource);
  const resource = target ? routeName(target) : '';
  const { canAccess: canList } = useCanAccess({ resource, action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const createPath = useCreatePath();
  const filter = record ? relatedFilter(relation, record) : undefined;
  if (!target || !canList || !filter) return null;
  const title = translate(resourceLabel(target), { smart_count: 2 });
  const via = Array.isArray(relation.via) ? relation.via : [relation.via];
  // a create from here fills the link in (one field pointing back by id or by value)
  const prefill = via.length === 1 ? { [via[0]]: record?.[relation.match ?? 'id'] } : undefined;
  const headingId = `related-${def.name}-${target.name}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <ListBase
        resource={resource}
        filter={filter}
        sort={listSortOf(target)}
        perPage={RELATED_PER_PAGE}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={PREFETCHED_FRESH}
      >
        <RelatedHeader id={headingId} title={title}>
          {canCreate && prefill && actionsOf(target).create && (
            // a button in the table's heading at every width (react-admin's CreateButton floats over the page on a phone: one per table)
            <MuiButton component={Link} to={createPath({ resource, type: 'create' })} state={{ record: prefill }} size="small" startIcon={<Add />}>
              {translate('ra.action.create')}
            </MuiButton>
          )}
        </RelatedHeader>
        <RelatedBody target={target} relation={relation} registry={registry} title={title} />
        <Pagination rowsPerPageOptions={[RELATED_PER_PAGE]} />
      </ListBase>
    </Card>
  );
}

function RelatedHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  const { total } = useListContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ flex: 1, fontSize: 16 }}>
        {title}
        {total !== undefined && ' '}
        {total !== undefined && (
          <Typography component="span" color="text.secondary" sx={{ ms: 1, fontSize: 14 }}>
            {total}
          </Typography>
        )}
      </Typography>
      {children}
    </Box>
  );
}
