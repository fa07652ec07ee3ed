/**
 * Assigning privileges from the code tree (spec §6): a checkbox tree over resources/privilege-tree.ts.
 * Each node reads as what it opens in the menu (src/schema/privilegeNames.ts), with its code beside
 * it in small muted type. Checking a node checks its whole subtree; a partly checked node shows as
 * indeterminate. A search (by name or code) keeps the matches, the path to them and what a
 * matching group holds; everything opens or closes at once. The tree grows with the page. A role
 * without RESOURCE_ADMIN is flagged: its users could not sign in (NoAdminWarning).
 *
 * Plain nested lists of labelled checkboxes and disclosure buttons: every control is reached with
 * Tab and worked with Space or Enter.
 */
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useInput, useTranslate } from 'react-admin';
import { ADMIN_CODE, type PrivilegeNode } from '../../resources/privilege-tree';
import { useCurrentRegistry } from './useCurrentRegistry';
import { NoAdminWarning } from './NoAdminWarning';
import { usePrivilegeNames } from './privilegeNames';
import { codesUnder, initiallyOpen, innerCodes, searchTree, type SearchResult } from './privilegeTreeWalk';
import { parseRight, rightsByCode } from '../../resources/rights';
import { heldCodes, readOnly, toggled, type RightsByCode } from './rights/selection';
import { registry } from './registry';

interface TreeEnv {
  selected: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
  open: ReadonlySet<string>;
  search: SearchResult | undefined;
  idPrefix: string;
  toggle: (n: PrivilegeNode, on: boolean) => void;
  /** Each resource's code with its rights (rights.ts): the nodes offering “read only”. */
  rights: RightsByCode;
  readOnly: (code: string) => void;
  setOpen: (code: string, open: boolean) => void;
}

/** A code as the tree shows it: a right without its resource's code, which its parent shows (`:transition:approve`). */
function shownCode(code: string): string {
  const right = parseRight(code);
  return right ? code.slice(right.resourceCode.length) : code;
}

