/**
 * The global search dialog of spec §2 (opened by src/layout/GlobalSearch.tsx: Ctrl+Shift+/ or the
 * app-bar button): the input gets the focus 150 ms after the panel mounts; results (pages the user's
 * privileges allow, records found by the server's search — any system number — each group ending with
 * "show all N in the list", the template's files and contacts; at most 5 per group) show only for a non-empty query; arrow keys and Enter (or a click) open one; Esc or leaving
 * the dialog closes it. A chunk of its own, loaded when the search is first opened.
 */
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ListIcon from '@mui/icons-material/ViewList';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useI18nProvider, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { IconName } from '../../resources/define';
import { registry } from '../schema/registry';
import { ICONS } from '../schema/icons';
import { fieldLabel, resourceLabel } from '../schema/labels';
import { fieldText } from '../schema/list/columns';
import { routeName } from '../../resources/registry';
import { localeInfo } from '../../i18n/locales';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PanelProps } from '../lazyComponent';
import { useDebounced } from '../useDebounced';
import { buildMenu } from './menuModel';
import { DEMO_CONTACTS, DEMO_FILES, SEARCH_DEBOUNCE_MS, SEARCH_FOCUS_DELAY_MS, SEARCH_LIMIT, labelRank, matches, menuPages } from './searchData';

interface Hit {
  id: string;
  primary: string;
  secondary?: string;
  to: string;
  icon: ReactNode;
}
interface HitGroup {
  key: string;
  label: string;
  hits: Hit[];
}

export function SearchDialog({ open, onClose }: PanelProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 2, sm: '10vh' }, maxHeight: { xs: 'calc(100% - 32px)', sm: '75vh' } } } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {translate('app.search.label')}
      </Typography>
      {open && <SearchPanel onClose={onClose} />}
    </Dialog>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const iconOf = (name: IconName) => {
  const Icon = ICONS[name];
  return <Icon fontSize="small" />;
};

