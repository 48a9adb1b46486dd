/** Plan my day: where open tasks go in the workday's free time (DESIGN.md, "Plan my day"). Times are minutes of the day. */
import { DEFAULT_TASK_BLOCK_MINUTES } from './schemas/tasks.js';

export const PLAN_STEP_MINUTES = 5;
/** A task without an estimate is planned for this long, as when it is scheduled by hand. */
export const DEFAULT_TASK_MINUTES = DEFAULT_TASK_BLOCK_MINUTES;
/** After a night at least this much under the sleep target, this much of the workday stays free. */
export const SHORT_SLEEP_HOURS = 1;
export const SHORT_SLEEP_FREE_MINUTES = 60;
/** The workday a plan fills ("HH:MM") until the user sets their own on the profile (`workdayStart` / `workdayEnd`). */
export const DEFAULT_WORKDAY = { start: '09:00', end: '17:00' } as const;

/** "HH:MM" as minutes of the day. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface PlanTask {
  id: string;
  title: string;
  estimateMinutes: number | null;
}
export interface Interval {
  start: number;
  end: number;
}
export interface PlanInput {
  /** Open tasks without a block on or after the day, in plan order (most important first). */
  tasks: readonly PlanTask[];
  workday: Interval;
  /** Blocks and busy calendar events of the day. */
  busy: readonly Interval[];
  /** Nothing starts before this (now, when the day is today). */
  notBefore?: number;
  /** Last night's sleep and the user's target, in hours, when both are known. */
  sleep?: { hours: number; targetHours: number };
}
export interface PlannedBlock {
  taskId: string;
  title: string;
  start: number;
  durationMinutes: number;
}
export interface PlanResult {
  blocks: PlannedBlock[];
  unplaced: { taskId: string; reason: string }[];
  notes: string[];
}

export const NO_ROOM = 'It does not fit in the free time left in the workday';
export const KEPT_FREE = 'The hour kept free after a short night leaves no room for it';

const ceilStep = (m: number) => Math.ceil(m / PLAN_STEP_MINUTES) * PLAN_STEP_MINUTES;
const hours = (h: number) => `${Math.round(h * 10) / 10} h`;

/** The free stretches of [from, to) around the busy intervals, in order. */
export function freeIntervals(from: number, to: number, busy: readonly Interval[]): Interval[] {
  const taken = busy.filter((b) => b.end > from && b.start < to).sort((a, b) => a.start - b.start);
  const free: Interval[] = [];
  let at = from;
  for (const b of taken) {
    if (b.start > at) free.push({ start: at, end: b.start });
    at = Math.max(at, b.end);
  }
  if (at < to) free.push({ start: at, end: to });
  return free;
}

/**
 * Places each task, in plan order, at the earliest free start that holds its estimate (30 minutes without one), so a
 * lower priority never takes a place a higher one could have had. After a short night an hour of the workday stays free.
 */
export function planDay(input: PlanInput): PlanResult {
  const from = ceilStep(Math.max(input.workday.start, input.notBefore ?? 0));
  const to = input.workday.end;
  const occupied: Interval[] = [...input.busy];
  const result: PlanResult = { blocks: [], unplaced: [], notes: [] };
  const shortNight = input.sleep !== undefined && input.sleep.targetHours - input.sleep.hours >= SHORT_SLEEP_HOURS;
  const keepFree = shortNight ? SHORT_SLEEP_FREE_MINUTES : 0;
  if (shortNight) {
    const { hours: slept, targetHours } = input.sleep!;
    result.notes.push(
      `You slept ${hours(slept)} last night, ${hours(targetHours - slept)} under your ${hours(targetHours)} target, so an hour of the workday stays free.`,
    );
  }
  let freeLeft = freeIntervals(from, to, occupied).reduce((sum, f) => sum + f.end - f.start, 0);

  for (const task of input.tasks) {
    const length = task.estimateMinutes ?? DEFAULT_TASK_MINUTES;
    const slot = freeIntervals(from, to, occupied).find((f) => f.end - ceilStep(f.start) >= length);
    if (!slot) {
      result.unplaced.push({ taskId: task.id, reason: NO_ROOM });
      continue;
    }
    if (freeLeft - length < keepFree) {
      result.unplaced.push({ taskId: task.id, reason: KEPT_FREE });
      continue;
    }
    const start = ceilStep(slot.start);
    occupied.push({ start, end: start + length });
    freeLeft -= length;
    result.blocks.push({ taskId: task.id, title: task.title, start, durationMinutes: length });
  }
  return result;
}
