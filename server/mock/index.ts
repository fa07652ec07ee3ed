/**
 * The demo-template mock API (specification §7, except /auth/*): plain JSON answers, mounted at
 * the origin root. `seedMockData()` gives the collections merged into the data file on first
 * start; `mountMockRoutes()` adds the routes to the router the demo server hands over.
 */
import type { Router } from 'express';
import type { MockState } from './state';
import { mountCalendar } from './calendar';
import { mountChat } from './chat';
import type { ChatOptions } from './chat-model';
import { mountChatReply } from './chat-reply';
import { mountDataTable } from './data-table';
import { mountEmail } from './email';
import { say } from '../messages';
import { route, notFound } from './plumbing';
import { mountInvoices } from './invoices';
import { seedChatContacts, seedChatProfile, seedChats } from './seed/chat';
import { seedEmails } from './seed/emails';
import { seedEvents } from './seed/events';
import { seedInvoiceBank, seedInvoices } from './seed/invoices';
import { seedOrders } from './seed/orders';
import { seedUsers } from './seed/users';
import { COLLECTIONS } from './types';
import { mountUsers } from './users';

export type { ChatOptions } from './chat-model';
export { COLLECTIONS } from './types';

export interface MockOptions {
  chat: ChatOptions;
}

/** Deterministic demo collections (no clock, no Math.random): same output on every call. */
export function seedMockData(): Record<string, unknown> {
  return {
    [COLLECTIONS.users]: seedUsers(),
    [COLLECTIONS.invoices]: seedInvoices(),
    [COLLECTIONS.invoiceBank]: seedInvoiceBank(),
    [COLLECTIONS.orders]: seedOrders(),
    [COLLECTIONS.emails]: seedEmails(),
    [COLLECTIONS.events]: seedEvents(),
    [COLLECTIONS.chatProfile]: seedChatProfile(),
    [COLLECTIONS.chatContacts]: seedChatContacts(),
    [COLLECTIONS.chats]: seedChats(),
  };
}

export function mountMockRoutes(router: Router, state: MockState, options: MockOptions): void {
  mountUsers(router, state);
  mountInvoices(router, state);
  mountEmail(router, state);
  mountCalendar(router, state);
  mountChat(router, state, options.chat);
  mountChatReply(router, state, options.chat);
  mountDataTable(router, state);
  // Anything else under the mock prefixes is a JSON 404, never the app's HTML page.
  const unknown = route(() => {
    throw notFound(say('route.no_demo'));
  });
  router.use('/apps', unknown);
  router.use('/data-table', unknown);
}
