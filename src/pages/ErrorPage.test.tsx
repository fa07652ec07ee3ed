import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

afterEach(() => {
  vi.doUnmock('./raPages');
  vi.resetModules();
});

const props = { error: new Error('the screen broke'), resetErrorBoundary: () => undefined };

/** ErrorPage and the test shell from one module registry (the second test replaces react-admin's pages module). */
async function load() {
  const [{ ErrorPage }, { renderShell }] = await Promise.all([import('./ErrorPage'), import('../layout/test-utils')]);
  return { ErrorPage, renderShell };
}

describe('ErrorPage', () => {
  it("shows react-admin's error page, loaded on demand", async () => {
    const { ErrorPage, renderShell } = await load();
    renderShell(<ErrorPage {...props} />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('falls back to a plain message with a reload button when that page cannot be loaded (offline)', async () => {
    vi.doMock('./raPages', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { ErrorPage, renderShell } = await load();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(<ErrorPage {...props} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('the screen broke');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
