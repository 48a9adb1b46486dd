import { z } from 'zod';
import { text } from './common.js';
import { createTaskSchema } from './tasks.js';
import { durationMinutesSchema, minuteSchema, timeBlockFieldsSchema } from './time-blocks.js';

/** A one-line add is a line, not a message: the palette and the one-line adds send at most this many characters. */
export const READ_TEXT_MAX = 500;
/** Where a line was typed, when that says what it may be: see `as` below. */
export const READ_AS = ['task', 'new-task'] as const;
export type ReadAs = (typeof READ_AS)[number];
/** How many changes one reading may apply at once. */
export const READ_CHANGES_MAX = 20;

/** Body of POST /api/assistant/read. */
export const readTextSchema = z.object({
  text: text({ error: 'Text is required' })
    .trim()
    .min(1, { error: 'Text is required' })
    .max(READ_TEXT_MAX, { error: `Text must be at most ${READ_TEXT_MAX} characters` }),
  /**
   * `task`: typed where tasks are added, so a line the assistant would change nothing with means "add a task: <text>";
   * `new-task`: typed where only a task can be added (a person's or goal's card), so the line is always read that way.
   */
  as: z.enum(READ_AS, { error: 'As must be task or new-task' }).optional(),
});
export type ReadTextInput = z.infer<typeof readTextSchema>;

/** A new block exactly as POST /api/time-blocks takes it. */
const readBlockSchema = timeBlockFieldsSchema.omit({ duration: true }).extend({ minute: minuteSchema, durationMinutes: durationMinutesSchema });

const toolCallShape = {
  tool: z.string().min(1).max(50),
  input: z.record(z.string(), z.unknown()),
};

/**
 * One change the assistant's understanding would make of the text, with its one-line summary. A new block or task
 * carries the body of its own route; every change also carries the assistant's tool call, which
 * POST /api/assistant/apply runs as it is.
 */
export const readChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add-block'), summary: z.string(), block: readBlockSchema, ...toolCallShape }),
  z.object({ kind: z.literal('add-task'), summary: z.string(), task: createTaskSchema, ...toolCallShape }),
  z.object({ kind: z.literal('change'), summary: z.string(), ...toolCallShape }),
]);
export type ReadChange = z.infer<typeof readChangeSchema>;

/**
 * What the text means to the assistant, changing nothing: the changes it would make, whether it would make them at
 * once (`sure`) or ask first, and, when it would change nothing, what it would say instead (`message`).
 */
export const readingSchema = z.object({
  changes: z.array(readChangeSchema),
  sure: z.boolean(),
  message: z.string().nullable(),
});
export type Reading = z.infer<typeof readingSchema>;

/** Body of POST /api/assistant/apply: the changes of a reading, as they were read. */
export const applyChangesSchema = z.object({
  changes: z
    .array(z.object(toolCallShape), { error: 'Changes must be a list' })
    .min(1, { error: 'Send at least one change' })
    .max(READ_CHANGES_MAX, { error: `Send at most ${READ_CHANGES_MAX} changes` }),
});
export type ApplyChangesInput = z.infer<typeof applyChangesSchema>;

/** What applying did, in the assistant's words, and the handle that undoes all of it (null when nothing changed). */
export const appliedSchema = z.object({ ok: z.boolean(), text: z.string(), undo: z.string().nullable() });
export type Applied = z.infer<typeof appliedSchema>;

/** Body of POST /api/assistant/undo. */
export const undoAppliedSchema = z.object({ undo: text({ error: 'Undo is required' }).min(1, { error: 'Undo is required' }).max(100) });
