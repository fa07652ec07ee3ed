/**
 * A generated list on a phone: one card per record (react-admin's SimpleList) with what a person
 * looks for first — its title, its status as a chip, its key figure, and its second line (the
 * schema's `subtitle`) — instead of a table scrolled sideways. A card opens the record, and offers
 * the row's next step (its workflow's transitions, as the table's last column does: RowTransitions).
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { SimpleList, useCreatePath, type RaRecord } from 'react-admin';
import { defaultColumns, type EnumFieldDef, type ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { useAllowedTransitions } from '../transitions/allowed';
import { transitionsColumn } from '../transitions/transitionsColumn';
import { enumLabel } from '../labels';
import { useCellEnv } from './cellEnv';
import { fieldText, type CellEnv, type ListColumn } from './columns';
import { telHref } from '../../../kinds/text.cell';

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

/**
 * A card with a next step or a phone number cannot be a link around its buttons or its tel: link (a
 * button inside a link is neither one nor the other to a screen reader): its title is the link,
 * stretched over the whole card, and the step's buttons (at least 44 px high for a thumb) and the
 * phone number sit above that.
 */
const CARD_WITH_STEP = {
  position: 'relative',
  '& .ListCards-link': { color: 'inherit', textDecoration: 'none' },
  '& .ListCards-link::after': { content: '""', position: 'absolute', inset: 0 },
  '& .ListCards-link:focus-visible': { outline: 'none' },
  '&:has(.ListCards-link:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '&:hover': { bgcolor: 'action.hover' },
  '& .MuiListItemIcon-root': { position: 'relative', zIndex: 1, minWidth: 0, marginInlineStart: 1 },
  // a phone number is dialled, above the title's stretched link
  '& .ListCards-tel': { position: 'relative', zIndex: 1 },
  '& .SchemaCell-actions': { display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' },
  '& .SchemaCell-actions .MuiButtonBase-root': { minHeight: 44, minWidth: 44 },
} as const;

export function ListCards({ def, registry, rowActions, noRecordPage }: ListCardsProps) {
  const env = useCellEnv(registry);
  const { status, figure, subtitle } = useMemo(() => cardFieldsOf(def), [def]);
  const allowed = useAllowedTransitions(def);
  const createPath = useCreatePath();
  // the row's next step: the same as the table's last column, a card's own actions (the trash's Restore) otherwise
  const step = useMemo(() => (def.workflow && allowed.length ? transitionsColumn(def, registry, allowed) : rowActions), [def, registry, allowed, rowActions]);
  const withStep = !!step && step !== rowActions && !noRecordPage;
  // a phone number on the second line is a link of its own (tel:), so the card cannot be one link around it either
  const phones = subtitle.filter((name) => def.fields[name]?.kind === 'phone');
  const linkedTitle = (withStep || phones.length > 0) && !noRecordPage;
  const text = (r: RaRecord, name: string) => fieldText(def, name, def.fields[name], r, env);
  const title = (r: RaRecord) => text(r, def.title) || `#${String(r.id)}`;
  const second = (r: RaRecord) =>
    subtitle
      .map((name) => {
        const value = text(r, name);
        if (!value || !phones.includes(name)) return value;
        return (
          <MuiLink key={name} href={telHref(r[name])} className="ListCards-tel">
            {value}
          </MuiLink>
        );
      })
      .filter(Boolean)
      .flatMap((part, i) => (i === 0 ? [part] : [' · ', part]));
  const titleOf = (r: RaRecord) =>
    linkedTitle ? (
      <Link className="ListCards-link" to={createPath({ resource: routeName(def), id: r.id, type: 'show' })}>
        {title(r)}
      </Link>
    ) : (
      title(r)
    );
  // a value of a list is a chip in its colour at the end of the title's line (SimpleList's third text is faded: a chip there lost its colour)
  const chipFigure = figure !== undefined && def.fields[figure]?.kind === 'enum';
  return (
    <SimpleList
      rowClick={noRecordPage || linkedTitle ? false : 'show'}
      sx={linkedTitle ? { '& > .MuiListItem-root': CARD_WITH_STEP } : undefined}
      rightIcon={step ? (r: RaRecord) => step.render(r, env) : undefined}
      primaryText={(r: RaRecord) =>
        chipFigure ? (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <span>{titleOf(r)}</span>
            <EnumChip def={def} name={figure} record={r} translate={env.translate} end />
          </Box>
        ) : (
          titleOf(r)
        )
      }
      secondaryText={(r: RaRecord) => (
        <>
          {status && <EnumChip def={def} name={status} record={r} translate={env.translate} />}
          {second(r)}
        </>
      )}
      tertiaryText={figure && !chipFigure ? (r: RaRecord) => text(r, figure) : undefined}
    />
  );
}
