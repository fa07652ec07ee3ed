/**
 * Where a draft's error (keyed by JSON path: `fields.cabinetId.to`, `labels.fr.name`, `title`) is
 * shown: which tab of the editor, which field's row and option, which input (its id, to focus it).
 */
import type { PathErrors } from './refusal';

export type EditorTab = 'settings' | 'fields' | 'workflow' | 'layout' | 'related' | 'actions' | 'labels' | 'preview' | 'history';

/** The tab of each part of a declaration that has one of its own (the rest are settings). */
const TAB_OF: Readonly<Record<string, EditorTab>> = {
  fields: 'fields',
  labels: 'labels',
  workflow: 'workflow',
  layout: 'layout',
  related: 'related',
  recordActions: 'actions',
};

const parts = (path: string) => path.split('.');

export function tabOfPath(path: string): EditorTab {
  const [first] = parts(path);
  return TAB_OF[first] ?? 'settings';
}

/** The field a path is about (`fields.<name>…`), if any. */
export function fieldOfPath(path: string): string | undefined {
  const [first, field] = parts(path);
  return first === 'fields' ? field : undefined;
}

/** A field's errors by option: `''` for the field itself, `pattern`, `values`, `to`… */
export function fieldErrors(errors: PathErrors, field: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [first, name, option = ''] = parts(path);
    if (first === 'fields' && name === field) out[option] = out[option] ? `${out[option]} ${message}` : message;
  }
  return out;
}

/** The error of a resource setting: the path itself or one under it (`defaultSort.field`, `menu.icon`, `search.0`). */
export function settingError(errors: PathErrors, key: string): string | undefined {
  const found = Object.entries(errors).filter(([path]) => path === key || path.startsWith(`${key}.`));
  return found.length ? found.map(([, message]) => message).join(' ') : undefined;
}

/** A label's error: `labels.<locale>.name`, `labels.<locale>.fields.<field>`, or the whole language. */
export function labelError(errors: PathErrors, locale: string, target: string[]): string | undefined {
  const exact = errors[['labels', locale, ...target].join('.')];
  if (exact) return exact;
  return target[0] === 'name' ? errors[`labels.${locale}`] : undefined;
}

/** The id of the input a path's error is shown beside (the summary focuses it). */
export const inputId = (path: string): string => `dm-${path.replace(/[^\w-]/g, '_')}`;
