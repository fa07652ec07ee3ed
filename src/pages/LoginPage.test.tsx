/**
 * The login form: a refused sign-in says why and the form can be used again; so can a form still on
 * screen after a sign-in (the next screen not drawn yet when the session is gone again: the form
 * must not stay disabled and lock the user out).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../layout/test-utils';
import { LoginPage } from './LoginPage';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login form', () => {
  it('after a refused sign-in shows the reason and can be submitted again', async () => {
    const login = vi.fn().mockRejectedValue(new Error('ra.auth.sign_in_error'));
    renderShell(<LoginPage />, { auth: { login }, route: '/login' });
    await signIn('admin@demo.com', 'wrong');
    expect((await screen.findAllByText('Authentication failed, please retry')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('stays usable when it is still on screen after a sign-in', async () => {
    const login = vi.fn().mockResolvedValue(undefined);
    renderShell(<LoginPage />, { auth: { login }, route: '/login' });
    await signIn('client@demo.com', 'client');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });
});
