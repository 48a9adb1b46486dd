import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ChatAnswer, ChatMessage } from '../../shared/schemas/chat.js';
import type { Db } from '../db/database.js';
import { timeBlocks } from '../db/schema/index.js';

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

/** Presses Confirm or Cancel under the proposal `messageId`, as the chat's buttons do. */
export const pressChat = (app: FastifyInstance, cookie: string, messageId: string, action: 'confirm' | 'cancel') =>
  sendChat(app, cookie, action === 'confirm' ? 'Confirm' : 'Cancel', { messageId, action });

/** The user's stored blocks in (date, start) order, with the start in minutes after midnight. */
export async function storedBlocks(db: Db, userId: string) {
  const rows = await db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId));
  return rows
    .map((r) => ({ date: r.date, start: r.hour * 60 + r.minute, minutes: r.durationMinutes, title: r.title }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
}
