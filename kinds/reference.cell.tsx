/** Links in a list: each record by its title (the page's meta), a link to its page when the user may open it; `#id` while the title is unknown. */
import { isEmpty, valueLink } from './cell-parts';
import type { KindCell, TextEnv } from './types';

const ids = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
const titleOf = (env: TextEnv, name: string, id: unknown) => env.titles[name]?.[String(id)];

const cell: KindCell['cell'] = (_def, name) => (r, env) => {
  const v = r[name];
  if (isEmpty(v)) return <span className="SchemaCell-missing">—</span>;
  return ids(v).map((id, i) => {
    const title = titleOf(env, name, id);
    return (
      <span key={String(id)}>
        {i > 0 && ', '}
        {valueLink(env.linkTo(name, id), title ?? `#${String(id)}`, title === undefined)}
      </span>
    );
  });
};
const text: KindCell['text'] = (_def, name, _field, r, env) =>
  ids(r[name])
    .map((id) => titleOf(env, name, id) ?? `#${String(id)}`)
    .join(', ');

export const REFERENCE_CELLS = {
  // one title, which arrives after the rows: the column keeps its width meanwhile
  reference: { cell, text, align: 'left', minWidth: 96 },
  referenceMany: { cell, text, align: 'left' },
} satisfies Record<'reference' | 'referenceMany', KindCell>;
