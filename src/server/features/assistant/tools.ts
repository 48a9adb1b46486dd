import { z } from 'zod';
import { shiftDate } from '../../../shared/dates.js';
import { idSchema, isoDateSchema, text } from '../../../shared/schemas/common.js';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import {
  categorySchema,
  durationMinutesSchema,
  durationSchema,
  hourSchema,
  hoursToMinutes,
  minuteSchema,
  timeBlockFieldsSchema,
  timeBlockInputSchema,
  timeBlockQuerySchema,
  titleSchema,
} from '../../../shared/schemas/time-blocks.js';
import { formatBlockTime, hoursBlocked, piecesOn } from '../../../shared/time-blocks-layout.js';
import { startMinute } from '../../../shared/time-block-constants.js';
import {
  blockLines,
  changeBlockAction,
  changeProblem,
  createBlockAction,
  dayWords,
  deleteBlocksAction,
  timeRange,
  undoAction,
  type ActionResult,
  type BlockChange,
} from './actions.js';
import { words } from './facts.js';
import { AppError } from '../../errors.js';
import type { AiContext } from './provider.js';
import type { PendingChange } from './understand/state.js';
import { targetOf, type BlockRow, type BlockTarget } from './user-data.js';

import { GOAL_TOOLS } from './tools/goals.js';
import { HEALTH_TOOLS } from './tools/health.js';
import { PEOPLE_TOOLS } from './tools/people.js';
import { SHIFT_TOOLS } from './tools/blocks-shift.js';
import { TASK_TOOLS } from './tools/tasks.js';
import { tool, toolMap, type AnyTool, type ToolOutcome } from './tools/tool.js';

export type { AssistantTool, AnyTool, ToolOutcome } from './tools/tool.js';

const blockTargetShape = {
  id: idSchema.describe("The block's id, from get_schedule"),
  occurrence: isoDateSchema
    .optional()
    .describe(
      "For a repeating block: the occurrence's date (its `occurrence` in get_schedule) to change only that date; leave it out to change the block or its whole series",
    ),
};
const blockTargetSchema = z.object(blockTargetShape);

/** The Undo handle an action returns, checked as strictly when it comes back. */

const notFoundBlock = (target: BlockTarget): ToolOutcome => ({
  ok: false,
  text: `There is no block with id ${target.id}${target.occurrence ? ` on ${target.occurrence}` : ''}; read the schedule for current ids.`,
});

/** Moves or resizes the block, or that date of a series, named by the tool's input. */
/** A new length given in minutes or in hours (both must agree), as minutes. */
const lengthSchema = z.object({
  durationMinutes: durationMinutesSchema.optional().describe('New length in minutes, 5-720 in steps of 5'),
  duration: durationSchema.optional().describe('New length in hours (1.5 is 90 minutes); or give durationMinutes'),
}).shape;

function lengthOf(input: { durationMinutes?: number; duration?: number }): number | undefined {
  return input.durationMinutes ?? (input.duration === undefined ? undefined : hoursToMinutes(input.duration));
}

/** A move's change: a new hour without a minute starts on the hour. */
function moveChange(
  input: BlockTarget & { date?: string; hour?: number; minute?: number; durationMinutes?: number; duration?: number },
): BlockTarget & BlockChange {
  const durationMinutes = lengthOf(input);
  const minute = input.minute ?? (input.hour === undefined ? undefined : 0);
  return {
    ...targetOf(input),
    ...(input.date !== undefined ? { date: input.date } : {}),
    ...(input.hour !== undefined ? { hour: input.hour } : {}),
    ...(minute !== undefined ? { minute } : {}),
    ...(durationMinutes !== undefined ? { durationMinutes } : {}),
  };
}

async function changeTargetBlock(ctx: AiContext, input: BlockTarget, change: BlockChange): Promise<ToolOutcome | ActionResult> {
  const target = { id: input.id, occurrence: input.occurrence };
  const block = await ctx.data.block(target);
  if (!block) return notFoundBlock(target);
  return changeBlockAction(ctx, block, target, change);
}

