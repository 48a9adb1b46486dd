import { shiftDate } from '../../../../shared/dates.js';
import { progressForMilestones } from '../../../../shared/goals.js';
import { DURATION_MINUTES_MAX, DURATION_MINUTES_MIN, MINUTE_STEP, startMinute } from '../../../../shared/time-block-constants.js';
import { blockEndMinute } from '../../../../shared/time-blocks-layout.js';
import { MILESTONES_PER_GOAL } from '../../../../shared/constants.js';
import { FIVE_MINUTES } from '../actions.js';
import { words } from '../facts.js';
import type { AiContext } from '../provider.js';
import type { ToolCall } from '../tools.js';
import type { BlockDraft, BlockEdit, BlockRef, ChangeIntent, Intent } from '../understand/intents.js';
import type { ChatChoice, ChatMeta } from '../understand/state.js';
import { PART_OF_DAY_HOUR, type ClockTime } from '../understand/when.js';
import { targetOf, type BlockRow } from '../user-data.js';
import type { Task } from '../../../../shared/schemas/tasks.js';
import { findTask } from '../understand/task-match.js';
import { findBlock, whichOne } from './builtin-blocks.js';

/**
 * A change resolved against the user's data: the typed calls that make it, or the one question left open (with a
 * button for each answer), or why it cannot be made. `sure` is false when a reference or a reading was a best guess.
 */
export type Resolved =
  { calls: ToolCall[]; sure: boolean; draft?: undefined } | { ask: string; choices?: ChatChoice[]; draft?: ChangeIntent } | { refuse: string };

const minutesOf = (t: ClockTime) => t.hour * 60 + t.minute;

/** Start and length in 5-minute steps, as blocks are kept; a time between steps is refused, never rounded. */
function onSteps(start: number, length: number): { hour: number; minute: number; durationMinutes: number } | string {
  if (start % MINUTE_STEP !== 0 || length % MINUTE_STEP !== 0) return FIVE_MINUTES;
  if (length < DURATION_MINUTES_MIN || length > DURATION_MINUTES_MAX || start < 0 || start >= 24 * 60) {
    return 'A time block lasts from 5 minutes to 12 hours and starts within the day.';
  }
  return { hour: Math.floor(start / 60), minute: start % 60, durationMinutes: length };
}

/** A bare clock time for a block read as the hour nearest its present one: 7:30 for a 6 PM gym is 7:30 PM. */
export function nearest(time: ClockTime, explicit: boolean, around: number | undefined): ClockTime {
  if (explicit || around === undefined || time.hour >= 12 || time.hour === 0) return time;
  const pm = { hour: time.hour + 12, minute: time.minute };
  const at = (t: ClockTime) => Math.abs(t.hour * 60 + t.minute - around * 60);
  return at(pm) < at(time) ? pm : time;
}

/** Where a draft starts and how long it lasts, in minutes. */
export function draftTimes(d: BlockDraft): { start: number; length: number } | null {
  const start = d.start ? minutesOf(d.start) : d.partOfDay ? PART_OF_DAY_HOUR[d.partOfDay] * 60 : null;
  if (start === null) return null;
  let length = d.minutes ?? 60;
  if (d.end) length = (minutesOf(d.end) === 0 ? 24 * 60 : minutesOf(d.end)) - start;
  return { start, length };
}

function addBlock(d: BlockDraft): Resolved {
  const times = draftTimes(d);
  if (!times) return { ask: `What time should "${d.title}" start?`, draft: { intent: 'add-block', ...d } };
  const at = onSteps(times.start, times.length);
  if (typeof at === 'string') return { refuse: at };
  return {
    calls: [{ tool: 'add_block', input: { title: d.title, category: d.category, date: d.date, ...at, ...(d.rrule ? { rrule: d.rrule } : {}) } }],
    sure: true,
  };
}

