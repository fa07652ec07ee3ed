/** Translation keys of a schema's labels (DESIGN: `resources.<name>.fields.<field>` ...). */
import type { ResourceDef } from '../../resources/define';

export const resourceLabel = (def: Pick<ResourceDef, 'name'>) => `resources.${def.name}.name`;
export const fieldLabel = (def: Pick<ResourceDef, 'name'>, field: string) => `resources.${def.name}.fields.${field}`;
export const enumLabel = (def: Pick<ResourceDef, 'name'>, field: string, value: string) => `resources.${def.name}.enums.${field}.${value}`;
export const transitionLabel = (def: Pick<ResourceDef, 'name'>, transition: string) => `resources.${def.name}.transitions.${transition}`;
export const sectionLabel = (def: Pick<ResourceDef, 'name'>, section: string) => `resources.${def.name}.sections.${section}`;
export const actionLabel = (def: Pick<ResourceDef, 'name'>, action: string) => `resources.${def.name}.actions.${action}`;
