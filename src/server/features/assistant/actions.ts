import { z } from 'zod';
import { shiftDate } from '../../../shared/dates.js';
import { isoDateSchema } from '../../../shared/schemas/common.js';
import type { UpdateMilestoneInput } from '../../../shared/schemas/goals.js';
import { interactionTypeSchema, type InteractionType } from '../../../shared/schemas/relationships.js';
import { timeBlockFieldsSchema, type TimeBlockInput } from '../../../shared/schemas/time-blocks.js';
import { startMinute } from '../../../shared/time-block-constants.js';
import { blockEnd, blockEndMinute, HOURS_PER_DAY } from '../../../shared/time-blocks-layout.js';
import { words } from './facts.js';
import { getMetric, type HealthMetricKey } from '../../../shared/health-metrics.js';
import { listNames } from './wording.js';
import { undoTaskStep } from './task-undo.js';
import type { AiContext } from './provider.js';
import { findPerson } from './understand/people.js';
import type { ChatMeta, UndoStep } from './understand/state.js';
import { isWholeSeries, type BlockRow, type BlockTarget, type BlockValues } from './user-data.js';

/** A metric's name in a sentence: "sleep", "heart rate". */
export const metricName = (key: HealthMetricKey) => getMetric(key).label.toLowerCase();

export type ActionResult = { ok: true; text: string; meta?: ChatMeta } | { ok: false; text: string; meta?: ChatMeta };

export const FIVE_MINUTES = 'Time blocks keep their times to 5 minutes, so please give a time such as 9:30 or 9:35.';

/** "today (Wednesday 4 March)", "tomorrow (…)", or the long date. */
export function dayWords(ctx: AiContext, date: string): string {
  const { longDate } = words(ctx.fmt);
  if (date === ctx.today) return `today (${longDate(date)})`;
  if (date === shiftDate(ctx.today, 1)) return `tomorrow (${longDate(date)})`;
  return longDate(date);
}

