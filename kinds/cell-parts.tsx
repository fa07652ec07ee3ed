/** Small pieces the kinds' list cells share (kinds/<family>.cell.tsx): plain elements, styled by the list's class names. */
import type { ReactNode } from 'react';
import type { KindCell } from './types';

export const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** A click on a link in a row opens the link, not the row. */
export const stopRowClick = (e: { stopPropagation(): void }) => e.stopPropagation();

/** Any value as text: an object as JSON. */
export const plain = (v: unknown): string => (typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A cell that is the value's text (the kind's `text`), '' when empty. */
export const textCell =
  (text: KindCell['text']): KindCell['cell'] =>
  (def, name, field) =>
  (r, env) =>
    isEmpty(r[name]) ? '' : text(def, name, field, r, env);

/** A value as a link to the record it names when the user may open it, else as text. */
export function valueLink(href: string | undefined, text: string, missing = false): ReactNode {
  if (!href || missing) return <span className={missing ? 'SchemaCell-missing' : undefined}>{text}</span>;
  return (
    <a className="SchemaCell-link" href={href} onClick={stopRowClick}>
      {text}
    </a>
  );
}
