/**
 * The model-backed personas against a fake OpenAI-compatible endpoint (node:http on a free port):
 * the request it receives, the streamed relay to the browser, the saved answer, failures, and
 * that the API key never reaches a response.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedChatProfile } from '../../server/mock/seed/chat';
import { list, obj, startMockServer, type MockServer } from './mock-harness';

const API_KEY = 'sk-test-SECRET-0123456789';
const MODEL = 'fake-model-1';
const profile = seedChatProfile();

type Behaviour = 'stream' | 'json' | 'unauthorized' | 'broken-stream';

interface Upstream {
  url: string;
  behaviour: Behaviour;
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  /** How many answers were cut off by the caller before they ended. */
  cancelled: number;
  /** Resolved by the test when it has seen the first relayed piece; the fake then sends the rest. */
  release: () => void;
  close: () => Promise<void>;
}

async function startUpstream(): Promise<Upstream> {
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const state: Upstream = {
    url: '',
    behaviour: 'stream',
    requests: [],
    cancelled: 0,
    release: () => open(),
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    res.on('close', () => {
      if (!res.writableEnded) state.cancelled += 1;
    });
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      state.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: obj(JSON.parse(raw)) });
      void answer(res);
    });
  });
  const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
  async function answer(res: http.ServerResponse): Promise<void> {
    if (state.behaviour === 'unauthorized') {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}` } }));
      return;
    }
    if (state.behaviour === 'json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'A whole answer.' } }] }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
    res.write(chunk('Hello'));
    gate = new Promise<void>((resolve) => (open = resolve));
    await gate;
    if (state.behaviour === 'broken-stream') {
      res.end('data: {not json\n\n');
      return;
    }
    // One event split across two writes, to exercise buffering of partial lines.
    const split = chunk(', Demo');
    res.write(split.slice(0, 10));
    res.write(split.slice(10));
    res.write(chunk(' Admin!'));
    res.end('data: [DONE]\n\n');
  }
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Reads `data:` events as they arrive; `onEvent` runs for each one before the next is awaited. */
async function readEvents(response: Response, onEvent: (event: Record<string, unknown>) => void = () => undefined): Promise<Record<string, unknown>[]> {
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = obj(JSON.parse(buffer.slice(0, end).replace(/^data: /, '')));
      events.push(event);
      onEvent(event);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}

let upstream: Upstream;
let api: MockServer;
const bodies: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  api = await startMockServer({ chat: { url: upstream.url, apiKey: API_KEY, model: MODEL } });
});
afterAll(async () => {
  await api.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.behaviour = 'stream';
});

const savedChat = (contactId: number) => list(api.readFile().demoChats).find((c) => c.userId === contactId);

async function post(path: string, body?: unknown) {
  const answer = await api.send('POST', path, body);
  bodies.push(JSON.stringify(answer.body));
  return answer;
}

describe('model-backed personas', () => {
  it('show the configured model as their role; closed personas keep "not yet open"', async () => {
    const { body } = await api.get('/apps/chat/chats-and-contacts');
    bodies.push(JSON.stringify(body));
    const roles = list(obj(body).contacts).map((c) => c.role);
    expect(roles.filter((r) => r === MODEL)).toHaveLength(2);
    expect(roles.filter((r) => r === 'not yet open')).toHaveLength(2);
  });

  it('stream the answer to the browser piece by piece, then save it as a message from the persona', async () => {
    await post('/apps/chat/chats/3', { message: 'Who am I?', senderId: profile.id });
    const response = await fetch(`${api.url}/apps/chat/chats/3/reply`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The fake endpoint holds the rest of its answer until the browser has seen the first piece:
    // were the answer buffered instead of streamed, this would never finish.
    const events = await readEvents(response, (event) => {
      if (event.delta === 'Hello') upstream.release();
    });
    bodies.push(JSON.stringify(events));
    expect(events.filter((e) => 'delta' in e).map((e) => e.delta)).toEqual(['Hello', ', Demo', ' Admin!']);
    const last = events.at(-1) ?? {};
    expect(last.done).toBe(true);
    expect(obj(last.message)).toMatchObject({ message: 'Hello, Demo Admin!', senderId: 3 });
    expect(list(savedChat(3)?.chat).at(-1)).toEqual(last.message);

    const request = upstream.requests.at(-1);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({ model: MODEL, stream: true });
    const messages = list(request?.body.messages);
    expect(messages[0].role).toBe('system');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Who am I?' });
  });

  it('accept a plain JSON completion too', async () => {
    upstream.behaviour = 'json';
    await post('/apps/chat/chats/2', { message: 'Short answer please', senderId: profile.id });
    const events = await readEvents(await fetch(`${api.url}/apps/chat/chats/2/reply`, { method: 'POST' }));
    bodies.push(JSON.stringify(events));
    expect(events.map((e) => e.delta ?? (e.done ? 'done' : ''))).toEqual(['A whole answer.', 'done']);
    expect(list(savedChat(2)?.chat).at(-1)).toMatchObject({ message: 'A whole answer.', senderId: 2 });
  });

  it('end with an error event and save nothing when the stream breaks', async () => {
    upstream.behaviour = 'broken-stream';
    await post('/apps/chat/chats/2', { message: 'Break please', senderId: profile.id });
    const before = list(savedChat(2)?.chat).length;
    const events = await readEvents(await fetch(`${api.url}/apps/chat/chats/2/reply`, { method: 'POST' }), (event) => {
      if (event.delta === 'Hello') upstream.release();
    });
    bodies.push(JSON.stringify(events));
    // the server's messages are in the caller's language; no Accept-Language: zh_CN (tests/api/server-messages.test.ts)
    expect(events.at(-1)).toEqual({ error: '模型服务返回的数据流格式错误' });
    expect(list(savedChat(2)?.chat)).toHaveLength(before);
  });

  it('cancel the model call and save nothing when the browser goes away mid-answer', async () => {
    await post('/apps/chat/chats/2', { message: 'I will leave', senderId: profile.id });
    const before = list(savedChat(2)?.chat).length;
    const cancelled = upstream.cancelled;
    const leave = new AbortController();
    const response = await fetch(`${api.url}/apps/chat/chats/2/reply`, { method: 'POST', signal: leave.signal });
    await readEvents(response, (event) => {
      if (event.delta === 'Hello') leave.abort();
    }).catch(() => undefined);
    await expect.poll(() => upstream.cancelled, { timeout: 5000 }).toBe(cancelled + 1);
    upstream.release();
    expect(list(savedChat(2)?.chat)).toHaveLength(before);
  });

  it('answer 502 without quoting the endpoint when it refuses, and never leak the API key', async () => {
    await post('/apps/chat/chats/2', { message: 'Are you there?', senderId: profile.id });
    upstream.behaviour = 'unauthorized';
    const { status, body } = await post('/apps/chat/chats/2/reply');
    expect(status).toBe(502);
    expect(body).toEqual({ message: '模型服务返回 HTTP 401' });
    for (const text of bodies) expect(text).not.toContain(API_KEY);
    expect(JSON.stringify(api.readFile())).not.toContain(API_KEY);
  });

  it('refuse the personas that are not yet open, before calling the model', async () => {
    const calls = upstream.requests.length;
    const { status, body } = await post('/apps/chat/chats/5/reply');
    expect(status).toBe(403);
    expect(body).toEqual({ message: '该角色尚未开放' });
    expect(upstream.requests).toHaveLength(calls);
  });
});
