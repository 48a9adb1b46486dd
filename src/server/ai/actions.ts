import { z } from 'zod';
import { shiftDate } from '../../shared/dates.js';
import { isoDateSchema } from '../../shared/schemas/common.js';
import { interactionTypeSchema, type InteractionType } from '../../shared/schemas/relationships.js';
import { DURATION_MAX, timeBlockInputSchema } from '../../shared/schemas/time-blocks.js';
import { blockEnd, HOURS_PER_DAY } from '../../shared/time-blocks-layout.js';
import { listNames, words } from './facts.js';
import type { AiContext } from './provider.js';
import { findPerson } from './understand/people.js';
import type { ChatMeta, UndoStep } from './understand/state.js';
import type { BlockRow } from './user-data.js';

export type ActionResult = { ok: true; text: string; meta?: ChatMeta } | { ok: false; text: string; meta?: ChatMeta };

export const createBlockArgsSchema = timeBlockInputSchema;

export const WHOLE_HOURS = 'Time blocks start and end on the hour, so please give whole hours (for example "block 9 to 11").';

/** "today (Wednesday 4 March)", "tomorrow (…)", or the long date. */
export function dayWords(ctx: AiContext, date: string): string {
  const { longDate } = words(ctx.fmt);
  if (date === ctx.today) return `today (${longDate(date)})`;
  if (date === shiftDate(ctx.today, 1)) return `tomorrow (${longDate(date)})`;
  return longDate(date);
}

function span(ctx: AiContext, b: Pick<BlockRow, 'hour' | 'duration'>): string {
  const nextDay = blockEnd(b) > HOURS_PER_DAY ? ' the next day' : '';
  return `from ${ctx.fmt.hour(b.hour)} to ${ctx.fmt.hour(blockEnd(b))}${nextDay} (${words(ctx.fmt).plural(b.duration, 'hour')})`;
}

/** The other blocks that share an hour with this one, the day before's late blocks included. */
export async function overlapsOf(ctx: AiContext, block: Pick<BlockRow, 'date' | 'hour' | 'duration'> & { id?: string }): Promise<BlockRow[]> {
  const around = await ctx.data.blockRows(shiftDate(block.date, -1), shiftDate(block.date, 1));
  const abs = (b: Pick<BlockRow, 'date' | 'hour'>) => (b.date < block.date ? -24 : b.date > block.date ? 24 : 0) + b.hour;
  const start = block.hour;
  const end = start + block.duration;
  return around.filter((b) => b.id !== block.id && abs(b) < end && abs(b) + b.duration > start);
}

export async function overlapNote(ctx: AiContext, block: BlockRow): Promise<string> {
  const others = await overlapsOf(ctx, block);
  if (others.length === 0) return '';
  const names = others.map((o) => `"${o.title}" (${ctx.fmt.hourRange(o.hour, blockEnd(o))}${o.date !== block.date ? `, ${words(ctx.fmt).shortDate(o.date)}` : ''})`);
  return ` Note: it overlaps ${listNames(names)}.`;
}

/** Creates a time block after the same validation as the time-blocks API, and says exactly what it did. */
export async function createBlockAction(ctx: AiContext, args: unknown): Promise<ActionResult> {
  const parsed = createBlockArgsSchema.safeParse(args);
  if (!parsed.success) {
    return { ok: false, text: `I could not create that block: ${parsed.error.issues.map((i) => i.message).join('; ')}.` };
  }
  const b = await ctx.data.createBlock(parsed.data);
  return {
    ok: true,
    text: `Done: I added a ${b.category} block "${b.title}" ${dayWords(ctx, b.date)} ${span(ctx, b)}.${await overlapNote(ctx, b)}`,
    meta: { undo: [{ op: 'delete-block', id: b.id }], blockId: b.id },
  };
}

