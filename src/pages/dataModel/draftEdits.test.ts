import { describe, expect, it } from 'vitest';
import { f, type ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import { addField, changeKind, labelOf, removeField, renameField, setCondition, setEnumValues, setFieldOptions, setLabel, setResource } from './draftEdits';
import { labelRows, missingLabels } from './labelRows';

const piles: ResourceDef = {
  name: 'charging-piles',
  route: '/apps/cab/pile',
  privilege: 'RESOURCE_ADMIN_CAB_PILE',
  menu: { section: 'cab', order: 50, icon: 'Dns' },
  title: 'sn',
  search: ['sn'],
  defaultSort: { field: 'sn', order: 'ASC' },
  fields: {
    id: { kind: 'id' },
    sn: { kind: 'text', required: true },
    status: { kind: 'enum', values: { idle: 'default', fault: 'error' } },
    faultCode: { kind: 'text', requiredWhen: { status: ['fault'] } },
  },
  labels: { en: { name: 'Charging piles', fields: { sn: 'Pile number', status: 'Status' }, enums: { status: { idle: 'Idle', fault: 'Fault' } } } },
};

describe('the editor’s edits of a declaration', () => {
  it('add a field of a kind, and set its options; an option back at its default is left out', () => {
    let d: Declaration = addField(piles, 'powerKw', 'number');
    d = setFieldOptions(d, 'powerKw', { min: 0, max: 350, filter: 'range' });
    expect(d.fields.powerKw).toEqual({ kind: 'number', min: 0, max: 350, filter: 'range' });
    d = setFieldOptions(d, 'powerKw', { max: undefined, required: undefined });
    expect(d.fields.powerKw).toEqual({ kind: 'number', min: 0, filter: 'range' });
    expect(Object.keys(d.fields)).toEqual(['id', 'sn', 'status', 'faultCode', 'powerKw']);
  });

  it('a new kind sets aside the options of the old one and its default, never silently; an enum starts without values', () => {
    const d = setFieldOptions(addField(piles, 'code', 'text'), 'code', { pattern: 'A\\d+', default: 'A1', required: true, filter: 'search' });
    const toNumber = changeKind(d, 'code', 'number');
    expect(toNumber.declaration.fields.code).toEqual({ kind: 'number', required: true });
    expect(toNumber.setAside).toEqual({ kind: 'text', options: { pattern: 'A\\d+', default: 'A1', filter: 'search' } });
    expect(changeKind(d, 'code', 'enum').declaration.fields.code).toEqual({ kind: 'enum', values: {}, required: true });
    // back to text: what was set aside returns, the default with it (a value of that kind)
    const back = changeKind(toNumber.declaration, 'code', 'text', toNumber.setAside);
    expect(back.declaration.fields.code).toEqual({ kind: 'text', required: true, pattern: 'A\\d+', default: 'A1', filter: 'search' });
    expect([...back.broughtBack].sort()).toEqual(['default', 'filter', 'pattern']);
  });

  it('a number → text → number round trip keeps its bounds (the review’s 0 kW accepted again)', () => {
    const d = setFieldOptions(addField(piles, 'powerKw', 'number'), 'powerKw', { min: 0, max: 350 });
    const toText = changeKind(d, 'powerKw', 'text');
    expect(toText.declaration.fields.powerKw).toEqual({ kind: 'text' });
    const back = changeKind(toText.declaration, 'powerKw', 'number', toText.setAside);
    expect(back.declaration.fields.powerKw).toEqual({ kind: 'number', min: 0, max: 350 });
  });

  it('a field the designer adds starts with its kind’s options, as the schema files’ helpers give them', () => {
    const d = addField(addField(addField(piles, 'mobile', 'phone'), 'deposit', 'money'), 'share', 'percent');
    expect(d.fields.mobile).toEqual(f.phone());
    expect(d.fields.deposit).toEqual(f.money());
    expect(d.fields.share).toEqual(f.percent());
    expect(d.fields.mobile).toMatchObject({ pattern: '1\\d{10}' });
    expect(d.fields.deposit).toMatchObject({ min: 0 });
    // a kind change to money starts it at its minimum of 0 where it has none
    expect(changeKind(addField(piles, 'fee', 'number'), 'fee', 'money').declaration.fields.fee).toEqual({ min: 0, kind: 'money' });
  });

  it('sets a reference’s target', () => {
    const d = setFieldOptions(addField(piles, 'cabinetId', 'reference'), 'cabinetId', { to: 'cab-devices', required: true, filter: 'equal' });
    expect(d.fields.cabinetId).toEqual({ kind: 'reference', to: 'cab-devices', required: true, filter: 'equal' });
  });

  it('sets an enum’s values in order with their colours; a renamed value takes its labels, the default and the conditions along', () => {
    let d = setFieldOptions(piles, 'status', { default: 'idle' });
    d = setEnumValues(d, 'status', [
      ['idle', 'default'],
      ['charging', 'info'],
      ['fault', 'error'],
    ]);
    expect(d.fields.status).toEqual({ kind: 'enum', values: { idle: 'default', charging: 'info', fault: 'error' }, default: 'idle' });
    expect(Object.keys((d.fields.status as { values: object }).values)).toEqual(['idle', 'charging', 'fault']);
    d = setEnumValues(
      d,
      'status',
      [
        ['free', 'default'],
        ['charging', 'info'],
        ['broken', 'error'],
      ],
      { from: 'fault', to: 'broken' },
    );
    expect(d.fields.faultCode.requiredWhen).toEqual({ status: ['broken'] });
    expect(d.labels?.en?.enums?.status).toEqual({ broken: 'Fault' });
    // a value removed: its default and labels go
    expect(d.fields.status.default).toBeUndefined();
  });

  it('renames a published field with renamedFrom (its values move at publish), and every place naming it follows', () => {
    const d = renameField(piles, 'sn', 'serial', piles.fields) as ResourceDef;
    expect(Object.keys(d.fields)).toEqual(['id', 'serial', 'status', 'faultCode']);
    expect(d.fields.serial).toEqual({ kind: 'text', required: true, renamedFrom: 'sn' });
    expect(d).toMatchObject({ title: 'serial', search: ['serial'], defaultSort: { field: 'serial', order: 'ASC' } });
    expect(d.labels?.en?.fields).toEqual({ serial: 'Pile number', status: 'Status' });
    // renamed again: it still comes from the published name; renamed back: no rename at all
    expect(renameField(d, 'serial', 'number', piles.fields).fields.number.renamedFrom).toBe('sn');
    expect(renameField(d, 'serial', 'sn', piles.fields).fields.sn).toEqual({ kind: 'text', required: true });
    // the conditions of other fields follow a renamed field
    expect(renameField(piles, 'status', 'state', piles.fields).fields.faultCode.requiredWhen).toEqual({ state: ['fault'] });
  });

  it('a field never published is renamed without renamedFrom', () => {
    const d = renameField(addField(piles, 'powr', 'number'), 'powr', 'powerKw', piles.fields);
    expect(d.fields.powerKw).toEqual({ kind: 'number' });
  });

  it('removes a field from the search, the sort, the conditions and the labels (the title stays, for the admin to change)', () => {
    const d = removeField(piles, 'status') as ResourceDef;
    expect(d.fields.faultCode).toEqual({ kind: 'text' });
    expect(d.labels?.en).toEqual({ name: 'Charging piles', fields: { sn: 'Pile number' } });
    const noSn = removeField(piles, 'sn') as ResourceDef;
    expect(noSn.title).toBe('sn');
    expect(noSn.search).toBeUndefined();
    expect(noSn.defaultSort).toBeUndefined();
  });

  it('sets a condition, and drops an empty one', () => {
    const d = setCondition(piles, 'sn', 'visibleWhen', { status: ['idle'] });
    expect(d.fields.sn.visibleWhen).toEqual({ status: ['idle'] });
    expect(setCondition(d, 'sn', 'visibleWhen', {}).fields.sn).toEqual({ kind: 'text', required: true });
  });

  it('sets labels per language; an empty one is removed, and a language left empty with it', () => {
    let d = setLabel(piles, 'fr', { group: 'name' }, 'Bornes');
    d = setLabel(d, 'fr', { group: 'enums', field: 'status', value: 'idle' }, 'Libre');
    expect(labelOf(d, 'fr', { group: 'enums', field: 'status', value: 'idle' })).toBe('Libre');
    expect(d.labels?.fr).toEqual({ name: 'Bornes', enums: { status: { idle: 'Libre' } } });
    d = setLabel(setLabel(d, 'fr', { group: 'name' }, ''), 'fr', { group: 'enums', field: 'status', value: 'idle' }, '');
    expect(d.labels?.fr).toBeUndefined();
  });
  it('sets the record page’s title per language, in the format’s `page.show`; empty, it goes', () => {
    const d = setLabel(piles, 'en', { group: 'page' }, 'Pile #%{id}');
    expect(d.labels?.en?.page).toEqual({ show: 'Pile #%{id}' });
    expect(labelOf(d, 'en', { group: 'page' })).toBe('Pile #%{id}');
    expect(labelRows(d).find((r) => r.key === 'page')).toMatchObject({ path: ['page', 'show'], optional: true });
    expect(missingLabels(piles).en).toBe(missingLabels(d).en);
    expect(setLabel(d, 'en', { group: 'page' }, '').labels?.en?.page).toBeUndefined();
  });

  it('sets the resource’s settings, an empty one left out; an extension of a built-in resource has none', () => {
    expect(setResource(piles, { search: undefined, menu: { section: 'cab', order: 10, icon: 'Dns' } })).not.toHaveProperty('search');
    const extension: Declaration = { name: 'batteries', fields: {} };
    expect(setResource(extension, { title: 'sn' })).toBe(extension);
  });
});