/** A change to a block in one line: "Move "Gym" from today (…) 6 pm – 7 pm to tomorrow (…) 7 pm – 8 pm". */
async function changePreview(ctx: AiContext, target: BlockTarget, change: BlockChange): Promise<string> {
  const block = await ctx.data.block({ id: target.id, occurrence: target.occurrence });
  if (!block) return 'Change a block that is no longer there';
  const after = { ...block, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) };
  const retimed = after.date !== block.date || after.hour !== block.hour || after.minute !== block.minute || after.durationMinutes !== block.durationMinutes;
  const was = `"${block.title}" from ${dayWords(ctx, block.date)} ${timeRange(ctx, block)}`;
  const parts = [
    ...(retimed ? [`to ${dayWords(ctx, after.date)} ${ctx.fmt.hourRange(startMinute(after) / 60, (startMinute(after) + after.durationMinutes) / 60)}`] : []),
    ...(change.title && change.title !== block.title ? [`renamed "${change.title}"`] : []),
    ...(change.category && change.category !== block.category ? [`as a ${change.category} block`] : []),
  ];
  return `${retimed ? 'Move' : 'Change'} ${retimed ? was : `"${block.title}" (${dayWords(ctx, block.date)})`} ${parts.join(', ')}`.trim();
}

/** A change that waits for a yes: nothing is done, and `pending` is what a yes runs. */
function waitForYes(text: string, pending: PendingChange): ToolOutcome {
  return { ok: true, text, meta: { pending } };
}

async function findTargets(ctx: AiContext, targets: BlockTarget[]): Promise<{ found: { block: BlockRow; target: BlockTarget }[] } | { missing: BlockTarget }> {
  const found: { block: BlockRow; target: BlockTarget }[] = [];
  for (const target of targets) {
    const block = await ctx.data.block(target);
    if (!block) return { missing: target };
    found.push({ block, target });
  }
  return { found };
}

function deletePreview(ctx: AiContext, found: { block: BlockRow; target: BlockTarget }[], what?: string): ToolOutcome {
  const n = found.length;
  const summary = `${what ?? (n === 1 ? 'the block' : `these ${words(ctx.fmt).count(n)} blocks`)}:\n${blockLines(ctx, found)}`;
  const targets = found.map(({ target }) => targetOf(target));
  return waitForYes(`This will delete ${summary}\nShall I go ahead? Say "yes" to delete or "no" to keep ${n === 1 ? 'it' : 'them'}.`, {
    op: 'tool',
    tool: 'delete_blocks',
    input: { blocks: targets },
    summary,
  });
}

/** A change to a whole series moves every occurrence: it waits for a yes. */
async function seriesChangeConfirmation(ctx: AiContext, tool: string, input: BlockTarget & BlockChange, verb: string): Promise<ToolOutcome | null> {
  if (input.occurrence !== undefined) return null;
  const block = await ctx.data.block(input);
  if (!block || block.rrule === null) return null;
  const problem = changeProblem(block, input, input);
  if (problem) return { ok: false, text: problem };
  const summary = `every occurrence of "${block.title}" (repeating from ${words(ctx.fmt).shortDate(block.date)}, ${timeRange(ctx, block)})`;
  return waitForYes(`This will ${verb} ${summary}.\nShall I go ahead? Say "yes" to change them all or "no" to keep them.`, {
    op: 'tool',
    tool,
    input: { ...input },
    summary,
  });
}

