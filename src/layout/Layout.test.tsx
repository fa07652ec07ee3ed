import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { ALL_PRIVILEGE_CODES } from '../../resources/privilege-tree';
import { AppMenu } from './AppMenu';
import { Layout } from './Layout';
import { mockViewport, renderShell } from './test-utils';

let viewport: ReturnType<typeof mockViewport> | undefined;
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
});

const renderLayout = (store = memoryStore()) =>
  renderShell(
    <Layout>
      <h1>Page</h1>
    </Layout>,
    { store, privileges: ALL_PRIVILEGE_CODES, route: '/apps/assets/battery' },
  );

describe('layout', () => {
  it('falls back to vertical below the large breakpoint and restores horizontal when large again', async () => {
    viewport = mockViewport(1400);
    const store = memoryStore({ 'settings.layout': 'horizontal' });
    const { container } = renderLayout(store);
    expect(await screen.findByTestId('horizontal-nav')).toBeInTheDocument();
    expect(container.querySelector('.RaSidebar-fixed')).toBeNull();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'horizontal');

    act(() => viewport!.setWidth(1000));
    await waitFor(() => expect(screen.queryByTestId('horizontal-nav')).toBeNull());
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'vertical');
    expect(container.querySelector('.RaSidebar-fixed')).not.toBeNull();
    expect(store.getItem('settings.layout')).toBe('horizontal'); // the choice is kept

    act(() => viewport!.setWidth(1400));
    expect(await screen.findByTestId('horizontal-nav')).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'horizontal');
  });

  it('opens a horizontal menu group as a dropdown of its pages', async () => {
    viewport = mockViewport(1400);
    renderLayout(memoryStore({ 'settings.layout': 'horizontal' }));
    const nav = await screen.findByTestId('horizontal-nav');
    await userEvent.click(await within(nav).findByRole('button', { name: 'Company' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Stores' })).toHaveAttribute('href', '/apps/store/store');
  });

  it('shows the app bar, footer and menu as the settings say', async () => {
    viewport = mockViewport(1400);
    const store = memoryStore({ 'settings.appBar': 'hidden', 'settings.footer': 'hidden', 'settings.hideMenu': true });
    const { container } = renderLayout(store);
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
    expect(container.querySelector('.RaSidebar-fixed')).toBeNull();
    // with the app bar hidden, a floating button still opens the customizer
    expect(await screen.findByRole('button', { name: 'Open the theme customizer' })).toBeInTheDocument();
    act(() => {
      store.setItem('settings.appBar', 'static');
      store.setItem('settings.footer', 'fixed');
    });
    expect(await screen.findByRole('banner')).toHaveAttribute('data-app-bar', 'static');
    expect(container.querySelector('[data-footer]')).toHaveAttribute('data-footer', 'fixed');
  });
});

describe('menu groups', () => {
  it('open as an accordion when configured so', async () => {
    renderShell(<AppMenu />, { privileges: ALL_PRIVILEGE_CODES, store: memoryStore({ 'settings.menuAccordion': true }) });
    const stores = await screen.findByRole('button', { name: 'Stores' });
    const assets = screen.getByRole('button', { name: 'Assets' });
    await userEvent.click(stores);
    expect(stores).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(assets);
    expect(assets).toHaveAttribute('aria-expanded', 'true');
    expect(stores).toHaveAttribute('aria-expanded', 'false');
  });

  it('mark the current page (and only it) as the current one, and follow a navigation', async () => {
    renderShell(<AppMenu />, { privileges: ALL_PRIVILEGE_CODES, route: '/apps/assets/battery/7/edit' });
    const batteries = await screen.findByRole('menuitem', { name: 'Batteries' });
    expect(batteries).toHaveAttribute('aria-current', 'page');
    const current = () => screen.getAllByRole('menuitem').filter((m) => m.getAttribute('aria-current') === 'page');
    expect(current()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Stores' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Stores' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Stores' })).toHaveAttribute('aria-current', 'page'));
    // the entry that was current is no longer marked (its group may have closed: look it up again if it is there)
    expect(screen.queryByRole('menuitem', { name: 'Batteries' }) ?? document.createElement('a')).not.toHaveAttribute('aria-current');
    expect(current()).toHaveLength(1);
  });

  it('stay open independently otherwise', async () => {
    renderShell(<AppMenu />, { privileges: ALL_PRIVILEGE_CODES, store: memoryStore({ 'settings.menuAccordion': false }) });
    const stores = await screen.findByRole('button', { name: 'Stores' });
    const assets = screen.getByRole('button', { name: 'Assets' });
    await userEvent.click(stores);
    await userEvent.click(assets);
    expect(stores).toHaveAttribute('aria-expanded', 'true');
    expect(assets).toHaveAttribute('aria-expanded', 'true');
  });
});
