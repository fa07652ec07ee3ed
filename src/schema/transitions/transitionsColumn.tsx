import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import type { ListColumn } from '../list/columns';
import { RowTransitionsPart } from '../list/parts';

/** The row's transitions, in a last column that is not the user's to choose (a lazy part: it follows the rows); a list and a record page's related table alike. */
export function transitionsColumn(def: ResourceDef, registry: Registry, allowed: readonly string[]): ListColumn {
  return {
    source: '__transitions',
    label: 'app.schema.transitions',
    align: 'left',
    sortable: false,
    render: (record, env) => <RowTransitionsPart def={def} registry={registry} record={record} allowed={allowed} titles={env.titles} />,
  };
}
