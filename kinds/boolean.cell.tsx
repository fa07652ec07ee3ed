/** Yes or no in a list: a "no" is quiet (a dash), a "yes" a check mark, so the real signals stand out. */
import { isEmpty } from './cell-parts';
import type { KindCell } from './types';

export const BOOLEAN_CELLS = {
  boolean: {
    cell: (_def, name) => (r, env) =>
      isEmpty(r[name]) ? null : r[name] === true ? (
        <span className="SchemaCell-yes" role="img" aria-label={env.translate('ra.boolean.true')}>
          ✓
        </span>
      ) : (
        <span className="SchemaCell-no" role="img" aria-label={env.translate('ra.boolean.false')}>
          –
        </span>
      ),
    text: (_def, name, _field, r, env) => env.translate(r[name] === true ? 'ra.boolean.true' : 'ra.boolean.false'),
    align: 'left',
  },
} satisfies Record<'boolean', KindCell>;
