/** A declaration's inline labels (`labels: {zh_CN, en, fr, ar}`) reach the catalogue the app reads, over its file's, under its route name too. */
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { withInlineLabels } from '../../i18n/assemble';
import { defineResource, f } from '../../resources/define';
import { buildRegistry } from '../../resources/registry';
import { withRouteAliases } from '../../src/providers/i18nProvider';

const piles = defineResource({
  name: 'charging-piles',
  route: '/apps/cab/pile',
  privilege: 'RESOURCE_ADMIN_CAB_DEVICE',
  menu: { section: 'cab', order: 50, icon: 'Dns' },
  title: 'sn',
  fields: { id: f.id(), sn: f.text(), status: f.enum({ idle: 'default', fault: 'error' }) },
  labels: {
    zh_CN: { name: '充电桩', fields: { sn: '桩编号' }, enums: { status: { idle: '空闲', fault: '故障' } }, sections: { main: '基本' } },
    en: { name: 'Charging pile |||| Charging piles', fields: { sn: 'Pile number' } },
  },
});

describe('inline labels', () => {
  it('are in the catalogue of their language, under the name and the route name', () => {
    const messages = withRouteAliases({ resources: {} }, buildRegistry([piles]), 'zh_CN') as {
      resources: Record<
        string,
        { name: string; fields: Record<string, string>; enums: Record<string, Record<string, string>>; sections: Record<string, string> }
      >;
    };
    expect(messages.resources['charging-piles']).toMatchObject({
      name: '充电桩',
      fields: { sn: '桩编号' },
      enums: { status: { fault: '故障' } },
      sections: { main: '基本' },
    });
    expect(messages.resources['apps/cab/pile'].name).toBe('充电桩');
    const fr = withRouteAliases({ resources: {} }, buildRegistry([piles]), 'fr') as { resources: Record<string, unknown> };
    // no French labels: each reads in another language the declaration has, English first (never a raw key)
    expect(fr.resources['charging-piles']).toMatchObject({
      name: 'Charging pile |||| Charging piles',
      fields: { sn: 'Pile number' },
      enums: { status: { fault: '故障' } },
    });
  });
  it('win over the file’s, group by group, keeping what they do not say', () => {
    const merged = withInlineLabels(
      {
        name: 'Old',
        fields: { sn: 'Old sn', power: 'Power' },
        enums: { status: { idle: 'Idle', fault: 'Fault' } },
        transitions: { fix: 'Fix' },
        page: { show: 'Old #%{id}' },
      },
      { name: 'New', fields: { sn: 'New sn' }, enums: { status: { fault: 'Broken' } }, page: { show: 'Pile #%{id}' } },
    );
    expect(merged).toEqual({
      name: 'New',
      fields: { sn: 'New sn', power: 'Power' },
      enums: { status: { idle: 'Idle', fault: 'Broken' } },
      transitions: { fix: 'Fix' },
      page: { show: 'Pile #%{id}' },
    });
  });
  it('read in Arabic in its six plural forms, typed as singular and plural or falling back to another language’s two', () => {
    const arabic = { ...piles, labels: { ...piles.labels, ar: { name: 'محطة شحن |||| محطات شحن' } } };
    const say = (def: typeof piles, count: number) => {
      const messages = withRouteAliases({ resources: {} }, buildRegistry([def]), 'ar') as { resources: Record<string, { name: string }> };
      // react-admin's polyglot provider, as the app reads its catalogue
      return polyglotI18nProvider(() => ({ name: messages.resources['charging-piles'].name }) as unknown as TranslationMessages, 'ar').translate('name', {
        smart_count: count,
      });
    };
    // polyglot's Arabic rule: a form for 0, 1, 2, 3–10, 11–99 and the rest; menus and titles ask for 2
    expect([0, 1, 2, 5, 11, 100].map((n) => say(arabic, n))).toEqual(['محطات شحن', 'محطة شحن', 'محطات شحن', 'محطات شحن', 'محطة شحن', 'محطة شحن']);
    // no Arabic name: the English one, its plural for two too
    expect(say(piles, 2)).toBe('Charging piles');
    expect(say(piles, 1)).toBe('Charging pile');
    // the other languages keep their two forms
    const en = withRouteAliases({ resources: {} }, buildRegistry([piles]), 'en') as { resources: Record<string, { name: string }> };
    expect(en.resources['charging-piles'].name).toBe('Charging pile |||| Charging piles');
  });
});
