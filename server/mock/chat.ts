/**
 * Chat app: contacts with their chats, the profile user, opening a chat (resets its unseen
 * count) and posting a message. The persona's streamed answer lives in chat-reply.ts.
 */
import type { Router } from 'express';
import { say } from '../messages';
import type { MockState } from './state';
import type { ChatOptions } from './chat-model';
import { appendMessage, chatWith, chatsOf, contactOf, contactsOf, newMessage, presentContact, profileOf, refuseClosed } from './chat-records';
import { bodyObject, failOnErrors, own, route } from './plumbing';
import { parseQuery, readText } from './query';
import { present, text, type FieldErrors } from './body-fields';

const MAX_MESSAGE_LENGTH = 4000;

const lastTime = (contact: { chat: { lastMessage?: { time: string } } }): number =>
  contact.chat.lastMessage ? Date.parse(contact.chat.lastMessage.time) : Number.NEGATIVE_INFINITY;

export function mountChat(router: Router, state: MockState, options: ChatOptions): void {
  router.get(
    '/apps/chat/chats-and-contacts',
    route((req, res) => {
      const q = (readText(parseQuery(req.originalUrl).q, 'q') ?? '').trim().toLowerCase();
      const matches = (fullName: string): boolean => q === '' || fullName.toLowerCase().includes(q);
      const contacts = contactsOf(state)
        .filter((c) => matches(c.fullName))
        .map((c) => presentContact(c, options));
      const chatsContacts = chatsOf(state)
        .flatMap((chat) => {
          const contact = contacts.find((c) => c.id === chat.userId);
          return contact ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) } }] : [];
        })
        .sort((a, b) => lastTime(b) - lastTime(a));
      const { id, avatar, fullName, status } = profileOf(state);
      res.json({ chatsContacts, contacts, profileUser: { id, avatar, fullName, status } });
    }),
  );

  router.get(
    '/apps/chat/users/profile-user',
    route((_req, res) => {
      res.json(profileOf(state));
    }),
  );

  router.get(
    '/apps/chat/chats/:contactId',
    route((req, res) => {
      const contact = contactOf(state, req);
      const chat = chatWith(state, contact.id);
      if (chat && chat.unseenMsgs !== 0) {
        chat.unseenMsgs = 0;
        state.commit();
      }
      res.json({ chat: chat ?? null, contact: presentContact(contact, options) });
    }),
  );

  router.post(
    '/apps/chat/chats/:contactId',
    route((req, res) => {
      const contact = contactOf(state, req);
      refuseClosed(contact);
      const body = bodyObject(req);
      const profile = profileOf(state);
      const errors: FieldErrors = {};
      const message = text(body, 'message', errors, { required: true, max: MAX_MESSAGE_LENGTH });
      const senderId = own(body, 'senderId');
      const senderMatches = (typeof senderId === 'number' || typeof senderId === 'string') && Number(senderId) === profile.id;
      if (senderId !== undefined && !senderMatches) errors.senderId = say('field.sender', { id: profile.id });
      failOnErrors(errors);
      const newMessageData = newMessage(present(message, 'message'), profile.id, false);
      const { chat, created } = appendMessage(state, contact.id, newMessageData);
      state.commit();
      res.status(201).json(created ? { newMessageData, chat } : { newMessageData });
    }),
  );
}
