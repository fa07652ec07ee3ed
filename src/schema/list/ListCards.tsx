/**
 * A generated list on a phone: one card per record (react-admin's SimpleList) with what a person
 * looks for first — its title, its status as a chip, its key figure, and its second line (the
 * schema's `subtitle`) — instead of a table scrolled sideways. A card opens the record.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleList, type RaRecord } from 'react-admin';
import { defaultColumns, type EnumFieldDef, type ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { enumLabel } from '../labels';
import { useCellEnv } from './cellEnv';
import { fieldText, type CellEnv, type ListColumn } from './columns';

/**
 * Which fields a card shows: the status (the workflow's, else a `status` enum, else the first enum
 * column), the second line, and the key figure at the end: the first amount or percentage column,
 * else the first other list of values the second line does not already say (an alarm's level, a
 * complaint's priority), as a chip in its colour.
 */
export function cardFieldsOf(def: ResourceDef) {
  const columns = defaultColumns(def);
  const enums = columns.filter((c) => def.fields[c]?.kind === 'enum');
  const status = def.workflow?.field ?? enums.find((c) => c === 'status') ?? enums[0];
  const amount = columns.find((c) => ['money', 'percent'].includes(def.fields[c]?.kind ?? ''));
  const subtitleOf = (figure?: string) =>
    (def.subtitle ?? columns.filter((c) => c !== def.title).slice(0, 3)).filter((c) => c !== status && c !== figure && c !== def.title).slice(0, 2);
  const figure = amount ?? enums.find((c) => c !== status && !subtitleOf().includes(c));
  return { status, figure, subtitle: subtitleOf(figure) };
}

function EnumChip({ def, name, record, translate, end }: { def: ResourceDef; name: string; record: RaRecord; translate: CellEnv['translate']; end?: boolean }) {
  const value = record[name];
  if (value === undefined || value === null || value === '') return null;
  return (
    <Chip
      component="span"
      size="small"
      sx={end ? undefined : { marginInlineEnd: 1 }}
      color={(def.fields[name] as EnumFieldDef).values[String(value)] ?? 'default'}
      label={translate(enumLabel(def, name, String(value)), { _: String(value) })}
    />
  );
}

export interface ListCardsProps {
  def: ResourceDef;
  registry: Registry;
  /** The row's own actions (the trash's Restore), at the card's end. */
  rowActions?: ListColumn;
  /** The records have no page of their own: a card opens nothing. */
  noRecordPage?: boolean;
}

export function ListCards({ def, registry, rowActions, noRecordPage }: ListCardsProps) {
  const env = useCellEnv(registry);
  const { status, figure, subtitle } = useMemo(() => cardFieldsOf(def), [def]);
  const text = (r: RaRecord, name: string) => fieldText(def, name, def.fields[name], r, env);
  const title = (r: RaRecord) => text(r, def.title) || `#${String(r.id)}`;
  // a value of a list is a chip in its colour at the end of the title's line (SimpleList's third text is faded: a chip there lost its colour)
  const chipFigure = figure !== undefined && def.fields[figure]?.kind === 'enum';
  return (
    <SimpleList
      rowClick={noRecordPage ? false : 'show'}
      rightIcon={rowActions ? (r: RaRecord) => rowActions.render(r, env) : undefined}
      primaryText={(r: RaRecord) =>
        chipFigure ? (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <span>{title(r)}</span>
            <EnumChip def={def} name={figure} record={r} translate={env.translate} end />
          </Box>
        ) : (
          title(r)
        )
      }
      secondaryText={(r: RaRecord) => (
        <>
          {status && <EnumChip def={def} name={status} record={r} translate={env.translate} />}
          {subtitle
            .map((name) => text(r, name))
            .filter(Boolean)
            .join(' · ')}
        </>
      )}
      tertiaryText={figure && !chipFigure ? (r: RaRecord) => text(r, figure) : undefined}
    />
  );
}
