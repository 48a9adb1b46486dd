import { z } from 'zod';
import { text } from './common.js';

export const CHAT_MESSAGE_MAX = 4000;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** Buttons under an assistant message: each sends the word itself ("undo", "yes", "no") as the next message. */
export const CHAT_ACTIONS = ['undo', 'confirm', 'cancel'] as const;
export const chatActionSchema = z.enum(CHAT_ACTIONS);
export type ChatAction = z.infer<typeof chatActionSchema>;
export const CHAT_ACTION_MESSAGE: Record<ChatAction, string> = { undo: 'undo', confirm: 'yes', cancel: 'no' };

export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
  /** Present on an assistant message that changed data (undo) or waits for a yes (confirm, cancel). */
  actions: z.array(chatActionSchema).optional(),
  /** The answers offered to the question the latest assistant message asks ("Which one?"): each button sends its words. */
  choices: z.array(z.string()).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatHistorySchema = z.array(chatMessageSchema);

/** Body of POST /api/chat; the dialog's input validates with it too. */
export const sendChatMessageSchema = z.object({
  role: z.literal('user', { error: 'Role must be user' }),
  content: text({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(CHAT_MESSAGE_MAX, { error: `Message must be at most ${CHAT_MESSAGE_MAX} characters` }),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

/**
 * POST /api/chat answers text/event-stream: `delta` events carry the reply's text as it is produced,
 * then one `done` event carries the stored assistant message (its content is exactly the deltas joined),
 * or one `error` event if the reply could not be stored.
 */
export const chatDeltaEventSchema = z.object({ text: z.string() });
export const chatDoneEventSchema = z.object({ message: chatMessageSchema });
export const chatErrorEventSchema = z.object({ message: z.string() });
export type ChatStreamEvent =
  | { event: 'delta'; data: z.infer<typeof chatDeltaEventSchema> }
  | { event: 'done'; data: z.infer<typeof chatDoneEventSchema> }
  | { event: 'error'; data: z.infer<typeof chatErrorEventSchema> };
