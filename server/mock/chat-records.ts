/** Reading and writing the chat collections, shared by the chat routes. */
import type { Request } from 'express';
import type { MockState } from './state';
import type { ChatOptions } from './chat-model';
import { say } from '../messages';
import { HttpError, collection, intParam, nextId, notFound, singleton } from './plumbing';
import { seedChatProfile } from './seed/chat';
import { CLOSED_PERSONA_ROLE, COLLECTIONS, type ChatContact, type ChatMessage, type ChatProfile, type DemoChat } from './types';

export const profileOf = (state: MockState): ChatProfile => singleton<ChatProfile>(state, COLLECTIONS.chatProfile, seedChatProfile);
export const contactsOf = (state: MockState): ChatContact[] => collection<ChatContact>(state, COLLECTIONS.chatContacts);
export const chatsOf = (state: MockState): DemoChat[] => collection<DemoChat>(state, COLLECTIONS.chats);
export const chatWith = (state: MockState, contactId: number): DemoChat | undefined => chatsOf(state).find((c) => c.userId === contactId);

export const isOpenPersona = (contact: ChatContact): boolean => contact.role !== CLOSED_PERSONA_ROLE;

/** The contact named by `:contactId`, or 404. */
export function contactOf(state: MockState, req: Request): ChatContact {
  const id = intParam(req, 'contactId');
  const contact = id === undefined ? undefined : contactsOf(state).find((c) => c.id === id);
  if (!contact) throw notFound(say('chat.contact_not_found'));
  return contact;
}

/** 403 for a persona that is not yet open. */
export function refuseClosed(contact: ChatContact): void {
  if (!isOpenPersona(contact)) throw new HttpError(403, say('chat.persona_closed'));
}

/** As shown to the browser: a model-backed persona's role is the configured model, if any. */
export function presentContact(contact: ChatContact, options: ChatOptions): ChatContact {
  const model = options.model?.trim();
  return model && isOpenPersona(contact) ? { ...contact, role: model } : contact;
}

export function newMessage(text: string, senderId: number, delivered: boolean): ChatMessage {
  return { message: text, time: new Date().toISOString(), senderId, feedback: { isSent: true, isDelivered: delivered, isSeen: delivered } };
}

/** Appends `message` to the chat with `contactId`, creating the chat when there is none. */
export function appendMessage(state: MockState, contactId: number, message: ChatMessage): { chat: DemoChat; created: boolean } {
  const chats = chatsOf(state);
  const existing = chats.find((c) => c.userId === contactId);
  if (existing) {
    existing.chat.push(message);
    return { chat: existing, created: false };
  }
  const chat: DemoChat = { id: nextId(chats), userId: contactId, unseenMsgs: 0, chat: [message] };
  chats.push(chat);
  return { chat, created: true };
}
