/**
 * The resource schema format. A resource is declared once, as plain typed data, with
 * `defineResource()`; the app (src/schema) and the demo API (server/) both read it.
 * Nothing here touches React, express or the file system. What each kind of field is (its
 * defaults, the options it takes, whether it sorts) is its kind's own: kinds/<family>.ts.
 */
import type { Unit } from '../kinds/number';
import { KINDS } from '../kinds';

export const FIELD_KINDS = [
  'id',
  'text',
  'longText',
  'number',
  'money',
  'percent',
  'boolean',
  'date',
  'datetime',
  'enum',
  'reference',
  'referenceMany',
  'phone',
  'email',
  'url',
  'image',
  'geo',
  'json',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export type View = 'list' | 'show' | 'create' | 'edit';
export const ALL_VIEWS: readonly View[] = ['list', 'show', 'create', 'edit'];

/** search = substring match; equal = exact; anyOf = one of several values; range = _gte/_lte. */
export const FILTER_KINDS = ['search', 'equal', 'anyOf', 'range'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const CHIP_COLORS = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

export const MENU_SECTIONS = ['dashboard', 'report', 'company', 'area', 'store', 'vstore', 'cab', 'system', 'demo'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];
export const MENU_GROUPS = ['store', 'assets', 'consumer', 'order', 'rbac', 'log'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** MUI icon names the app knows how to load (see src/schema/icons.ts). */
export const ICON_NAMES = [
  'Map',
  'BarChart',
  'Business',
  'AccountTree',
  'Store',
  'Storefront',
  'Hub',
  'Inventory',
  'SwapHoriz',
  'Sell',
  'LocalOffer',
  'CreditCard',
  'Style',
  'BatteryChargingFull',
  'ElectricBike',
  'TwoWheeler',
  'People',
  'VerifiedUser',
  'AccountBalanceWallet',
  'Wallet',
  'Backpack',
  'ReportProblem',
  'ReceiptLong',
  'ShoppingCart',
  'Savings',
  'Undo',
  'Dns',
  'Sms',
  'Warning',
  'Terminal',
  'ManageAccounts',
  'AdminPanelSettings',
  'Key',
  'BugReport',
  'Policy',
  'RestoreFromTrash',
  'Login',
  'Payments',
  'Timeline',
  'Category',
  'Check',
  'Close',
  'DoneAll',
  'Block',
  'Replay',
  'Send',
  'Build',
  'PlayArrow',
  'Paid',
  'LocalShipping',
  'Edit',
  'Lock',
  'LockOpen',
  'RestartAlt',
  'MeetingRoom',
  'Sync',
  'Visibility',
  'TaskAlt',
  'HourglassTop',
  'PersonOff',
  'HowToReg',
  'Gavel',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

interface FieldBase {
  /** Must be present and non-empty on create (form and server). */
  readonly required?: boolean;
  /** Shown but never written by a form; the server refuses it in create/update bodies. */
  readonly readOnly?: boolean;
  /** No two records of the collection may share the value (server 409). */
  readonly unique?: boolean;
  /** Where the field appears; default: list, show, create and edit (id: list and show). */
  readonly views?: readonly View[];
  /** Sortable column in the list (server accepts `sort=field`). Default true for scalars. */
  readonly sortable?: boolean;
  /** A filter of this kind in the list and on the server. */
  readonly filter?: FilterKind;
  /** The filter is always shown, not behind "add filter". */
  readonly alwaysOn?: boolean;
  /** Default value in the create form and on the server when absent. */
  readonly default?: unknown;
  /** Accepted on create/update but never sent back (a password): the server keeps only a hash. */
  readonly writeOnly?: boolean;
  /** Set by the server when the record is created (read-only): the time for a date-time field, the acting user for a reference to `sys-users`. */
  readonly stamp?: boolean;
  /**
   * A system number the server assigns on create, never typed (a read-only text field):
   * `prefix`, the year, then a sequence of `digits` digits (`AL2026000015`), one more than the
   * highest of the collection.
   */
  readonly number?: { readonly prefix: string; readonly digits: number };
  /**
   * A personal identifier shown in full only on the record's page: lists, search results, exports
   * and the audit log carry it masked (an ID card number keeps its first and last four characters,
   * a bank card number its last four).
   */
  readonly mask?: 'idCard' | 'bankCard';
  /**
   * Required while other fields hold one of the listed values (`{status: ['closed']}`: a
   * resolution once closed); every field named must match. The form and the server (422) apply
   * it through one function (resources/rules.ts).
   */
  readonly requiredWhen?: FieldCondition;
  /** Shown in forms only while other fields hold one of the listed values; the server ignores a value sent while it is hidden. */
  readonly visibleWhen?: FieldCondition;
  /** A run-time declaration renames a field: at publish, every record's value of the field named here moves to this one (CONTRACT §2.4). */
  readonly renamedFrom?: string;
  /**
   * Set by the server on every write from the record a reference field of this one points to: an
   * alarm's store is its cabinet's (`{via: 'cabinetId', field: 'storeId'}`). A read-only field.
   */
  readonly copiedFrom?: { readonly via: string; readonly field: string };
  /**
   * Worked out by the server each time it reads the record, never stored or written (see
   * ComputedDef): the field is read-only, shown in lists and on the record's page only, not sortable.
   */
  readonly computed?: ComputedDef;
}

/**
 * A field the server computes when it reads a record (FieldBase `computed`; resources/computed.ts):
 * how long the date or date-time in `daysPast` lies behind now, in whole days of 24 hours, from
 * the first whole day on and only while `when` holds of the record (a rental still in force). The
 * field's kind says what it holds: a boolean whether the date is that far past (`overdue`), a
 * number the whole days (`overdueDays`), money the days × a price per day, `perDay.price` ÷
 * `perDay.days` of the record, rounded to the cent (an overdue fee: the days × the daily price of
 * the package bought, its total over its days). No value (a boolean: false) otherwise. As a list
 * filter, a boolean takes `filter: 'equal'` (`overdue=true`) and a number `filter: 'range'`
 * (`overdueDays_gte=7`): the server turns them into conditions on the stored date, in the database.
 */
export interface ComputedDef {
  readonly daysPast: string;
  readonly when?: FieldCondition;
  readonly perDay?: { readonly price: string; readonly days: string };
}

/** Field name → the values that satisfy it (all fields named must hold one of theirs). */
export type FieldCondition = Readonly<Record<string, readonly (string | number | boolean)[]>>;

/** How a text field's value reads (TextFieldDef `display`). */
export type TextDisplay = 'resourceName' | `auditAction:${string}` | `recordOf:${string}`;

export interface TextFieldDef extends FieldBase {
  readonly kind: 'text' | 'longText' | 'phone' | 'email' | 'url' | 'image';
  /**
   * The value is another record's number (an original order's number, a battery's serial): the
   * records of these resources whose `field` (unique) holds it; it shows as a link to the one found.
   */
  readonly pointsTo?: readonly { readonly resource: string; readonly field: string }[];
  /**
   * The value names something of the app itself (the audit log), and reads in words on screen and
   * in exports: `resourceName` — a resource's name, shown as its translated name; `auditAction:<field>`
   * — an operation (create, update, delete, transition:<name>, posting:<resource>), the transition
   * by its label in the resource that `<field>` names; `recordOf:<field>` — a record's id, linked to
   * its page in the resource that `<field>` names.
   */
  readonly display?: TextDisplay;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** A regular expression source the whole value must match. */
  readonly pattern?: string;
  /** Translation key of the message shown when the pattern fails. */
  readonly patternMessage?: string;
}
export interface NumberFieldDef extends FieldBase {
  readonly kind: 'number' | 'money' | 'percent';
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  /** The unit of a number's figures (kinds/number.ts UNITS: an SI symbol), shown after each value. */
  readonly unit?: Unit;
}
export interface EnumFieldDef extends FieldBase {
  readonly kind: 'enum';
  /** Value → chip colour, in display order. */
  readonly values: Readonly<Record<string, ChipColor>>;
}
export interface ReferenceFieldDef extends FieldBase {
  readonly kind: 'reference' | 'referenceMany';
  /** The `name` of the referenced resource. */
  readonly to: string;
  /**
   * A reference's filters through the record it refers to: fields of that record (an alarm's
   * cabinet's `areaId` or `storeId`) the list filters by, as `cabinetId.areaId=…` (repeated = any
   * of) on the server and a filter of the referenced field's kind in the list.
   */
  readonly filterThrough?: readonly string[];
}
export interface PlainFieldDef extends FieldBase {
  readonly kind: 'id' | 'boolean' | 'date' | 'datetime' | 'geo';
}
export interface JsonFieldDef extends FieldBase {
  readonly kind: 'json';
  /** The value is a write's changes to a record of another resource (the audit log's `data`): see ChangesDef. */
  readonly changes?: ChangesDef;
}
export type FieldDef = TextFieldDef | NumberFieldDef | EnumFieldDef | ReferenceFieldDef | PlainFieldDef | JsonFieldDef;

/**
 * A JSON field holding a write's values of a record of another resource (JsonFieldDef `changes`:
 * the audit log's `data`), read on its record's page as one table of changes in words — each field by
 * its label in that resource, from the values of the JSON field `from` (`previousData`) to these,
 * enum values by their labels, references by their titles, dates formatted. `resource` names the text
 * field holding that resource's name; `action` the text field holding the write's operation: a
 * change of a data model (`schema:…`) holds a declaration, not a record's values, and reads as it is.
 */
export interface ChangesDef {
  readonly resource: string;
  readonly from: string;
  readonly action: string;
}

export interface TransitionDef<F extends string = string> {
  readonly from: readonly string[];
  readonly to: string;
  /** Privilege code needed besides the resource's own; default: the resource's code. */
  readonly privilege?: string;
  /** Fields the user fills in when running it (e.g. a rejection reason); required ones must be given. */
  readonly asks?: readonly F[];
  /**
   * Fields stamped when it runs: a date-time field with the time (`resolvedAt`), a reference to
   * `sys-users` with the acting user (`reviewerId`); or a date a number of days after that time,
   * the days read from a number field of the record as it will be (`{field: 'dueAt', addDays:
   * 'days'}`: a rental is due its days after it is paid). See StampDef.
   */
  readonly stamps?: readonly StampDef<F>[];
  /** It undoes or refuses something (reject, cancel, fail, ignore): its button and confirmation look destructive. */
  readonly danger?: boolean;
  /** Its button's icon (default: a check mark, or a cross when `danger`). */
  readonly icon?: IconName;
  /** The user this field holds may not run it (409, saying why): who created a refund does not approve it (four eyes). */
  readonly notBy?: F;
  /** Moves an account's number as it runs (a refund paid out to the rider's balance, an order paid from it): a posting in its ledger. */
  readonly posts?: TransitionPostingDef<F>;
}

/** A posting a transition makes to an account (TransitionDef `posts`): written in the same transaction, in the account's ledger. */
export interface TransitionPostingDef<F extends string = string> {
  /** The account: the record of `resource` whose field `match` holds this record's field `by` (a rider's account, found by the rider). */
  readonly account: { readonly resource: string; readonly match: string; readonly by: F };
  /** The account's number field it moves (`balance`). */
  readonly field: string;
  /** This record's money field: added to the account (`sign` 1, the default) or taken from it (-1). */
  readonly amount: F;
  readonly sign?: 1 | -1;
  /** Posted only when this holds of the record as it will be (a refund paid out to the balance, not to the card it came from). */
  readonly when?: FieldCondition;
}

/**
 * What a record was paid (an order), for the refunds claimed against it (`refundOf`): the money
 * field holding what was paid, the states in which it counts as paid, the rider it belongs to, and
 * the states its refunds move it to — `pending` while one is open, `refunded` once refunds cover
 * what was paid, `refused` when the open one is rejected (back from `pending`).
 */
export interface PaymentDef<F extends string = string> {
  readonly paid: F;
  readonly paidWhen: FieldCondition;
  readonly owner: F;
  readonly refundStates?: { readonly pending?: string; readonly refunded?: string; readonly refused?: string };
}

/**
 * The records claim money back on another record that declares `payment` (a refund on its order):
 * `type` (an enum) names its kind — `targets` maps each value to the resource — and `number` its
 * number, matched against that resource's unique field `numberField`. The server refuses (422,
 * naming the field) a record that does not exist, is another rider's (`owner`), is not paid, or an
 * `amount` above what was paid less what is refunded (`settled` states) or still open (`open`
 * states); `store`, when named, is filled from the record. Every change of state moves the claimed
 * record's state as its `payment.refundStates` say.
 */
export interface RefundOfDef<F extends string = string> {
  readonly type: F;
  readonly targets: Readonly<Record<string, string>>;
  readonly number: F;
  readonly numberField: string;
  readonly amount: F;
  readonly owner: F;
  readonly store?: F;
  readonly open: readonly string[];
  readonly settled: readonly string[];
}

/**
 * An account whose numbers move only by postings (consumer accounts): `resource` is its ledger, one
 * record per posting with the fields `accountId, field, amount, balanceAfter, causeResource,
 * causeId, createdBy, createdAt`; the states that take no posting (409: frozen, closed) and the
 * date fields set to each posting's time (its last transaction).
 */
export interface LedgerDef {
  readonly resource: string;
  readonly refusedWhen?: Readonly<Record<string, readonly string[]>>;
  readonly stamps?: readonly string[];
}

/**
 * One stamp of a transition (TransitionDef `stamps`): a field's name (the time, or the acting
 * user), or a date or date-time field set `addDays` days after the time, `addDays` naming a number
 * field of the record (resources/stamps.ts `transitionStamps`).
 */
export type StampDef<F extends string = string> = F | { readonly field: F; readonly addDays: F };

export interface WorkflowDef<F extends string = string> {
  /** The enum field holding the state. */
  readonly field: F;
  /** State of a newly created record. */
  readonly initial: string;
  readonly transitions: Readonly<Record<string, TransitionDef<F>>>;
}

/**
 * Records of another resource shown on this record's page: those whose `via` field (or any of
 * several) points to this record — its id (a rider's orders: `consumerId`), or the value of its
 * `match` field (a battery's swap orders: its `sn` in `putInBatterySn` or `putOutBatterySn`).
 */
export interface RelatedDef {
  readonly resource: string;
  readonly via: string | readonly string[];
  /** This record's field the `via` fields hold (default: `id`). */
  readonly match?: string;
  /** Columns of the related table (default: the related resource's list columns, less the ones pointing back). */
  readonly columns?: readonly string[];
}

/**
 * An operation on a record that is not an edit: it creates a record of another resource, filled
 * from this one (a command sent to a cabinet), asking the user for the fields it names. Run by
 * `POST /{resource}/{id}/actions/{name}`, which fills the link in from the stored record.
 * (A record's own workflow transitions are its other actions: see `workflow`.)
 */
export interface RecordActionDef<F extends string = string> {
  /** The resource a record of which the action creates. */
  readonly creates: string;
  /** Its fields filled from this record: `{accountId: 'id'}`. */
  readonly prefill: Readonly<Record<string, F>>;
  /** Its fields set to fixed values (a refund of a rent order: `{orderType: 'rent'}`). */
  readonly preset?: Readonly<Record<string, string>>;
  /** The fields of the created record the user fills in (default: every field its create form shows). */
  readonly asks?: readonly string[];
  /** The code needed to run it (default: the created resource's own code). */
  readonly privilege?: string;
  readonly icon?: IconName;
}

/** The most columns a layout section may have. */
export const MAX_SECTION_COLUMNS = 4;

/** A field's place in a section: its name, or its name and how many of the section's columns it spans. */
export type FieldPlacement<F extends string = string> = F | { readonly field: F; readonly span: number | 'full' };

/**
 * A titled part of a record's page and of its forms (labels: `resources.<name>.sections.<name>`):
 * fields in `columns` columns from `md` up (one below), and related tables (`related` resources).
 */
export interface SectionDef<F extends string = string> {
  readonly name: string;
  readonly columns?: number;
  readonly fields?: readonly FieldPlacement<F>[];
  /** Related tables drawn in this section, by their `related` entry's resource. */
  readonly related?: readonly string[];
}

/**
 * How a record's page and forms are laid out. Without one: a header with the title and the
 * workflow's state, one section of every field in two columns, the related tables below. Fields
 * no section places go to a last untitled section; related tables none places follow it.
 */
export interface LayoutDef<F extends string = string> {
  /** The record's header: beside its title, these fields as chips (enums, booleans) and as figures (numbers, money). */
  readonly header?: { readonly chips?: readonly F[]; readonly figures?: readonly F[] };
  readonly sections?: readonly SectionDef<F>[];
  /** The sections as tabs on the record's page (forms keep them one under the other). */
  readonly tabs?: boolean;
  /** Columns of a section that says none (default 2). */
  readonly columns?: number;
}

/** A resource's labels in one language, inline in its declaration (instead of, or besides, i18n/<locale>/resources/<name>.ts). */
export interface InlineLabels {
  /** The resource's name (a custom field's labels on a built-in resource leave it out: its catalogue names it). */
  readonly name?: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly enums?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly transitions?: Readonly<Record<string, string>>;
  readonly actions?: Readonly<Record<string, string>>;
  readonly sections?: Readonly<Record<string, string>>;
  /** The record page's title (`%{id}`: the record's id), where the title field does not read well (the audit log's raw action). */
  readonly page?: Readonly<{ show?: string }>;
}
export type LabelLocale = 'zh_CN' | 'en' | 'fr' | 'ar';

export interface ActionsDef {
  readonly create?: boolean;
  readonly edit?: boolean;
  readonly delete?: boolean;
  readonly export?: boolean;
  readonly bulkDelete?: boolean;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Unique name = API path under /admin-company/v1 = translation namespace = file name. */
  readonly name: string;
  /** The data collection; several resources may share one (store-level views). Default: name. */
  readonly collection?: string;
  /** Hash route, from spec §2, e.g. `/apps/store/store`. */
  readonly route: string;
  /** Privilege code needed for every call and for the menu entry. */
  readonly privilege: string;
  readonly menu: {
    readonly section: MenuSection;
    readonly group?: MenuGroup;
    readonly order: number;
    readonly icon: IconName;
    readonly disabled?: boolean;
  };
  readonly fields: F;
  /** Field shown as the record's label in references and titles. */
  readonly title: keyof F & string;
  /** Fields searched by the `q` parameter. */
  readonly search?: readonly (keyof F & string)[];
  readonly defaultSort?: { readonly field: keyof F & string; readonly order: 'ASC' | 'DESC' };
  /** The list: the columns it shows by default, in order (every other list field is one click away in its column chooser). Default: see `defaultColumns`. */
  readonly list?: { readonly columns?: readonly (keyof F & string)[] };
  /** What a confirmation restates about a record besides its title (a refund's amount, rider and original order). */
  readonly summary?: readonly (keyof F & string)[];
  /** Related records shown in tables of their own on the record's page, in order. */
  readonly related?: readonly RelatedDef[];
  /** The record's page and forms: header, sections, tabs (default: see LayoutDef). */
  readonly layout?: LayoutDef<keyof F & string>;
  /** Labels inline, per language (the same shape as a catalogue file's). */
  readonly labels?: Readonly<Partial<Record<LabelLocale, InlineLabels>>>;
  /** Whether the global search looks through it (default: yes; logs and the privilege list do not). */
  readonly globalSearch?: boolean;
  /** A record's second line wherever it is picked or found (pickers, search results, a phone's card list): these fields after its title, references by their title. */
  readonly subtitle?: readonly (keyof F & string)[];
  /**
   * Operations on a record that are not edits, shown on its page: each creates a record of
   * another resource, filled from this one (a balance adjustment of a rider's account), behind
   * its own privilege code or that resource's.
   */
  readonly recordActions?: Readonly<Record<string, RecordActionDef<keyof F & string>>>;
  /**
   * The records are postings to a number of another record (a ledger): creating one adds its
   * `amount` to the field of the `account` record named by its `target` (an enum whose values are
   * that record's number fields), in the same write, and keeps the result in `after`. Postings are
   * never edited or deleted, so the number only ever moves with an entry that says who, when and why.
   */
  readonly posting?: {
    readonly account: keyof F & string;
    readonly target: keyof F & string;
    readonly amount: keyof F & string;
    readonly after?: keyof F & string;
  };
  /** The account's ledger: its numbers move only by postings, each one a record there (see LedgerDef). */
  readonly ledger?: LedgerDef;
  /** What a record was paid, for the refunds claimed against it (see PaymentDef). */
  readonly payment?: PaymentDef<keyof F & string>;
  /** The records are refunds of records that declare `payment` (see RefundOfDef). */
  readonly refundOf?: RefundOfDef<keyof F & string>;
  /** Page-size options; -1 = all. Default: 5, 10, 15, 20, 30, 50, -1. */
  readonly perPageOptions?: readonly number[];
  readonly perPage?: number;
  readonly actions?: ActionsDef;
  readonly workflow?: WorkflowDef<keyof F & string>;
  /**
   * Store scope (CONTRACT §2.6): a caller bound to a store (a store manager) only ever reads and
   * writes the records of its store. `store` names the field that says which: a reference to
   * `stores` (the record's store), or to a record that has one (a pile's cabinet: the cabinet's
   * store, one hop). Enforced by the server (resources/scope.ts).
   */
  readonly scope?: { readonly store: keyof F & string };
}

export const DEFAULT_PER_PAGE_OPTIONS: readonly number[] = [5, 10, 15, 20, 30, 50, -1];

/**
 * Declares a resource. The generic keeps field names literal, so `title`, `search`,
 * `defaultSort`, `workflow.field` and `scope.store` must name declared fields.
 */
export function defineResource<const F extends Record<string, FieldDef>>(def: ResourceDef<F>): ResourceDef<F> & ResourceDef {
  // Checked against its own field names above; readers only need the general shape.
  return def as ResourceDef<F> & ResourceDef;
}

/** The options a field of `kind` starts with (kinds/<family>.ts): the helpers below and a field the designer adds alike. */
export const kindDefaults = (kind: FieldKind): Readonly<Record<string, unknown>> => KINDS[kind].defaults;

/** A field of `kind`: its kind's defaults, then the options given. */
const make = <T extends FieldDef>(kind: T['kind'], o: object): T => ({ ...kindDefaults(kind), ...o, kind }) as T;

/** Field helpers: short, typed constructors so schema files read like a table. */
export const f = {
  id: (o: Omit<PlainFieldDef, 'kind'> = {}): PlainFieldDef => make<PlainFieldDef>('id', o),
  text: (o: Omit<TextFieldDef, 'kind'> = {}): TextFieldDef => make<TextFieldDef>('text', o),
  longText: (o: Omit<TextFieldDef, 'kind'> = {}): TextFieldDef => make<TextFieldDef>('longText', o),
  phone: (o: Omit<TextFieldDef, 'kind'> = {}): TextFieldDef => make<TextFieldDef>('phone', o),
  email: (o: Omit<TextFieldDef, 'kind'> = {}): TextFieldDef => make<TextFieldDef>('email', o),
  url: (o: Omit<TextFieldDef, 'kind'> = {}): TextFieldDef => make<TextFieldDef>('url', o),
  image: (o: Omit<TextFieldDef, 'kind'> = {}): TextFieldDef => make<TextFieldDef>('image', o),
  number: (o: Omit<NumberFieldDef, 'kind'> = {}): NumberFieldDef => make<NumberFieldDef>('number', o),
  money: (o: Omit<NumberFieldDef, 'kind'> = {}): NumberFieldDef => make<NumberFieldDef>('money', o),
  percent: (o: Omit<NumberFieldDef, 'kind'> = {}): NumberFieldDef => make<NumberFieldDef>('percent', o),
  boolean: (o: Omit<PlainFieldDef, 'kind'> = {}): PlainFieldDef => make<PlainFieldDef>('boolean', o),
  date: (o: Omit<PlainFieldDef, 'kind'> = {}): PlainFieldDef => make<PlainFieldDef>('date', o),
  datetime: (o: Omit<PlainFieldDef, 'kind'> = {}): PlainFieldDef => make<PlainFieldDef>('datetime', o),
  geo: (o: Omit<PlainFieldDef, 'kind'> = {}): PlainFieldDef => make<PlainFieldDef>('geo', o),
  json: (o: Omit<JsonFieldDef, 'kind'> = {}): JsonFieldDef => make<JsonFieldDef>('json', o),
  enum: (values: Readonly<Record<string, ChipColor>>, o: Omit<EnumFieldDef, 'kind' | 'values'> = {}): EnumFieldDef =>
    make<EnumFieldDef>('enum', { ...o, values }),
  ref: (to: string, o: Omit<ReferenceFieldDef, 'kind' | 'to'> = {}): ReferenceFieldDef => make<ReferenceFieldDef>('reference', { ...o, to }),
  refMany: (to: string, o: Omit<ReferenceFieldDef, 'kind' | 'to'> = {}): ReferenceFieldDef => make<ReferenceFieldDef>('referenceMany', { ...o, to }),
};

/** The field, written on create but never changed afterwards (an order's amount, its rider). */
export function createOnly<T extends FieldDef>(field: T): T {
  return { ...field, views: fieldViews(field).filter((v) => v !== 'edit') };
}

/** The views a field appears in, with defaults applied. */
export function fieldViews(field: FieldDef): readonly View[] {
  return field.views ?? ALL_VIEWS;
}

/** Whether a read view (list, show) shows the field: declared for it, and not write-only (a password is never shown). */
export function isShownIn(field: FieldDef, view: 'list' | 'show'): boolean {
  return fieldViews(field).includes(view) && !field.writeOnly;
}

export function isSortable(field: FieldDef): boolean {
  if (field.computed) return false; // not stored: nothing the database could sort by
  if (field.sortable !== undefined) return field.sortable;
  return KINDS[field.kind].sortable;
}

export function actionsOf(def: ResourceDef): Required<ActionsDef> {
  return { create: true, edit: true, delete: true, export: true, bulkDelete: true, ...def.actions };
}

/** How many columns a list shows by default when its schema names none. */
export const DEFAULT_COLUMN_COUNT = 6;

/**
 * The columns a list shows by default: the schema's `list.columns`, else the title, the workflow
 * state, and the next list fields up to `DEFAULT_COLUMN_COUNT`.
 */
export function defaultColumns(def: ResourceDef): string[] {
  if (def.list?.columns) return [...def.list.columns];
  const listed = Object.entries(def.fields)
    .filter(([name, field]) => isShownIn(field, 'list') && name !== 'id')
    .map(([name]) => name);
  const first = [def.title, def.workflow?.field].filter((n): n is string => !!n && listed.includes(n));
  return [...first, ...listed.filter((n) => !first.includes(n))].slice(0, DEFAULT_COLUMN_COUNT);
}

export function collectionOf(def: ResourceDef): string {
  return def.collection ?? def.name;
}