/** The block's day, start and length after the change the words said. */
function edited(b: BlockRow, e: BlockEdit): { date: string; start: number; length: number } {
  const date = e.days !== undefined ? shiftDate(b.date, e.days) : (e.date ?? b.date);
  let start = startMinute(b);
  if (e.shift !== undefined) start += e.shift;
  else if (e.start) start = minutesOf(nearest(e.start, !e.startLoose, b.hour));
  else if (e.partOfDay) start = PART_OF_DAY_HOUR[e.partOfDay] * 60;
  let length = b.durationMinutes;
  if (e.keepEnd) length = startMinute(b) + b.durationMinutes - start;
  else if (e.length !== undefined) length = e.length;
  else if (e.lengthBy !== undefined) length = b.durationMinutes + e.lengthBy;
  else if (e.endShift !== undefined) length = b.durationMinutes + e.endShift;
  if (e.end && e.start) {
    let end = minutesOf(e.end);
    // "make it 7:30 to 10:30" said of an evening block: an end without am or pm comes after the start it follows.
    if (end <= start && e.endLoose && end + 12 * 60 > start) end += 12 * 60;
    if (end > start) length = end - start;
  } else if (e.end) {
    const end = minutesOf(nearest(e.end, !e.endLoose, blockEndMinute(b) / 60));
    length = (end === 0 ? 24 * 60 : end) - start;
  }
  return { date, start, length };
}

/** The calls that make a change to one block: a move or a resize for its time, an edit for its title or kind. */
function changeCalls(b: BlockRow, e: BlockEdit): ToolCall[] | string {
  const target = targetOf(b);
  const calls: ToolCall[] = [];
  const timed =
    e.date !== undefined ||
    e.days !== undefined ||
    e.start ||
    e.shift !== undefined ||
    e.partOfDay ||
    e.end ||
    e.length !== undefined ||
    e.lengthBy !== undefined ||
    e.endShift !== undefined;
  if (timed) {
    const to = edited(b, e);
    const at = onSteps(to.start, to.length);
    if (typeof at === 'string') return at;
    const moved = to.date !== b.date || at.hour !== b.hour || at.minute !== b.minute;
    if (!moved) calls.push({ tool: 'resize_block', input: { ...target, durationMinutes: at.durationMinutes } });
    else
      calls.push({
        tool: 'move_block',
        input: {
          ...target,
          ...(to.date !== b.date ? { date: to.date } : {}),
          hour: at.hour,
          minute: at.minute,
          ...(at.durationMinutes !== b.durationMinutes ? { durationMinutes: at.durationMinutes } : {}),
        },
      });
  }
  if (e.title !== undefined || e.category !== undefined)
    calls.push({
      tool: 'edit_block',
      input: { ...target, ...(e.title !== undefined ? { title: e.title } : {}), ...(e.category !== undefined ? { category: e.category } : {}) },
    });
  return calls;
}

/** A change to one block of the user's: the block found by its reference, or the question which one. */
async function onBlock(
  ctx: AiContext,
  known: BlockRow[],
  target: BlockRef,
  state: ChatMeta | undefined,
  verb: string,
  redo: (ref: BlockRef) => Intent,
  make: (b: BlockRow) => Resolved,
): Promise<Resolved> {
  const found = await findBlock(ctx, known, target, state);
  if ('none' in found) return { ask: found.none };
  if ('many' in found) {
    const which = whichOne(ctx, found.many, redo, verb);
    return { ask: which.text, choices: which.meta.choices };
  }
  const made = make(found.block);
  return 'calls' in made && found.guess ? { ...made, sure: false } : made;
}

/**
 * A goal's new progress. On a goal whose progress follows its milestones, the change ticks or unticks them, so it is
 * proposed with the milestones it touches; a count of milestones is read from loose words, so it is proposed too.
 */
async function goalProgress(ctx: AiContext, intent: Extract<ChangeIntent, { intent: 'goal-progress' }>): Promise<Resolved> {
  const goal = (await ctx.data.goals()).find((g) => g.id === intent.goal);
  if (!goal) return { refuse: 'I could not find that goal any more.' };
  let progress = intent.progress;
  if (intent.milestones !== undefined) progress = progressForMilestones(intent.milestones);
  if (intent.moreMilestones !== undefined) progress = progressForMilestones(goal.completedMilestones + intent.moreMilestones);
  if (intent.morePercent !== undefined) progress = Math.min(100, Math.max(0, goal.progress + intent.morePercent));
  if (progress === undefined || !Number.isInteger(progress) || progress < 0 || progress > 100)
    return { refuse: 'Progress is a whole percentage from 0 to 100, or a number of milestones from 0 to 12.' };
  const counted = intent.milestones !== undefined || intent.moreMilestones !== undefined;
  if (goal.progressSource !== 'milestones') return { calls: [{ tool: 'set_goal_progress', input: { goal: intent.goal, progress } }], sure: !counted };
  const milestones = Math.round((progress * MILESTONES_PER_GOAL) / 100);
  if (progressForMilestones(milestones) !== progress)
    return {
      refuse: `"${goal.title}" follows its milestones, so its progress moves a whole milestone at a time: say how many are done, or tick one by name on the Goals page.`,
    };
  return { calls: [{ tool: 'set_goal_progress', input: { goal: intent.goal, milestones } }], sure: false };
}

