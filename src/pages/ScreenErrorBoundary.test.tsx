import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { useState } from 'react';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { reportClientError } from '../providers/clientErrors';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('screen exploded');
  return <p>screen works</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <>
      <button onClick={() => setFail(false)}>fix it</button>
      <ScreenErrorBoundary>
        <Boom fail={fail} />
      </ScreenErrorBoundary>
    </>
  );
}

describe('screen error boundary', () => {
  it('shows a translated error with a retry, keeps the rest of the page, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AdminContext>
        <Harness />
      </AdminContext>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('app.error.screen_failed');
    fireEvent.click(screen.getByRole('button', { name: 'fix it' }));
    fireEvent.click(screen.getByRole('button', { name: 'app.error.retry' }));
    expect(await screen.findByText('screen works')).toBeInTheDocument();
  });
  it('posts the error to the server’s error log with the token', () => {
    localStorage.setItem('accessToken', 'tok');
    const send = vi.fn(async () => new Response('{}'));
    reportClientError(new Error('bad'), '/apps/store/store', send as unknown as typeof fetch);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin-company/v1/client-errors');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'bad', route: '/apps/store/store' });
  });
});
