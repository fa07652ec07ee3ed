/**
 * What a field kind is made of. Each family of kinds (kinds/text.ts, kinds/number.ts…) gives every
 * part, in five files by who loads them; the registries (kinds/index.ts, demo.ts, imports.ts, cells.ts, ui.ts)
 * are each a `Record<FieldKind, …>`, so a kind, or a part of one, left out does not compile:
 *  - `<family>.ts` — what a value is (KindCore): the server and the browser;
 *  - `<family>.demo.ts` — a made-up value (KindDemo): the demo database only;
 *  - `<family>.import.ts` — an import file's cell as a value (KindImport): the server's import only;
 *  - `<family>.cell.tsx` — how a value reads in a list and as text (KindCell): the first list;
 *  - `<family>.ui.tsx` — the record page's field, the form's input, the list's filter (KindUi): loaded later.
 * Type imports only: the server reads this file without React.
 */
import type { ReactElement, ReactNode } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import type { FieldDef, ReferenceFieldDef, ResourceDef } from '../resources/define';
import type { Gen, GenContext } from '../resources/demo-gen';
import type { Registry } from '../resources/registry';
import type { ReferenceTitles } from '../src/providers/dataProvider';
import type { ServerMessageKey } from '../i18n/server';
import type { LocaleCode } from '../i18n/types';

/** The options only some kinds take (every kind takes the others: required, unique, filter, views…). */
export const KIND_OPTIONS = [
  'pointsTo',
  'display',
  'minLength',
  'maxLength',
  'pattern',
  'patternMessage',
  'mask',
  'min',
  'max',
  'integer',
  'values',
  'to',
  'filterThrough',
  'changes',
  'computed',
  'unit',
] as const;
export type KindOption = (typeof KIND_OPTIONS)[number];

export interface KindCore {
  /** The error key (`app.validation.*`) for one value of the field, or undefined when it is acceptable. */
  check(field: FieldDef, v: unknown): string | undefined;
  /** JSON Schema (OpenAPI 3.1) of one value: the same rules as `check`. */
  jsonSchema(field: FieldDef): Record<string, unknown>;
  /** The options a field of the kind starts with: the `f.*` helpers' (resources/define.ts) and a field the designer adds. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** The options of KIND_OPTIONS it takes (the declaration format refuses the others on it), and those it needs. */
  readonly options: readonly KindOption[];
  readonly needs?: readonly KindOption[];
  /** Whether a list sorts by it unless the field says (`sortable`). */
  readonly sortable: boolean;
  /** Whether a list filters it by a range too (`{field}_gte`, `{field}_lte`: CONTRACT §2.1). */
  readonly ranged?: true;
  /**
   * How a list's query string gives a value of the kind to compare (`?soc_lte=20`, `?enabled=true`): `parse` answers
   * undefined for text that is none, refused with `error`. Absent: the text as it is (a code, an id, a day).
   */
  readonly fromQuery?: { parse(text: string): number | boolean | undefined; readonly error: ServerMessageKey };
}

/** An import file's cell: what a spreadsheet or a CSV holds (server/records/import-file.ts). */
export type ImportCell = string | number | boolean | Date | null;

/** How an import file writes days and moments: the language of its headers (the export's), the writer's offset from UTC in minutes (`Date#getTimezoneOffset`). */
export interface DateReading {
  readonly locale: LocaleCode | undefined;
  readonly tzOffset: number | undefined;
}

/**
 * A cell read as a value of its field, or why it cannot be: a server message about the text (`import.*`, with the
 * text it is about when that is a part of the cell: one name of several), or a field check's key (`app.validation.*`).
 */
export type CellRead = { readonly value: unknown } | { readonly refused: ServerMessageKey; readonly text?: string } | { readonly invalid: string };

/** What reading a cell takes besides its kind: the file's date writing, and the words and records the app knows. */
export interface CellReading {
  /** The cell's text, trimmed (a moment as ISO 8601). */
  readonly text: string;
  readonly dates: DateReading;
  /** Yes or no as the export writes them in any language of the app, or as a script does (true, 1, no…). */
  yesNo(text: string): boolean | undefined;
  /** The field's enum value a text names: its key, or its label in any language. */
  enumKey(text: string): string | undefined;
  /** The record a text names for a reference (by id, system number, another unique value or title). */
  reference(field: ReferenceFieldDef, text: string): Promise<CellRead>;
}

/** A cell's value read by a kind, or its refusal `refused` (the cell's text, said in the caller's language) when there is none. */
export const readOr = (value: unknown, refused: ServerMessageKey): CellRead => (value === undefined ? { refused } : { value });

export interface KindImport {
  /** How an import's cell (not empty) reads as a value of the field: what the export writes, in any language, and what a script writes. */
  fromCell(field: FieldDef, cell: Exclude<ImportCell, null>, reading: CellReading): CellRead | Promise<CellRead>;
}

export interface KindDemo {
  /** The demo value when the field declares no `gen` (undefined: none). */
  demo(g: Gen, field: FieldDef, ctx: GenContext, name: string): unknown;
}

/** What a value's text needs besides its record: the page's reference titles, the language, the translations. */
export interface TextEnv {
  /** The page's referenced records' titles (the list's meta), per field and id. */
  titles: ReferenceTitles;
  lang: string;
  translate: (key: string, options?: Record<string, unknown>) => string;
}
/** What a cell needs besides its record, given once per list render. */
export interface CellEnv extends TextEnv {
  /** The page the user may open for a field's value (a referenced record, the record a number points to), from the page's links; none: text. */
  linkTo: (field: string, value: unknown) => string | undefined;
}
export type CellRender = (record: RaRecord, env: CellEnv) => ReactNode;

export interface KindCell {
  /** How a value draws in a list row: plain elements and text (a page of rows mounts no component per cell). */
  cell(def: ResourceDef, name: string, field: FieldDef): CellRender;
  /** The value (present, not empty) as plain text: an export's cell, a card's line, a search result. */
  text(def: ResourceDef, name: string, field: FieldDef, record: RaRecord, env: TextEnv): string;
  /** The column's alignment (figures to the right). */
  align: 'left' | 'right';
  /** A cell whose content arrives later (a reference's title) keeps this width meanwhile (px). */
  minWidth?: number;
}

/** A field of a resource, where the record page, a form or a list's filters draw it. */
export interface KindContext {
  def: ResourceDef;
  name: string;
  field: FieldDef;
  registry: Registry;
  /** For inputs: validators derived from the field (required marker etc.). */
  validate?: Validator[];
  /** For inputs: values the form does not hold but the field's conditions read (a new record's workflow state, the state a transition moves to). */
  state?: Readonly<Record<string, unknown>>;
  /** For filters: the filter's key when it is not the field's name (a filter through a reference, `cabinetId@areaId`). */
  source?: string;
  /** For filters: the label when it is not the field's (a filter through a reference names both fields). */
  label?: ReactElement;
}
export type KindField = (ctx: KindContext) => ReactElement;

export interface KindUi {
  /** The record page's field (react-admin's Field for the kind). */
  field: KindField;
  /** The form's input (create, edit, a transition's or an action's fields); null: not typed in a form. */
  input(ctx: KindContext): ReactElement | null;
  /** The list's filter for the field's declared filter kind; null: none. */
  filter(ctx: KindContext): ReactElement | null;
}
