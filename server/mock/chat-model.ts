/**
 * Client of an OpenAI-compatible chat-completions endpoint: `POST {url}/chat/completions` with
 * `{model, messages, stream: true}` and a Bearer key, answered by server-sent events
 * (`data: {"choices":[{"delta":{"content":"..."}}]}` ... `data: [DONE]`). A plain JSON answer
 * (`choices[0].message.content`) is accepted too. Error messages never quote the endpoint's
 * answer, so a key it echoes back cannot leak.
 */
import { inEnglish, say, type ServerText } from '../messages';
import { isObject, own } from './plumbing';

export interface ChatOptions {
  url?: string;
  apiKey?: string;
  model?: string;
  fetch?: typeof fetch;
}

export interface ModelConfig {
  url: string;
  model: string;
  apiKey?: string;
  fetch: typeof fetch;
}

export interface ModelTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why the model gave no answer, said to the user in their language. */
export class ModelError extends Error {
  constructor(readonly text: ServerText) {
    super(inEnglish(text));
  }
}

/** The usable configuration, or `undefined` when the URL or the model is missing. */
export function modelConfig(options: ChatOptions): ModelConfig | undefined {
  const url = options.url?.trim();
  const model = options.model?.trim();
  if (!url || !model) return undefined;
  const apiKey = options.apiKey?.trim();
  return { url: url.replace(/\/+$/, ''), model, ...(apiKey ? { apiKey } : {}), fetch: options.fetch ?? globalThis.fetch };
}

/** `choices[0][part].content` of a completion object (part = delta when streamed, message when not). */
function contentOf(payload: unknown, part: 'delta' | 'message'): string {
  if (!isObject(payload)) return '';
  if (own(payload, 'error') !== undefined) throw new ModelError(say('chat.model_reported_error'));
  const choices = own(payload, 'choices');
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const holder = isObject(first) ? own(first, part) : undefined;
  const content = isObject(holder) ? own(holder, 'content') : undefined;
  return typeof content === 'string' ? content : '';
}

const DONE = Symbol('done');

function parseLine(line: string): string | typeof DONE {
  const trimmed = line.trim();
  if (!trimmed.startsWith('data:')) return '';
  const payload = trimmed.slice(5).trim();
  if (payload === '[DONE]') return DONE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new ModelError(say('chat.model_malformed_stream'));
  }
  return contentOf(parsed, 'delta');
}

async function* deltas(response: Response): AsyncGenerator<string> {
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body: unknown = await response.json().catch(() => {
      throw new ModelError(say('chat.model_malformed_json'));
    });
    yield contentOf(body, 'message');
    return;
  }
  if (!response.body) throw new ModelError(say('chat.model_empty'));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const delta = parseLine(line);
        if (delta === DONE) return;
        if (delta !== '') yield delta;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Wraps read failures (abort, reset) so callers only ever see `ModelError`. */
async function* guarded(source: AsyncGenerator<string>, signal: AbortSignal): AsyncGenerator<string> {
  try {
    yield* source;
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError(say(signal.aborted ? 'chat.model_cancelled' : 'chat.model_interrupted'));
  }
}

/** Starts a streamed completion; resolves once the endpoint has answered with a success status. */
export async function openCompletion(config: ModelConfig, messages: readonly ModelTurn[], signal: AbortSignal): Promise<AsyncGenerator<string>> {
  let response: Response;
  try {
    response = await config.fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, stream: true }),
      signal,
    });
  } catch {
    throw new ModelError(say(signal.aborted ? 'chat.model_timeout' : 'chat.model_unreachable'));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ModelError(say('chat.model_http', { status: response.status }));
  }
  return guarded(deltas(response), signal);
}
