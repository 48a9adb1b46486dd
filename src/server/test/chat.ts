import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface ChatReply {
  id: string;
  content: string;
  actions?: string[];
}

/** Sends one chat message as the user and returns the assistant's stored reply (the stream's `done` event). */
export async function sendChat(app: FastifyInstance, cookie: string, content: string): Promise<ChatReply> {
  const res = await app.inject({ method: 'POST', url: '/api/chat', headers: { cookie }, payload: { role: 'user', content } });
  expect(res.statusCode, res.body).toBe(200);
  const done = res.body.split('\n\n').find((b) => b.startsWith('event: done'));
  return (JSON.parse(/^data: (.*)$/m.exec(done ?? '')?.[1] ?? 'null') as { message: ChatReply }).message;
}
