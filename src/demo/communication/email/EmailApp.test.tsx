import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInAdmin } from '../shared/test-utils';
import EmailApp from './EmailApp';
import type { Email } from './types';

const email = (id: number, name: string, subject: string, extra: Partial<Email> = {}): Email => ({
  id,
  to: [{ email: 'admin@demo.com', name: 'Demo Admin' }],
  from: { email: `${name.split(' ')[0].toLowerCase()}@demo.com`, name, avatar: '' },
  subject,
  cc: [],
  bcc: [],
  message: `<p>Body of ${subject}</p>`,
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-11-20T10:00:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: false,
  ...extra,
});

/** A tiny stateful mailbox behind the mocked routes. */
function mailbox() {
  const emails = [
    email(1, 'Alice Martin', 'Quarterly rental report', { labels: ['company'] }),
    email(2, 'Bob Chen', 'New store opening'),
    email(3, 'Carol Diaz', 'Team lunch on Friday', {
      isRead: true,
      attachments: [{ fileName: 'menu.txt', thumbnail: '', url: 'data:text/plain,menu', size: '1 KB' }],
      replies: [email(1001, 'Dan Roe', 'Re: Team lunch on Friday', { message: '<p>Thanks, noted.</p>', isRead: true })],
      message: '<p>Lunch is on us</p><img src=x onerror="alert(1)">',
    }),
  ];
  const meta = () => ({ inbox: emails.filter((e) => !e.isRead).length, draft: 0, spam: 0 });
  return mockFetch({
    'GET /apps/email/emails': () => json({ emails, emailsMeta: meta() }),
    'POST /apps/email/update-emails': ({ body }) => {
      const { emailIds, dataToUpdate } = body as { emailIds: number[]; dataToUpdate: Partial<Email> };
      for (const e of emails) if (emailIds.includes(e.id)) Object.assign(e, dataToUpdate);
      return json({ emails: emails.filter((e) => emailIds.includes(e.id)), emailsMeta: meta() });
    },
  });
}

describe('EmailApp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the inbox with its unread count', async () => {
    mailbox();
    renderInAdmin(<EmailApp />, { route: '/apps/email', path: '/apps/email' });
    expect(await screen.findByRole('button', { name: /Alice Martin.*Quarterly rental report/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Carol Diaz.*Team lunch on Friday/ })).toBeInTheDocument();
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByRole('link', { name: /Inbox/ })).toHaveAccessibleName('Inbox 2 unread');
  });

  it('marks the selected emails as read with one POST, then shows the new count', async () => {
    const { calls } = mailbox();
    const user = userEvent.setup();
    renderInAdmin(<EmailApp />, { route: '/apps/email', path: '/apps/email' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select the email from Alice Martin: Quarterly rental report' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the email from Bob Chen: New store opening' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));

    const folders = screen.getByRole('navigation', { name: 'Folders' });
    await vi.waitFor(() => expect(within(folders).getByRole('link', { name: /Inbox/ })).toHaveAccessibleName('Inbox'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ path: '/apps/email/update-emails', body: { emailIds: [1, 2], dataToUpdate: { isRead: true } } })]);
  });

  it('opens an email: sanitized body, nested reply, attachment download link', async () => {
    mailbox();
    const user = userEvent.setup();
    renderInAdmin(<EmailApp />, { route: '/apps/email', path: '/apps/email' });
    await user.click(await screen.findByRole('button', { name: /Carol Diaz.*Team lunch on Friday/ }));
    expect(await screen.findByRole('heading', { name: 'Team lunch on Friday' })).toBeInTheDocument();
    expect(screen.getByText('Lunch is on us')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('article', { name: 'Message from Dan Roe' })).toHaveTextContent('Thanks, noted.');
    const download = screen.getByRole('link', { name: 'Download menu.txt' });
    expect(download).toHaveAttribute('download', 'menu.txt');
    expect(download).toHaveAttribute('href', 'data:text/plain,menu');

    // reply: the demo cannot send, and says so
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/the mock API has no send route/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply to Carol Diaz' }), { target: { value: 'See you there' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('textbox', { name: 'Your reply to Carol Diaz' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let fail = true;
    mockFetch({ 'GET /apps/email/emails': () => (fail ? json({ message: 'Boom' }, 500) : json({ emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0 } })) });
    const user = userEvent.setup();
    renderInAdmin(<EmailApp />, { route: '/apps/email', path: '/apps/email' });
    expect(await screen.findByText('The emails could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No emails in this folder')).toBeInTheDocument();
  });
});
