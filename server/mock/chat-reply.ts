/**
 * `POST /apps/chat/chats/:contactId/reply`: the persona answers the conversation so far.
 *
 * The answer is streamed to the browser as `text/event-stream`: `data: {"delta":"..."}` per
 * piece, then `data: {"done":true,"message":{...}}` once the whole answer has been saved in the
 * chat; a failure mid-way ends the stream with `data: {"error":"..."}` (nothing is saved).
 * Without a configured model the stream holds only the `done` event, whose message explains how
 * to configure one (that notice is not saved). Errors before the stream starts are plain JSON:
 * 404 unknown contact, 403 persona not yet open, 400 nothing to answer, 502 model endpoint failed.
 */
import type { Response, Router } from 'express';
import { say, speak } from '../messages';
import type { MockState } from './state';
import { ModelError, modelConfig, openCompletion, type ChatOptions, type ModelTurn } from './chat-model';
import { appendMessage, chatWith, contactOf, newMessage, profileOf, refuseClosed } from './chat-records';
import { HttpError, badRequest, route } from './plumbing';
import type { ChatContact, ChatProfile, DemoChat } from './types';

const MODEL_TIMEOUT_MS = 120_000;
const HISTORY_SIZE = 20;

export function systemPrompt(contact: ChatContact): string {
  return `You are ${contact.fullName}, an assistant persona in the chat of a back-office web application. ${contact.about} Answer briefly, in the language the user writes in.`;
}

/** The system prompt and the latest messages of the chat, as model turns. */
export function modelTurns(profile: ChatProfile, contact: ChatContact, chat: DemoChat): ModelTurn[] {
  const history = chat.chat
    .slice(-HISTORY_SIZE)
    .flatMap((m): ModelTurn[] =>
      m.senderId === profile.id ? [{ role: 'user', content: m.message }] : m.senderId === contact.id ? [{ role: 'assistant', content: m.message }] : [],
    );
  return [{ role: 'system', content: systemPrompt(contact) }, ...history];
}

/** Starts an event stream on `res`; the returned function sends one `data:` event. */
function eventStream(res: Response): (data: unknown) => void {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  return (data) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(`data: ${JSON.stringify(data)}\n\n`);
    // A compression middleware buffers unless told to flush.
    if ('flush' in res && typeof res.flush === 'function') res.flush();
  };
}

export function mountChatReply(router: Router, state: MockState, options: ChatOptions): void {
  router.post(
    '/apps/chat/chats/:contactId/reply',
    route(async (req, res) => {
      const contact = contactOf(state, req);
      refuseClosed(contact);
      const profile = profileOf(state);
      const chat = chatWith(state, contact.id);
      if (!chat || chat.chat.at(-1)?.senderId !== profile.id) throw badRequest(say('chat.nothing_to_answer'));

      const config = modelConfig(options);
      if (!config) {
        eventStream(res)({ done: true, message: newMessage(speak(res, say('chat.no_model')), contact.id, true) });
        res.end();
        return;
      }

      const cancel = new AbortController();
      res.on('close', () => cancel.abort());
      const signal = AbortSignal.any([cancel.signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)]);
      let pieces: AsyncGenerator<string>;
      try {
        pieces = await openCompletion(config, modelTurns(profile, contact, chat), signal);
      } catch (error) {
        throw new HttpError(502, error instanceof ModelError ? error.text : say('chat.model_failed'));
      }

      const send = eventStream(res);
      let answer = '';
      try {
        for await (const delta of pieces) {
          answer += delta;
          send({ delta });
        }
      } catch (error) {
        send({ error: speak(res, error instanceof ModelError ? error.text : say('chat.answer_failed')) });
        res.end();
        return;
      }
      if (answer.trim() === '') {
        send({ error: speak(res, say('chat.answer_empty')) });
        res.end();
        return;
      }
      for (const m of chat.chat) if (m.senderId === profile.id) m.feedback = { isSent: true, isDelivered: true, isSeen: true };
      const reply = newMessage(answer, contact.id, true);
      appendMessage(state, contact.id, reply);
      state.commit();
      send({ done: true, message: reply });
      res.end();
    }),
  );
}
