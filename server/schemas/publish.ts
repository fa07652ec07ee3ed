/**
 * Publishing a draft (CONTRACT §2.4 "Evolution keeps data"): what it changes, checked against the
 * stored records first (a changed kind or rule, a renamed or re-declared field: 409 with how many
 * records would break, and which, and nothing changes), then, in one transaction, the renamed
 * fields' values moved, the version kept, a new privilege code added to the tree's records and
 * granted to the admin role; the new registry is served from then on.
 */
import { collectionOf, type FieldDef, type ResourceDef } from '../../resources/define';
import { declarationChanges, fieldsToCheck, type Change, type Declaration } from '../../resources/declarations';
import type { Registry } from '../../resources/registry';
import { isRequiredWhen } from '../../resources/rules';
import { checkValue, isEmpty } from '../../resources/validate';
import { ensurePrivilegeRecords } from '../rights';
import type { Records } from '../db/records';
import type { Row } from '../row';

/** One stored record a publish would break: which field, and the validation message key. */
export interface Breakage {
  readonly id: string;
  readonly field: string;
  readonly message: string;
}

export interface PublishPlan {
  readonly changes: readonly Change[];
  /** Per changed field: how many stored records hold a value of it (a rename: of the old field). */
  readonly touches: Readonly<Record<string, number>>;
  /** How many stored records the new version would leave invalid; the first few, for the designer to show. */
  readonly invalid: number;
  readonly examples: readonly Breakage[];
}

const MAX_EXAMPLES = 20;
const ADMIN_ROLE = 'admin';
const ROLES = 'roles';

/** An extension's previous version is its fields so far (none before the first). */
const previous = (before: Declaration | undefined, builtIn: boolean, name: string): Declaration | undefined =>
  before ?? (builtIn ? { name, fields: {} } : undefined);

/** What publishing `draft` over `before` changes and breaks, read from the stored records of `def` (the resource as `draft` makes it). */
export async function planPublish(
  records: Records,
  def: ResourceDef,
  builtIn: boolean,
  before: Declaration | undefined,
  draft: Declaration,
): Promise<PublishPlan> {
  const changes = declarationChanges(previous(before, builtIn, def.name), draft);
  const table = collectionOf(def);
  const checked = fieldsToCheck(changes);
  const renamedFrom = new Map(changes.flatMap((c) => (c.kind === 'renameField' ? [[c.field, c.from] as const] : [])));
  const held = changes.flatMap((c) => (c.kind === 'renameField' ? [c.from] : 'field' in c ? [c.field] : []));
  const conditions = checked.flatMap((name) => Object.keys(def.fields[name]?.requiredWhen ?? {}));
  // a field now required is missing from records that hold none of these: read every record then (its id is always stored)
  const everyRecord = checked.some((name) => def.fields[name]?.required || def.fields[name]?.requiredWhen);
  const read = [...new Set([...held, ...checked, ...conditions, ...(everyRecord ? ['id'] : [])])];
  const rows = await records.fieldValues(table, read);
  const touches: Record<string, number> = {};
  for (const c of changes)
    if ('field' in c) {
      const source = c.kind === 'renameField' ? c.from : c.field;
      touches[c.field] = rows.filter((r) => !isEmpty(r.values[source])).length;
    }
  const problems: Breakage[] = [];
  const broken = new Set<string>();
  const seen = new Map<string, Map<string, string>>();
  for (const { id, values } of rows) {
    const record: Row = { ...values };
    for (const [to, from] of renamedFrom) record[to] = values[from];
    for (const name of checked) {
      const field: FieldDef = def.fields[name];
      const v = record[name];
      let message: string | undefined;
      if (isEmpty(v)) message = field.required || isRequiredWhen(field, record) ? 'app.validation.required' : undefined;
      else message = checkValue(field, v);
      if (!message && field.unique && !isEmpty(v)) {
        const key = String(v).toLowerCase();
        const owners = seen.get(name) ?? new Map<string, string>();
        seen.set(name, owners);
        if (owners.has(key)) message = 'app.validation.unique';
        else owners.set(key, id);
      }
      if (message) {
        broken.add(id);
        if (problems.length < MAX_EXAMPLES) problems.push({ id, field: name, message });
      }
    }
  }
  return { changes, touches, invalid: broken.size, examples: problems };
}

/** Writes what a publish moves, inside the caller's transaction: renamed fields' values, and a new privilege code's record and its grant to the admin role. */
export async function applyPublish(tx: Records, registry: Registry, def: ResourceDef, changes: readonly Change[]): Promise<void> {
  const table = collectionOf(def);
  for (const c of changes) if (c.kind === 'renameField') await tx.renameField(table, c.from, c.field);
  const code = def.privilege;
  // its code and its rights (rights.ts), as records a role can grant
  await ensurePrivilegeRecords(tx, registry);
  const admin = await tx.get(ROLES, ADMIN_ROLE);
  const granted = Array.isArray(admin?.privilegeIds) ? admin.privilegeIds.map(String) : [];
  if (admin && !granted.includes(code)) await tx.update(ROLES, ADMIN_ROLE, { ...admin, privilegeIds: [...granted, code] });
}
