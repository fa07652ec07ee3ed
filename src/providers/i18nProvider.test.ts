// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { registry } from '../schema/registry';
import { createI18nProvider } from './i18nProvider';

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
