/**
 * A new resource, in one dialog: its API name (checked as typed), its first text field (its
 * title), its place in the menu, its route and privilege code (suggested from the name and the
 * section until the admin changes them), its icon, and its name in the four languages. Saved as a
 * draft (an id field and the first field), then the editor opens on it.
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useTranslate } from 'react-admin';
import type { IconName, LabelLocale, MenuSection } from '../../../resources/define';
import { LABEL_LOCALES } from '../../../resources/declarations';
import { localeInfo } from '../../../i18n/locales';
import type { SchemaSummary } from '../../providers/schemasApi';
import { FIELD_NAME } from './draftEdits';
import { firstDraft, RESOURCE_NAME, suggestedPrivilege, suggestedRoute } from './newResource';
import { IconPicker, SectionPicker } from './pickers';
import { editorPath } from './paths';
import { LIST_KEY, schemaKey } from './queryKeys';
import { refusalOf, type PathErrors } from './refusal';
import { useSchemasApi } from './useSchemasApi';

export interface NewResourceDialogProps {
  /** The resources there are (a name in use is refused; a deleted one may be declared again). */
  taken: readonly SchemaSummary[];
  onClose(): void;
}

const TITLE_ID = 'dm-new-title';

export function NewResourceDialog({ taken, onClose }: NewResourceDialogProps) {
  const translate = useTranslate();
  // the first input takes the focus once the dialog is open
  const first = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const api = useSchemasApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [firstField, setFirstField] = useState('name');
  const [section, setSection] = useState<MenuSection>('company');
  const [route, setRoute] = useState<string>();
  const [privilege, setPrivilege] = useState<string>();
  const [icon, setIcon] = useState<IconName>('Category');
  const [names, setNames] = useState<Partial<Record<LabelLocale, string>>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<{ errors: PathErrors; message?: string }>({ errors: {} });

  // suggested until typed over
  const routeValue = route ?? (name ? suggestedRoute(name, section) : '');
  const privilegeValue = privilege ?? (name ? suggestedPrivilege(name, section) : '');
  const inUse = taken.find((s) => s.name === name && s.status !== 'deleted');
  const local: Record<string, string | undefined> = {
    name: !RESOURCE_NAME.test(name) ? translate('app.designer.wizard.bad_name') : inUse ? translate('app.designer.wizard.name_taken', { name }) : undefined,
    firstField: !FIELD_NAME.test(firstField) || firstField === 'id' ? translate('app.designer.fields.bad_name') : undefined,
    route: /^\/[\w/-]+$/.test(routeValue) ? undefined : translate('app.designer.wizard.bad_route'),
    privilege: /^RESOURCE_ADMIN_[A-Z0-9]+(_[A-Z0-9]+)*$/.test(privilegeValue) ? undefined : translate('app.designer.wizard.bad_privilege'),
  };
  const problem = (key: string, serverKey = key) => (tried ? local[key] : undefined) ?? server.errors[serverKey];
  const helper = (key: string, hint?: string, serverKey = key) => {
    const p = problem(key, serverKey);
    return { error: !!p, helperText: p ?? hint };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(local).some(Boolean)) return;
    setBusy(true);
    const draft = firstDraft({ name, firstField, section, route: routeValue, privilege: privilegeValue, icon, names });
    try {
      const detail = await api.save(name, draft);
      queryClient.setQueryData(schemaKey(name), detail);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      onClose();
      navigate(editorPath(name));
    } catch (error) {
      const refusal = refusalOf(error);
      setServer({ errors: refusal.errors ?? {}, message: refusal.errors ? undefined : refusal.message });
      setBusy(false);
    }
  };

  const shown = new Set(['name', 'route', 'privilege', 'title', 'menu.section', 'menu.icon', ...LABEL_LOCALES.map((l) => `labels.${l}.name`)]);
  const others = Object.entries(server.errors).filter(([path]) => !shown.has(path));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEntered: () => first.current?.focus() } }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={TITLE_ID}>{translate('app.designer.wizard.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            inputRef={first}
            required
            label={translate('app.designer.wizard.name')}
            value={name}
            onChange={(e) => setName(e.target.value.toLowerCase())}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
            {...helper('name', translate('app.designer.wizard.name_hint'))}
          />
          <TextField
            required
            label={translate('app.designer.wizard.first_field')}
            value={firstField}
            onChange={(e) => setFirstField(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
            {...helper('firstField', translate('app.designer.wizard.first_field_hint'), 'title')}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <SectionPicker
              fullWidth={false}
              label={translate('app.designer.options.section')}
              value={section}
              onValue={setSection}
              sx={{ flex: 1, minWidth: 180 }}
              {...helper('section', undefined, 'menu.section')}
            />
            <IconPicker
              fullWidth={false}
              label={translate('app.designer.options.icon')}
              value={icon}
              onValue={setIcon}
              sx={{ flex: 1, minWidth: 180 }}
              {...helper('icon', undefined, 'menu.icon')}
            />
          </Box>
          <TextField
            required
            label={translate('app.designer.options.route')}
            value={routeValue}
            onChange={(e) => setRoute(e.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
            {...helper('route', translate('app.designer.wizard.route_hint'))}
          />
          <TextField
            required
            label={translate('app.designer.options.privilege')}
            value={privilegeValue}
            onChange={(e) => setPrivilege(e.target.value.toUpperCase())}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
            {...helper('privilege', translate('app.designer.wizard.privilege_hint'))}
          />
          <Typography variant="subtitle2" component="h3">
            {translate('app.designer.wizard.names')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {LABEL_LOCALES.map((locale) => {
              const info = localeInfo(locale);
              return (
                <TextField
                  key={locale}
                  label={translate('app.designer.wizard.name_in', { language: info.name })}
                  value={names[locale] ?? ''}
                  onChange={(e) => setNames((n) => ({ ...n, [locale]: e.target.value }))}
                  slotProps={{ htmlInput: { dir: info.dir, lang: info.htmlLang } }}
                  {...helper(`labels.${locale}.name`)}
                />
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('app.designer.wizard.plural_hint', { separator: '||||' })}
          </Typography>
          {(server.message || others.length > 0) && (
            <Alert severity="error" role="alert">
              {server.message}
              {others.map(([path, message]) => (
                <div key={path}>
                  <code dir="ltr">{path}</code>: {message}
                </div>
              ))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}>
            {translate('app.designer.wizard.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
