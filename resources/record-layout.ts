/**
 * How a record's page and forms are laid out (the schema's `layout`), worked out for one view:
 * the titled sections in order with the fields the view has, each field's span, the related
 * tables each section draws, and the header's chips and figures. Pure; the show page and the
 * forms draw what it says (src/schema/record/).
 */
import { MAX_SECTION_COLUMNS, type FieldDef, type RelatedDef, type ResourceDef } from './define';

/** Columns of a section that says none. */
export const DEFAULT_SECTION_COLUMNS = 2;
/** Kinds that take a whole row unless the layout says otherwise. */
const WIDE_KINDS: ReadonlySet<string> = new Set(['longText', 'json', 'image']);

export interface PlacedField {
  readonly name: string;
  readonly field: FieldDef;
  /** Columns it spans, never more than its section has. */
  readonly span: number;
}

export interface LaidOutSection {
  /** The section's name (its label: `resources.<name>.sections.<name>`); undefined for the untitled one (a schema without layout, or the fields no section places). */
  readonly name?: string;
  readonly columns: number;
  readonly fields: readonly PlacedField[];
  readonly related: readonly RelatedDef[];
}

/**
 * The sections of a view: those the layout declares (their fields the view has, in their order),
 * then an untitled one with the fields no section places; the related tables no section places go
 * to the last section (the record page only: `withRelated`). Sections left empty are dropped.
 * When the layout declares sections, the untitled one leaves out what the page shows elsewhere
 * (`shownElsewhere`: the header's chips and figures) and the record's id.
 */
export function layoutSections(
  def: ResourceDef,
  fields: readonly (readonly [string, FieldDef])[],
  withRelated: boolean,
  shownElsewhere: ReadonlySet<string> = new Set(),
): LaidOutSection[] {
  const layout = def.layout;
  const available = new Map(fields);
  const defaultColumns = Math.min(layout?.columns ?? DEFAULT_SECTION_COLUMNS, MAX_SECTION_COLUMNS);
  const place = (name: string, columns: number, span?: number | 'full'): PlacedField[] => {
    const field = available.get(name);
    if (!field) return [];
    const wanted = span === 'full' || (span === undefined && WIDE_KINDS.has(field.kind)) ? columns : (span ?? 1);
    return [{ name, field, span: Math.min(wanted, columns) }];
  };
  const relatedBy = new Map((def.related ?? []).map((r) => [r.resource, r]));
  const placedFields = new Set<string>();
  const placedRelated = new Set<string>();
  const out: LaidOutSection[] = [];
  for (const s of layout?.sections ?? []) {
    const columns = Math.min(s.columns ?? defaultColumns, MAX_SECTION_COLUMNS);
    const placed = (s.fields ?? []).flatMap((p) => {
      const name = typeof p === 'string' ? p : p.field;
      placedFields.add(name);
      return place(name, columns, typeof p === 'string' ? undefined : p.span);
    });
    const related = (s.related ?? []).flatMap((r) => {
      placedRelated.add(r);
      const relation = relatedBy.get(r);
      return withRelated && relation ? [relation] : [];
    });
    out.push({ name: s.name, columns, fields: placed, related });
  }
  const leftOut = (name: string) => placedFields.has(name) || (!!layout?.sections?.length && (name === 'id' || shownElsewhere.has(name)));
  const rest = fields.filter(([name]) => !leftOut(name)).flatMap(([name]) => place(name, defaultColumns));
  const restRelated = withRelated ? (def.related ?? []).filter((r) => !placedRelated.has(r.resource)) : [];
  if (rest.length || !out.length) out.push({ columns: defaultColumns, fields: rest, related: [] });
  const last = out[out.length - 1];
  if (restRelated.length) out[out.length - 1] = { ...last, related: [...last.related, ...restRelated] };
  return out.filter((s) => s.fields.length || s.related.length || out.length === 1);
}

/** The header of a record's page: its chips (default: the workflow's state) and figures (default: none), the fields the record page shows. */
export function headerOf(def: ResourceDef, shown: ReadonlySet<string>): { chips: string[]; figures: string[] } {
  const header = def.layout?.header;
  const chips = header?.chips ?? (def.workflow ? [def.workflow.field] : []);
  return { chips: chips.filter((f) => shown.has(f)), figures: (header?.figures ?? []).filter((f) => shown.has(f)) };
}