/** A length in words: "45 minutes", "2 hours", "1 hour 30 minutes". */
export function lengthWords(ctx: AiContext, minutes: number): string {
  const { plural } = words(ctx.fmt);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** "9:30 AM – 10:15 AM": a block's time. */
export const timeRange = (ctx: AiContext, b: Pick<BlockRow, 'hour' | 'minute' | 'duration'>) => ctx.fmt.hourRange(startMinute(b) / 60, blockEnd(b));

function span(ctx: AiContext, b: Pick<BlockRow, 'hour' | 'minute' | 'duration' | 'durationMinutes'>): string {
  const nextDay = blockEnd(b) > HOURS_PER_DAY ? ' the next day' : '';
  return `from ${ctx.fmt.hour(startMinute(b) / 60)} to ${ctx.fmt.hour(blockEnd(b))}${nextDay} (${lengthWords(ctx, b.durationMinutes)})`;
}

/** The other blocks whose time meets this one's (9:00–9:30 and 9:30–10:00 do not), the day before's late blocks included. */
/** The blocks that meet `block`, from `around` when the caller has read its day and the days either side already. */
export async function overlapsOf(
  ctx: AiContext,
  block: Pick<BlockRow, 'date' | 'hour' | 'minute' | 'duration'> & { id?: string; occurrence?: string | null },
  around?: BlockRow[],
): Promise<BlockRow[]> {
  around ??= await ctx.data.blockRows(shiftDate(block.date, -1), shiftDate(block.date, 1));
  const dayOffset = (b: Pick<BlockRow, 'date'>) => (b.date < block.date ? -24 * 60 : b.date > block.date ? 24 * 60 : 0);
  const start = startMinute(block);
  const end = blockEndMinute(block);
  const self = (b: BlockRow) => b.id === block.id && (block.occurrence == null || b.occurrence === block.occurrence);
  return around.filter((b) => !self(b) && dayOffset(b) + startMinute(b) < end && dayOffset(b) + blockEndMinute(b) > start);
}

export async function overlapNote(ctx: AiContext, block: BlockRow): Promise<string> {
  const others = await overlapsOf(ctx, block);
  if (others.length === 0) return '';
  const names = others.map((o) => `"${o.title}" (${timeRange(ctx, o)}${o.date !== block.date ? `, ${words(ctx.fmt).shortDate(o.date)}` : ''})`);
  return ` Note: it overlaps ${listNames(names)}.`;
}

/** How a block is named in a reply: with "(repeats)" for a whole series. */
function blockName(b: BlockRow, target: BlockTarget): string {
  return isWholeSeries(b, target) ? `"${b.title}" (every occurrence of the series)` : `"${b.title}"`;
}

/** Creates a time block (a series when it has a rule) through the time-blocks service, and says exactly what it did. */
export async function createBlockAction(ctx: AiContext, input: TimeBlockInput): Promise<ActionResult> {
  const b = await ctx.data.createBlock(input);
  const repeats = b.rrule ? ` It repeats (${b.rrule}).` : '';
  return {
    ok: true,
    text: `Done: I added a ${b.category} block "${b.title}" ${dayWords(ctx, b.date)} ${span(ctx, b)}.${repeats}${await overlapNote(ctx, b)}`,
    meta: { undo: [{ op: 'delete-block', id: b.id }], blockId: b.id },
  };
}

export type BlockChange = BlockValues;

/** The block's date, start and length after a change. */
const timeAfter = (block: BlockRow, change: BlockChange) => ({
  date: change.date ?? block.date,
  hour: change.hour ?? block.hour,
  minute: change.minute ?? block.minute,
  durationMinutes: change.durationMinutes ?? block.durationMinutes,
});

/** Why a change cannot apply, or null: the same rules as the time-blocks API, and a series keeps its dates. */
export function changeProblem(block: BlockRow, target: BlockTarget, change: BlockChange): string | null {
  const next = timeAfter(block, change);
  const parsed = timeBlockFieldsSchema.pick({ date: true, hour: true, minute: true, durationMinutes: true }).safeParse(next);
  if (!parsed.success) return `I could not change "${block.title}": ${parsed.error.issues.map((i) => i.message).join('; ')}.`;
  if (isWholeSeries(block, target) && change.date !== undefined && change.date !== block.date) {
    return `"${block.title}" repeats: I can move one occurrence to another day, or the whole series to another hour; to change which days it repeats on, edit it on the time-blocking page.`;
  }
  return null;
}

/** Moves or resizes one block, one occurrence or a whole series; the reply names it, where it was and where it is now. */
export async function changeBlockAction(ctx: AiContext, block: BlockRow, target: BlockTarget, change: BlockChange): Promise<ActionResult> {
  const problem = changeProblem(block, target, change);
  if (problem) return { ok: false, text: problem };
  const next = timeAfter(block, change);
  const keep = { blockId: block.id, ...(target.occurrence ? { blockOccurrence: target.occurrence } : {}) };
  const retitled = change.title !== undefined && change.title !== block.title;
  const recategorised = change.category !== undefined && change.category !== block.category;
  const retimed = next.date !== block.date || next.hour !== block.hour || next.minute !== block.minute || next.durationMinutes !== block.durationMinutes;
  if (!retimed && !retitled && !recategorised) {
    return {
      ok: false,
      text: `"${block.title}" is already ${dayWords(ctx, block.date)} ${span(ctx, block)}${change.category ? ` (${block.category})` : ''}; nothing changed.`,
      meta: keep,
    };
  }
  const labels = { ...(retitled ? { title: change.title } : {}), ...(recategorised ? { category: change.category } : {}) };
  const { date: _date, ...seriesTime } = next;
  const patch = isWholeSeries(block, target) ? { ...seriesTime, ...labels } : { ...(retimed ? next : {}), ...labels };
  const updated = await ctx.data.updateBlock(target, patch);
  if (!updated) return { ok: false, text: `I couldn't find "${block.title}" any more; it may have been deleted.` };
  const verb = !retimed ? (retitled ? 'renamed' : 'recategorised') : next.date === block.date && startMinute(next) === startMinute(block) ? 'resized' : 'moved';
  const before = {
    date: block.date,
    hour: block.hour,
    minute: block.minute,
    durationMinutes: block.durationMinutes,
    ...(retitled ? { title: block.title } : {}),
    ...(recategorised ? { category: block.category } : {}),
  };
  const said = !retimed
    ? `Done: I ${verb} "${block.title}" ${dayWords(ctx, block.date)} ${span(ctx, block)}: ${retitled ? `it is now called "${updated.title}"` : ''}${retitled && recategorised ? ' and ' : ''}${recategorised ? `it is now a ${updated.category} block` : ''}.`
    : `Done: I ${verb} ${blockName(updated, target)} from ${dayWords(ctx, block.date)} ${span(ctx, block)} to ${dayWords(ctx, updated.date)} ${span(ctx, updated)}.${await overlapNote(ctx, updated)}`;
  return {
    ok: true,
    text: said,
    meta: { undo: [{ op: 'update-block', id: block.id, ...(target.occurrence ? { occurrence: target.occurrence } : {}), before }], ...keep },
  };
}

/** One line per block for a confirmation, a whole series said as such. */
export function blockLines(ctx: AiContext, blocks: { block: BlockRow; target: BlockTarget }[]): string {
  return blocks
    .map(
      ({ block: b, target }) =>
        `• ${timeRange(ctx, b)} ${b.title} (${b.category}), ${isWholeSeries(b, target) ? `every occurrence from ${words(ctx.fmt).shortDate(b.date)}` : words(ctx.fmt).shortDate(b.date)}`,
    )
    .join('\n');
}

/** Deletes blocks, occurrences or series through the time-blocks service; each is kept for Undo. */
export async function deleteBlocksAction(ctx: AiContext, targets: BlockTarget[]): Promise<ActionResult> {
  const gone: { block: BlockRow; target: BlockTarget }[] = [];
  for (const target of targets) {
    const block = await ctx.data.block(target);
    if (block && (await ctx.data.removeBlock(target))) gone.push({ block, target });
  }
  if (gone.length === 0) return { ok: false, text: 'Those blocks are already gone; nothing was deleted.' };
  const names = gone.map(({ block: b, target }) => `${blockName(b, target)} (${words(ctx.fmt).shortDate(b.date)}, ${timeRange(ctx, b)})`);
  return {
    ok: true,
    text: `Done: I deleted ${gone.length === 1 ? 'the block' : `${words(ctx.fmt).count(gone.length)} blocks`} ${listNames(names)}.`,
    meta: {
      undo: gone.map(({ target }) => ({ op: 'restore-block' as const, id: target.id, ...(target.occurrence ? { occurrence: target.occurrence } : {}) })),
    },
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
  const people = await ctx.data.people();
  const byId = people.find((p) => p.id === name);
  const match = byId ? { person: byId } : findPerson(people, name);
  if ('none' in match) return { ok: false, text: `I couldn't find anyone called "${name}" in your relationships. Add them on the Relationships page first.` };
  if ('many' in match) {
    return {
      ok: false,
      text: `More than one person matches "${name}": ${listNames(match.many.map((p) => p.name))}. Which one did you mean? Say, for example, "I called ${match.many[0].name}".`,
    };
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
  const byId = goals.find((g) => g.id === goalName);
  const match = byId
    ? { person: { id: byId.id, name: byId.title } }
    : findPerson(
        goals.map((g) => ({ id: g.id, name: g.title, notes: '' })),
        goalName,
      );
  if ('none' in match)
    return { ok: false, text: `I couldn't find a goal called "${goalName}". Your goals: ${listNames(goals.map((g) => g.title)) || 'none yet'}.` };
  if ('many' in match)
    return { ok: false, text: `More than one goal matches "${goalName}": ${listNames(match.many.map((g) => g.name))}. Which one did you mean?` };
  const before = goals.find((g) => g.id === match.person.id)!;
  const updated = await ctx.data.setGoalProgress(before.id, progress);
  if (!updated) return { ok: false, text: `I couldn't find the goal "${before.title}" any more.` };
  const { percent } = words(ctx.fmt);
  return {
    ok: true,
    text: `Done: I set "${updated.title}" from ${percent(before.progress)} to ${percent(updated.progress)} (${ctx.fmt.ofTwelve(updated.completedMilestones)} milestones).`,
    meta: { undo: [{ op: 'goal-progress', id: before.id, progress: before.progress }] },
  };
}

/** A milestone of a goal's ticked, unticked, dated or named, as the Goals page does; its goal's progress follows the ticks. */
export async function milestoneAction(ctx: AiContext, goalId: string, index: number, values: UpdateMilestoneInput): Promise<ActionResult> {
  const done = await ctx.data.updateMilestone(goalId, index, values);
  if (!done) return { ok: false, text: "I couldn't find that goal any more." };
  const { goal, before } = done;
  const name = `"${before.title ?? `milestone ${index}`}"`;
  const said = [
    values.done === true ? `ticked ${name}` : values.done === false ? `unticked ${name}` : undefined,
    values.dueDate !== undefined ? (values.dueDate ? `set ${name} due ${dayWords(ctx, values.dueDate)}` : `cleared the date of ${name}`) : undefined,
    values.title ? `renamed ${name} to "${values.title}"` : undefined,
  ].filter((s): s is string => s !== undefined);
  const progress = `"${goal.title}" is at ${words(ctx.fmt).percent(goal.progress)} (${ctx.fmt.ofTwelve(goal.completedMilestones)} milestones)`;
  const undo: UndoStep = { op: 'milestone', id: goalId, index, before: { title: before.title, dueDate: before.dueDate, done: before.doneAt !== null } };
  return { ok: true, text: `Done: I ${listNames(said)}. ${progress}.`, meta: { undo: [undo] } };
}

/** Reverses a reply's changes, last first, and says what it put back. */
export async function undoAction(ctx: AiContext, steps: UndoStep[]): Promise<ActionResult> {
  const said: string[] = [];
  for (const step of [...steps].reverse()) {
    switch (step.op) {
      case 'delete-block': {
        const b = await ctx.data.block({ id: step.id });
        if (b && (await ctx.data.removeBlock({ id: step.id }))) said.push(`removed the block "${b.title}"`);
        break;
      }
      case 'restore-block': {
        const b = await ctx.data.restoreBlock({ id: step.id, occurrence: step.occurrence });
        if (typeof b === 'object') said.push(`restored the block "${b.title}"`);
        break;
      }
      case 'update-block': {
        const target = { id: step.id, occurrence: step.occurrence };
        const current = await ctx.data.block(target);
        const { duration, durationMinutes, minute, ...was } = step.before;
        const time = { minute: minute ?? 0, durationMinutes: durationMinutes ?? Math.round((duration ?? 1) * 60) };
        const labels = { ...(was.title ? { title: was.title } : {}), ...(was.category ? { category: was.category } : {}) };
        const patch = current && isWholeSeries(current, step) ? { hour: was.hour, ...time, ...labels } : { ...was, ...time };
        const b = current && (await ctx.data.updateBlock(target, patch));
        if (b) said.push(`put "${b.title}" back to ${dayWords(ctx, b.date)} ${span(ctx, b)}`);
        break;
      }
      case 'delete-interaction':
        if (await ctx.data.deleteInteraction(step.id, step.relationshipId, step.lastContact))
          said.push('removed the interaction I logged and put the last contact back');
        break;
      case 'goal-progress': {
        const g = await ctx.data.setGoalProgress(step.id, step.progress);
        if (g) said.push(`set "${g.title}" back to ${words(ctx.fmt).percent(step.progress)}`);
        break;
      }
      case 'milestone': {
        const put = await ctx.data.updateMilestone(step.id, step.index, step.before);
        if (put) said.push(`put the milestone "${step.before.title ?? step.index}" of "${put.goal.title}" back`);
        break;
      }
      case 'health-value': {
        await ctx.data.recordHealth(step.date, step.metric, step.value);
        said.push(`put ${metricName(step.metric)} for ${words(ctx.fmt).shortDate(step.date)} back`);
        break;
      }
      case 'delete-task':
      case 'reopen-task':
      case 'task-due':
      case 'task-fields': {
        const put = await undoTaskStep(ctx, step);
        if (put) said.push(put);
        break;
      }
    }
  }
  if (said.length === 0) return { ok: false, text: 'There was nothing left to undo: it had already changed since.' };
  return { ok: true, text: `Undone: I ${listNames(said)}.` };
}
