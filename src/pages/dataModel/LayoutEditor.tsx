/**
 * How a record's page and forms are laid out (CONTRACT §2.4): the header's chips and figures, the
 * sections (each titled by its label, in columns, its fields in the order picked, some across the
 * whole width, the related tables it draws), in order, and whether they are tabs on the page. On a
 * built-in resource: the sections it adds after the built-in's own (which are listed, not edited).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useLocaleState, useTranslate } from 'react-admin';
import { MAX_SECTION_COLUMNS, type ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { fieldChoices } from './choices';
import { FIELD_NAME, isExtension } from './draftEdits';
import { isFigure } from '../../../kinds/number';
import { inputId, settingError } from './errorPaths';
import { AddByName, CommittedText, NamesPicker, RemoveButton, SelectOption } from './inputs';
import type { PathErrors } from './refusal';
import {
  addSection,
  isFullWidth,
  layoutOf,
  moveSection,
  placedField,
  placements,
  relatedOf,
  removeSection,
  renameSection,
  sectionsOf,
  setLayout,
  setSection,
} from './structureEdits';

export interface LayoutEditorProps {
  draft: Declaration;
  /** A built-in resource: what it declares itself. */
  base?: ResourceDef;
  errors: PathErrors;
  edit(change: (d: Declaration) => Declaration): void;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' } as const;
/** A select whose empty value is a choice of its own ("Default (2)"): shown as it is, not as an empty field. */
const SHOW_DEFAULT = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
/** The column counts a section may take, as a select's options. */
const COLUMN_ITEMS = Array.from({ length: MAX_SECTION_COLUMNS }, (_, i) => (
  <MenuItem key={i + 1} value={i + 1}>
    {i + 1}
  </MenuItem>
));