/** "cancel all my meetings this week": the blocks it means, for one question before any goes. */
async function deleteMany(ctx: AiContext, intent: Extract<ChangeIntent, { intent: 'delete-many' }>): Promise<Resolved> {
  const to = intent.to > '9000' ? ctx.today.replace(/^(\d{4})/, (y) => String(Number(y) + 1)) : intent.to;
  const from = intent.everything ? ctx.today : intent.from;
  const rows = (await ctx.data.blockRows(from, to > from ? to : from)).filter(
    (b) => b.date >= from && (!intent.category || b.category === intent.category) && (!intent.title || b.title === intent.title),
  );
  if (rows.length === 0) return { refuse: 'There is nothing like that to delete.' };
  if (rows.length > 50)
    return { refuse: `That would delete ${words(ctx.fmt).count(rows.length)} blocks. I only delete up to 50 at once, after a yes; name a day or a week.` };
  return { calls: [{ tool: 'delete_blocks', input: { blocks: rows.map(targetOf) } }], sure: true };
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The open tasks a name said in a plan's limit means: by the words of their titles, or a label they carry ("the admin stuff"). */
function tasksCalled(tasks: readonly Task[], name: string): string[] {
  const label = name.toLowerCase().replace(/\s+(?:stuff|things|tasks|ones|bits)$/, '');
  const labelled = tasks.filter((t) => ((t as Task & { labels?: string[] }).labels ?? []).some((l) => l.toLowerCase() === label));
  if (labelled.length) return labelled.map((t) => t.id);
  const found = findTask(tasks, name);
  return 'task' in found ? [found.task.id] : 'many' in found ? found.many.map((t) => t.id) : [];
}

/** A day's plan with the limits said, the tasks named in them found among the open ones. */
async function planCall(ctx: AiContext, intent: Extract<ChangeIntent, { intent: 'plan-day' }>): Promise<Resolved> {
  const { limits } = intent;
  const open = limits.only || limits.not ? await ctx.data.openTasks() : [];
  const only = limits.only?.flatMap((n) => tasksCalled(open, n));
  const not = limits.not?.flatMap((n) => tasksCalled(open, n));
  if (limits.only && !only?.length) return { ask: `Which of your tasks are "${limits.only.join(', ')}"? Name them as they are on your list.` };
  return {
    calls: [
      {
        tool: 'plan_day',
        input: {
          date: intent.date,
          apply: true,
          ...(limits.notBefore !== undefined ? { notBefore: hhmm(limits.notBefore) } : {}),
          ...(limits.notAfter !== undefined ? { notAfter: hhmm(limits.notAfter) } : {}),
          ...(limits.free ? { keepFree: limits.free.map(([start, end]) => ({ start: hhmm(start), end: hhmm(Math.min(end, 24 * 60)) })) } : {}),
          ...(limits.maxMinutes !== undefined ? { maxMinutes: limits.maxMinutes } : {}),
          ...(only?.length ? { onlyTaskIds: only } : {}),
          ...(not?.length ? { notTaskIds: not } : {}),
          ...(limits.urgentOnly ? { urgentOnly: true } : {}),
          ...(limits.light ? { light: true } : {}),
        },
      },
    ],
    sure: false,
  };
}

/**
 * "drank another 4 cups": the amount said added to what the day's record holds, shown for a yes first, as the
 * record is read rather than said. A day with nothing recorded takes the amount as it is.
 */
async function healthOnTop(ctx: AiContext, intent: Extract<ChangeIntent, { intent: 'log-health' }>): Promise<Resolved> {
  const [day] = await ctx.data.health(intent.date, intent.date);
  const before = day?.[intent.metric] ?? 0;
  const value = Number((before + intent.value).toFixed(6));
  return { calls: [{ tool: 'log_health', input: { date: intent.date, metric: intent.metric, value } }], sure: false };
}

/**
 * Resolves a change against the user's data into the typed calls of the registry that make it. Nothing is changed
 * here; a reference that fits several things, or none, becomes the question that settles it.
 */
export async function resolve(ctx: AiContext, known: BlockRow[], intent: ChangeIntent, state: ChatMeta | undefined): Promise<Resolved> {
  const sure = (call: ToolCall): Resolved => ({ calls: [call], sure: true });
  switch (intent.intent) {
    case 'add-block':
      return addBlock(intent);
    case 'change-block': {
      const { intent: _name, target, ...edit } = intent;
      return onBlock(
        ctx,
        known,
        target,
        state,
        edit.start || edit.date || edit.days !== undefined || edit.shift !== undefined ? 'move' : 'change',
        (ref) => ({ ...intent, target: ref }),
        (b) => {
          const calls = changeCalls(b, edit);
          return typeof calls === 'string' ? { refuse: calls } : { calls, sure: true };
        },
      );
    }
    case 'delete-block':
      return onBlock(
        ctx,
        known,
        intent.target,
        state,
        'delete',
        (ref) => ({ ...intent, target: ref }),
        (b) => sure({ tool: 'delete_blocks', input: { blocks: [targetOf(b)] } }),
      );
    case 'delete-many':
      return deleteMany(ctx, intent);
    case 'clear-day':
      return sure({ tool: 'clear_day', input: { date: intent.date } });
    case 'shift-many':
      return sure({
        tool: 'shift_blocks',
        input: {
          date: intent.date,
          fromHour: Math.floor(intent.from / 60),
          fromMinute: intent.from % 60,
          untilHour: Math.ceil(intent.until / 60),
          minutes: intent.minutes,
          ...(intent.category ? { category: intent.category } : {}),
        },
      });
    case 'log-interaction':
      return sure({ tool: 'log_interaction', input: { name: intent.person, type: intent.type, date: intent.date, notes: intent.note ?? '' } });
    case 'goal-progress':
      return goalProgress(ctx, intent);
    case 'milestone': {
      const values = { ...(intent.done !== undefined ? { done: intent.done } : {}), ...(intent.dueDate !== undefined ? { dueDate: intent.dueDate } : {}) };
      // A milestone is named by loose words: the change is shown first unless its every telling word was said.
      return {
        calls: [{ tool: 'update_milestone', input: { goal: intent.goal, index: intent.index, ...values, ...(intent.rename ? { title: intent.rename } : {}) } }],
        sure: intent.exact === true,
      };
    }
    case 'log-health':
      return intent.more
        ? healthOnTop(ctx, intent)
        : sure({
            tool: 'log_health',
            input: { date: intent.date, metric: intent.metric, value: intent.value, ...(intent.unit ? { unit: intent.unit } : {}) },
          });
    case 'add-task': {
      const task = intent.task;
      // A title left in pieces ("call HMRC, admin") may hold a detail no field took: shown first, not guessed.
      return task.title.includes(', ') ? { calls: [{ tool: 'add_task', input: task }], sure: false } : sure({ tool: 'add_task', input: task });
    }
    case 'complete-task':
      return sure({ tool: 'complete_task', input: { task: intent.id } });
    case 'change-task':
      return sure({
        tool: 'update_task',
        input: {
          task: intent.id,
          ...(intent.dueDate !== undefined ? { dueDate: intent.dueDate } : {}),
          ...(intent.priority ? { priority: intent.priority } : {}),
          ...(intent.estimateMinutes !== undefined ? { estimateMinutes: intent.estimateMinutes } : {}),
          ...(intent.rename ? { title: intent.rename } : {}),
        },
      });
    case 'move-tasks':
      return sure({ tool: 'move_tasks', input: { from: intent.from, to: intent.to } });
    case 'plan-day':
      return planCall(ctx, intent);
  }
}
