import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ALL_PRIVILEGE_CODES } from '../../resources/privileges';
import { buildMenu } from '../../src/layout/menuModel';
import { resourceProps } from '../../src/schema/resourceProps';
import { registry } from '../../src/schema/registry';
import { ResourceList } from '../../src/schema/ResourceViews';

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