export function LayoutEditor({ draft, base, errors, edit }: LayoutEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const extension = isExtension(draft);
  const layout = layoutOf(draft);
  const sections = sectionsOf(draft);
  const fields = fieldChoices(draft.fields, locale, draft, (f) => f.kind !== 'id' || !extension);
  const related = [...(base?.related ?? []), ...relatedOf(draft)].map((r) => ({ value: r.resource, label: r.resource }));
  const err = (path: string) => {
    const e = settingError(errors, path);
    return e ? { error: true, helperText: e } : {};
  };
  const columnsLabel = (n: number | undefined) =>
    n === undefined ? translate('app.designer.layout.columns_default', { count: layout.columns ?? 2 }) : String(n);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 1, maxWidth: 1000 }}>
      <Typography color="text.secondary">{translate(extension ? 'app.designer.layout.intro_extension' : 'app.designer.layout.intro')}</Typography>
      {extension ? (
        !!base?.layout?.sections?.length && (
          <Typography variant="body2">
            {translate('app.designer.layout.built_in_sections', {
              names: base.layout.sections.map((s) => s.name).join(translate('app.designer.list_separator')),
            })}
          </Typography>
        )
      ) : (
        <Box sx={row}>
          <FormControlLabel
            control={<Checkbox checked={!!layout.tabs} onChange={(e) => edit((d) => setLayout(d, { tabs: e.target.checked || undefined }))} />}
            label={translate('app.designer.layout.tabs')}
          />
          <SelectOption
            id={inputId('layout.columns')}
            label={translate('app.designer.layout.columns')}
            value={layout.columns ?? ''}
            onChange={(e) => edit((d) => setLayout(d, { columns: e.target.value === '' ? undefined : Number(e.target.value) }))}
            slotProps={SHOW_DEFAULT}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{translate('app.designer.layout.columns_default', { count: 2 })}</MenuItem>
            {COLUMN_ITEMS}
          </SelectOption>
          <NamesPicker
            id={inputId('layout.header.chips')}
            label={translate('app.designer.layout.chips')}
            value={layout.header?.chips ?? []}
            options={fieldChoices(draft.fields, locale, draft, (f) => f.kind === 'enum' || f.kind === 'boolean')}
            onValue={(chips) => edit((d) => setLayout(d, { header: { ...layoutOf(d).header, chips } }))}
            sx={{ minWidth: 220 }}
            {...err('layout.header.chips')}
          />
          <NamesPicker
            id={inputId('layout.header.figures')}
            label={translate('app.designer.layout.figures')}
            value={layout.header?.figures ?? []}
            options={fieldChoices(draft.fields, locale, draft, isFigure)}
            onValue={(figures) => edit((d) => setLayout(d, { header: { ...layoutOf(d).header, figures } }))}
            sx={{ minWidth: 220 }}
            {...err('layout.header.figures')}
          />
        </Box>
      )}
      <Box component="section" aria-labelledby="dm-layout-sections">
        <Typography id="dm-layout-sections" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {translate('app.designer.layout.sections')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.designer.layout.sections_hint')}
        </Typography>
        {!sections.length && <Typography sx={{ mb: 2 }}>{translate('app.designer.layout.none_yet')}</Typography>}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {sections.map((s, index) => {
            const path = `layout.sections.${index}`;
            const elsewhere = new Set(sections.filter((_, i) => i !== index).flatMap((o) => (o.fields ?? []).map(placedField)));
            const picked = (s.fields ?? []).map(placedField);
            const full = new Set((s.fields ?? []).filter(isFullWidth).map(placedField));
            return (
              <Paper key={s.name} variant="outlined" component="section" aria-label={translate('app.designer.layout.section', { name: s.name })} sx={{ p: 2 }}>
                <Box sx={row}>
                  <CommittedText
                    id={inputId(`${path}.name`)}
                    label={translate('app.designer.layout.name')}
                    value={s.name}
                    onCommit={(to) => FIELD_NAME.test(to) && edit((d) => renameSection(d, index, to))}
                    slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                    sx={{ width: 180 }}
                    {...err(`${path}.name`)}
                  />
                  <SelectOption
                    id={inputId(`${path}.columns`)}
                    label={translate('app.designer.layout.columns')}
                    value={s.columns ?? ''}
                    onChange={(e) => edit((d) => setSection(d, index, { columns: e.target.value === '' ? undefined : Number(e.target.value) }))}
                    slotProps={SHOW_DEFAULT}
                    sx={{ minWidth: 140 }}
                  >
                    <MenuItem value="">{columnsLabel(undefined)}</MenuItem>
                    {COLUMN_ITEMS}
                  </SelectOption>
                  <NamesPicker
                    id={inputId(`${path}.fields`)}
                    label={translate('app.designer.layout.fields')}
                    value={picked}
                    options={fields.filter((f) => !elsewhere.has(f.value))}
                    onValue={(names) => edit((d) => setSection(d, index, { fields: placements(names, full) }))}
                    sx={{ minWidth: 260, maxWidth: 420 }}
                    {...err(`${path}.fields`)}
                  />
                  <NamesPicker
                    id={inputId(`${path}.full`)}
                    label={translate('app.designer.layout.full_width')}
                    value={[...full]}
                    options={fields.filter((f) => picked.includes(f.value))}
                    onValue={(names) => edit((d) => setSection(d, index, { fields: placements(picked, new Set(names)) }))}
                    disabled={!picked.length}
                    sx={{ minWidth: 200 }}
                  />
                  {!!related.length && (
                    <NamesPicker
                      id={inputId(`${path}.related`)}
                      label={translate('app.designer.layout.related')}
                      value={s.related ?? []}
                      options={related}
                      onValue={(names) => edit((d) => setSection(d, index, { related: names }))}
                      sx={{ minWidth: 200 }}
                      {...err(`${path}.related`)}
                    />
                  )}
                  <Box sx={{ flex: 1 }} />
                  <Box>
                    <Tooltip title={translate('app.designer.layout.up', { name: s.name })}>
                      <span>
                        <IconButton
                          aria-label={translate('app.designer.layout.up', { name: s.name })}
                          disabled={index === 0}
                          onClick={() => edit((d) => moveSection(d, index, -1))}
                        >
                          <ArrowUpward />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate('app.designer.layout.down', { name: s.name })}>
                      <span>
                        <IconButton
                          aria-label={translate('app.designer.layout.down', { name: s.name })}
                          disabled={index === sections.length - 1}
                          onClick={() => edit((d) => moveSection(d, index, 1))}
                        >
                          <ArrowDownward />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <RemoveButton label={translate('app.designer.layout.remove', { name: s.name })} onClick={() => edit((d) => removeSection(d, index))} />
                  </Box>
                </Box>
              </Paper>
            );
          })}
        </Box>
        <AddByName
          id="dm-new-section"
          label={translate('app.designer.layout.new_name')}
          add={translate('app.designer.layout.add')}
          taken={(name) => sections.some((x) => x.name === name) || !!base?.layout?.sections?.some((x) => x.name === name)}
          onAdd={(name) => edit((d) => addSection(d, name))}
        />
      </Box>
    </Box>
  );
}
