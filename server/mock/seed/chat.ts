/**
 * The chat app: the logged-in profile, four personas (two answered by a text-completion model,
 * two not yet open) and a couple of existing conversations (specification §1, §3, §4).
 */
import { CLOSED_PERSONA_ROLE, type ChatContact, type ChatMessage, type ChatProfile, type DemoChat } from '../types';
import { avatarDataUri } from './avatar';
import { demoTime } from './demo-dates';

/** Model names shown as the role of the model-backed personas until CHAT_MODEL says otherwise. */
export const DEFAULT_PERSONA_MODELS = ['gpt-4o-mini', 'gpt-4.1-mini'] as const;

export function seedChatProfile(): ChatProfile {
  return {
    id: 1,
    avatar: '',
    fullName: 'Demo Admin',
    role: 'admin',
    about: 'Company administrator of the demo tenant.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

export function seedChatContacts(): ChatContact[] {
  return [
    {
      id: 2,
      fullName: 'Nova Assistant',
      role: DEFAULT_PERSONA_MODELS[0],
      about: 'A general assistant for the back-office team: drafts replies, explains reports, answers questions briefly.',
      avatar: avatarDataUri('Nova Assistant', 0),
      status: 'online',
    },
    {
      id: 3,
      fullName: 'Fleet Analyst',
      role: DEFAULT_PERSONA_MODELS[1],
      about: 'Knows battery swapping and rental operations; helps read swap volumes, cabinet alerts and fleet health.',
      avatar: avatarDataUri('Fleet Analyst', 2),
      status: 'busy',
    },
    {
      id: 4,
      fullName: 'Legal Advisor',
      role: CLOSED_PERSONA_ROLE,
      about: 'Contract and compliance questions. Coming soon.',
      avatar: '',
      status: 'offline',
    },
    {
      id: 5,
      fullName: 'Travel Planner',
      role: CLOSED_PERSONA_ROLE,
      about: 'Plans staff trips between stores. Coming soon.',
      avatar: '',
      status: 'offline',
    },
  ];
}

const message = (text: string, minutesAgo: number, senderId: number, seen: boolean): ChatMessage => ({
  message: text,
  time: demoTime(-minutesAgo),
  senderId,
  feedback: { isSent: true, isDelivered: true, isSeen: seen },
});

export function seedChats(): DemoChat[] {
  const me = seedChatProfile().id;
  return [
    {
      id: 1,
      userId: 2,
      unseenMsgs: 1,
      chat: [
        message('Hi Nova, can you summarise what you can help with?', 180, me, true),
        message('Hello! I can draft emails, explain report figures and answer questions about the back office.', 179, 2, true),
        message('Great. I will ask you about the monthly report later.', 120, me, true),
        message('Sure, whenever you are ready.', 119, 2, false),
      ],
    },
    {
      id: 2,
      userId: 4,
      unseenMsgs: 0,
      chat: [message('Hello! I am not open yet; this chat will start answering in a later version.', 2000, 4, true)],
    },
  ];
}
