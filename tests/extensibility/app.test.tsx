import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Route, Routes } from 'react-router-dom';
import en from '../../i18n/en';
import { withRouteAliases } from '../../src/providers/i18nProvider';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ALL_PRIVILEGE_CODES } from '../../resources/privilege-tree';
import { buildMenu } from '../../src/layout/menuModel';
import { resourceProps } from '../../src/schema/resourceProps';
import { registry } from '../../src/schema/registry';
import { ResourceList } from '../../src/schema/list/ResourceList';
import { ResourceShow } from '../../src/schema/record/ResourceShow';

describe('a schema file added under resources/ (nothing else edited)', () => {
  const def = registry.byName('probe-widgets');

  it('is in the app registry with a route', () => {
    expect(def?.route).toBe('/apps/probe/widgets');
  });
  it('gets a menu entry for a user holding its code, and none for one who does not', () => {
    const entries = (codes: readonly string[]) => buildMenu(registry, new Set(codes)).flatMap((s) => [...s.entries, ...s.groups.flatMap((g) => g.entries)]);
    expect(entries(ALL_PRIVILEGE_CODES).find((e) => e.key === 'probe-widgets')).toMatchObject({
      to: '/apps/probe/widgets',
      label: 'resources.probe-widgets.name',
    });
    expect(entries(['RESOURCE_ADMIN']).find((e) => e.key === 'probe-widgets')).toBeUndefined();
  });
  it('gets list, show, edit and create screens', () => {
    const props = resourceProps(def!, registry);
    expect(props.name).toBe('apps/probe/widgets');
    expect(props.list && props.show && props.edit && props.create).toBeTruthy();
  });
  it('its generated list renders the records the API gives', async () => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: '1', name: 'Widget A', size: 'large' }], total: 1 }) as never,
      getMany: async () => ({ data: [] }) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="apps/probe/widgets">
          <ResourceList def={def!} registry={registry} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Widget A')).toBeInTheDocument();
    expect(screen.getByText('resources.probe-widgets.enums.size.large')).toBeInTheDocument();
  });
});

describe('its record page, as its schema lays it out (nothing else edited)', () => {
  const def = registry.byName('probe-widgets')!;
  const widget = { id: '1', name: 'Widget A', size: 'large', storeId: '3', cabinetId: '5', faultNote: 'checked' };
  const battery = { id: '9', sn: 'BAT60V109999', model: '60V30AH', storeId: '3', status: 'idle', assetStatus: 'stock' };
  const dataProvider = {
    ...testDataProvider({
      getOne: async () => ({ data: widget }) as never,
      getList: async () => ({ data: [battery], total: 1 }) as never,
      getMany: async () => ({ data: [] }) as never,
    }),
    references: async () => ({ titles: {}, links: {} }),
  };
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ALL_PRIVILEGE_CODES,
    canAccess: async () => true,
  };
  // the labels declared inline reach the catalogue the app reads
  const i18nProvider = polyglotI18nProvider(() => withRouteAliases(en, registry, 'en') as never, 'en');

  it('shows its header, its titled sections, the related table it declares and its action', async () => {
    window.location.hash = '#/apps/probe/widgets/1/show';
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="apps/probe/widgets">
          <Routes>
            <Route path="/apps/probe/widgets/:id/show" element={<ResourceShow def={def} registry={registry} />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole('region', { name: 'Widget A' })).toHaveTextContent('Large');
    expect(await screen.findByRole('heading', { name: 'What it is' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where it is' })).toBeInTheDocument();
    expect(screen.getByText('Fault note')).toBeInTheDocument();
    const related = await screen.findByRole('region', { name: /^Batteries/ });
    expect(await within(related).findByText('BAT60V109999')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ping its cabinet' })).toBeInTheDocument();
  });
});
