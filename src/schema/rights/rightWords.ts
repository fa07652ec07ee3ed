/**
 * A right's name in words (CONTRACT §2.6): “Read”, “Create”, “Edit”, “Delete”, a transition by its
 * label (“Approve”), a record action as “Action: Send a command”; and the resource it is a right of,
 * by its plural name. The role editor's tree and the app's 403 notice read it.
 */
import type { Registry } from '../../../resources/registry';
import { parseRight } from '../../../resources/rights';
import { actionLabel, resourceLabel, transitionLabel } from '../labels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The right `code` in words with its resource's name, or `undefined` when it is not a right of a known resource. */
export function rightWords(code: string, registry: Registry, translate: Translate): { right: string; resource: string } | undefined {
  const parsed = parseRight(code);
  if (!parsed) return undefined;
  const def = registry.all.find((d) => d.privilege === parsed.resourceCode);
  if (!def) return undefined;
  const resource = translate(resourceLabel(def), { smart_count: 2, _: def.name });
  const name = parsed.name ?? '';
  if (parsed.kind === 'transition') return { right: translate(transitionLabel(def, name), { _: name }), resource };
  if (parsed.kind === 'action') return { right: translate('app.privileges.rights.action', { name: translate(actionLabel(def, name), { _: name }) }), resource };
  return { right: translate(`app.privileges.rights.${parsed.kind}`), resource };
}

/** The notice of a 403 that names the right missing (`data.right`): in words, and by its code. */
export function refusedMessage(code: string, registry: Registry, translate: Translate): string | undefined {
  const words = rightWords(code, registry, translate);
  return words && translate('app.privileges.rights.refused', { ...words, code });
}
