/**
 * A list's filters through a reference (a field's `filterThrough`): the alarms of the cabinets in
 * an area. Each is the referenced field's own filter (any of several values), keyed
 * `cabinetId@areaId` in the list's filter values (the API's `cabinetId.areaId`) and labelled with
 * both fields: "电柜所在区域", "Cabinet: Area".
 */
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { KIND_UI } from '../../../kinds/ui';
import { THROUGH } from '../../providers/listQuery';
import { fieldLabel } from '../labels';

function ThroughLabel({ def, via, target, field }: { def: ResourceDef; via: string; target: ResourceDef; field: string }) {
  const translate = useTranslate();
  return (
    <>
      {translate('app.schema.through_filter', { via: translate(fieldLabel(def, via), { _: via }), field: translate(fieldLabel(target, field), { _: field }) })}
    </>
  );
}

export function throughFilters(def: ResourceDef, registry: Registry): ReactElement[] {
  const out: ReactElement[] = [];
  for (const [via, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' || !field.filterThrough?.length) continue;
    const target = registry.byName(field.to);
    if (!target) continue;
    for (const name of field.filterThrough) {
      const f = target.fields[name];
      if (!f) continue;
      const el = KIND_UI[f.kind].filter({
        def: target,
        name,
        // any of several values, behind "add filter"
        field: { ...f, filter: f.kind === 'boolean' ? 'equal' : 'anyOf', alwaysOn: false },
        registry,
        source: `${via}${THROUGH}${name}`,
        label: <ThroughLabel def={def} via={via} target={target} field={name} />,
      });
      if (el) out.push(el);
    }
  }
  return out;
}