/** Moves or resizes one block; the reply names the block, where it was and where it is now. */
export async function changeBlockAction(ctx: AiContext, block: BlockRow, change: { date?: string; hour?: number; duration?: number }): Promise<ActionResult> {
  const next = { date: change.date ?? block.date, hour: change.hour ?? block.hour, duration: change.duration ?? block.duration };
  const parsed = createBlockArgsSchema.pick({ date: true, hour: true, duration: true }).safeParse(next);
  if (!parsed.success) return { ok: false, text: `I could not change "${block.title}": ${parsed.error.issues.map((i) => i.message).join('; ')}.` };
  if (next.date === block.date && next.hour === block.hour && next.duration === block.duration) {
    return { ok: false, text: `"${block.title}" is already ${dayWords(ctx, block.date)} ${span(ctx, block)}; nothing changed.`, meta: { blockId: block.id } };
  }
  const updated = await ctx.data.updateBlock(block.id, parsed.data);
  if (!updated) return { ok: false, text: `I couldn't find "${block.title}" any more; it may have been deleted.` };
  const verb = next.date === block.date && next.hour === block.hour ? 'resized' : 'moved';
  return {
    ok: true,
    text: `Done: I ${verb} "${updated.title}" from ${dayWords(ctx, block.date)} ${span(ctx, block)} to ${dayWords(ctx, updated.date)} ${span(ctx, updated)}.${await overlapNote(ctx, updated)}`,
    meta: { undo: [{ op: 'update-block', id: block.id, before: { date: block.date, hour: block.hour, duration: block.duration } }], blockId: block.id },
  };
}

/** Asks before deleting: the reply lists the blocks and waits for a yes. */
export function confirmDeleteAction(ctx: AiContext, blocks: BlockRow[], what: string): ActionResult {
  const lines = blocks.map((b) => `• ${ctx.fmt.hourRange(b.hour, blockEnd(b))} ${b.title} (${b.category}), ${words(ctx.fmt).shortDate(b.date)}`);
  const summary = `${what}:\n${lines.join('\n')}`;
  return {
    ok: true,
    text: `This will delete ${summary}\nShall I go ahead? Say "yes" to delete or "no" to keep ${blocks.length === 1 ? 'it' : 'them'}.`,
    meta: { pending: { op: 'delete-blocks', ids: blocks.map((b) => b.id), summary } },
  };
}

export async function deleteBlocksAction(ctx: AiContext, ids: string[]): Promise<ActionResult> {
  const gone: BlockRow[] = [];
  for (const id of ids) {
    const block = await ctx.data.block(id);
    if (block && (await ctx.data.removeBlock(id))) gone.push(block);
  }
  if (gone.length === 0) return { ok: false, text: 'Those blocks are already gone; nothing was deleted.' };
  const names = gone.map((b) => `"${b.title}" (${words(ctx.fmt).shortDate(b.date)}, ${ctx.fmt.hourRange(b.hour, blockEnd(b))})`);
  return {
    ok: true,
    text: `Done: I deleted ${gone.length === 1 ? 'the block' : `${words(ctx.fmt).count(gone.length)} blocks`} ${listNames(names)}.`,
    meta: { undo: gone.map((b) => ({ op: 'restore-block', id: b.id })) },
  };
}

export const logInteractionArgsSchema = z.object({
  name: z.string().trim().min(1),
  type: interactionTypeSchema,
  date: isoDateSchema.optional(),
  notes: z.string().trim().max(2000).default(''),
});

const TYPE_NOUN: Record<InteractionType, string> = { call: 'a call', message: 'a message', meeting: 'a meeting' };

