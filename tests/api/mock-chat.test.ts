import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChatContacts, seedChatProfile, seedChats } from '../../server/mock/seed/chat';
import { list, obj, startMockServer, type MockServer } from './mock-harness';

let api: MockServer;
const profile = seedChatProfile();
beforeAll(async () => {
  api = await startMockServer();
});
afterAll(() => api.close());

const savedChat = (contactId: number) => list(api.readFile().demoChats).find((c) => c.userId === contactId);

describe('GET /apps/chat/chats-and-contacts', () => {
  it('answers {chatsContacts, contacts, profileUser}; chat contacts carry {id, unseenMsgs, lastMessage}, latest first', async () => {
    const b = obj((await api.get('/apps/chat/chats-and-contacts')).body);
    expect(Object.keys(b).sort()).toEqual(['chatsContacts', 'contacts', 'profileUser']);
    expect(list(b.contacts)).toEqual(seedChatContacts());
    expect(b.profileUser).toEqual({ id: profile.id, avatar: profile.avatar, fullName: profile.fullName, status: profile.status });
    const chatsContacts = list(b.chatsContacts);
    expect(chatsContacts.map((c) => c.id).sort()).toEqual(
      seedChats()
        .map((c) => c.userId)
        .sort(),
    );
    for (const c of chatsContacts) expect(Object.keys(obj(c.chat)).sort()).toEqual(['id', 'lastMessage', 'unseenMsgs']);
    const times = chatsContacts.map((c) => Date.parse(String(obj(obj(c.chat).lastMessage).time)));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('has four personas: two named after a model, two not yet open', () => {
    const roles = seedChatContacts().map((c) => c.role);
    expect(roles).toHaveLength(4);
    expect(roles.filter((r) => r === 'not yet open')).toHaveLength(2);
  });
});

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the profile user with settings', async () => {
    expect((await api.get('/apps/chat/users/profile-user')).body).toEqual(profile);
  });
});

describe('GET /apps/chat/chats/:contactId', () => {
  it('answers {chat, contact} and resets the unseen count, saved', async () => {
    const before = savedChat(2);
    expect(before?.unseenMsgs).toBeGreaterThan(0);
    const b = obj((await api.get('/apps/chat/chats/2')).body);
    expect(obj(b.contact).id).toBe(2);
    expect(obj(b.chat).unseenMsgs).toBe(0);
    expect(savedChat(2)?.unseenMsgs).toBe(0);
  });

  it('answers chat null for a contact without a chat, 404 for an unknown contact', async () => {
    expect(obj((await api.get('/apps/chat/chats/3')).body).chat).toBeNull();
    const missing = await api.get('/apps/chat/chats/77');
    expect(missing.status).toBe(404);
    // the server's messages are in the caller's language; no Accept-Language: zh_CN (tests/api/server-messages.test.ts)
    expect(obj(missing.body).message).toBe('联系人不存在');
  });
});

describe('POST /apps/chat/chats/:contactId', () => {
  it('appends a message (sent, not delivered, not seen) with 201 {newMessageData}, saved', async () => {
    const { status, body } = await api.send('POST', '/apps/chat/chats/2', { message: 'Hello again', senderId: profile.id });
    expect(status).toBe(201);
    const b = obj(body);
    expect(Object.keys(b)).toEqual(['newMessageData']);
    const m = obj(b.newMessageData);
    expect(m).toMatchObject({ message: 'Hello again', senderId: profile.id, feedback: { isSent: true, isDelivered: false, isSeen: false } });
    expect(new Date(String(m.time)).toISOString()).toBe(m.time);
    expect(list(savedChat(2)?.chat).at(-1)).toEqual(m);
  });

  it('creates the chat when the contact has none and answers it as chat', async () => {
    const { status, body } = await api.send('POST', '/apps/chat/chats/3', { message: 'First words', senderId: profile.id });
    expect(status).toBe(201);
    const chat = obj(obj(body).chat);
    expect(chat).toMatchObject({ userId: 3, unseenMsgs: 0 });
    expect(list(chat.chat)).toHaveLength(1);
    expect(savedChat(3)).toEqual(chat);
  });

  it('refuses a persona that is not yet open with 403', async () => {
    const { status, body } = await api.send('POST', '/apps/chat/chats/4', { message: 'Hi', senderId: profile.id });
    expect(status).toBe(403);
    expect(body).toEqual({ message: '该角色尚未开放' });
    expect(list(savedChat(4)?.chat)).toHaveLength(1);
  });

  it('refuses an empty message or another sender with 400', async () => {
    const empty = await api.send('POST', '/apps/chat/chats/2', { message: '   ', senderId: profile.id });
    expect(empty.status).toBe(400);
    expect(Object.keys(obj(obj(empty.body).errors))).toEqual(['message']);
    const other = await api.send('POST', '/apps/chat/chats/2', { message: 'spoof', senderId: 2 });
    expect(Object.keys(obj(obj(other.body).errors))).toEqual(['senderId']);
  });
});

describe('POST /apps/chat/chats/:contactId/reply without a model', () => {
  it('answers one event whose message says how to configure a model', async () => {
    const response = await fetch(`${api.url}/apps/chat/chats/2/reply`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await response.text();
    const event = obj(JSON.parse(text.trim().replace(/^data: /, '')));
    expect(event.done).toBe(true);
    // in the default language (no Accept-Language): zh_CN
    expect(obj(event.message)).toMatchObject({ message: '未配置模型：请为演示服务器设置 CHAT_API_URL、CHAT_API_KEY 和 CHAT_MODEL。', senderId: 2 });
  });

  it("refuses closed personas (403), unknown contacts (404) and a chat whose last word is the persona's (400)", async () => {
    expect((await api.send('POST', '/apps/chat/chats/4/reply')).status).toBe(403);
    expect((await api.send('POST', '/apps/chat/chats/99/reply')).status).toBe(404);
    const chat = api.store.rows('demoChats').find((c) => c.userId === 2);
    chat?.chat.push({ message: 'Anything else?', time: new Date().toISOString(), senderId: 2, feedback: { isSent: true, isDelivered: true, isSeen: true } });
    const nothing = await api.send('POST', '/apps/chat/chats/2/reply');
    expect(nothing.status).toBe(400);
    expect(obj(nothing.body).message).toBe('没有需要回复的消息：请先发送一条消息');
  });
});
