/**
 * The filter of a field holding a resource's name (`display: 'resourceName'`, the audit log's
 * resource): a choice of the resources by their names in the user's language, not a text box
 * waiting for `refund-orders`.
 */
import { useMemo } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import type { Registry } from '../../resources/registry';
import { resourceLabel } from './labels';

export function ResourceNameFilter({ source, label, registry }: { source: string; label: string; alwaysOn?: boolean; registry: Registry }) {
  const translate = useTranslate();
  const choices = useMemo(
    () =>
      registry.all
        .map((def) => ({ id: def.name, name: translate(resourceLabel(def), { smart_count: 2, _: def.name }) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [registry, translate],
  );
  return <SelectInput source={source} label={label} choices={choices} translateChoice={false} sx={{ minWidth: 180 }} />;
}
