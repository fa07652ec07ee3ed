/**
 * The head of a record's page (the schema's `layout.header`): the record's title — the page's
 * heading, where the focus lands when the page is opened (src/layout/FocusHeading.tsx) — and its
 * number (the system's number, when the title is another field: a rider's name, then RD000123),
 * never its internal id; its key states
 * as chips (an enum's coloured value; a boolean's name while it is true, a rider "blacklisted"),
 * and a few figures in large type (a battery's SOC and SOH, a cabinet's batteries); then the
 * record's actions (RecordActionBar).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { KIND_UI } from '../../../kinds/ui';
import { fieldLabel } from '../labels';
import { useIntlLocale } from '../useIntlLocale';
import { useRecordConnections } from './recordConnections';
import { displayText } from '../displayText';
import { isFigure } from '../../../kinds/number';
import { fieldText } from '../list/columns';

function Figure({ def, name, registry }: { def: ResourceDef; name: string; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useIntlLocale();
  const field = def.fields[name];
  const v = record?.[name];
  let value;
  if (!record || v === undefined || v === null || v === '') value = '—';
  // a figure (in its unit, a percent with its sign, money in yuan) and a day as the list writes them: the kind's text
  else if (isFigure(field) || field.kind === 'date' || field.kind === 'datetime') value = fieldText(def, name, field, record, { lang, titles: {}, translate });
  else value = KIND_UI[field.kind].field({ def, name, field, registry });
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(fieldLabel(def, name), { _: name })}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontWeight: 500, lineHeight: 1.4 }}>
        {value}
      </Typography>
    </Box>
  );
}

function HeaderChip({ def, name, registry }: { def: ResourceDef; name: string; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const field = def.fields[name];
  if (field.kind === 'boolean')
    return record?.[name] === true ? <Chip size="small" color="warning" label={translate(fieldLabel(def, name), { _: name })} /> : null;
  return <>{KIND_UI[field.kind].field({ def, name, field, registry })}</>;
}

/** The record's number: its first field the system numbers (AL000123), unless that is its title already. */
export const numberFieldOf = (def: ResourceDef): string | undefined =>
  Object.entries(def.fields).find(([name, field]) => name !== def.title && 'number' in field && field.number !== undefined)?.[0];

export function RecordHeader({
  def,
  registry,
  chips,
  figures,
  actions,
}: {
  def: ResourceDef;
  registry: Registry;
  chips: readonly string[];
  figures: readonly string[];
  /** The record's actions, at the header's end. */
  actions?: ReactNode;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { titles } = useRecordConnections();
  if (!record) return null;
  const titleField = def.fields[def.title];
  const raw = record[def.title];
  // a title that is a reference reads as the referenced record's title; one with a display reading in words (an audited operation)
  const title =
    titleField?.kind === 'reference' ? (titles[def.title]?.[String(raw)] ?? raw) : titleField ? (displayText(titleField, raw, record, translate) ?? raw) : raw;
  // a record without its title (a rider who never gave a name) reads by its first plain subtitle (the phone), else its id
  const fallback = (def.subtitle ?? [])
    .filter((name) => def.fields[name]?.kind !== 'reference')
    .map((name) => record[name])
    .find((v) => v !== undefined && v !== null && v !== '');
  const heading = String(title === undefined || title === null || title === '' ? (fallback ?? `#${String(record.id)}`) : title);
  const numberField = numberFieldOf(def);
  const number = numberField ? record[numberField] : undefined;
  return (
    <Card
      component="section"
      aria-label={heading}
      sx={{ px: 2, py: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4, rowGap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0, flex: '1 1 auto' }}>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 500, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}>
          {heading}
        </Typography>
        {number !== undefined && number !== null && number !== '' && String(number) !== heading && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {String(number)}
          </Typography>
        )}
        {chips.map((name) => (
          <HeaderChip key={name} def={def} name={name} registry={registry} />
        ))}
      </Box>
      {figures.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {figures.map((name) => (
            <Figure key={name} def={def} name={name} registry={registry} />
          ))}
        </Box>
      )}
      {actions}
    </Card>
  );
}
