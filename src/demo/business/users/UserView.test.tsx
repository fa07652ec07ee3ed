import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderScreen } from '../test-utils';
import UserView from './UserView';

afterEach(() => vi.unstubAllGlobals());

describe('UserView', () => {
  it('shows a clear not-found state for an unknown id (404)', async () => {
    const fetch = mockFetch(() => ({ status: 404, body: { message: 'User not found' } }));
    renderScreen(<UserView />, { path: '/apps/user/view/:id', route: '/apps/user/view/999' });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByText('There is no user with the id 999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/apps/user/list');
    expect(String(fetch.mock.calls[0][0])).toBe('/apps/user/users/999');
  });

  it('shows the user’s details', async () => {
    mockFetch(() => ({
      body: {
        id: 3,
        fullName: 'Ada Lovelace',
        company: 'Analytical Engines',
        role: 'admin',
        username: 'ada',
        country: 'UK',
        contact: '(555) 123',
        email: 'ada@example.com',
        currentPlan: 'enterprise',
        status: 'inactive',
        avatar: '',
      },
    }));
    renderScreen(<UserView />, { path: '/apps/user/view/:id', route: '/apps/user/view/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getAllByText('Enterprise').length).toBeGreaterThan(0);
  });
});
