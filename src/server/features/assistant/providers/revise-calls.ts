import type { z } from 'zod';
import type { HealthMetricKey, WeightUnit } from '../../../../shared/health-metrics.js';
import type { TaskPriority } from '../../../../shared/schemas/tasks.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import { startMinute } from '../../../../shared/time-block-constants.js';
import type { AiContext } from '../provider.js';
import { issuesText, REGISTRY, type ToolCall } from '../tools.js';
import type { ClockTime } from '../understand/when.js';
import { nearest } from './builtin-resolve.js';

/** A clock time said after a proposal; `loose` when said without am or pm, so read as the one nearest the old. */
export interface SaidTime {
  time: ClockTime;
  loose: boolean;
}

/** The new values a message after a proposal gives, as its reading found them. */
export interface NewValues {
  date?: string;
  start?: SaidTime;
  end?: SaidTime;
  /** A length in minutes. */
  length?: number;
  /** Minutes later (or earlier, below 0) and minutes longer (or shorter): "an hour later", "30 minutes longer". */
  shift?: number;
  lengthBy?: number;
  title?: string;
  category?: TimeBlockCategory;
  /** A bare number: an hour for a block, a value for a health record, a count of milestones for a goal. */
  number?: number;
  health?: { metric: HealthMetricKey; value: number; unit?: WeightUnit };
  percent?: number;
  /** A number said with "milestones". */
  milestones?: number;
  priority?: TaskPriority;
}

/** A revised call, a value the tool refuses (in words), or null when the call has no place for a value said. */
export type Revised = ToolCall | { refuse: string } | null;

const minutesOf = (t: ClockTime) => t.hour * 60 + t.minute;
const only = (v: NewValues, ...keys: (keyof NewValues)[]) => Object.keys(v).every((k) => keys.includes(k as keyof NewValues));

/** A block's day, start and length (minutes). */
interface BlockTimes {
  date: string;
  start: number;
  length: number;
}

/** The block's day, start and length with the new values said: a bare number is its new hour. */
function retimed(was: BlockTimes, v: NewValues): BlockTimes | null {
  const bare = v.number !== undefined && Number.isInteger(v.number) && v.number >= 0 && v.number <= 23;
  if (v.number !== undefined && (!bare || v.start)) return null;
  const said = v.start ?? (bare ? { time: { hour: v.number!, minute: 0 }, loose: true } : undefined);
  if ((said && v.shift !== undefined) || (v.length !== undefined && v.lengthBy !== undefined)) return null;
  const start = said ? minutesOf(nearest(said.time, !said.loose, Math.floor(was.start / 60))) : was.start + (v.shift ?? 0);
  let length = v.length ?? was.length + (v.lengthBy ?? 0);
  if (v.end) {
    const end = minutesOf(nearest(v.end.time, !v.end.loose, Math.floor((was.start + was.length) / 60)));
    length = (end === 0 ? 24 * 60 : end) - start;
  }
  return { date: v.date ?? was.date, start, length };
}

/** A block proposed to be added, with the new day, time, length or title. */
function addBlock(call: Extract<ToolCall, { tool: 'add_block' }>, v: NewValues): ToolCall | null {
  if (!only(v, 'date', 'start', 'end', 'length', 'number', 'shift', 'lengthBy', 'title', 'category')) return null;
  const input = call.input;
  const to = retimed({ date: input.date, start: input.hour * 60 + input.minute, length: input.durationMinutes }, v);
  if (!to) return null;
  return {
    tool: 'add_block',
    input: {
      ...input,
      date: to.date,
      hour: Math.floor(to.start / 60),
      minute: to.start % 60,
      durationMinutes: to.length,
      ...(v.title ? { title: v.title } : {}),
      ...(v.category ? { category: v.category } : {}),
    },
  };
}

/** A move or resize of a block of the user's, with the new day, time or length: a move when its day or start differs. */
async function changeBlock(ctx: AiContext, call: Extract<ToolCall, { tool: 'move_block' | 'resize_block' }>, v: NewValues): Promise<Revised> {
  if (!only(v, 'date', 'start', 'end', 'length', 'number', 'shift', 'lengthBy')) return null;
  const { id, occurrence } = call.input;
  const block = await ctx.data.block({ id, occurrence });
  if (!block) return { refuse: 'That block is no longer there.' };
  const moved = call.tool === 'move_block' ? call.input : undefined;
  const hour = moved?.hour ?? block.hour;
  const was = {
    date: moved?.date ?? block.date,
    start: hour * 60 + (moved?.minute ?? (moved?.hour !== undefined ? 0 : (block.minute ?? 0))),
    length: call.input.durationMinutes ?? (call.input.duration !== undefined ? call.input.duration * 60 : block.durationMinutes),
  };
  const to = retimed(was, v);
  if (!to) return null;
  const target = { id, ...(occurrence ? { occurrence } : {}) };
  if (to.date === block.date && to.start === startMinute(block)) return { tool: 'resize_block', input: { ...target, durationMinutes: to.length } };
  return {
    tool: 'move_block',
    input: {
      ...target,
      ...(to.date !== block.date ? { date: to.date } : {}),
      hour: Math.floor(to.start / 60),
      minute: to.start % 60,
      ...(to.length !== block.durationMinutes ? { durationMinutes: to.length } : {}),
    },
  };
}

