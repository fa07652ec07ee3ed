/**
 * A publish's changes in words (resources/declarations.ts `Change`): what each does and how many
 * stored records it touches — the publish dialog, the history and the import's preview say them.
 */
import type { Change } from '../../../resources/declarations';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An option's name in words (`required` → "Required"), the key itself when the catalogue has none. */
export const optionName = (translate: Translate, key: string): string => translate(`app.designer.options.${key}`, { _: key });

/** One change as a sentence; `touches` (per field: how many records hold a value of it) adds how many records it concerns. */
export function changeText(translate: Translate, change: Change, touches?: Readonly<Record<string, number>>): string {
  const count = 'field' in change ? touches?.[change.field] : undefined;
  const records = count === undefined ? '' : ` ${translate('app.designer.changes.records', { count })}`;
  switch (change.kind) {
    case 'addResource':
      return translate('app.designer.changes.addResource');
    case 'addField':
      return translate(count ? 'app.designer.changes.addFieldBack' : 'app.designer.changes.addField', { field: change.field, count: count ?? 0 });
    // without a count (two versions compared, a version published before counts were kept): what happens, no number
    case 'removeField':
      return translate(count === undefined ? 'app.designer.changes.removeFieldKept' : 'app.designer.changes.removeField', {
        field: change.field,
        count: count ?? 0,
      });
    case 'renameField':
      return translate(count === undefined ? 'app.designer.changes.renameFieldMoves' : 'app.designer.changes.renameField', {
        field: change.field,
        from: change.from,
        count: count ?? 0,
      });
    case 'changeField': {
      const options = [...change.rules, ...change.other].map((k) => optionName(translate, k)).join(translate('app.designer.list_separator'));
      return `${translate('app.designer.changes.changeField', { field: change.field, options })}${change.rules.length ? records : ''}`;
    }
    case 'changeResource':
      return translate('app.designer.changes.changeResource', {
        options: change.keys.map((k) => optionName(translate, k)).join(translate('app.designer.list_separator')),
      });
  }
}
