/**
 * A resource declared while the product runs (CONTRACT §2.4), as the app takes it: the declarations
 * the privilege list brings are installed in the app registry, and its menu entry, privilege code,
 * labels (Arabic too) and generated screens follow; custom fields join a built-in resource's list;
 * a declaration withdrawn is gone again. (The server side: tests/api/schemas.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import ar from '../../i18n/ar';
import type { Declaration } from '../../resources/declarations';
import { withRouteAliases } from '../../src/providers/i18nProvider';
import { buildMenu } from '../../src/layout/menuModel';
import { registry } from '../../src/schema/registry';
import { ResourceList } from '../../src/schema/list/ResourceList';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';

const piles = CONTRACT_EXAMPLE as unknown as Declaration;
const insurance: Declaration = {
  name: 'batteries',
  fields: { insurancePolicy: { kind: 'text', filter: 'search' } },
  labels: { ar: { fields: { insurancePolicy: 'وثيقة التأمين' } } },
};
const menuEntries = (codes: readonly string[]) =>
  buildMenu(registry.snapshot, new Set(codes)).flatMap((s) => [...s.entries, ...s.groups.flatMap((g) => g.entries)]);

afterEach(() => {
  registry.install([]);
});

describe('a declaration published at run time, in the app', () => {
  it('is registered with its route, its code in the privilege tree under its section, and a menu entry for holders of the code', () => {
    expect(registry.byName('charging-piles')).toBeUndefined();
    let changes = 0;
    const stop = registry.subscribe(() => changes++);
    expect(registry.install([piles])).toEqual([]);
    stop();
    expect(changes).toBe(1);
    expect(registry.byRouteName('apps/cab/pile')?.name).toBe('charging-piles');
    // handed on as a function, as the access rules do (`resourceNamed: registry.byName`)
    const { byName } = registry;
    expect(byName('charging-piles')?.title).toBe('sn');
    expect(registry.isDeclared('charging-piles')).toBe(true);
    expect(registry.privilegeCodes).toContain('RESOURCE_ADMIN_CAB_PILE');
    const cab = registry.privilegeTree.children?.find((n) => n.code === 'RESOURCE_ADMIN_CAB');
    expect(cab?.children?.map((c) => c.code)).toContain('RESOURCE_ADMIN_CAB_PILE');
    expect(menuEntries(registry.privilegeCodes).find((e) => e.key === 'charging-piles')).toMatchObject({ to: '/apps/cab/pile' });
    expect(menuEntries(['RESOURCE_ADMIN']).find((e) => e.key === 'charging-piles')).toBeUndefined();
  });
  it('reads its inline labels in Arabic, and its generated list renders what the API gives', async () => {
    registry.install([piles]);
    const messages = withRouteAliases(ar, registry, 'ar') as { resources: Record<string, { name: string; fields: Record<string, string> }> };
    expect(messages.resources['charging-piles'].fields.sn).toBe('رقم النقطة');
    // typed as singular |||| plural: read in the six forms of Arabic's plural rule (i18n/assemble.ts withPluralForms)
    expect(messages.resources['apps/cab/pile'].name).toBe(['نقاط الشحن', 'نقطة شحن', 'نقاط الشحن', 'نقاط الشحن', 'نقطة شحن', 'نقطة شحن'].join(' |||| '));
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: '1', sn: 'PILE0001', status: 'charging', powerKw: 60, cabinetId: '3' }], total: 1 }) as never,
      getMany: async () => ({ data: [] }) as never,
    });
    const i18nProvider = polyglotI18nProvider(() => withRouteAliases(ar, registry, 'ar') as never, 'ar');
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="apps/cab/pile">
          <ResourceList def={registry.byName('charging-piles')!} registry={registry} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('PILE0001')).toBeInTheDocument();
    expect(screen.getByText('تشحن')).toBeInTheDocument();
  });
  it('custom fields join a built-in resource: its fields, its list columns and its labels', () => {
    registry.install([insurance]);
    const batteries = registry.byName('batteries')!;
    expect(batteries.fields.insurancePolicy).toMatchObject({ kind: 'text', filter: 'search' });
    expect(batteries.fields.sn).toBeTruthy();
    expect(batteries.list?.columns).toContain('insurancePolicy');
    const messages = withRouteAliases(ar, registry, 'ar') as { resources: Record<string, { name: string; fields: Record<string, string> }> };
    expect(messages.resources.batteries.fields.insurancePolicy).toBe('وثيقة التأمين');
    expect(messages.resources.batteries.name).toBeTruthy();
  });
  it('one that no longer holds together is left out, and the others still apply', () => {
    const broken = {
      ...piles,
      name: 'broken-piles',
      route: '/apps/cab/broken',
      fields: { ...piles.fields, cabinetId: { kind: 'reference', to: 'nowhere' } },
    } as Declaration;
    const skipped = registry.install([broken, piles]);
    expect(skipped.map((s) => s.name)).toEqual(['broken-piles']);
    expect(skipped[0].problem).toMatch(/nowhere/);
    expect(registry.byName('charging-piles')).toBeTruthy();
  });
  it('is gone again when withdrawn', () => {
    registry.install([piles]);
    registry.install([]);
    expect(registry.byName('charging-piles')).toBeUndefined();
    expect(registry.privilegeCodes).not.toContain('RESOURCE_ADMIN_CAB_PILE');
  });
});
