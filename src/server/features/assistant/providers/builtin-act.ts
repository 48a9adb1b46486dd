import { shiftDate } from '../../../../shared/dates.js';
import { progressForMilestones } from '../../../../shared/goals.js';
import { DURATION_MINUTES_MAX, DURATION_MINUTES_MIN, MINUTE_STEP, startMinute } from '../../../../shared/time-block-constants.js';
import { blockEndMinute } from '../../../../shared/time-blocks-layout.js';
import { FIVE_MINUTES, dayWords, type ActionResult } from '../actions.js';
import { words } from '../facts.js';
import type { AiContext } from '../provider.js';
import { runTool } from '../tools.js';
import type { BlockDraft, ChangeIntent } from '../understand/intents.js';
import type { ChatMeta } from '../understand/state.js';
import { nearest } from '../understand/decide-change.js';
import { PART_OF_DAY_HOUR, type ClockTime } from '../understand/when.js';
import { targetOf, type BlockRow } from '../user-data.js';
import { findBlock, whichOne } from './builtin-blocks.js';

export interface TurnResult {
  text: string;
  meta?: ChatMeta;
  undid?: string;
}

const asTurn = (r: ActionResult): TurnResult => ({ text: r.text, meta: r.meta });
const NOTHING = ' Nothing changed.';
const refused = (text: string): TurnResult => ({ text: text.includes('nothing') || text.includes('Nothing') ? text : `${text}${NOTHING}` });

const minutesOf = (t: ClockTime) => t.hour * 60 + t.minute;

/** Start and length in 5-minute steps, as blocks are kept; a time between steps is refused, never rounded. */
function onSteps(start: number, length: number): { hour: number; minute: number; durationMinutes: number } | string {
  if (start % MINUTE_STEP !== 0 || length % MINUTE_STEP !== 0) return FIVE_MINUTES;
  if (length < DURATION_MINUTES_MIN || length > DURATION_MINUTES_MAX || start < 0 || start >= 24 * 60) {
    return 'A time block lasts from 5 minutes to 12 hours and starts within the day.';
  }
  return { hour: Math.floor(start / 60), minute: start % 60, durationMinutes: length };
}

/** Where a draft starts and how long it lasts, in minutes. */
export function draftTimes(d: BlockDraft): { start: number; length: number } | null {
  const start = d.start ? minutesOf(d.start) : d.partOfDay ? PART_OF_DAY_HOUR[d.partOfDay] * 60 : null;
  if (start === null) return null;
  let length = d.minutes ?? 60;
  if (d.end) length = (minutesOf(d.end) === 0 ? 24 * 60 : minutesOf(d.end)) - start;
  return { start, length };
}

async function addBlock(ctx: AiContext, d: BlockDraft): Promise<TurnResult> {
  const times = draftTimes(d);
  if (!times) return { text: `What time should "${d.title}" start? I haven't added it yet.` };
  const at = onSteps(times.start, times.length);
  if (typeof at === 'string') return refused(at);
  return asTurn(await runTool(ctx, 'add_block', { title: d.title, category: d.category, date: d.date, ...at, ...(d.rrule ? { rrule: d.rrule } : {}) }));
}

type Redo = Parameters<typeof whichOne>[2];

async function onBlock(
  ctx: AiContext,
  known: BlockRow[],
  intent: Extract<ChangeIntent, { target: unknown }>,
  state: ChatMeta | undefined,
  verb: string,
  run: (b: BlockRow) => Promise<TurnResult>,
): Promise<TurnResult> {
  const found = await findBlock(ctx, known, intent.target, state);
  if ('none' in found) return { text: found.none };
  if ('many' in found) {
    const redo: Redo = (target) => ({ ...intent, target });
    return whichOne(ctx, found.many, redo, verb);
  }
  return run(found.block);
}

function moveTo(b: BlockRow, intent: Extract<ChangeIntent, { intent: 'move-block' }>): { date?: string; start: number; length: number } {
  const length = b.durationMinutes;
  let start = startMinute(b);
  if (intent.shift !== undefined) start += intent.shift;
  else if (intent.start) start = minutesOf(nearest(intent.start, !intent.loose, b.hour));
  else if (intent.partOfDay) start = PART_OF_DAY_HOUR[intent.partOfDay] * 60;
  const end = intent.end && intent.start ? minutesOf(intent.end) : undefined;
  const date = intent.days !== undefined ? shiftDate(b.date, intent.days) : intent.date;
  return { ...(date ? { date } : {}), start, length: end !== undefined && end > start ? end - start : (intent.minutes ?? length) };
}

function resizeTo(b: BlockRow, intent: Extract<ChangeIntent, { intent: 'resize-block' }>): number | undefined {
  if (intent.minutes !== undefined) return intent.minutes;
  if (intent.by !== undefined) return b.durationMinutes + intent.by;
  if (intent.end) {
    const end = minutesOf(nearest(intent.end, !intent.loose, blockEndMinute(b) / 60));
    return (end === 0 ? 24 * 60 : end) - startMinute(b);
  }
  return undefined;
}