/** The tools for time blocks: reading the schedule, adding, moving, resizing, editing, deleting and clearing a day. */
const BLOCK_TOOLS = toolMap(
  tool({
    name: 'get_schedule',
    description:
      "The user's time blocks for one date, or for a range of at most 42 days (from, to), with each day's blocked hours. A block that runs past midnight shows on the next day too. Repeating blocks appear once per occurrence with their `occurrence` date.",
    input: timeBlockQuerySchema,
    write: false,
    destructive: false,
    async run(ctx, input) {
      const from = input.date ?? input.from!;
      const to = input.date ?? input.to!;
      const blocks = await ctx.data.blockRows(shiftDate(from, -1), to);
      const days = [];
      for (let d = from; d <= to; d = shiftDate(d, 1)) {
        const pieces = piecesOn(blocks, d).map((p) => ({
          id: p.block.id,
          occurrence: p.block.occurrence,
          repeats: p.block.rrule,
          date: p.block.date,
          hour: p.block.hour,
          minute: p.block.minute,
          duration: p.block.duration,
          durationMinutes: p.block.durationMinutes,
          title: p.block.title,
          category: p.block.category,
          time: formatBlockTime(p.block, ctx.fmt),
          continuedFromPreviousDay: p.continued,
        }));
        days.push({ date: d, hoursBlocked: hoursBlocked(blocks, d), blocks: pieces });
      }
      const total = days.reduce((n, d) => n + d.blocks.length, 0);
      return { ok: true, text: `${words(ctx.fmt).plural(total, 'time block')} from ${from} to ${to}.`, data: input.date ? days[0] : { from, to, days } };
    },
  }),
  tool({
    name: 'add_block',
    description:
      'Creates a time block. `hour` is 0-23 (24-hour clock) and `minute` 0-55 in steps of 5 (9:30 is hour 9, minute 30); the length is `durationMinutes` (5-720, steps of 5) or `duration` in hours (1.5); category focus, meeting, break or completed (focus when left out). `rrule` (an RFC 5545 rule such as FREQ=WEEKLY;BYDAY=MO) makes it repeat from `date`.',
    input: timeBlockFieldsSchema.extend({ category: categorySchema.default('focus') }).pipe(timeBlockInputSchema),
    write: true,
    destructive: false,
    async preview(ctx, input) {
      const length = input.durationMinutes ?? 60;
      const start = input.hour * 60 + (input.minute ?? 0);
      return `Add a ${input.category} block "${input.title}" ${dayWords(ctx, input.date)}, ${ctx.fmt.hourRange(start / 60, (start + length) / 60)}${input.rrule ? ', repeating' : ''}`;
    },
    run: (ctx, input) => createBlockAction(ctx, input),
  }),
  tool({
    name: 'move_block',
    description:
      'Moves a block to another date and/or start time (`hour` 0-23, `minute` 0-55 in steps of 5), optionally with a new length. With `occurrence`, only that date of a repeating block moves; without it the whole series moves to the new time, which needs a confirmation.',
    input: blockTargetSchema
      .extend({
        date: isoDateSchema.optional().describe('New date, yyyy-MM-dd'),
        hour: hourSchema.optional().describe('New start hour, 0-23'),
        minute: minuteSchema.optional().describe('New start minute, 0-55 in steps of 5 (0 when a new hour is given without it)'),
        ...lengthSchema,
      })
      .refine((v) => v.date !== undefined || v.hour !== undefined || v.minute !== undefined, { error: 'Give a new date or time', path: ['date'] }),
    write: true,
    destructive: false,
    async confirmation(ctx, input) {
      return seriesChangeConfirmation(ctx, 'move_block', moveChange(input), 'move');
    },
    preview: (ctx, input) => changePreview(ctx, input, moveChange(input)),
    run: (ctx, input) => changeTargetBlock(ctx, input, moveChange(input)),
  }),
  tool({
    name: 'resize_block',
    description:
      'Changes how long a block lasts: `durationMinutes` (5-720, steps of 5) or `duration` in hours (0.25-12). With `occurrence`, only that date of a repeating block; without it the whole series, which needs a confirmation.',
    input: blockTargetSchema.extend(lengthSchema).refine((v) => lengthOf(v) !== undefined, { error: 'Give the new length', path: ['durationMinutes'] }),
    write: true,
    destructive: false,
    async confirmation(ctx, input) {
      return seriesChangeConfirmation(ctx, 'resize_block', { ...targetOf(input), durationMinutes: lengthOf(input) }, 'resize');
    },
    preview: (ctx, input) => changePreview(ctx, input, { durationMinutes: lengthOf(input) }),
    run: (ctx, input) => changeTargetBlock(ctx, input, { durationMinutes: lengthOf(input) }),
  }),
  tool({
    name: 'edit_block',
    description: 'Renames a block or changes its category. With `occurrence`, only that date of a repeating block; without it the block or its whole series.',
    input: blockTargetSchema
      .extend({
        title: titleSchema.optional().describe('New title'),
        category: categorySchema.optional().describe('New category: focus, meeting, break or completed'),
      })
      .refine((v) => v.title !== undefined || v.category !== undefined, { error: 'Give a new title or category', path: ['title'] }),
    write: true,
    destructive: false,
    preview: (ctx, input) => changePreview(ctx, input, { title: input.title, category: input.category }),
    run: (ctx, input) => changeTargetBlock(ctx, input, { title: input.title, category: input.category }),
  }),
  tool({
    name: 'delete_blocks',
    description:
      'Deletes blocks (each can be restored with Undo). With `occurrence`, only that date of a repeating block; without it the block or its whole series. Always needs a confirmation.',
    input: z.object({ blocks: z.array(blockTargetSchema).min(1, { error: 'Name at least one block' }).max(50, { error: 'At most 50 blocks at once' }) }),
    write: true,
    destructive: true,
    async confirmation(ctx, input) {
      const found = await findTargets(ctx, input.blocks);
      if ('missing' in found) return notFoundBlock(found.missing);
      return deletePreview(ctx, found.found);
    },
    async preview(ctx, input) {
      const found = await findTargets(ctx, input.blocks);
      if ('missing' in found) return 'Delete a block that is no longer there';
      return `Delete ${found.found.map(({ block }) => `"${block.title}" ${dayWords(ctx, block.date)}, ${timeRange(ctx, block)}`).join('; ')}`;
    },
    async run(ctx, input) {
      return deleteBlocksAction(ctx, input.blocks);
    },
  }),
  tool({
    name: 'clear_day',
    description: 'Deletes every block on a date (for a repeating block, only its occurrence that day). Always needs a confirmation.',
    input: z.object({ date: isoDateSchema }),
    write: true,
    destructive: true,
    async confirmation(ctx, input) {
      const rows = (await ctx.data.blockRows(input.date, input.date)).filter((b) => b.date === input.date);
      if (rows.length === 0) return { ok: false, text: `Nothing is planned for ${ctx.fmt.date(input.date, 'long')}, so there is nothing to clear.` };
      const found = rows.map((block) => ({ block, target: targetOf(block) }));
      return deletePreview(ctx, found, `every block on ${ctx.fmt.date(input.date, 'long')} (${words(ctx.fmt).count(rows.length)})`);
    },
    async run(ctx, input) {
      const rows = (await ctx.data.blockRows(input.date, input.date)).filter((b) => b.date === input.date);
      if (rows.length === 0) return { ok: false, text: `Nothing is planned for ${ctx.fmt.date(input.date, 'long')}, so there is nothing to clear.` };
      return deleteBlocksAction(ctx, rows.map(targetOf));
    },
  }),
);