/** A health value proposed, with the new value (in the metric's own unit) or day. */
function healthValue(call: Extract<ToolCall, { tool: 'log_health' }>, v: NewValues): ToolCall | null {
  if (!only(v, 'date', 'number', 'health', 'length')) return null;
  const { metric } = call.input;
  if (v.health && v.health.metric !== metric) return null;
  let value = v.health?.value ?? v.number;
  if (v.length !== undefined) {
    if (value !== undefined) return null;
    if (metric === 'sleep' || metric === 'screenTime') value = v.length / 60;
    else if (metric === 'exercise' || metric === 'meditation') value = v.length;
    else return null;
  }
  return {
    tool: 'log_health',
    input: {
      ...call.input,
      ...(v.date ? { date: v.date } : {}),
      ...(value !== undefined ? { value } : {}),
      ...(v.health?.unit ? { unit: v.health.unit } : {}),
    },
  };
}

/** A goal's progress proposed: a bare number is milestones when the proposal counted them, and asked when it set a percentage. */
function goalProgress(call: Extract<ToolCall, { tool: 'set_goal_progress' }>, v: NewValues): Revised {
  const said = [v.number, v.percent, v.milestones].filter((n) => n !== undefined);
  if (!only(v, 'number', 'percent', 'milestones') || said.length !== 1) return null;
  const { goal, milestones } = call.input;
  if (v.percent !== undefined) return { tool: 'set_goal_progress', input: { goal, progress: v.percent } };
  if (v.milestones !== undefined || milestones !== undefined) return { tool: 'set_goal_progress', input: { goal, milestones: v.milestones ?? v.number } };
  return { refuse: `Is that ${v.number}% or ${v.number} milestones?` };
}

/** A task proposed or changed: a day is its due day, a length its estimate. */
function taskFields(call: Extract<ToolCall, { tool: 'add_task' | 'update_task' }>, v: NewValues): ToolCall | null {
  if (!only(v, 'date', 'length', 'title', 'priority')) return null;
  const values = {
    ...(v.date ? { dueDate: v.date } : {}),
    ...(v.length !== undefined ? { estimateMinutes: v.length } : {}),
    ...(v.title ? { title: v.title } : {}),
    ...(v.priority ? { priority: v.priority } : {}),
  };
  return call.tool === 'add_task' ? { tool: 'add_task', input: { ...call.input, ...values } } : { tool: 'update_task', input: { ...call.input, ...values } };
}

/** The same call with the values said put in its typed input, or null when it has no place for one of them. */
async function withValues(ctx: AiContext, call: ToolCall, v: NewValues): Promise<Revised> {
  const dated = only(v, 'date') && v.date !== undefined;
  switch (call.tool) {
    case 'add_block':
      return addBlock(call, v);
    case 'move_block':
    case 'resize_block':
      return changeBlock(ctx, call, v);
    case 'edit_block':
      return only(v, 'title', 'category')
        ? { tool: 'edit_block', input: { ...call.input, ...(v.title ? { title: v.title } : {}), ...(v.category ? { category: v.category } : {}) } }
        : null;
    case 'log_health':
      return healthValue(call, v);
    case 'set_goal_progress':
      return goalProgress(call, v);
    case 'add_task':
    case 'update_task':
      return taskFields(call, v);
    case 'update_milestone': {
      // Only a value the proposal already changes: its date or its name.
      const fits =
        only(v, 'date', 'title') && (v.date === undefined || call.input.dueDate !== undefined) && (v.title === undefined || call.input.title !== undefined);
      return fits
        ? { tool: 'update_milestone', input: { ...call.input, ...(v.date ? { dueDate: v.date } : {}), ...(v.title ? { title: v.title } : {}) } }
        : null;
    }
    case 'log_interaction':
      return dated ? { tool: 'log_interaction', input: { ...call.input, date: v.date } } : null;
    case 'plan_day':
      return dated ? { tool: 'plan_day', input: { ...call.input, date: v.date! } } : null;
    case 'clear_day':
      return dated ? { tool: 'clear_day', input: { date: v.date! } } : null;
    case 'move_tasks':
      return dated ? { tool: 'move_tasks', input: { ...call.input, to: v.date! } } : null;
    case 'shift_blocks':
      return only(v, 'length') && v.length ? { tool: 'shift_blocks', input: { ...call.input, minutes: Math.sign(call.input.minutes) * v.length } } : null;
    default:
      return null;
  }
}

/**
 * A call of the proposal with the new values said, checked again by its tool's own schema: nothing is read from words
 * here, only typed values put into a typed input. A value the tool refuses is said in its words.
 */
export async function reviseCall(ctx: AiContext, call: ToolCall, v: NewValues): Promise<Revised> {
  const revised = await withValues(ctx, call, v);
  if (!revised || 'refuse' in revised) return revised;
  const checked = (REGISTRY[revised.tool].input as z.ZodType).safeParse(revised.input);
  if (!checked.success) return { refuse: `I can't make it that: ${issuesText(checked.error)}.` };
  return { ...revised, input: checked.data } as ToolCall;
}
