import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localStorageStore, memoryStore } from 'react-admin';
import { CustomizerProvider } from './Customizer';
import { CustomizerButton } from './CustomizerButtons';
import { Customizer } from './CustomizerDrawer';
import { mockViewport, renderShell } from './test-utils';

let viewport: ReturnType<typeof mockViewport> | undefined;
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
});

const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('settings drawer (customizer)', () => {
  it('opens from its app-bar button as a labelled dialog and closes', async () => {
    renderShell(
      <CustomizerProvider>
        <CustomizerButton />
      </CustomizerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Theme customizer' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the theme customizer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts from the spec defaults: vertical, full width, fixed app bar, static footer', async () => {
    viewport = mockViewport(1400);
    renderShell(<Customizer open onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expect(within(group('Menu layout')).getByRole('radio', { name: 'Vertical' })).toBeChecked();
    expect(within(group('Content width')).getByRole('radio', { name: 'Full width' })).toBeChecked();
    expect(within(group('App bar')).getByRole('radio', { name: 'Fixed' })).toBeChecked();
    expect(within(group('Footer')).getByRole('radio', { name: 'Static' })).toBeChecked();
    expect(within(group('Skin')).getByRole('radio', { name: 'Default' })).toBeChecked();
  });

  it('keeps each choice in the store (persisted in localStorage)', async () => {
    viewport = mockViewport(1400);
    const store = localStorageStore(undefined, 'swap-admin');
    renderShell(<Customizer open onClose={() => undefined} />, { store });
    await screen.findByRole('dialog');
    await userEvent.click(within(group('Skin')).getByRole('radio', { name: 'Bordered' }));
    await userEvent.click(within(group('Content width')).getByRole('radio', { name: 'Boxed' }));
    await userEvent.click(within(group('Footer')).getByRole('radio', { name: 'Hidden' }));
    await userEvent.click(within(group('Page transition')).getByRole('radio', { name: 'Slide Y reverse' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Blue (Frest)' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Blur the app bar' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Right to left' }));
    await userEvent.click(within(group('Mode')).getByRole('radio', { name: 'Dark' }));
    const kept = (key: string) => JSON.parse(localStorage.getItem(`RaStoreswap-admin.${key}`) ?? 'null');
    expect(kept('settings.skin')).toBe('bordered');
    expect(kept('settings.contentWidth')).toBe('boxed');
    expect(kept('settings.footer')).toBe('hidden');
    expect(kept('settings.transition')).toBe('slide-y-reverse');
    expect(kept('settings.palette')).toBe('frest');
    expect(kept('settings.appBarBlur')).toBe(false);
    expect(kept('settings.rtl')).toBe(true);
    expect(kept('theme')).toBe('dark');
    expect(within(group('Skin')).getByRole('radio', { name: 'Bordered' })).toBeChecked();

    // the reset button goes back to the defaults
    await userEvent.click(screen.getByRole('button', { name: 'Reset the settings' }));
    expect(kept('settings.skin')).toBe('default');
    expect(kept('settings.footer')).toBe('static');
    expect(within(group('Skin')).getByRole('radio', { name: 'Default' })).toBeChecked();
  });

  it('offers neither semi dark nor a hidden app bar in the horizontal layout', async () => {
    viewport = mockViewport(1400);
    const store = memoryStore({ 'settings.layout': 'horizontal' });
    renderShell(<Customizer open onClose={() => undefined} />, { store });
    await screen.findByRole('dialog');
    expect(within(group('Skin')).queryByRole('radio', { name: 'Semi dark' })).toBeNull();
    expect(within(group('App bar')).queryByRole('radio', { name: 'Hidden' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Collapse the menu' })).toBeNull();
    await userEvent.click(within(group('Menu layout')).getByRole('radio', { name: 'Vertical' }));
    expect(store.getItem('settings.layout')).toBe('vertical');
    expect(within(group('Skin')).getByRole('radio', { name: 'Semi dark' })).toBeInTheDocument();
    expect(within(group('App bar')).getByRole('radio', { name: 'Hidden' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Collapse the menu' }));
    expect(store.getItem('sidebar.open')).toBe(false);
  });

  it('offers the menu layout only on large screens', async () => {
    viewport = mockViewport(1000);
    renderShell(<Customizer open onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('radiogroup', { name: 'Menu layout' })).toBeNull();
  });
});
