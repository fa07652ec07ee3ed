/**
 * The draft's record page in the preview, drawn by the real engine over a made-up record: its header (title, chips,
 * figures), the buttons of the transitions open from its state and of its record actions (drawn, never run: the record
 * is made up), its sections — as tabs when the layout says so — and, in place of each related table, its title and what
 * it will list (the records are the real ones only once the draft is published).
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { ICONS } from '../../schema/icons';
import { actionLabel, fieldLabel, resourceLabel, transitionLabel } from '../../schema/labels';
import { RecordHeader } from '../../schema/record/RecordHeader';
import { RecordSections } from '../../schema/record/RecordSections';
import { recordPageLayout } from '../../schema/record/recordPage';

function PreviewButtons({ def, record }: { def: ResourceDef; record: RaRecord }) {
  const translate = useTranslate();
  const state = def.workflow ? String(record[def.workflow.field] ?? '') : '';
  const open = Object.entries(def.workflow?.transitions ?? {}).filter(([, t]) => t.from.includes(state));
  const actions = Object.entries(def.recordActions ?? {});
  if (!open.length && !actions.length) return null;
  return (
    <Box role="group" aria-label={translate('app.designer.preview.buttons')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {open.map(([name, t]) => {
        const Icon = t.icon ? ICONS[t.icon] : undefined;
        return (
          <Button key={name} size="small" variant="outlined" color={t.danger ? 'error' : 'primary'} startIcon={Icon && <Icon />} tabIndex={-1} disableRipple>
            {translate(transitionLabel(def, name), { _: name })}
          </Button>
        );
      })}
      {actions.map(([name, a]) => {
        const Icon = a.icon ? ICONS[a.icon] : undefined;
        return (
          <Button key={name} size="small" variant="outlined" startIcon={Icon && <Icon />} tabIndex={-1} disableRipple>
            {translate(actionLabel(def, name), { _: name })}
          </Button>
        );
      })}
    </Box>
  );
}

export function PreviewRecord({ def, registry, record }: { def: ResourceDef; registry: Registry; record: RaRecord }) {
  const translate = useTranslate();
  const { header, sections } = useMemo(() => recordPageLayout(def), [def]);
  // the related tables as what they will list: the records come once it is published
  const drawn = useMemo(() => sections.map((s) => ({ ...s, related: [] })), [sections]);
  const related = sections.flatMap((s) => s.related);
  return (
    <RecordContextProvider value={record}>
      <RecordHeader def={def} registry={registry} chips={header.chips} figures={header.figures} actions={<PreviewButtons def={def} record={record} />} />
      <RecordSections def={def} sections={drawn} registry={registry} history={undefined} />
      {related.map((r) => {
        const target = registry.byName(r.resource);
        const name = target ? translate(resourceLabel(target), { smart_count: 2, _: r.resource }) : r.resource;
        const via = (typeof r.via === 'string' ? [r.via] : [...r.via]).map((v) => (target ? translate(fieldLabel(target, v), { _: v }) : v));
        return (
          <Card key={`${r.resource}:${String(r.via)}`} component="section" aria-label={name} sx={{ mb: 2 }}>
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontSize: 16, mb: 0.5 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.designer.preview.related', { resource: name, via: via.join(translate('app.designer.list_separator')) })}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </RecordContextProvider>
  );
}
