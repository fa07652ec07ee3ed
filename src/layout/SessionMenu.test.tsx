/**
 * The user menu names the user, their role (translated) and their store; the app bar's chip names a
 * store manager's store; "change password" opens a dialog that checks the server's rules before
 * sending, shows the server's refusals on their field, and closes once the password is changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangeError, type AppIdentity } from '../providers/authProvider';
import { SessionMenu } from './SessionMenu';
import { StoreChip } from './StoreChip';
import { checkPasswordForm } from './ChangePasswordDialog';
import { renderShell } from './test-utils';

const CLIENT: AppIdentity = {
  id: '2',
  fullName: '雁塔店长',
  email: 'client@demo.com',
  role: 'client',
  roleNames: ['门店店长'],
  storeId: '1',
  storeName: '长安1号店',
  storeSn: 'MD10001',
};
const ADMIN: AppIdentity = { id: '1', fullName: '系统管理员', email: 'admin@demo.com', role: 'admin', roleNames: ['超级管理员'] };

function renderMenu(identity: AppIdentity, changePassword = vi.fn(async () => undefined)) {
  const result = renderShell(
    <>
      <StoreChip />
      <SessionMenu />
    </>,
    { auth: { getIdentity: async () => identity, changePassword } },
  );
  return { ...result, changePassword };
}

async function openDialog() {
  // the button once it names the user: the identity has loaded (before, the menu's first render may still replace it)
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`${CLIENT.fullName}|${ADMIN.fullName}`) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change password' });
}

describe('user menu', () => {
  it('names a store manager, their role in words and their store; the app bar names the store', async () => {
    renderMenu(CLIENT);
    const chip = await screen.findByTestId('store-chip');
    expect(chip).toHaveTextContent('Store: 长安1号店');
    expect(chip).toHaveAttribute('title', 'Your store: 长安1号店 (MD10001)');
    await userEvent.click(await screen.findByRole('button', { name: /雁塔店长/ }));
    const summary = await screen.findByTestId('session-summary');
    expect(summary).toHaveTextContent('雁塔店长');
    expect(summary).toHaveTextContent('client@demo.com');
    expect(within(summary).getByText('Store manager')).toBeInTheDocument();
    expect(within(summary).getByText('长安1号店 (MD10001)')).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Change password', 'Logout']);
    // the keyboard starts on the first action, not on the summary
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveFocus());
  });

  it('shows no store for an account bound to none', async () => {
    renderMenu(ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: /系统管理员/ }));
    const summary = await screen.findByTestId('session-summary');
    expect(within(summary).getByText('Administrator')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('Store');
    expect(screen.queryByTestId('store-chip')).toBeNull();
  });
});

describe('change password dialog', () => {
  it('checks the fields before sending (required, the length rule, the confirmation, not the same)', async () => {
    const { changePassword } = renderMenu(CLIENT);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(within(dialog).getByLabelText(/Current password/)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'client');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), '123');
    await userEvent.type(within(dialog).getByLabelText(/Confirm the new password/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('At least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^New password/)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(/^New password/), '456');
    await userEvent.type(within(dialog).getByLabelText(/Confirm the new password/), '457');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    expect(checkPasswordForm({ currentPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' }).newPassword?.key).toBe(
      'app.session.password_same',
    );
  });

  it('shows a wrong current password on its field, and keeps the dialog open', async () => {
    const changePassword = vi.fn(async () => Promise.reject(new PasswordChangeError(400, { currentPassword: 'app.session.current_wrong' })));
    renderMenu(CLIENT, changePassword);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'nope');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'new-pass-1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm the new password/), 'new-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password is wrong')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Current password/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'nope', newPassword: 'new-pass-1' });
  });

  it('sends the change and closes once done', async () => {
    const { changePassword } = renderMenu(CLIENT);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'client');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'new-pass-1');
    await userEvent.type(within(dialog).getByLabelText(/Confirm the new password/), 'new-pass-1{Enter}');
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'client', newPassword: 'new-pass-1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
  });
});
