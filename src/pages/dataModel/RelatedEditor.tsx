/**
 * The related tables a record's page shows (CONTRACT §2.4): each lists the records of another
 * resource whose field(s) point to this record — its id, or the value of one of its fields — with
 * the columns picked (default: that resource's list columns). On a built-in resource: the tables
 * it adds after its own (a cabinet's charging piles), its own listed.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FieldDef, RelatedDef, ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import { fieldChoices, registeredFieldChoices, resourceChoices } from './choices';
import { isReference } from '../../../kinds/reference';
import { isExtension } from './draftEdits';
import { inputId, settingError } from './errorPaths';
import { choiceItems, NamesPicker, RemoveButton, SelectOption } from './inputs';
import type { PathErrors } from './refusal';
import { relatedOf, setRelated } from './structureEdits';

export interface RelatedEditorProps {
  draft: Declaration;
  base?: ResourceDef;
  errors: PathErrors;
  registry: Registry;
  edit(change: (d: Declaration) => Declaration): void;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' } as const;

/** A field of the related resource that points to a record of `name`. */
const pointsTo = (name: string) => (f: FieldDef) => isReference(f) && f.to === name;

/** The new table of `resource`: through its fields that point here, or (none) its first field to match by. */
export function relatedTable(resource: ResourceDef, name: string): RelatedDef {
  const via = Object.entries(resource.fields)
    .filter(([, f]) => pointsTo(name)(f))
    .map(([n]) => n);
  return { resource: resource.name, via: via.length === 1 ? via[0] : via.length ? via : '' };
}

export function RelatedEditor({ draft, base, errors, registry, edit }: RelatedEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [adding, setAdding] = useState('');
  const list = relatedOf(draft);
  const own = base?.related ?? [];
  const resources = resourceChoices(registry, translate);
  // those with a field pointing here first: the tables an admin most likely means (a match by value stays offered after)
  const pointing = (name: string) => Object.values(registry.byName(name)?.fields ?? {}).some(pointsTo(draft.name));
  const offered = [...resources.filter((r) => pointing(r.value)), ...resources.filter((r) => !pointing(r.value))];
  const nameOf = (resource: string) => resources.find((r) => r.value === resource)?.label ?? resource;
  const listed = new Set([...own, ...list].map((r) => r.resource));
  const err = (path: string) => {
    const e = settingError(errors, path);
    return e ? { error: true, helperText: e } : {};
  };
  const replace = (index: number, next: RelatedDef) =>
    edit((d) =>
      setRelated(
        d,
        relatedOf(d).map((r, i) => (i === index ? next : r)),
      ),
    );
  const add = () => {
    const target = registry.byName(adding);
    if (!target) return;
    edit((d) => setRelated(d, [...relatedOf(d), relatedTable(target, draft.name)]));
    setAdding('');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1, maxWidth: 1000 }}>
      <Typography color="text.secondary">{translate('app.designer.related.intro')}</Typography>
      {isExtension(draft) && !!own.length && (
        <Typography variant="body2">
          {translate('app.designer.related.built_in', { names: own.map((r) => nameOf(r.resource)).join(translate('app.designer.list_separator')) })}
        </Typography>
      )}
      {!list.length && <Typography>{translate('app.designer.related.none_yet')}</Typography>}
      {list.map((r, index) => {
        const path = `related.${index}`;
        const target = registry.byName(r.resource);
        const vias = typeof r.via === 'string' ? (r.via ? [r.via] : []) : [...r.via];
        const title = nameOf(r.resource);
        return (
          <Paper
            key={`${r.resource}-${index}`}
            variant="outlined"
            component="section"
            aria-label={translate('app.designer.related.table', { name: title })}
            sx={{ p: 2 }}
          >
            <Box sx={row}>
              <Typography sx={{ minWidth: 160, pt: 1, fontWeight: 500 }}>{title}</Typography>
              <NamesPicker
                id={inputId(`${path}.via`)}
                label={translate('app.designer.related.via')}
                value={vias}
                options={target ? registeredFieldChoices(target, translate, (f) => f.kind !== 'id') : []}
                onValue={(picked) => replace(index, { ...r, via: picked.length === 1 ? picked[0] : picked })}
                sx={{ minWidth: 220 }}
                {...(settingError(errors, `${path}.via`) ? err(`${path}.via`) : { helperText: translate('app.designer.related.via_hint') })}
              />
              <SelectOption
                id={inputId(`${path}.match`)}
                label={translate('app.designer.related.match')}
                value={r.match ?? ''}
                onChange={(e) => replace(index, { ...r, match: e.target.value || undefined })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 200 }}
                {...err(`${path}.match`)}
              >
                <MenuItem value="">{translate('app.designer.related.match_id')}</MenuItem>
                {choiceItems(fieldChoices(draft.fields, locale, draft, (f) => f.kind !== 'id'))}
              </SelectOption>
              <NamesPicker
                id={inputId(`${path}.columns`)}
                label={translate('app.designer.related.columns')}
                value={r.columns ?? []}
                options={target ? registeredFieldChoices(target, translate) : []}
                onValue={(columns) => replace(index, { ...r, columns: columns.length ? columns : undefined })}
                sx={{ minWidth: 220, maxWidth: 380 }}
                {...(settingError(errors, `${path}.columns`) ? err(`${path}.columns`) : { helperText: translate('app.designer.related.columns_hint') })}
              />
              <Box sx={{ flex: 1 }} />
              <RemoveButton
                label={translate('app.designer.related.remove', { name: title })}
                onClick={() =>
                  edit((d) =>
                    setRelated(
                      d,
                      relatedOf(d).filter((_, i) => i !== index),
                    ),
                  )
                }
              />
            </Box>
          </Paper>
        );
      })}
      <Box sx={{ ...row, mt: 1 }}>
        <SelectOption
          id="dm-new-related"
          label={translate('app.designer.related.new')}
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          {choiceItems(offered.filter((r) => !listed.has(r.value)))}
        </SelectOption>
        <Button variant="outlined" startIcon={<Add />} onClick={add} disabled={!adding}>
          {translate('app.designer.related.add')}
        </Button>
      </Box>
    </Box>
  );
}
