import { z } from 'zod';
import { text } from './common.js';

export const CHAT_MESSAGE_MAX = 4000;

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** Buttons under an assistant message: each sends its own word as the next message, Confirm and Cancel with the answer. */
export const CHAT_ACTIONS = ['undo', 'confirm', 'cancel'] as const;
export const chatActionSchema = z.enum(CHAT_ACTIONS);
export type ChatAction = z.infer<typeof chatActionSchema>;
export const CHAT_ACTION_MESSAGE: Record<ChatAction, string> = { undo: 'undo', confirm: 'Confirm', cancel: 'Cancel' };

/**
 * A change the assistant proposes instead of making it at once: each change it would make, in words. Confirm makes
 * them all (with one Undo), Cancel none; with `choices` beside it, "Change…" offers the other ways an open choice
 * could go, each button making that change instead.
 */
export const chatProposalSchema = z.object({
  changes: z.array(z.string()).min(1),
});
export type ChatProposal = z.infer<typeof chatProposalSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
  /** Present on an assistant message that changed data (undo) or waits for a yes (confirm, cancel). */
  actions: z.array(chatActionSchema).optional(),
  /**
   * The answers offered to the question the latest assistant message asks ("Which one?"), each a button; beside a
   * proposal, the other ways its open choice could go, behind "Change…".
   */
  choices: z.array(z.string()).optional(),
  /** On the latest assistant message, the changes it proposes and waits for Confirm or Cancel to make. */
  proposal: chatProposalSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatHistorySchema = z.array(chatMessageSchema);

/**
 * A button pressed under an assistant message, sent with the button's words as the message: Confirm or Cancel under
 * a proposal, or one of its `choices` by its place (0 first). Only the latest assistant message can be answered.
 */
export const chatAnswerSchema = z.discriminatedUnion('action', [
  z.object({ messageId: z.string().min(1, { error: 'Name the message answered' }), action: z.literal('confirm') }),
  z.object({ messageId: z.string().min(1, { error: 'Name the message answered' }), action: z.literal('cancel') }),
  z.object({
    messageId: z.string().min(1, { error: 'Name the message answered' }),
    action: z.literal('choose'),
    choice: z.number({ error: 'Choice must be a number' }).int({ error: 'Choice must be a whole number' }).min(0, { error: 'Choice must be 0 or more' }),
  }),
]);
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/** Body of POST /api/chat; the dialog's input validates with it too. */
export const sendChatMessageSchema = z.object({
  role: z.literal('user', { error: 'Role must be user' }),
  content: text({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(CHAT_MESSAGE_MAX, { error: `Message must be at most ${CHAT_MESSAGE_MAX} characters` }),
  /** The button the message answers, when it was a press rather than typed words. */
  answer: chatAnswerSchema.optional(),
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