/** Reverses another tool's change, from the handle it gave; the chat does this itself, so no model is offered it. */
const UNDO_TOOL = tool({
  name: 'undo_change',
  description: `Reverses a change another tool made: pass the \`undo\` handle of its result. A handle works once, within ${UNDO_KEEP_MS / 60_000} minutes. What has changed since is left as it is.`,
  input: z.object({ undo: text({ error: 'Pass the undo handle of a result' }).min(1, { error: 'Pass the undo handle of a result' }).max(100) }),
  write: true,
  destructive: false,
  forModel: false,
  async run(ctx, input) {
    const steps = await ctx.undoHandles.redeem(input.undo);
    if (!steps)
      return {
        ok: false,
        text: `That undo handle is not one this server gave you, was used already or is older than ${UNDO_KEEP_MS / 60_000} minutes: nothing was changed.`,
      };
    return undoAction(ctx, steps);
  },
});

/** Every tool by name, by domain: one registry for the built-in assistant, the openai provider and MCP. */
export const REGISTRY = { ...BLOCK_TOOLS, ...SHIFT_TOOLS, ...HEALTH_TOOLS, ...PEOPLE_TOOLS, ...GOAL_TOOLS, ...TASK_TOOLS, undo_change: UNDO_TOOL };
export type ToolName = keyof typeof REGISTRY;

/** The input a tool takes, as its schema reads it (defaults filled in). */
export type ToolInput<N extends ToolName> = z.output<(typeof REGISTRY)[N]['input']>;

