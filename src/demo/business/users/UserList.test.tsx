import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockFetch, renderScreen } from '../test-utils';
import UserList from './UserList';
import type { DemoUser } from './model';

const user = (id: number, fullName: string, more: Partial<DemoUser> = {}): DemoUser => ({
  id,
  fullName,
  company: 'Acme',
  role: 'editor',
  username: fullName.toLowerCase().replace(' ', '.'),
  country: 'France',
  contact: '(555) 000-0000',
  email: `${fullName.toLowerCase().replace(' ', '.')}@example.com`,
  currentPlan: 'basic',
  status: 'active',
  avatar: '',
  ...more,
});
const TOTALS = { total: 50, paying: 34, active: 17, unconfirmed: 15 };

afterEach(() => vi.unstubAllGlobals());

describe('UserList', () => {
  it('shows the four counters of userTotal and filters by role, plan and status', async () => {
    const fetch = mockFetch(() => ({ body: { filteredData: [user(1, 'Ada Lovelace', { status: 'pending' })], total: 1, userTotal: TOTALS } }));
    const u = userEvent.setup();
    renderScreen(<UserList />);
    for (const [label, value] of [
      ['All users', '50'],
      ['Paying users', '34'],
      ['Active users', '17'],
      ['Pending users', '15'],
    ])
      expect(await within(await screen.findByRole('group', { name: label })).findByText(value)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/apps/user/view/1');

    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'Maintainer' }));
    await u.click(screen.getByRole('combobox', { name: 'Plan' }));
    await u.click(await screen.findByRole('option', { name: 'Enterprise' }));
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Pending' }));
    await u.click(screen.getByRole('searchbox', { name: 'Search by name, username or email' }));
    await u.paste('ada');
    await waitFor(() => {
      const last = callsTo(fetch, '/apps/user/users').at(-1)!;
      expect([last.get('role'), last.get('plan'), last.get('status'), last.get('q'), last.get('options[page]')]).toEqual([
        'maintainer',
        'enterprise',
        'pending',
        'ada',
        '1',
      ]);
    });
  });

  it('adds a user through the drawer with a POST, then reloads the list', async () => {
    const created = user(51, 'Grace Hopper', { role: 'author', currentPlan: 'company' });
    let listed: DemoUser[] = [user(1, 'Ada Lovelace')];
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST') {
        listed = [created, ...listed];
        return { status: 201, body: created };
      }
      return { body: { filteredData: listed, total: listed.length, userTotal: TOTALS } };
    });
    const u = userEvent.setup();
    renderScreen(<UserList />);
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await u.click(screen.getByRole('button', { name: 'Add user' }));
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await u.click(within(form).getByRole('textbox', { name: 'Full name' }));
    await u.paste('Grace Hopper');
    await u.click(within(form).getByRole('textbox', { name: 'Username' }));
    await u.paste('grace.hopper');
    await u.click(within(form).getByRole('textbox', { name: 'Email' }));
    await u.paste('grace.hopper@example.com');
    await u.click(within(form).getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'Author' }));
    await u.click(within(form).getByRole('combobox', { name: 'Plan' }));
    await u.click(await screen.findByRole('option', { name: 'Company' }));
    await u.click(within(form).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    const post = fetch.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'POST')!;
    expect(String(post[0])).toBe('/apps/user/users');
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({
      user: {
        fullName: 'Grace Hopper',
        username: 'grace.hopper',
        email: 'grace.hopper@example.com',
        company: '',
        country: '',
        contact: '',
        role: 'author',
        currentPlan: 'company',
      },
    });
  });

  it('checks the drawer in the browser and shows the server’s 400 errors under the fields', async () => {
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST'
        ? { status: 400, body: { message: 'Validation failed', errors: { email: 'This email is already in use.', username: 'username is too long' } } }
        : { body: { filteredData: [], total: 0, userTotal: TOTALS } },
    );
    const u = userEvent.setup();
    renderScreen(<UserList />);
    await u.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getAllByText('Required').length).toBeGreaterThanOrEqual(5);
    expect(fetch.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'POST')).toBe(false);

    await u.click(within(form).getByRole('textbox', { name: 'Full name' }));
    await u.paste('Ada Again');
    await u.click(within(form).getByRole('textbox', { name: 'Username' }));
    await u.paste('ada');
    await u.click(within(form).getByRole('textbox', { name: 'Email' }));
    await u.paste('ada@example.com');
    await u.click(within(form).getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'Editor' }));
    await u.click(within(form).getByRole('combobox', { name: 'Plan' }));
    await u.click(await screen.findByRole('option', { name: 'Basic' }));
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('This email is already in use.')).toBeInTheDocument();
    expect(within(form).getByText('username is too long')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });
});