function TreeNode({ node, env }: { node: PrivilegeNode; env: TreeEnv }) {
  const translate = useTranslate();
  const { selected, names, search, idPrefix } = env;
  const all = codesUnder(node);
  const count = all.filter((c) => selected.has(c)).length;
  const checked = count === all.length;
  const indeterminate = count > 0 && !checked;
  const name = names.get(node.code) ?? node.code;
  const open = env.open.has(node.code);
  const children = (node.children ?? []).filter((c) => !search || search.visible.has(c.code));
  const nameId = `${idPrefix}-${node.code}-name`;
  const codeId = `${idPrefix}-${node.code}-code`;
  const groupId = `${idPrefix}-${node.code}-group`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36 }}>
        {node.children?.length ? (
          <IconButton
            size="small"
            onClick={() => env.setOpen(node.code, !open)}
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={translate(open ? 'app.privileges.collapse' : 'app.privileges.expand', { name })}
          >
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30, flexShrink: 0 }} />
        )}
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer', minWidth: 0 }}>
          <Checkbox
            size="small"
            checked={checked}
            indeterminate={indeterminate}
            onChange={(e: ChangeEvent<HTMLInputElement>) => env.toggle(node, e.target.checked)}
            slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': codeId } }}
            sx={{ p: 0.75 }}
          />
          {/* the name, and the code beside it (under it on a phone) */}
          <Box
            sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'baseline' }, columnGap: 1, minWidth: 0 }}
          >
            <Typography component="span" id={nameId} variant="body2" sx={{ fontWeight: search?.matches.has(node.code) ? 700 : undefined }}>
              {name}
            </Typography>
            <Typography component="span" id={codeId} variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {shownCode(node.code)}
            </Typography>
          </Box>
        </Box>
        {env.rights.has(node.code) && (
          <Button
            size="small"
            onClick={() => env.readOnly(node.code)}
            aria-label={translate('app.privileges.rights.read_only_hint', { name })}
            sx={{ marginInlineStart: 'auto', flexShrink: 0, minWidth: 0, px: 1 }}
          >
            {translate('app.privileges.rights.read_only')}
          </Button>
        )}
      </Box>
      {open && children.length > 0 && (
        <Box
          component="ul"
          id={groupId}
          aria-label={name}
          sx={{
            m: 0,
            p: 0,
            paddingInlineStart: { xs: 0.5, sm: 2 },
            marginInlineStart: { xs: 1.5, sm: 2 },
            borderInlineStart: (t) => `1px solid ${t.palette.divider}`,
          }}
        >
          {children.map((c) => (
            <TreeNode key={c.code} node={c} env={env} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function PrivilegeTreeInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const idPrefix = useId();
  const names = usePrivilegeNames(registry);
  // the tree with the codes run-time declarations brought (CONTRACT §2.4)
  const current = useCurrentRegistry();
  const {
    tree,
    inner,
    codes: treeCodes,
  } = useMemo(() => ({ tree: current.privilegeTree, inner: innerCodes(current.privilegeTree), codes: new Set(current.privilegeCodes) }), [current]);
  const rights = useMemo(() => rightsByCode(current.all), [current]);
  // “expand all” opens every group down to the screens; a screen's rights open with its own button (a list of
  // Read, Create, Edit … under every screen would bury them)
  const groups = useMemo(() => inner.filter((code) => !rights.has(code)), [inner, rights]);
  const { field } = useInput({ source, defaultValue: [] });
  const chosen = useMemo(() => (Array.isArray(field.value) ? field.value.map(String) : []), [field.value]);
  // what the role grants: its codes, and the rights each resource code stands for (shown checked under it)
  const selected = useMemo(() => heldCodes(chosen, rights), [chosen, rights]);
  const [query, setQuery] = useState('');
  const [open, setOpenCodes] = useState<ReadonlySet<string>>(() => new Set([...initiallyOpen(tree)].filter((code) => !rights.has(code))));
  // while searching, what is open starts from the path to the matches, and the buttons work on that
  const [searchOpen, setSearchOpen] = useState<ReadonlySet<string>>(new Set());
  const search = useMemo(() => (query.trim() ? searchTree(tree, query, (c) => names.get(c) ?? c) : undefined), [query, names, tree]);
  const onSearch = (text: string) => {
    setQuery(text);
    if (text.trim()) setSearchOpen(new Set(searchTree(tree, text, (c) => names.get(c) ?? c).open));
  };
  const shownOpen = search ? searchOpen : open;
  const setShownOpen = search ? setSearchOpen : setOpenCodes;
  const toggle = (node: PrivilegeNode, on: boolean) => field.onChange(toggled(chosen, node, on, rights));
  const env: TreeEnv = {
    selected,
    names,
    open: shownOpen,
    search,
    idPrefix,
    toggle,
    rights,
    readOnly: (code) => field.onChange(readOnly(chosen, code, rights)),
    setOpen: (code, isOpen) => {
      const next = new Set(shownOpen);
      if (isOpen) next.add(code);
      else next.delete(code);
      setShownOpen(next);
    },
  };
  const labelId = `${idPrefix}-label`;
  const warningId = `${idPrefix}-warning`;
  const adminName = names.get(ADMIN_CODE) ?? ADMIN_CODE;
  const selectedCount = [...selected].filter((c) => treeCodes.has(c)).length;
  const nothingFound = search && search.visible.size === 0;
  return (
    <Box
      component="fieldset"
      aria-describedby={selected.has(ADMIN_CODE) ? undefined : warningId}
      sx={{ my: 1, mx: 0, p: 0, border: 0, minWidth: 0, width: '100%' }}
    >
      <FormLabel component="legend" id={labelId}>
        {translate(label)}
      </FormLabel>
      {!selected.has(ADMIN_CODE) && <NoAdminWarning id={warningId} adminName={adminName} onGrant={() => field.onChange([...chosen, ADMIN_CODE])} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <TextField
          type="search"
          size="small"
          label={translate('app.privileges.search')}
          placeholder={translate('app.privileges.search_hint')}
          value={query}
          onChange={(e) => onSearch(e.target.value)}
          // Enter in the search box must not submit the role form
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button size="small" startIcon={<UnfoldMore />} onClick={() => setShownOpen(new Set(groups))}>
          {translate('app.privileges.expand_all')}
        </Button>
        <Button size="small" startIcon={<UnfoldLess />} onClick={() => setShownOpen(new Set([tree.code]))}>
          {translate('app.privileges.collapse_all')}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ marginInlineStart: 'auto' }}>
          {translate('app.privileges.selected', { count: selectedCount, total: treeCodes.size })}
        </Typography>
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mt: 1 }}>
        {nothingFound ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {translate('app.privileges.no_match', { query: query.trim() })}
          </Typography>
        ) : (
          <Box component="ul" aria-labelledby={labelId} sx={{ m: 0, p: 0 }}>
            <TreeNode node={tree} env={env} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
