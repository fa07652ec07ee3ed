/** `#/apps/area`: the areas as a tree (province → city → district → site); a node opens its folder. */
import { useMemo, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { CreateButton, Loading, Title, TopToolbar, useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAccess } from '../schema/RequireAccess';

const AREAS = 'apps/area';

interface Node {
  record: RaRecord;
  children: Node[];
}

export function buildTree(rows: RaRecord[]): Node[] {
  const byId = new Map(rows.map((r) => [String(r.id), { record: r, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.record.parentId ? byId.get(String(node.record.parentId)) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function TreeNode({ node, depth }: { node: Node; depth: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(depth < 1);
  const r = node.record;
  const id = `area-children-${r.id}`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton component={RouterLink} to={`/apps/area/${r.id}`} sx={{ paddingInlineStart: 2 + depth * 3 }}>
          <ListItemText primary={String(r.name)} secondary={String(r.code ?? '')} />
          <Chip size="small" label={translate(`resources.areas.enums.level.${r.level}`, { _: String(r.level) })} sx={{ marginInlineEnd: 1 }} />
          {r.enabled === false && <Chip size="small" variant="outlined" label={translate('app.schema.no')} />}
        </ListItemButton>
        {node.children.length > 0 && (
          <IconButton aria-expanded={open} aria-controls={id} aria-label={`${r.name} (${node.children.length})`} onClick={() => setOpen(!open)}>
            {open ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        )}
      </Box>
      {node.children.length > 0 && (
        <Collapse in={open} id={id} unmountOnExit>
          <List disablePadding>
            {node.children.map((c) => (
              <TreeNode key={c.record.id} node={c} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      )}
    </Box>
  );
}

export function AreaTree() {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: AREAS, action: 'create' });
  const { data = [], isPending, error } = useGetList(AREAS, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' } });
  const tree = useMemo(() => buildTree(data), [data]);
  return (
    <RequireAccess resource={AREAS} action="list">
      <Title title={translate('resources.areas.name', { smart_count: 2 })} />
      <TopToolbar>{canCreate && <CreateButton resource={AREAS} />}</TopToolbar>
      <Card>
        <CardContent>
          {isPending ? (
            <Loading />
          ) : error ? (
            <span role="alert">{translate('ra.notification.http_error')}</span>
          ) : tree.length === 0 ? (
            translate('ra.navigation.no_results', { name: translate('resources.areas.name', { smart_count: 2 }) })
          ) : (
            <List aria-label={translate('resources.areas.name', { smart_count: 2 })}>
              {tree.map((n) => (
                <TreeNode key={n.record.id} node={n} depth={0} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </RequireAccess>
  );
}