/** Records found by the server's search (any system number, title or search field; server/api/search-router.ts), a group per collection the user may list (debounced). */
function useRecordGroups(query: string): { groups: HitGroup[]; fetching: boolean } {
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const dataProvider = useDataProvider<AppDataProvider>();
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['globalSearch', q],
    queryFn: ({ signal }) => dataProvider.search({ q, limit: SEARCH_LIMIT, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const groups: HitGroup[] = [];
  for (const group of (q && result.data?.groups) || []) {
    const def = registry.byName(group.resource);
    if (!def) continue;
    const route = routeName(def);
    const env = { titles: group.titles, lang, translate };
    const icon = iconOf(def.menu.icon);
    const hits: Hit[] = group.items.map((item) => {
      const matched = item.matched.field !== def.title ? def.fields[item.matched.field] : undefined;
      // which field matched (when not the title), then the record's subtitle
      const why = matched ? `${translate(fieldLabel(def, item.matched.field))}: ${fieldText(def, item.matched.field, matched, item.record, env)}` : undefined;
      const subtitle = (def.subtitle ?? [])
        .filter((f) => f !== item.matched.field && def.fields[f])
        .map((f) => fieldText(def, f, def.fields[f], item.record, env))
        .filter(Boolean)
        .slice(0, 2);
      return {
        id: `${route}:${item.id}`,
        primary: item.title,
        secondary: [why, ...subtitle].filter(Boolean).join(' · ') || undefined,
        to: `/${route}/${encodeURIComponent(item.id)}/show`,
        icon,
      };
    });
    hits.push({
      id: `${route}:all`,
      primary: translate('app.search.show_all', { smart_count: group.total }),
      to: `/${route}?${new URLSearchParams({ filter: JSON.stringify({ q }), sort: 'relevance', order: 'ASC' }).toString()}`,
      icon: <ListIcon fontSize="small" />,
    });
    groups.push({ key: route, label: translate(resourceLabel(def), { smart_count: 2 }), hits });
  }
  return { groups, fetching: q !== query.trim() || result.isFetching };
}

/** Pages, files and contacts: pages from the menu the user's privileges give, files and contacts whose page is among them. */
function useStaticGroups(query: string): HitGroup[] {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const pages = useMemo(() => menuPages(buildMenu(registry, new Set(permissions ?? []))), [permissions]);
  return useMemo(() => {
    if (!query.trim()) return [];
    const routes = new Set(pages.map((p) => p.to));
    const pageHits = pages
      .map((p) => ({ p, label: translate(p.label, { smart_count: 2 }), where: [p.section, p.group].filter((x): x is string => !!x).map((k) => translate(k)) }))
      .filter(({ label, where, p }) => matches(query, label, p.to, ...where))
      // the page named by the query first, then those whose name holds it (a stable sort keeps the menu's order within each)
      .sort((a, b) => labelRank(query, a.label) - labelRank(query, b.label))
      .slice(0, SEARCH_LIMIT)
      .map(({ p, label, where }) => ({ id: `page:${p.key}`, primary: label, secondary: where.join(' › '), to: p.to, icon: iconOf(p.icon) }));
    const fileHits = DEMO_FILES.filter((f) => routes.has(f.to))
      .map((f) => ({ f, label: `${translate(`app.search.files.${f.key}`)}.${f.ext}` }))
      .filter(({ label }) => matches(query, label))
      .slice(0, SEARCH_LIMIT)
      .map(({ f, label }) => ({ id: `file:${f.key}`, primary: label, secondary: f.size, to: f.to, icon: <DescriptionOutlined fontSize="small" /> }));
    const contactHits = DEMO_CONTACTS.filter((c) => routes.has(c.to))
      .map((c) => ({ c, role: translate(`app.search.roles.${c.role}`) }))
      .filter(({ c, role }) => matches(query, c.name, c.email, role))
      .slice(0, SEARCH_LIMIT)
      .map(({ c, role }) => ({
        id: `contact:${c.email}`,
        primary: c.name,
        secondary: `${role} · ${c.email}`,
        to: c.to,
        icon: <PersonOutline fontSize="small" />,
      }));
    return [
      { key: 'pages', label: translate('app.search.groups.pages'), hits: pageHits },
      { key: 'files', label: translate('app.search.groups.files'), hits: fileHits },
      { key: 'contacts', label: translate('app.search.groups.contacts'), hits: contactHits },
    ];
  }, [query, pages, translate]);
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const t = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  const [pages, files, contacts] = useStaticGroups(query);
  const records = useRecordGroups(query);
  const groups = (query.trim() ? [pages, ...records.groups, files, contacts] : []).filter((g): g is HitGroup => !!g && g.hits.length > 0);
  const flat = groups.flatMap((g) => g.hits);
  const current = Math.min(active, Math.max(flat.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    const el = document.getElementById(optionId(current));
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const select = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    navigate(hit.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (flat.length === 0) return;
      setActive((current + (e.key === 'ArrowDown' ? 1 : flat.length - 1)) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      select(flat[current]);
    }
  };

  // leaving the dialog (focus moving outside it) closes it
  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    const next = e.relatedTarget as Node | null;
    const dialog = rootRef.current?.closest('.MuiDialog-root');
    if (next && dialog?.contains(next)) return;
    onClose();
  };

  let index = -1;
  return (
    <Box ref={rootRef} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          inputRef={inputRef}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder={translate('app.search.placeholder')}
          fullWidth
          inputProps={{
            role: 'combobox',
            'aria-label': translate('app.search.label'),
            'aria-expanded': flat.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': flat.length > 0 ? optionId(current) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ fontSize: 18 }}
        />
        <Box component="kbd" sx={{ fontSize: 12, color: 'text.secondary', px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          Esc
        </Box>
      </Box>
      {records.fetching && query.trim() ? <LinearProgress aria-label={translate('app.search.searching')} sx={{ height: 2 }} /> : <Box sx={{ height: 2 }} />}
      {/* focusable so that keyboard users can scroll it too (the options are reached from the input) */}
      <Box tabIndex={query.trim() ? 0 : -1} aria-label={translate('app.search.results')} role="region" sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        {!query.trim() ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>{translate('app.search.hint')}</Typography>
        ) : (
          <Box component="ul" role="listbox" id={listId} aria-label={translate('app.search.results')} sx={{ listStyle: 'none', m: 0, p: 1 }}>
            {groups.map((g) => (
              <Box component="li" role="presentation" key={g.key}>
                <Box component="ul" role="group" aria-label={g.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  <Typography
                    component="li"
                    role="presentation"
                    variant="overline"
                    sx={{ display: 'block', px: 1.5, pt: 1, color: 'text.secondary', lineHeight: 2 }}
                  >
                    {g.label}
                  </Typography>
                  {g.hits.map((hit) => {
                    index += 1;
                    const i = index;
                    const selected = i === current;
                    return (
                      <Box
                        component="li"
                        key={hit.id}
                        id={optionId(i)}
                        role="option"
                        aria-selected={selected}
                        onMouseDown={(e) => e.preventDefault()}
                        onMouseMove={() => i !== current && setActive(i)}
                        onClick={() => select(hit)}
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 1.5,
                          px: 1.5,
                          py: 1,
                          borderRadius: 1,
                          cursor: 'pointer',
                          color: 'text.primary',
                          bgcolor: selected ? 'action.selected' : 'transparent',
                          boxShadow: selected ? (t) => `inset 3px 0 0 ${t.palette.primary.main}` : 'none',
                        }}
                      >
                        <Box sx={{ display: 'flex', color: selected ? 'primary.main' : 'text.secondary' }} aria-hidden>
                          {hit.icon}
                        </Box>
                        <Box sx={{ minWidth: 0, flex: 1 }}>
                          <Typography variant="body2" noWrap sx={{ fontWeight: 500, color: 'inherit' }}>
                            {hit.primary}
                          </Typography>
                          {hit.secondary && (
                            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
                              {hit.secondary}
                            </Typography>
                          )}
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            ))}
            {flat.length === 0 && !records.fetching && (
              <Typography component="li" role="presentation" sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
                {translate('app.search.no_results', { query: query.trim() })}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, px: 2.5, py: 1, borderTop: 1, borderColor: 'divider', color: 'text.secondary', fontSize: 12 }} aria-hidden>
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> {translate('app.search.keys.move')}
        </span>
        <span>
          <Kbd>↵</Kbd> {translate('app.search.keys.open')}
        </span>
        <span>
          <Kbd>Esc</Kbd> {translate('app.search.keys.close')}
        </span>
      </Box>
    </Box>
  );
}

const Kbd = ({ children }: { children: ReactNode }) => (
  <Box component="kbd" dir="ltr" sx={{ fontFamily: 'inherit', px: 0.5, border: 1, borderColor: 'divider', borderRadius: 0.5 }}>
    {children}
  </Box>
);