export async function logInteractionAction(ctx: AiContext, args: unknown): Promise<ActionResult> {
  const parsed = logInteractionArgsSchema.safeParse(args);
  if (!parsed.success) return { ok: false, text: 'I need a name and a type (call, message or meeting) to log an interaction.' };
  const { name, type, notes } = parsed.data;
  const date = parsed.data.date ?? ctx.today;
  if (date > ctx.today) return { ok: false, text: 'I can only log interactions that have already happened.' };
  const match = findPerson(await ctx.data.people(), name);
  if ('none' in match) return { ok: false, text: `I couldn't find anyone called "${name}" in your relationships. Add them on the Relationships page first.` };
  if ('many' in match) {
    return { ok: false, text: `More than one person matches "${name}": ${listNames(match.many.map((p) => p.name))}. Which one did you mean? Say, for example, "I called ${match.many[0].name}".` };
  }
  const { person } = match;
  const { shortDate } = words(ctx.fmt);
  const id = await ctx.data.logInteraction(person.id, { date, type, notes });
  if (!id) return { ok: false, text: `I couldn't find anyone called "${name}" in your relationships.` };
  const last = person.lastContact && person.lastContact > date ? person.lastContact : date;
  const undo: UndoStep = { op: 'delete-interaction', id, relationshipId: person.id, lastContact: person.lastContact };
  return {
    ok: true,
    text: `Done: I logged ${TYPE_NOUN[type]} with ${person.name} on ${shortDate(date)}${date === ctx.today ? ' (today)' : ''}. Last contact is now ${shortDate(last)}.`,
    meta: { undo: [undo] },
  };
}

export async function goalProgressAction(ctx: AiContext, goalName: string, progress: number): Promise<ActionResult> {
  if (!Number.isInteger(progress) || progress < 0 || progress > 100) return { ok: false, text: 'Progress is a whole percentage from 0 to 100.' };
  const goals = await ctx.data.goals();
  const match = findPerson(goals.map((g) => ({ id: g.id, name: g.title, notes: '' })), goalName);
  if ('none' in match) return { ok: false, text: `I couldn't find a goal called "${goalName}". Your goals: ${listNames(goals.map((g) => g.title)) || 'none yet'}.` };
  if ('many' in match) return { ok: false, text: `More than one goal matches "${goalName}": ${listNames(match.many.map((g) => g.name))}. Which one did you mean?` };
  const before = goals.find((g) => g.id === match.person.id)!;
  const updated = await ctx.data.setGoalProgress(before.id, progress);
  if (!updated) return { ok: false, text: `I couldn't find the goal "${before.title}" any more.` };
  const { percent, count } = words(ctx.fmt);
  return {
    ok: true,
    text: `Done: I set "${updated.title}" from ${percent(before.progress)} to ${percent(updated.progress)} (${count(updated.completedMilestones)} of ${count(updated.totalMilestones)} milestones).`,
    meta: { undo: [{ op: 'goal-progress', id: before.id, progress: before.progress }] },
  };
}

/** Reverses a reply's changes, last first, and says what it put back. */
export async function undoAction(ctx: AiContext, steps: UndoStep[]): Promise<ActionResult> {
  const said: string[] = [];
  for (const step of [...steps].reverse()) {
    switch (step.op) {
      case 'delete-block': {
        const b = await ctx.data.block(step.id);
        if (b && (await ctx.data.removeBlock(step.id))) said.push(`removed the block "${b.title}"`);
        break;
      }
      case 'restore-block':
        if ((await ctx.data.restoreBlock(step.id)) === 'restored') {
          const b = await ctx.data.block(step.id);
          said.push(`restored the block "${b?.title ?? ''}"`);
        }
        break;
      case 'update-block': {
        const b = await ctx.data.updateBlock(step.id, step.before);
        if (b) said.push(`put "${b.title}" back to ${dayWords(ctx, b.date)} ${span(ctx, b)}`);
        break;
      }
      case 'delete-interaction':
        if (await ctx.data.deleteInteraction(step.id, step.relationshipId, step.lastContact)) said.push('removed the interaction I logged and put the last contact back');
        break;
      case 'goal-progress': {
        const g = await ctx.data.setGoalProgress(step.id, step.progress);
        if (g) said.push(`set "${g.title}" back to ${words(ctx.fmt).percent(step.progress)}`);
        break;
      }
    }
  }
  if (said.length === 0) return { ok: false, text: 'There was nothing left to undo: it had already changed since.' };
  return { ok: true, text: `Undone: I ${listNames(said)}.` };
}

export { DURATION_MAX };
