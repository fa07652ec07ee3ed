/** The schema's record-page layout (resources/record-layout.ts) and conditional rules (resources/rules.ts): pure functions read by the page, the form and the server. */
import { describe, expect, it } from 'vitest';
import { defineResource, f, type ResourceDef } from '../../resources/define';
import { headerOf, layoutSections } from '../../resources/record-layout';
import { buildRegistry } from '../../resources/registry';
import { dependentsOf, hiddenFields, holds, isVisible, ruleErrors } from '../../resources/rules';
import { fieldsIn, formValidator, valuesToSave } from '../../src/schema/fields';

const base = {
  route: '/apps/t',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_TAG',
  menu: { section: 'company', order: 1, icon: 'Category' },
  demo: { count: 0 },
} as const;

const tickets = defineResource({
  ...base,
  name: 'tickets',
  title: 'no',
  fields: {
    id: f.id(),
    no: f.text({ required: true }),
    kind: f.enum({ fault: 'error', question: 'default' }, { required: true }),
    status: f.enum({ open: 'default', closed: 'success' }),
    faultCode: f.text({ requiredWhen: { kind: ['fault'] }, visibleWhen: { kind: ['fault'] } }),
    resolution: f.longText({ requiredWhen: { status: ['closed'] } }),
    note: f.text(),
    storeId: f.text(),
  },
  workflow: { field: 'status', initial: 'open', transitions: { close: { from: ['open'], to: 'closed', asks: ['resolution'] } } },
  layout: {
    header: { chips: ['kind'], figures: ['note'] },
    columns: 3,
    sections: [
      { name: 'what', fields: ['no', { field: 'kind', span: 2 }, 'faultCode'] },
      { name: 'outcome', columns: 1, fields: ['resolution'], related: ['others'] },
    ],
  },
  related: [
    { resource: 'others', via: 'ticketId' },
    { resource: 'more', via: 'ticketId' },
  ],
});

describe('conditional rules', () => {
  it('a condition holds when every field it names holds one of its values', () => {
    expect(holds({ kind: ['fault'] }, { kind: 'fault' })).toBe(true);
    expect(holds({ kind: ['fault'] }, { kind: 'question' })).toBe(false);
    expect(holds({ kind: ['fault'], status: ['closed'] }, { kind: 'fault', status: 'open' })).toBe(false);
    expect(holds({ flag: [true] }, { flag: true })).toBe(true);
    expect(holds({}, {})).toBe(true);
  });
  it('requiredWhen: required while the condition holds, and only then', () => {
    expect(ruleErrors(tickets, { kind: 'fault' })).toEqual({ faultCode: 'app.validation.required' });
    expect(ruleErrors(tickets, { kind: 'fault', faultCode: 'E12' })).toEqual({});
    expect(ruleErrors(tickets, { kind: 'question' })).toEqual({});
    expect(ruleErrors(tickets, { kind: 'question', status: 'closed', resolution: '  ' })).toEqual({ resolution: 'app.validation.required' });
  });
  it('visibleWhen: hidden fields are listed (the server ignores their values) and a hidden field is never required', () => {
    expect(isVisible(tickets.fields.faultCode, { kind: 'question' })).toBe(false);
    expect(hiddenFields(tickets, { kind: 'question' })).toEqual(['faultCode']);
    expect(hiddenFields(tickets, { kind: 'fault' })).toEqual([]);
    expect(dependentsOf(tickets, 'kind')).toEqual(['faultCode']);
  });
  it('the form judges a new record in its initial state, and does not send a hidden field', () => {
    const validate = formValidator(tickets, 'create');
    expect(validate({ no: 'T1', kind: 'fault' })).toEqual({ faultCode: 'app.validation.required' });
    expect(validate({ no: 'T1', kind: 'question', faultCode: 'stale' })).toEqual({});
    expect(valuesToSave(tickets, { no: 'T1', kind: 'question', faultCode: 'stale' }, 'create')).toEqual({ no: 'T1', kind: 'question' });
  });
  it('the registry refuses a rule on an unknown field or value, naming the fix', () => {
    const bad = (rule: object) => ({ ...tickets, related: undefined, layout: undefined, fields: { ...tickets.fields, note: f.text(rule) } }) as ResourceDef;
    expect(() => buildRegistry([bad({ requiredWhen: { knd: ['fault'] } })])).toThrow(/requiredWhen names field `knd`.*did you mean `kind`/);
    expect(() => buildRegistry([bad({ visibleWhen: { kind: ['faulty'] } })])).toThrow(/`faulty` is not a value of `kind`.*did you mean `fault`/);
  });
});

