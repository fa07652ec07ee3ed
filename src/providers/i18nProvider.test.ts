// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import ar from '../../i18n/ar';
import { defineResource, f } from '../../resources/define';
import { buildRegistry } from '../../resources/registry';
import { registry } from '../schema/registry';
import { createI18nProvider, withRouteAliases } from './i18nProvider';

describe('i18n provider', () => {
  it('starts with the core catalogue, adds the extras on demand, and keeps them for a later language', async () => {
    const i18n = await createI18nProvider(registry, 'zh_CN');
    expect(i18n.translate('app.shell.app_name')).not.toBe('app.shell.app_name');
    // a dashboard string is not in the core: polyglot (allowMissing) answers the key
    expect(i18n.translate('app.dashboard.map_title')).toBe('app.dashboard.map_title');
    await i18n.loadExtras();
    expect(i18n.translate('app.dashboard.map_title')).toBe('运营地图');
    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('app.dashboard.map_title')).toBe('Operations map');
    expect(i18n.translate('app.shell.app_name')).toBe('Swap Admin');
  });

  it('registers resource labels under the route name too', async () => {
    const i18n = await createI18nProvider(registry, 'en');
    expect(i18n.translate('resources.apps/assets/battery.name', { smart_count: 2 })).toBe(i18n.translate('resources.batteries.name', { smart_count: 2 }));
  });
});

const things = defineResource({
  name: 'things',
  route: '/apps/cab/things',
  privilege: 'RESOURCE_ADMIN',
  menu: { section: 'cab', order: 90, icon: 'Dns' },
  title: 'label',
  fields: { id: f.id(), label: f.text() },
  labels: { en: { name: 'Thing |||| Things', fields: { label: 'Label' } }, ar: { name: 'أشياء', fields: { id: 'الرقم', label: 'التسمية' } } },
});

type Catalogue = { resources: Record<string, { fields: Record<string, string> }> };

describe('the catalogue of a declared resource', () => {
  it('names its id "ID" where its labels do not, keeps a label given for it, and registers it under its route name', () => {
    const registry = buildRegistry([things]);
    const english = withRouteAliases(en, registry, 'en') as unknown as Catalogue;
    expect(english.resources.things.fields).toEqual({ id: 'ID', label: 'Label' });
    expect(english.resources['apps/cab/things'].fields.id).toBe('ID');
    const arabic = withRouteAliases(ar, registry, 'ar') as unknown as Catalogue;
    expect(arabic.resources.things.fields.id).toBe('الرقم');
  });
  it('reads a label its declaration gives in another language only in that one (English first), never as a raw key', () => {
    const registry = buildRegistry([
      { ...things, fields: { ...things.fields, remarks: f.text() }, labels: { ...things.labels, zh_CN: { name: '物品', fields: { remarks: '备注' } } } },
    ]);
    const arabic = withRouteAliases(ar, registry, 'ar') as unknown as Catalogue;
    // labelled in Chinese only: Chinese; in English and Arabic: Arabic
    expect(arabic.resources.things.fields).toMatchObject({ remarks: '备注', label: 'التسمية' });
    const french = withRouteAliases(ar, registry, 'fr') as unknown as Catalogue;
    expect(french.resources.things.fields).toMatchObject({ id: 'ID', label: 'Label', remarks: '备注' });
  });
});
