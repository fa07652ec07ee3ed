/**
 * Assigning privileges from the code tree (spec §6): a checkbox tree over resources/privileges.ts.
 * Checking a node checks its whole subtree; a partly checked node shows as indeterminate.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useInput, useTranslate } from 'react-admin';
import { PRIVILEGE_TREE, type PrivilegeNode } from '../../resources/privileges';

const codesUnder = (n: PrivilegeNode): string[] => [n.code, ...(n.children ?? []).flatMap(codesUnder)];

function TreeNode({
  node,
  selected,
  toggle,
  depth,
}: {
  node: PrivilegeNode;
  selected: ReadonlySet<string>;
  toggle: (n: PrivilegeNode, on: boolean) => void;
  depth: number;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(depth < 2);
  const all = codesUnder(node);
  const count = all.filter((c) => selected.has(c)).length;
  const checked = count === all.length;
  const indeterminate = count > 0 && !checked;
  return (
    <Box role="treeitem" aria-expanded={node.children ? open : undefined} aria-selected={checked} sx={{ paddingInlineStart: depth ? 3 : 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {node.children ? (
          <IconButton size="small" onClick={() => setOpen(!open)} aria-label={`${translate(open ? 'ra.action.close' : 'ra.action.expand')} ${node.code}`}>
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <FormControlLabel
          control={<Checkbox size="small" checked={checked} indeterminate={indeterminate} onChange={(e) => toggle(node, e.target.checked)} />}
          label={
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {node.code}
            </Box>
          }
        />
      </Box>
      {node.children && open && (
        <Box role="group">
          {node.children.map((c) => (
            <TreeNode key={c.code} node={c} selected={selected} toggle={toggle} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function PrivilegeTreeInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const selected = useMemo(() => new Set<string>(Array.isArray(field.value) ? field.value.map(String) : []), [field.value]);
  const toggle = (node: PrivilegeNode, on: boolean) => {
    const next = new Set(selected);
    for (const code of codesUnder(node)) {
      if (on) next.add(code);
      else next.delete(code);
    }
    field.onChange([...next]);
  };
  const labelId = `${source}-tree-label`;
  return (
    <Box sx={{ my: 1, width: '100%' }}>
      <FormLabel id={labelId}>{translate(label)}</FormLabel>
      <Box role="tree" aria-labelledby={labelId} sx={{ maxHeight: 480, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mt: 1 }}>
        <TreeNode node={PRIVILEGE_TREE} selected={selected} toggle={toggle} depth={0} />
      </Box>
    </Box>
  );
}