/**
 * A call of one tool with its input already typed: what the built-in assistant makes of a message, run as it is,
 * never turned back into loose input to be read again. `words` are the words of the message it stands on.
 */
export type ToolCall = { [N in ToolName]: { tool: N; input: ToolInput<N>; words?: string } }[ToolName];

export const TOOLS: AnyTool[] = Object.values(REGISTRY);

export const TOOL_NAMES = TOOLS.map((t) => t.name);
/** The tools a model is offered in the chat. */
export const MODEL_TOOL_NAMES = TOOLS.filter((t) => t.forModel !== false).map((t) => t.name);

export function findTool(name: string): AnyTool | undefined {
  return TOOLS.find((t) => t.name === name);
}

const toolOf = (call: ToolCall) => REGISTRY[call.tool] as unknown as AnyTool;

/** The tool's input as JSON Schema, for a model's function tools and MCP clients. */
export function toolJsonSchema(t: AnyTool): Record<string, unknown> {
  const { $schema: _schema, ...schema } = z.toJSONSchema(t.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return schema;
}

/** "date: Date must be yyyy-MM-dd; hour: …" */
export function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/**
 * Runs a tool after checking its input with its schema. A tool that needs a confirmation returns the question and
 * what a yes would run (meta.pending), and changes nothing, unless `confirmed`.
 */
export async function runTool(ctx: AiContext, name: string, rawInput: unknown, options: { confirmed?: boolean } = {}): Promise<ToolOutcome> {
  const t = findTool(name);
  if (!t) return { ok: false, text: `There is no tool called ${name}.` };
  const parsed = t.input.safeParse(rawInput ?? {});
  if (!parsed.success) return { ok: false, text: `Invalid arguments for ${name}: ${issuesText(parsed.error)}.` };
  return runChecked(ctx, t, parsed.data, options);
}

/** Runs a typed call as it is: its input was made to the tool's own type, so it is not read again. */
export async function runCall(ctx: AiContext, call: ToolCall, options: { confirmed?: boolean } = {}): Promise<ToolOutcome> {
  return runChecked(ctx, toolOf(call), call.input, options);
}

/**
 * What a typed call would do, in one line, for a proposal: its tool's preview, or else what the tool's own question
 * before a yes lists ("Move these 2 blocks 1 hour later: …").
 */
export async function previewCall(ctx: AiContext, call: ToolCall): Promise<string> {
  const t = toolOf(call);
  if (t.preview) return t.preview(ctx, call.input);
  const asked = t.confirmation ? await t.confirmation(ctx, call.input) : null;
  const summary = asked?.meta?.pending?.summary;
  if (!summary) return asked?.text ?? t.description;
  const verb = t.confirmVerb ?? (t.destructive ? 'delete' : 'change');
  return `${verb[0].toUpperCase()}${verb.slice(1)} ${summary.replace(/\n• /, ' ').replace(/\n• /g, '; ')}`;
}

/** Whether a typed call waits for a yes whatever the words said: deleting, clearing, moving a whole series. */
export async function callNeedsYes(ctx: AiContext, call: ToolCall): Promise<ToolOutcome | null> {
  const t = toolOf(call);
  return t.confirmation ? t.confirmation(ctx, call.input) : null;
}

async function runChecked(ctx: AiContext, t: AnyTool, input: unknown, options: { confirmed?: boolean }): Promise<ToolOutcome> {
  try {
    if (t.confirmation && !options.confirmed) {
      const question = await t.confirmation(ctx, input);
      if (question) return question;
    }
    return await t.run(ctx, input);
  } catch (error) {
    // What a service refuses (a rule that yields no date…) is an answer, never a failure of the reply.
    if (error instanceof AppError && error.statusCode < 500) return { ok: false, text: `Invalid arguments for ${t.name}: ${error.message}.` };
    throw error;
  }
}

/** A tool's outcome as a model or an MCP client reads it. */
export function toolResultJson(outcome: ToolOutcome): Record<string, unknown> {
  if (outcome.meta?.pending) return { ok: false, needsConfirmation: true, text: outcome.text, summary: outcome.meta.pending.summary };
  return {
    ok: outcome.ok,
    text: outcome.text,
    ...(outcome.data !== undefined ? { data: outcome.data } : {}),
  };
}
