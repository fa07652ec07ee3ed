/**
 * Values that name things of the app itself, in words (a text field's `display`, resources/define.ts):
 * a resource's name (`refund-orders` → 退款订单), an audited operation (`transition:approve` →
 * 状态变更：同意, by the transition's own label), and where a record's id opens (its page under the
 * resource the row names). Read by the list's cells, the record's page and the CSV export alike.
 */
import type { RaRecord } from 'react-admin';
import type { FieldDef, TextDisplay } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { resourceLabel, transitionLabel } from './labels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const BASIC_ACTIONS = new Set(['create', 'update', 'delete']);

/** The display reading of a field, if it has one. */
export const displayOf = (field: FieldDef): TextDisplay | undefined => ('display' in field ? field.display : undefined);

/** The field a `auditAction:<field>` or `recordOf:<field>` reading reads with. */
const otherField = (display: TextDisplay): string => display.slice(display.indexOf(':') + 1);

/** A resource's name in the user's language (one record's worth: "Refund"), the name itself when unknown. */
export function resourceName(name: string, translate: Translate): string {
  return translate(resourceLabel({ name }), { smart_count: 1, _: name });
}

/** An audited operation in words: create/update/delete, a transition by its label in `resource`, a posting by its ledger's name. */
export function auditActionText(action: string, resource: string | undefined, translate: Translate): string {
  if (BASIC_ACTIONS.has(action)) return translate(`app.audit.actions.${action}`, { _: action });
  const [kind, ...rest] = action.split(':');
  const what = rest.join(':');
  if (kind === 'transition' && what) {
    const label = resource ? translate(transitionLabel({ name: resource }, what), { _: what }) : what;
    return translate('app.audit.transition', { name: label, _: action });
  }
  if (kind === 'posting' && what) return translate('app.audit.posting', { name: resourceName(what, translate), _: action });
  // an order's state moved by one of its refunds (server/api/refunds.ts)
  if (kind === 'refund' && what) return translate('app.audit.refund', { name: resourceName(what, translate), _: action });
  // a change of the resource's declaration (CONTRACT §2.4): saved as a draft, published, reverted, deleted
  if (kind === 'schema' && what) return translate(`app.audit.schema.${what}`, { _: action });
  return action;
}

/** The value of a field with a `resourceName` or `auditAction` reading, in words; undefined for any other field (and for `recordOf`, whose text is the id). */
export function displayText(field: FieldDef, value: unknown, record: RaRecord, translate: Translate): string | undefined {
  const display = displayOf(field);
  if (!display || value === undefined || value === null || value === '') return undefined;
  if (display === 'resourceName') return resourceName(String(value), translate);
  if (display.startsWith('auditAction:')) {
    const resource = record[otherField(display)];
    return auditActionText(String(value), resource ? String(resource) : undefined, translate);
  }
  return undefined;
}

/** For a `recordOf:<field>` reading: the record's page (react-admin resource name and id), when the row names a registered resource. */
export function recordOfTarget(name: string, field: FieldDef, record: RaRecord, registry: Registry): { resource: string; id: string } | undefined {
  const display = displayOf(field);
  const id = record[name];
  if (!display?.startsWith('recordOf:') || id === undefined || id === null || id === '') return undefined;
  const def = registry.byName(String(record[otherField(display)] ?? ''));
  return def ? { resource: routeName(def), id: String(id) } : undefined;
}
