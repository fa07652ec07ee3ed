import { acceptLanguage } from '../../../providers/http';
import { DemoApiError, demoApi, errorOf, isRecord } from '../shared/api';
import type { ChatDetail, ChatMessage, ChatsAndContacts, ProfileUser } from './types';

export const CHAT_KEY = 'demo-chat';

export const fetchChatsAndContacts = (signal?: AbortSignal) => demoApi<ChatsAndContacts>('/apps/chat/chats-and-contacts', { signal });
export const fetchProfileUser = (signal?: AbortSignal) => demoApi<ProfileUser>('/apps/chat/users/profile-user', { signal });
/** Opening a chat also resets its unseen count on the server. */
export const fetchChat = (contactId: number, signal?: AbortSignal) => demoApi<ChatDetail>(`/apps/chat/chats/${contactId}`, { signal });

export function postMessage(contactId: number, message: string, senderId: number) {
  return demoApi<{ newMessageData: ChatMessage }>(`/apps/chat/chats/${contactId}`, { method: 'POST', body: { message, senderId } });
}

const isMessage = (value: unknown): value is ChatMessage => isRecord(value) && typeof value.message === 'string' && typeof value.senderId === 'number';

/** Handles one `data:` event of the reply stream; answers the final message once it arrives. */
function handleEvent(raw: string, onDelta: (text: string) => void): ChatMessage | undefined {
  const data = raw
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  if (data === '') return undefined;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new DemoApiError(502, 'The reply stream sent a malformed event');
  }
  if (!isRecord(event)) return undefined;
  if (typeof event.error === 'string') throw new DemoApiError(502, event.error);
  if (typeof event.delta === 'string') onDelta(event.delta);
  if (event.done === true && isMessage(event.message)) return event.message;
  return undefined;
}

/**
 * Asks the persona to answer: `POST /apps/chat/chats/:contactId/reply` answers a
 * `text/event-stream` of `{delta}` pieces then `{done, message}` (or `{error}`), read here with
 * the response body's reader. `onDelta` gets each piece; resolves with the final message.
 */
export async function streamReply(contactId: number, onDelta: (text: string) => void, signal?: AbortSignal): Promise<ChatMessage> {
  let response: Response;
  try {
    response = await fetch(`/apps/chat/chats/${contactId}/reply`, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Accept-Language': acceptLanguage() },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DemoApiError(0, 'network');
  }
  if (!response.ok) throw errorOf(response.status, await response.json().catch(() => null));
  if (!response.body) throw new DemoApiError(502, 'The reply stream is empty');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const events = buffer.split(/\r?\n\r?\n/);
      buffer = done ? '' : (events.pop() ?? '');
      for (const raw of events) {
        const final = handleEvent(raw, onDelta);
        if (final) return final;
      }
      if (done) throw new DemoApiError(502, 'The reply stream ended before the answer was complete');
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
