import { z } from 'zod';
import { shiftDate } from '../../../../shared/dates.js';
import { isoDateSchema } from '../../../../shared/schemas/common.js';
import { categorySchema, hourSchema, minuteSchema } from '../../../../shared/schemas/time-blocks.js';
import { MINUTE_STEP, startMinute } from '../../../../shared/time-block-constants.js';
import { blockEndMinute } from '../../../../shared/time-blocks-layout.js';
import { blockLines, changeBlockAction, dayWords, lengthWords, overlapsOf, timeRange } from '../actions.js';
import { words } from '../facts.js';
import type { AiContext } from '../provider.js';
import type { UndoStep } from '../understand/state.js';
import { targetOf, type BlockRow } from '../user-data.js';
import { listNames } from '../wording.js';
import { tool, toolMap, type ToolOutcome } from './tool.js';

const DAY_MINUTES = 24 * 60;

export const shiftBlocksSchema = z
  .object({
    date: isoDateSchema.describe('The day whose blocks move, yyyy-MM-dd'),
    fromHour: hourSchema.default(0).describe('Only blocks starting at or after this hour (0-23) move; 0 when left out'),
    fromMinute: minuteSchema.default(0).describe('With fromHour: the minute, 0-55 in steps of 5'),
    untilHour: z
      .number({ error: 'untilHour must be a number' })
      .int({ error: 'untilHour must be a whole hour' })
      .min(1, { error: 'untilHour must be between 1 and 24' })
      .max(24, { error: 'untilHour must be between 1 and 24' })
      .default(24)
      .describe('Only blocks starting before this hour (1-24) move; 24 when left out'),
    category: categorySchema.optional().describe('Only blocks of this category move (all when left out)'),
    minutes: z
      .number({ error: 'minutes is required' })
      .int({ error: 'minutes must be a whole number' })
      .min(-720, { error: 'minutes must be between -720 and 720' })
      .max(720, { error: 'minutes must be between -720 and 720' })
      .multipleOf(MINUTE_STEP, { error: `minutes must be a multiple of ${MINUTE_STEP}` })
      .refine((m) => m !== 0, { error: 'minutes must not be 0' })
      .describe('How far each block moves: later when positive, earlier when negative'),
  })
  .refine((v) => v.fromHour * 60 + v.fromMinute < v.untilHour * 60, { error: 'fromHour must be before untilHour', path: ['fromHour'] });
export type ShiftBlocks = z.infer<typeof shiftBlocksSchema>;

/** "an hour later", "30 minutes earlier". */
export const shiftWords = (ctx: AiContext, minutes: number) => `${lengthWords(ctx, Math.abs(minutes))} ${minutes > 0 ? 'later' : 'earlier'}`;

/** Why the shift cannot be made (a block would leave its day), or null. */
function shiftProblem(ctx: AiContext, rows: BlockRow[], minutes: number): string | null {
  const out = rows.filter((b) => startMinute(b) + minutes < 0 || startMinute(b) + minutes >= DAY_MINUTES);
  if (out.length === 0) return null;
  return `${listNames(out.map((b) => `"${b.title}"`))} would move out of ${words(ctx.fmt).shortDate(out[0].date)}; nothing changed. Move ${out.length === 1 ? 'it' : 'them'} to another day on its own.`;
}

const span = (input: ShiftBlocks) => input.fromHour === 0 && input.fromMinute === 0 && input.untilHour === 24;

function noneText(ctx: AiContext, input: ShiftBlocks): string {
  const from = span(input) ? '' : ` from ${ctx.fmt.hour(input.fromHour + input.fromMinute / 60)}`;
  return `There is nothing${from} ${dayWords(ctx, input.date)} to move; nothing changed.`;
}

/** The blocks of the day that start in the span, in planner order; or, when none can move, the answer saying why. */
async function blocksToShift(ctx: AiContext, input: ShiftBlocks): Promise<BlockRow[] | ToolOutcome> {
  const from = input.fromHour * 60 + input.fromMinute;
  const rows = (await ctx.data.blockRows(input.date, input.date)).filter(
    (b) => b.date === input.date && startMinute(b) >= from && startMinute(b) < input.untilHour * 60 && (!input.category || b.category === input.category),
  );
  if (rows.length === 0) return { ok: false, text: noneText(ctx, input) };
  const problem = shiftProblem(ctx, rows, input.minutes);
  return problem ? { ok: false, text: problem } : rows;
}

