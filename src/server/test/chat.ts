import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ChatAnswer, ChatMessage } from '../../shared/schemas/chat.js';

export type ChatReply = ChatMessage;

/**
 * Sends one chat message as the user, or a button's words with the answer it gives, and returns the assistant's
 * stored reply (the stream's `done` event).
 */
export async function sendChat(app: FastifyInstance, cookie: string, content: string, answer?: ChatAnswer): Promise<ChatReply> {
  const res = await app.inject({ method: 'POST', url: '/api/chat', headers: { cookie }, payload: { role: 'user', content, ...(answer ? { answer } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  const done = res.body.split('\n\n').find((b) => b.startsWith('event: done'));
  return (JSON.parse(/^data: (.*)$/m.exec(done ?? '')?.[1] ?? 'null') as { message: ChatReply }).message;
}
