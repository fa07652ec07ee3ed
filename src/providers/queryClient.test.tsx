import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, useAuthState, type AuthProvider } from 'react-admin';
import { createQueryClient } from './queryClient';

/** A screen that checks the session on mount, as every react-admin page does. */
function Page({ n }: { n: number }) {
  const { authenticated } = useAuthState();
  return <p>{`page ${n}: ${authenticated ? 'in' : '…'}`}</p>;
}

function Navigation() {
  const [n, setN] = useState(1);
  return (
    <>
      <Page key={n} n={n} />
      <button onClick={() => setN((x) => x + 1)}>next</button>
    </>
  );
}

async function checksOverThreePages(queryClient: QueryClient) {
  const checkAuth = vi.fn(async () => undefined);
  const authProvider: AuthProvider = { login: async () => undefined, logout: async () => undefined, checkAuth, checkError: async () => undefined };
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <Navigation />
    </CoreAdminContext>,
  );
  await screen.findByText('page 1: in');
  fireEvent.click(screen.getByRole('button', { name: 'next' }));
  await screen.findByText('page 2: in');
  fireEvent.click(screen.getByRole('button', { name: 'next' }));
  await screen.findByText('page 3: in');
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0)); // a refetch on mount, if any, has finished
  return checkAuth.mock.calls.length;
}

describe('query client', () => {
  it('asks checkAuth once per session, not once per page (each refetch re-rendered the whole route tree twice)', async () => {
    expect(await checksOverThreePages(createQueryClient())).toBe(1);
  });

  it('(control) react-query’s defaults ask again on every page', async () => {
    expect(await checksOverThreePages(new QueryClient())).toBeGreaterThan(1);
  });
});