describe('record layout', () => {
  it('sections in order, spans within their columns, the unplaced fields last, related tables where placed', () => {
    const sections = layoutSections(tickets, fieldsIn(tickets, 'show'), true);
    expect(sections.map((s) => [s.name, s.columns, s.fields.map((p) => `${p.name}:${p.span}`), s.related.map((r) => r.resource)])).toEqual([
      ['what', 3, ['no:1', 'kind:2', 'faultCode:1'], []],
      ['outcome', 1, ['resolution:1'], ['others']],
      [undefined, 3, ['status:1', 'note:1', 'storeId:1'], ['more']],
    ]);
  });
  it('a form uses the same sections without related tables, and drops a section it has nothing for', () => {
    const form = layoutSections(tickets, fieldsIn(tickets, 'create'), false);
    expect(form.map((s) => [s.name, s.fields.map((p) => p.name)])).toEqual([
      ['what', ['no', 'kind', 'faultCode']],
      ['outcome', ['resolution']],
      [undefined, ['note', 'storeId']],
    ]);
  });
  it('without a layout: one untitled section in two columns, long texts across, related tables below', () => {
    const plain = { ...tickets, layout: undefined };
    const [only, ...rest] = layoutSections(plain, fieldsIn(plain, 'show'), true);
    expect(rest).toEqual([]);
    expect(only.columns).toBe(2);
    expect(only.fields.find((p) => p.name === 'resolution')?.span).toBe(2);
    expect(only.related.map((r) => r.resource)).toEqual(['others', 'more']);
    expect(headerOf(plain, new Set(['status']))).toEqual({ chips: ['status'], figures: [] });
  });
  it('the header names what the schema says', () => {
    expect(headerOf(tickets, new Set(Object.keys(tickets.fields)))).toEqual({ chips: ['kind'], figures: ['note'] });
  });
  it('the registry refuses a misplaced layout: unknown field, a field placed twice, an undeclared related table, a span too wide', () => {
    const others = defineResource({
      ...base,
      name: 'others',
      route: '/apps/o',
      title: 'name',
      fields: { id: f.id(), name: f.text(), ticketId: f.ref('tickets') },
    });
    const more = defineResource({ ...base, name: 'more', route: '/apps/m', title: 'name', fields: { id: f.id(), name: f.text(), ticketId: f.ref('tickets') } });
    const withLayout = (layout: object) => [{ ...tickets, layout } as ResourceDef, others, more];
    expect(() => buildRegistry(withLayout(tickets.layout!))).not.toThrow();
    expect(() => buildRegistry(withLayout({ sections: [{ name: 'a', fields: ['noo'] }] }))).toThrow(/layout section `a` names field `noo`.*did you mean `no`/);
    expect(() =>
      buildRegistry(
        withLayout({
          sections: [
            { name: 'a', fields: ['no'] },
            { name: 'b', fields: ['no'] },
          ],
        }),
      ),
    ).toThrow(/placed in two layout sections/);
    expect(() => buildRegistry(withLayout({ sections: [{ name: 'a', related: ['other'] }] }))).toThrow(/shows related `other`.*did you mean `others`/);
    expect(() => buildRegistry(withLayout({ sections: [{ name: 'a', columns: 2, fields: [{ field: 'no', span: 5 }] }] }))).toThrow(/spans 5 columns/);
  });
});

describe('record layout: what the header shows', () => {
  it('is not repeated in the untitled section of a laid-out page, nor is the id', () => {
    const sections = layoutSections(tickets, fieldsIn(tickets, 'show'), true, new Set(['note']));
    expect(sections[2].fields.map((p) => p.name)).toEqual(['status', 'storeId']);
  });
});
