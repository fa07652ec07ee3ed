/** Links to other records (reference, referenceMany): an id, or up to 1000 ids, of the resource the field names (`to`). */
import type { FieldDef, ReferenceFieldDef } from '../resources/define';
import type { KindCore } from './types';

/** The resource a reference field points to. */
export const refTarget = (field: FieldDef): string => ('to' in field ? field.to : '');
const isId = (v: unknown) => typeof v === 'string' || typeof v === 'number';
/** The most ids a referenceMany value holds. */
const MAX_IDS = 1000;

export const REFERENCE = {
  reference: {
    check: (_field, v) => (isId(v) ? undefined : 'app.validation.type'),
    jsonSchema: (field) => ({ type: 'string', 'x-reference': refTarget(field) }),
    defaults: {},
    options: ['to', 'filterThrough'],
    needs: ['to'],
    sortable: true,
  },
  referenceMany: {
    check: (_field, v) => (Array.isArray(v) && v.length <= MAX_IDS && v.every(isId) ? undefined : 'app.validation.type'),
    jsonSchema: (field) => ({ type: 'array', items: { type: 'string' }, maxItems: MAX_IDS, 'x-reference': refTarget(field) }),
    // several titles: on the record's page and in forms, not a list column
    defaults: { views: ['show', 'create', 'edit'] },
    options: ['to'],
    needs: ['to'],
    sortable: false,
  },
} satisfies Record<'reference' | 'referenceMany', KindCore>;

/** The kinds that name other records: one (`reference`) or several (`referenceMany`), of the resource `to`. */
export const REFERENCE_KINDS = Object.keys(REFERENCE) as readonly ReferenceFieldDef['kind'][];
/** Whether a field names other records (either reference kind): its value is ids of resource `to`. */
export const isReference = (field: FieldDef | undefined): field is ReferenceFieldDef => !!field && (REFERENCE_KINDS as readonly string[]).includes(field.kind);
