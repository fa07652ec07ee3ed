/**
 * A JSON field with `changes` (resources/define.ts ChangesDef: the audit log's `data`) on its record's
 * page: the write's values before and after as one table of changes in words (FieldChanges.tsx), read
 * as fields of the resource the entry names — labels, enum labels, dates — with the titles of the
 * records its references name where the user may list them (else their ids). A data model's change
 * (`schema:…`) holds a declaration, not a record's values: its keys and values as they are.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ChangesDef, ResourceDef } from '../../../resources/define';
import { isReference } from '../../../kinds/reference';
import { routeName, type Registry } from '../../../resources/registry';
import type { ReferenceTitles } from '../../providers/dataProvider';
import { fieldLabel } from '../labels';
import { changesBetween, FieldChanges, type FieldChange } from './FieldChanges';

/** What a record is called where it is referred to: its title field, else its id (as the server's titles: server/api/record-rules.ts). */
const titleOf = (def: ResourceDef, record: RaRecord): string => {
  const v: unknown = record[def.title];
  return v === undefined || v === null || v === '' ? `#${String(record.id)}` : String(v);
};

/** The reference fields among `changes`, each with its target and the ids its values name. */
function referencesIn(def: ResourceDef | undefined, changes: readonly FieldChange[], registry: Registry) {
  if (!def) return [];
  return changes.flatMap(({ field, from, to }) => {
    const f = def.fields[field];
    const target = isReference(f) && !f.writeOnly ? registry.byName(f.to) : undefined;
    const ids = [from, to]
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v) => v !== undefined && v !== null && v !== '')
      .map(String);
    return target && ids.length ? [{ field, resource: routeName(target), target, ids: [...new Set(ids)].sort() }] : [];
  });
}

/** The titles of the records the changes refer to, from the targets the user may list; a target refused or failing leaves its ids. */
export function useChangeTitles(def: ResourceDef | undefined, changes: readonly FieldChange[], registry: Registry): ReferenceTitles {
  const dataProvider = useDataProvider();
  const authProvider = useAuthProvider();
  const wanted = referencesIn(def, changes, registry);
  const { data } = useQuery({
    queryKey: ['changeTitles', wanted.map(({ field, resource, ids }) => [field, resource, ids])],
    queryFn: async ({ signal }) => {
      const titles: Record<string, Record<string, string>> = {};
      for (const { field, resource, target, ids } of wanted) {
        try {
          if (authProvider?.canAccess && !(await authProvider.canAccess({ resource, action: 'list' }))) continue;
          const { data: found } = await dataProvider.getMany(resource, { ids, signal });
          titles[field] = Object.fromEntries(found.map((r) => [String(r.id), titleOf(target, r)]));
        } catch {
          // not listed for this user, or gone: the values read as their ids
        }
      }
      return titles;
    },
    enabled: wanted.length > 0,
    staleTime: 60_000,
  });
  return data ?? {};
}

/** The record page's field (react-admin's Labeled reads `label` from its props). */
export function AuditChanges({
  source,
  changes: spec,
  def,
  registry,
}: {
  source: string;
  label?: string;
  changes: ChangesDef;
  def: ResourceDef;
  registry: Registry;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const action = String(record?.[spec.action] ?? '');
  // a data model's change holds its declaration: no record's fields
  const changed = action.startsWith('schema:') ? undefined : registry.byName(String(record?.[spec.resource] ?? ''));
  const changes = changesBetween(record?.[spec.from], record?.[source]);
  const titles = useChangeTitles(changed, changes, registry);
  if (!record) return null;
  return (
    <FieldChanges
      def={changed}
      changes={changes}
      titles={titles}
      variant="table"
      headings={{ from: translate(fieldLabel(def, spec.from), { _: spec.from }), to: translate(fieldLabel(def, source), { _: source }) }}
    />
  );
}
