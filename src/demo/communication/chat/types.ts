/** Shapes of the chat mock API (`server/mock/chat.ts`, `chat-reply.ts`) as the app reads them. */

export const CONTACT_STATUSES = ['online', 'offline', 'busy'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The role of a persona that cannot be messaged yet; any other role names a model. */
export const CLOSED_PERSONA_ROLE = 'not yet open';

export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean };
}

export interface Contact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ContactStatus;
}

export interface ChatContact extends Contact {
  chat: { id: number; unseenMsgs: number; lastMessage?: ChatMessage };
}

export interface ProfileSummary {
  id: number;
  avatar: string;
  fullName: string;
  status: ContactStatus;
}

export interface ProfileUser extends ProfileSummary {
  role: string;
  about: string;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export interface ChatsAndContacts {
  chatsContacts: ChatContact[];
  contacts: Contact[];
  profileUser: ProfileSummary;
}

export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}

export interface ChatDetail {
  chat: Chat | null;
  contact: Contact;
}

export const isOpenPersona = (contact: Pick<Contact, 'role'>): boolean => contact.role !== CLOSED_PERSONA_ROLE;