/** A change to one block found by its reference, as a tool of the registry makes it. */
async function changeBlock(
  ctx: AiContext,
  known: BlockRow[],
  intent: Extract<ChangeIntent, { target: unknown }>,
  state: ChatMeta | undefined,
): Promise<TurnResult> {
  switch (intent.intent) {
    case 'move-block':
      return onBlock(ctx, known, intent, state, 'move', async (b) => {
        const to = moveTo(b, intent);
        const at = onSteps(to.start, to.length);
        if (typeof at === 'string') return refused(at);
        const resized = at.durationMinutes !== b.durationMinutes;
        if (resized && !to.date && at.hour === b.hour && at.minute === b.minute)
          return asTurn(await runTool(ctx, 'resize_block', { ...targetOf(b), durationMinutes: at.durationMinutes }));
        const change = { ...(to.date ? { date: to.date } : {}), hour: at.hour, minute: at.minute, ...(resized ? { durationMinutes: at.durationMinutes } : {}) };
        return asTurn(await runTool(ctx, 'move_block', { ...targetOf(b), ...change }));
      });
    case 'resize-block':
      return onBlock(ctx, known, intent, state, 'change', async (b) => {
        const length = resizeTo(b, intent);
        if (length === undefined) return { text: `How long should "${b.title}" be? Nothing changed yet.` };
        const at = onSteps(startMinute(b), length);
        if (typeof at === 'string') return refused(at);
        return asTurn(await runTool(ctx, 'resize_block', { ...targetOf(b), durationMinutes: at.durationMinutes }));
      });
    case 'edit-block':
      return onBlock(ctx, known, intent, state, 'change', async (b) =>
        asTurn(
          await runTool(ctx, 'edit_block', {
            ...targetOf(b),
            ...(intent.title ? { title: intent.title } : {}),
            ...(intent.category ? { category: intent.category } : {}),
          }),
        ),
      );
    case 'delete-block':
      return onBlock(ctx, known, intent, state, 'delete', async (b) => asTurn(await runTool(ctx, 'delete_blocks', { blocks: [targetOf(b)] })));
  }
}

/** "cancel all my meetings this week": the blocks it means, listed, and one question before any goes. */
async function deleteMany(ctx: AiContext, intent: Extract<ChangeIntent, { intent: 'delete-many' }>): Promise<TurnResult> {
  const to = intent.to > '9000' ? ctx.today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)) : intent.to;
  const from = intent.everything ? ctx.today : intent.from;
  const rows = (await ctx.data.blockRows(from, to > from ? to : from)).filter(
    (b) => b.date >= from && (!intent.category || b.category === intent.category) && (!intent.title || b.title === intent.title),
  );
  if (rows.length === 0) return { text: 'There is nothing like that to delete, so nothing changed.' };
  if (rows.length > 50)
    return {
      text: `That would delete ${words(ctx.fmt).count(rows.length)} blocks. I only delete up to 50 at once, after a yes; name a day or a week. Nothing changed.`,
    };
  const outcome = await runTool(ctx, 'delete_blocks', { blocks: rows.map(targetOf) });
  return asTurn(outcome);
}

async function goalProgress(ctx: AiContext, intent: Extract<ChangeIntent, { intent: 'goal-progress' }>): Promise<TurnResult> {
  let progress = intent.progress;
  if (intent.milestones !== undefined) progress = progressForMilestones(intent.milestones);
  if (intent.moreMilestones !== undefined || intent.morePercent !== undefined) {
    const goal = (await ctx.data.goals()).find((g) => g.id === intent.goal);
    if (!goal) return { text: 'I could not find that goal any more. Nothing changed.' };
    progress =
      intent.morePercent !== undefined
        ? Math.min(100, Math.max(0, goal.progress + intent.morePercent))
        : progressForMilestones(goal.completedMilestones + (intent.moreMilestones ?? 0));
  }
  if (progress === undefined || !Number.isInteger(progress) || progress < 0 || progress > 100)
    return refused('Progress is a whole percentage from 0 to 100, or a number of milestones from 0 to 12.');
  return asTurn(await runTool(ctx, 'set_goal_progress', { goal: intent.goal, progress }));
}

/** The shift_blocks input for a shift of several blocks: its span in whole hours and minutes. */
function shiftInput(intent: Extract<ChangeIntent, { intent: 'shift-many' }>) {
  return {
    date: intent.date,
    fromHour: Math.floor(intent.from / 60),
    fromMinute: intent.from % 60,
    untilHour: Math.ceil(intent.until / 60),
    minutes: intent.minutes,
    ...(intent.category ? { category: intent.category } : {}),
  };
}

/** Makes a change the user asked for, through the tool registry; says plainly when nothing changed. */
export async function act(ctx: AiContext, known: BlockRow[], intent: ChangeIntent, state: ChatMeta | undefined): Promise<TurnResult> {
  switch (intent.intent) {
    case 'add-block':
      return addBlock(ctx, intent);
    case 'delete-many':
      return deleteMany(ctx, intent);
    case 'clear-day':
      return asTurn(await runTool(ctx, 'clear_day', { date: intent.date }));
    case 'shift-many':
      return asTurn(await runTool(ctx, 'shift_blocks', shiftInput(intent)));
    case 'log-interaction':
      return asTurn(await runTool(ctx, 'log_interaction', { name: intent.person, type: intent.type, date: intent.date, notes: intent.note ?? '' }));
    case 'goal-progress':
      return goalProgress(ctx, intent);
    default:
      return changeBlock(ctx, known, intent, state);
  }
}

/** A proposal in words: "Add "Gym" tomorrow (Thursday 12 March) 7 am – 8 am?" */
export function describeProposal(ctx: AiContext, intent: ChangeIntent): string {
  if (intent.intent !== 'add-block') return 'Shall I go ahead?';
  const times = draftTimes(intent);
  const when = times ? ` ${ctx.fmt.hourRange(times.start / 60, (times.start + times.length) / 60)}` : '';
  return `Add "${intent.title}" ${dayWords(ctx, intent.date)}${when}${intent.rrule ? ', repeating' : ''}?`;
}
