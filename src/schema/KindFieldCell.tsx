/**
 * A list column whose kind has no light cell (src/schema/cells.tsx: a list of referenced records)
 * shows the kind's react-admin Field (src/schema/kindFields.tsx), whose module — every kind's
 * Field, tooltips and poppers included — is loaded after the rows have painted, not with them.
 */
import type { ReactElement } from 'react';
import { afterPaintPart } from '../layout/afterPaintPart';
import type { KindContext } from './kindFields';

interface KindFieldProps {
  ctx: KindContext;
  /** Read by the list header (label, sorting), as from any column element. */
  source: string;
  label: string;
  sortable?: boolean;
}

const KindField = afterPaintPart<KindFieldProps>(() =>
  import('./kindFields').then(
    ({ FIELD_KINDS }) =>
      ({ ctx }: KindFieldProps) =>
        FIELD_KINDS[ctx.field.kind](ctx),
  ),
);

const pending = <span className="AppCell-pending" aria-busy="true" />;

/** The column element for `ctx`'s field. */
export const kindFieldCell = (ctx: KindContext, label: string): ReactElement => (
  <KindField key={ctx.name} ctx={ctx} source={ctx.name} label={label} fallback={pending} />
);
