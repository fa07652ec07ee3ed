import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderInAdmin } from '../shared/test-utils';
import ChatApp from './ChatApp';
import type { ChatMessage, Contact } from './types';

const PROFILE = { id: 1, avatar: '', fullName: 'Demo Admin', status: 'online' as const };
const nova: Contact = { id: 2, fullName: 'Nova Assistant', role: 'gpt-4o-mini', about: 'A general assistant.', avatar: '', status: 'online' };
const legal: Contact = { id: 4, fullName: 'Legal Advisor', role: 'not yet open', about: 'Coming soon.', avatar: '', status: 'offline' };
const msg = (message: string, senderId: number, minute: number, seen = true): ChatMessage => ({
  message,
  time: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  senderId,
  feedback: { isSent: true, isDelivered: seen, isSeen: seen },
});

function chatServer() {
  const novaChat = [msg('Hi Nova', 1, 0), msg('Hello! How can I help?', 2, 1)];
  let unseen = 2;
  const sse = { controller: undefined as ReadableStreamDefaultController<Uint8Array> | undefined };
  const encoder = new TextEncoder();
  const mock = mockFetch({
    'GET /apps/chat/chats-and-contacts': () =>
      json({
        chatsContacts: [
          { ...nova, chat: { id: 1, unseenMsgs: unseen, lastMessage: novaChat.at(-1) } },
          { ...legal, chat: { id: 2, unseenMsgs: 0, lastMessage: msg('I am not open yet.', 4, 0) } },
        ],
        contacts: [nova, legal],
        profileUser: PROFILE,
      }),
    'GET /apps/chat/chats/2': () => {
      unseen = 0;
      return json({ chat: { id: 1, userId: 2, unseenMsgs: 0, chat: novaChat }, contact: nova });
    },
    'GET /apps/chat/chats/4': () => json({ chat: { id: 2, userId: 4, unseenMsgs: 0, chat: [msg('I am not open yet.', 4, 0)] }, contact: legal }),
    'POST /apps/chat/chats/2': ({ body }) => {
      const newMessageData = msg((body as { message: string }).message, 1, 5, false);
      novaChat.push(newMessageData);
      return json({ newMessageData }, 201);
    },
    'POST /apps/chat/chats/2/reply': () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            sse.controller = controller;
          },
        }),
        { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
      ),
  });
  const emit = (event: unknown) => sse.controller?.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
  return { ...mock, novaChat, emit, end: () => sse.controller?.close() };
}

describe('ChatApp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unseen count of a chat and clears it once the chat is opened', async () => {
    chatServer();
    const user = userEvent.setup();
    renderInAdmin(<ChatApp />);
    const chats = await screen.findByRole('list', { name: 'Chats' });
    const novaRow = within(chats).getByRole('button', { name: /Nova Assistant/ });
    expect(novaRow).toHaveTextContent('2 unread messages');
    expect(within(novaRow).getByText('Online')).toBeInTheDocument();
    await user.click(novaRow);
    expect(await screen.findByRole('log', { name: 'Conversation with Nova Assistant' })).toHaveTextContent('Hello! How can I help?');
    await vi.waitFor(() => expect(within(chats).getByRole('button', { name: /Nova Assistant/ })).not.toHaveTextContent('unread messages'));
  });

  it('disables the input for a persona that is not yet open, and says why', async () => {
    const { calls } = chatServer();
    const user = userEvent.setup();
    renderInAdmin(<ChatApp />);
    await user.click(within(await screen.findByRole('list', { name: 'Chats' })).getByRole('button', { name: /Legal Advisor/ }));
    const input = await screen.findByRole('textbox', { name: 'Your message' });
    expect(input).toBeDisabled();
    expect(screen.getByText('Legal Advisor is not yet open: this persona cannot receive messages in this version.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a message, then shows the streamed reply growing and the final message', async () => {
    const server = chatServer();
    const user = userEvent.setup();
    renderInAdmin(<ChatApp />);
    await user.click(within(await screen.findByRole('list', { name: 'Chats' })).getByRole('button', { name: /Nova Assistant/ }));
    const log = await screen.findByRole('log', { name: 'Conversation with Nova Assistant' });
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'What can you do?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(log).findByText('What can you do?')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/apps/chat/chats/2')?.body).toEqual({ message: 'What can you do?', senderId: 1 });
    // the new message is sent, not yet delivered
    expect(within(log).getAllByTitle('Sent').length).toBeGreaterThan(0);

    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/apps/chat/chats/2/reply')).toBe(true));
    server.emit({ delta: 'I can draft' });
    expect(await within(log).findByText('I can draft')).toBeInTheDocument();
    server.emit({ delta: ' emails.' });
    expect(await within(log).findByText('I can draft emails.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const final = msg('I can draft emails.', 2, 6);
    server.novaChat.push(final);
    for (const m of server.novaChat) if (m.senderId === 1) m.feedback = { isSent: true, isDelivered: true, isSeen: true };
    server.emit({ done: true, message: final });
    server.end();
    await vi.waitFor(() => expect(log.querySelector('[aria-busy="true"]')).toBeNull());
    expect(within(log).getAllByText('I can draft emails.')).toHaveLength(1);
    expect(within(log).queryByTitle('Sent')).toBeNull();
    expect(within(log).getAllByTitle('Seen').length).toBeGreaterThan(0);
  });

  it('shows the server notice when no model is configured', async () => {
    const server = chatServer();
    const user = userEvent.setup();
    renderInAdmin(<ChatApp />);
    await user.click(within(await screen.findByRole('list', { name: 'Chats' })).getByRole('button', { name: /Nova Assistant/ }));
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === '/apps/chat/chats/2/reply')).toBe(true));
    // the notice is not saved: the chat read afterwards does not hold it
    server.emit({ done: true, message: msg('No model configured: set CHAT_API_URL, CHAT_API_KEY and CHAT_MODEL for the demo server.', 2, 7) });
    server.end();
    expect(await screen.findByText(/^No model configured/)).toBeInTheDocument();
  });
});
