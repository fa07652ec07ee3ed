/**
 * A generated list on a phone: one card per record (react-admin's SimpleList) with what a person
 * looks for first — its title, its status as a chip, its key figure, and its second line (the
 * schema's `subtitle`) — instead of a table scrolled sideways. A card opens the record.
 */
import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import { SimpleList, type RaRecord } from 'react-admin';
import { defaultColumns, type EnumFieldDef, type ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { enumLabel } from '../labels';
import { useCellEnv } from './cellEnv';
import { fieldText } from './columns';

/** Which fields a card shows: the status (the workflow's, else a `status` enum, else the first enum column) and the key figure (the first amount or percentage column). */
function cardFieldsOf(def: ResourceDef) {
  const columns = defaultColumns(def);
  const enums = columns.filter((c) => def.fields[c]?.kind === 'enum');
  const status = def.workflow?.field ?? enums.find((c) => c === 'status') ?? enums[0];
  const figure = columns.find((c) => ['money', 'percent'].includes(def.fields[c]?.kind ?? ''));
  const subtitle = (def.subtitle ?? columns.filter((c) => c !== def.title).slice(0, 3))
    .filter((c) => c !== status && c !== figure && c !== def.title)
    .slice(0, 2);
  return { status, figure, subtitle };
}

export function ListCards({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const env = useCellEnv(registry);
  const { status, figure, subtitle } = useMemo(() => cardFieldsOf(def), [def]);
  const text = (r: RaRecord, name: string) => fieldText(def, name, def.fields[name], r, env);
  return (
    <SimpleList
      rowClick="show"
      primaryText={(r: RaRecord) => text(r, def.title) || `#${String(r.id)}`}
      secondaryText={(r: RaRecord) => (
        <>
          {status && r[status] !== undefined && r[status] !== null && (
            <Chip
              component="span"
              size="small"
              sx={{ marginInlineEnd: 1 }}
              color={(def.fields[status] as EnumFieldDef).values[String(r[status])] ?? 'default'}
              label={env.translate(enumLabel(def, status, String(r[status])), { _: String(r[status]) })}
            />
          )}
          {subtitle
            .map((name) => text(r, name))
            .filter(Boolean)
            .join(' · ')}
        </>
      )}
      tertiaryText={figure ? (r: RaRecord) => text(r, figure) : undefined}
    />
  );
}