/** The blocks of the day that do not move but would meet one that does (one read for them all: they share a day). */
async function overlapNotes(ctx: AiContext, moved: BlockRow[]): Promise<string> {
  const ids = new Set(moved.map((b) => `${b.id}@${b.occurrence ?? ''}`));
  const around = await ctx.data.blockRows(shiftDate(moved[0].date, -1), shiftDate(moved[0].date, 1));
  const notes: string[] = [];
  for (const b of moved) {
    const others = (await overlapsOf(ctx, b, around)).filter((o) => !ids.has(`${o.id}@${o.occurrence ?? ''}`));
    for (const o of others) notes.push(`"${b.title}" now overlaps "${o.title}" (${timeRange(ctx, o)})`);
  }
  return notes.length ? ` Note: ${listNames(notes)}.` : '';
}

/** Moves the chosen blocks one by one through the same change as a single move, kept for one Undo. */
async function shiftAll(ctx: AiContext, rows: BlockRow[], minutes: number): Promise<ToolOutcome> {
  const undo: UndoStep[] = [];
  const moved: BlockRow[] = [];
  for (const b of rows) {
    const start = startMinute(b) + minutes;
    const done = await changeBlockAction(ctx, b, targetOf(b), { hour: Math.floor(start / 60), minute: start % 60 });
    if (!done.ok) continue;
    undo.push(...(done.meta?.undo ?? []));
    moved.push({ ...b, hour: Math.floor(start / 60), minute: start % 60 });
  }
  if (moved.length === 0) return { ok: false, text: 'None of those blocks could be moved; nothing changed.' };
  const lines = moved.map((b) => `• ${b.title}: now ${timeRange(ctx, b)}`).join('\n');
  const end = moved.at(-1)!;
  const past = blockEndMinute(end) > DAY_MINUTES ? ' (the last one now runs past midnight)' : '';
  return {
    ok: true,
    text: `Done: I moved ${moved.length === 1 ? 'the block' : `${words(ctx.fmt).count(moved.length)} blocks`} ${dayWords(ctx, moved[0].date)} ${shiftWords(ctx, minutes)}${past}:\n${lines}${await overlapNotes(ctx, moved)}\nSay "undo" to put them all back.`,
    meta: { undo },
  };
}

/** Moving several blocks of a day by the same amount ("everything after lunch an hour later"): listed, and one yes. */
export const SHIFT_TOOLS = toolMap(
  tool({
    name: 'shift_blocks',
    description:
      'Moves every block of one day that starts at or after a time (and before `untilHour`, when given) later or earlier by the same number of minutes, keeping their lengths: "push everything after lunch back an hour". Needs a confirmation; one Undo puts them all back.',
    input: shiftBlocksSchema,
    write: true,
    destructive: false,
    confirmVerb: 'move',
    async confirmation(ctx, input) {
      const rows = await blocksToShift(ctx, input);
      if (!Array.isArray(rows)) return rows;
      const n = rows.length;
      const summary = `${n === 1 ? 'this block' : `these ${words(ctx.fmt).count(n)} blocks`} ${shiftWords(ctx, input.minutes)}:\n${blockLines(
        ctx,
        rows.map((b) => ({ block: b, target: targetOf(b) })),
      )}`;
      return {
        ok: true,
        text: `This will move ${summary}\nShall I go ahead? Say "yes" to move ${n === 1 ? 'it' : 'them'} or "no" to keep ${n === 1 ? 'it' : 'them'} where ${n === 1 ? 'it is' : 'they are'}.`,
        meta: { pending: { op: 'tool', tool: 'shift_blocks', input: { ...input }, summary } },
      };
    },
    async run(ctx, input) {
      const rows = await blocksToShift(ctx, input);
      if (!Array.isArray(rows)) return rows;
      return shiftAll(ctx, rows, input.minutes);
    },
  }),
);
