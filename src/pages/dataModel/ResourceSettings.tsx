/**
 * A declared resource's settings: its route and privilege code, the field that titles a record,
 * the fields searched, the default sort, its store scope (CONTRACT §2.6: the reference fields that lead
 * to a store are offered), and its place in the menu (section, order, icon). A
 * built-in resource keeps its own: the panel says where it lives.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE_OPTIONS, isShownIn, MENU_GROUPS, type MenuGroup, type ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { inputId, settingError } from './errorPaths';
import { NamesPicker, NumberOption, OptionalChoice, SelectOption } from './inputs';
import { fieldChoices } from './choices';
import { setListColumns, setMenuGroup, setPerPage } from './structureEdits';
import { SectionPicker, IconPicker } from './pickers';
import { isText } from '../../../kinds/text';
import { isExtension, setResource } from './draftEdits';
import type { PathErrors } from './refusal';
import { optionName } from './changeWords';
import { storeScopeOf } from '../../../resources/scope';
import { resourceLabel } from '../../schema/labels';
import { useCurrentRegistry } from '../../schema/useCurrentRegistry';

export interface ResourceSettingsProps {
  draft: Declaration;
  base?: ResourceDef;
  errors: PathErrors;
  edit(change: (d: Declaration) => Declaration): void;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' } as const;

export function ResourceSettings({ draft, base, errors, edit }: ResourceSettingsProps) {
  const translate = useTranslate();
  const registry = useCurrentRegistry();
  const [locale] = useLocaleState();
  if (isExtension(draft))
    return (
      <Box sx={{ py: 1 }}>
        <Typography>{translate('app.designer.settings.built_in', { route: base?.route ?? '', privilege: base?.privilege ?? '' })}</Typography>
      </Box>
    );
  const def = draft as ResourceDef;
  const fields = Object.keys(def.fields);
  const searchable = Object.entries(def.fields)
    .filter(([, f]) => isText(f))
    .map(([n]) => n);
  // the fields that can scope it to a store: a reference to stores, or to a record that has one (one hop)
  const scopes = fields.flatMap((field) => {
    try {
      const scope = storeScopeOf({ ...def, scope: { store: field } }, registry.byName);
      return scope ? [scope] : [];
    } catch {
      return [];
    }
  });
  const err = (key: string) => {
    const e = settingError(errors, key);
    return e ? { error: true, helperText: e } : {};
  };
  const label = (key: string) => optionName(translate, key);
  const patch = (p: Parameters<typeof setResource>[1]) => edit((d) => setResource(d, p));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 1, maxWidth: 900 }}>
      <Box component="section" aria-labelledby="dm-settings-where">
        <Typography id="dm-settings-where" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('app.designer.settings.where')}
        </Typography>
        <Box sx={row}>
          <TextField
            size="small"
            fullWidth={false}
            margin="none"
            id={inputId('route')}
            label={label('route')}
            value={def.route ?? ''}
            onChange={(e) => patch({ route: e.target.value })}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            sx={{ minWidth: 240 }}
            {...err('route')}
          />
          <TextField
            size="small"
            fullWidth={false}
            margin="none"
            id={inputId('privilege')}
            label={label('privilege')}
            value={def.privilege ?? ''}
            onChange={(e) => patch({ privilege: e.target.value.toUpperCase() })}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            sx={{ minWidth: 300 }}
            {...err('privilege')}
          />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="dm-settings-menu">
        <Typography id="dm-settings-menu" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('app.designer.settings.menu')}
        </Typography>
        <Box sx={row}>
          <SectionPicker
            size="small"
            fullWidth={false}
            margin="none"
            id={inputId('menu.section')}
            label={label('section')}
            value={def.menu.section}
            onValue={(section) => patch({ menu: { ...def.menu, section } })}
            sx={{ minWidth: 200 }}
            {...err('menu.section')}
          />
          <NumberOption
            id={inputId('menu.order')}
            label={label('order')}
            value={def.menu.order}
            onValue={(order) => patch({ menu: { ...def.menu, order: order ?? 0 } })}
            sx={{ width: 140 }}
            {...err('menu.order')}
          />
          <SelectOption
            id={inputId('menu.group')}
            label={label('group')}
            value={def.menu.group ?? ''}
            onChange={(e) => edit((d) => setMenuGroup(d, (e.target.value || undefined) as MenuGroup | undefined))}
            sx={{ minWidth: 200 }}
            {...(settingError(errors, 'menu.group') ? err('menu.group') : { helperText: translate('app.designer.settings.group_hint') })}
          >
            <MenuItem value="">{translate('app.designer.settings.no_group')}</MenuItem>
            {MENU_GROUPS.map((g) => (
              <MenuItem key={g} value={g}>
                {translate(`app.menu.groups.${g}`)}
              </MenuItem>
            ))}
          </SelectOption>
          <IconPicker
            size="small"
            fullWidth={false}
            margin="none"
            id={inputId('menu.icon')}
            label={label('icon')}
            value={def.menu.icon}
            onValue={(icon) => patch({ menu: { ...def.menu, icon } })}
            sx={{ minWidth: 220 }}
            {...err('menu.icon')}
          />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="dm-settings-records">
        <Typography id="dm-settings-records" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('app.designer.settings.records')}
        </Typography>
        <Box sx={row}>
          <SelectOption
            id={inputId('title')}
            label={label('title')}
            value={fields.includes(def.title) ? def.title : ''}
            onChange={(e) => patch({ title: e.target.value })}
            sx={{ minWidth: 200 }}
            {...(settingError(errors, 'title') ? err('title') : { helperText: translate('app.designer.settings.title_hint') })}
          >
            {fields.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </SelectOption>
          <SelectOption
            id={inputId('search')}
            label={label('search')}
            value={[...(def.search ?? [])]}
            sx={{ minWidth: 220 }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (picked) => (picked as string[]).join(', '),
              },
            }}
            onChange={(e) => {
              const v = e.target.value as unknown as string[] | string;
              const picked = typeof v === 'string' ? v.split(',') : v;
              patch({ search: picked.length ? searchable.filter((f) => picked.includes(f)) : undefined });
            }}
            {...(settingError(errors, 'search') ? err('search') : { helperText: translate('app.designer.settings.search_hint') })}
          >
            {searchable.map((f) => (
              <MenuItem key={f} value={f}>
                <Checkbox size="small" checked={!!def.search?.includes(f)} />
                <ListItemText primary={f} />
              </MenuItem>
            ))}
          </SelectOption>
          <OptionalChoice
            id={inputId('defaultSort.field')}
            label={label('defaultSort')}
            value={def.defaultSort?.field}
            none={translate('app.designer.settings.no_sort')}
            choices={fields.map((f) => ({ value: f, label: f }))}
            onValue={(field) => patch({ defaultSort: field ? { field, order: def.defaultSort?.order ?? 'ASC' } : undefined })}
            sx={{ minWidth: 200 }}
            {...err('defaultSort')}
          />
          <SelectOption
            id={inputId('defaultSort.order')}
            label={label('sortOrder')}
            value={def.defaultSort?.order ?? 'ASC'}
            disabled={!def.defaultSort}
            sx={{ minWidth: 160 }}
            onChange={(e) => def.defaultSort && patch({ defaultSort: { ...def.defaultSort, order: e.target.value as 'ASC' | 'DESC' } })}
          >
            <MenuItem value="ASC">{translate('app.designer.settings.asc')}</MenuItem>
            <MenuItem value="DESC">{translate('app.designer.settings.desc')}</MenuItem>
          </SelectOption>
          <SelectOption
            id={inputId('scope.store')}
            label={label('scope')}
            value={def.scope && scopes.some((s) => s.field === def.scope?.store) ? def.scope.store : ''}
            sx={{ minWidth: 260 }}
            onChange={(e) => patch({ scope: e.target.value ? { store: e.target.value } : undefined })}
            {...(settingError(errors, 'scope') ? err('scope') : { helperText: translate('app.designer.settings.scope_hint') })}
          >
            <MenuItem value="">{translate('app.designer.settings.no_scope')}</MenuItem>
            {scopes.map((s) => (
              <MenuItem key={s.field} value={s.field}>
                {s.via
                  ? translate('app.designer.settings.scope_via', { field: s.field, resource: translate(resourceLabel(s.via.resource), { smart_count: 1 }) })
                  : s.field}
              </MenuItem>
            ))}
          </SelectOption>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="dm-settings-list">
        <Typography id="dm-settings-list" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('app.designer.settings.list')}
        </Typography>
        <Box sx={row}>
          <NamesPicker
            id={inputId('list.columns')}
            label={label('list')}
            value={def.list?.columns ?? []}
            options={fieldChoices(def.fields, locale, def, (f) => isShownIn(f, 'list'))}
            onValue={(columns) => edit((d) => setListColumns(d, columns))}
            sx={{ minWidth: 300, maxWidth: 520 }}
            {...(settingError(errors, 'list') ? err('list') : { helperText: translate('app.designer.settings.columns_hint') })}
          />
          <SelectOption
            id={inputId('perPage')}
            label={label('perPage')}
            value={def.perPage ?? ''}
            onChange={(e) => edit((d) => setPerPage(d, e.target.value === '' ? undefined : Number(e.target.value)))}
            sx={{ minWidth: 180 }}
            {...err('perPage')}
          >
            <MenuItem value="">{translate('app.designer.settings.per_page_default')}</MenuItem>
            {DEFAULT_PER_PAGE_OPTIONS.filter((n) => n > 0).map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </SelectOption>
        </Box>
      </Box>
    </Box>
  );
}
