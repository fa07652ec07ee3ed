/** Translation keys of a schema's labels (DESIGN: `resources.<name>.fields.<field>` ...). */
import type { ResourceDef } from '../../resources/define';

export const resourceLabel = (def: ResourceDef) => `resources.${def.name}.name`;
export const fieldLabel = (def: ResourceDef, field: string) => `resources.${def.name}.fields.${field}`;
export const enumLabel = (def: ResourceDef, field: string, value: string) => `resources.${def.name}.enums.${field}.${value}`;
export const transitionLabel = (def: ResourceDef, transition: string) => `resources.${def.name}.transitions.${transition}`;
