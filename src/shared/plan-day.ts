/** Plan my day: where the day's tasks go in the workday's free time (docs/decisions/0022, 0036). Times are minutes of the day. */
import { planNotes, type PlanDayFacts } from './plan-day-notes.js';
import type { FocusDone, FocusPeak, Interval, PlanInput, PlanResult, PlanTask } from './plan-day-types.js';
import {
  DEFAULT_TASK_MINUTES,
  DEMANDING_MINUTES,
  ENERGY_MIDPOINT,
  FOCUS_PEAK_HOURS,
  FOCUS_PEAK_MIN_BLOCKS,
  FOCUS_PEAK_SHARE,
  FOCUS_STRETCH_MINUTES,
  BREAK_MINUTES,
  LOW_ENERGY,
  MORNING_END_MINUTES,
  MORNING_MIN_MINUTES,
  PLAN_STEP_MINUTES,
  SHORT_NIGHT_STRETCH_MINUTES,
  SHORT_SLEEP_FREE_MINUTES,
  SHORT_SLEEP_HOURS,
} from './plan-day-constants.js';

export * from './plan-day-constants.js';
export type * from './plan-day-types.js';

export const NO_ROOM = 'It does not fit in the free time left in the workday';
export const KEPT_FREE = 'The hour kept free on a lighter day leaves no room for it';
export const NO_ROOM_WITH_BREAKS = 'It only fits without a break between long stretches of focus';

const ceilStep = (m: number) => Math.ceil(m / PLAN_STEP_MINUTES) * PLAN_STEP_MINUTES;
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

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

/** How much a focus block's minutes count: more on a day of high recorded energy, less on a low one, as is without. */
const energyWeight = (energy: number | null | undefined) => (energy == null ? 1 : energy / ENERGY_MIDPOINT);

/**
 * The hours where completed focus work clusters: the whole-hour window of FOCUS_PEAK_HOURS holding the most focus
 * minutes, each weighed by the energy recorded that day, once there are FOCUS_PEAK_MIN_BLOCKS blocks and the window
 * holds at least FOCUS_PEAK_SHARE of their weight; null otherwise. The window is kept to the workday.
 */
export function focusPeak(history: readonly FocusDone[], workday: Interval): FocusPeak | null {
  if (history.length < FOCUS_PEAK_MIN_BLOCKS) return null;
  const perHour = Array.from({ length: 24 }, (_, hour) =>
    history.reduce((sum, b) => sum + energyWeight(b.energy) * Math.max(0, Math.min(b.end, (hour + 1) * 60) - Math.max(b.start, hour * 60)), 0),
  );
  const total = perHour.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let best = { hour: 0, minutes: -1 };
  for (let hour = 0; hour + FOCUS_PEAK_HOURS <= 24; hour++) {
    const minutes = perHour.slice(hour, hour + FOCUS_PEAK_HOURS).reduce((a, b) => a + b, 0);
    if (minutes > best.minutes) best = { hour, minutes };
  }
  // A window wider than the work in it is trimmed to the hours that hold some.
  let [first, last] = [best.hour, best.hour + FOCUS_PEAK_HOURS - 1];
  while (perHour[first] === 0) first++;
  while (perHour[last] === 0) last--;
  const window = { start: Math.max(first * 60, workday.start), end: Math.min((last + 1) * 60, workday.end) };
  const share = best.minutes / total;
  return share >= FOCUS_PEAK_SHARE && window.end > window.start ? { window, share } : null;
}

/** The morning of a workday: from its start until noon, or its first three hours when it starts later. */
export function morningOf(workday: Interval): Interval {
  const end = Math.max(MORNING_END_MINUTES, workday.start + MORNING_MIN_MINUTES);
  return { start: workday.start, end: Math.min(end, workday.end) };
}

export const isDemanding = (task: PlanTask) => task.priority === 'high' || (task.estimateMinutes ?? 0) >= DEMANDING_MINUTES;

/** A task's length split into sessions of at most `stretch` minutes, as even as 5-minute steps allow. */
export function sessionLengths(minutes: number, stretch: number): number[] {
  const count = Math.ceil(minutes / stretch);
  const base = Math.floor(minutes / count / PLAN_STEP_MINUTES) * PLAN_STEP_MINUTES;
  const lengths = Array.from({ length: count }, () => base);
  for (let left = minutes - base * count, i = 0; left > 0; left -= PLAN_STEP_MINUTES, i++) lengths[i]! += PLAN_STEP_MINUTES;
  return lengths;
}

/** Whether [start, end) joined to the focus next to it (gaps under a break) makes a stretch longer than `stretch`. */
function tooLongStretch(start: number, end: number, focus: readonly Interval[], stretch: number): boolean {
  let from = start;
  let to = end;
  for (let changed = true; changed;) {
    changed = false;
    for (const f of focus) {
      if (f.start < from && f.end <= from && from - f.end < BREAK_MINUTES) [from, changed] = [f.start, true];
      if (f.end > to && f.start >= to && f.start - to < BREAK_MINUTES) [to, changed] = [f.end, true];
    }
  }
  return (from < start || to > end) && to - from > stretch;
}

interface Search {
  from: number;
  to: number;
  occupied: readonly Interval[];
  focus: readonly Interval[];
  /** Without it, stretches may run on without a break. */
  stretch?: number;
  /** Only starts inside this window. */
  within?: Interval;
}

/** The earliest start on a 5-minute step where `length` minutes fit, or null. */
function earliestStart(length: number, search: Search): number | null {
  const first = ceilStep(Math.max(search.from, search.within?.start ?? 0));
  const last = Math.min(search.to - length, search.within ? search.within.end - 1 : Infinity);
  for (let start = first; start <= last; start += PLAN_STEP_MINUTES) {
    const span = { start, end: start + length };
    if (search.occupied.some((o) => overlaps(o, span))) continue;
    if (search.stretch !== undefined && tooLongStretch(span.start, span.end, search.focus, search.stretch)) continue;
    return start;
  }
  return null;
}

/** Where each session of a task goes, one after another; null when one of them does not fit. */
function placeSessions(lengths: readonly number[], search: Search, window: Interval | null): number[] | null {
  const occupied = [...search.occupied];
  const focus = [...search.focus];
  const starts: number[] = [];
  let from = search.from;
  for (const length of lengths) {
    const here = { ...search, from, occupied, focus };
    const start = (window ? earliestStart(length, { ...here, within: window }) : null) ?? earliestStart(length, here);
    if (start === null) return null;
    starts.push(start);
    occupied.push({ start, end: start + length });
    focus.push({ start, end: start + length });
    from = start + length;
  }
  return starts;
}

/** Why a day is lighter: a short night, low energy recorded for it, or the user asking. */
function lighterDay(input: PlanInput) {
  const shortNight = input.sleep !== undefined && input.sleep.targetHours - input.sleep.hours >= SHORT_SLEEP_HOURS;
  const lowEnergy = input.energy !== undefined && input.energy <= LOW_ENERGY;
  const asked = input.limits?.light === true;
  return { shortNight, lowEnergy, asked, any: shortNight || lowEnergy || asked };
}

/**
 * Places each task, in the order given, at the earliest free start that holds it (30 minutes without an estimate), so a
 * later task never takes a place an earlier one could have had. Demanding work goes first into the hours the user's
 * completed focus work clusters in (the morning without such a history). A task longer than a stretch of focus is split
 * into sessions with breaks between, and a break is left after each stretch. On a lighter day (a short night, low
 * energy, or asked for) an hour of the workday stays free and the stretches are shorter. The blocks come in time order.
 */
export function planDay(input: PlanInput): PlanResult {
  const limits = input.limits ?? {};
  const from = ceilStep(Math.max(input.workday.start, input.notBefore ?? 0, limits.notBefore ?? 0));
  const to = Math.min(input.workday.end, limits.notAfter ?? Infinity);
  const occupied: Interval[] = [...input.busy, ...(limits.keepFree ?? [])];
  const focus: Interval[] = [...(input.focus ?? [])];
  const result: PlanResult = { blocks: [], unplaced: [], notes: [] };
  const light = lighterDay(input);
  const keepFree = light.any ? SHORT_SLEEP_FREE_MINUTES : 0;
  const stretch = light.any ? SHORT_NIGHT_STRETCH_MINUTES : FOCUS_STRETCH_MINUTES;
  const peak = focusPeak(input.focusHistory ?? [], input.workday);
  const window = peak?.window ?? morningOf(input.workday);
  const facts: PlanDayFacts = { peak, window, light, stretch, placedInWindow: false, windowTaken: false, breakLeft: false, split: [] };
  let freeLeft = freeIntervals(from, to, occupied).reduce((sum, f) => sum + f.end - f.start, 0);

  for (const task of input.tasks) {
    const length = task.estimateMinutes ?? DEFAULT_TASK_MINUTES;
    const lengths = sessionLengths(length, stretch);
    const demanding = isDemanding(task);
    const search: Search = { from, to, occupied, focus, stretch };
    if (keepFree > 0 && length <= freeLeft && freeLeft - length < keepFree) {
      result.unplaced.push({ taskId: task.id, reason: KEPT_FREE });
      continue;
    }
    const starts = placeSessions(lengths, search, demanding ? window : null);
    if (starts === null) {
      const withoutBreaks = placeSessions(lengths, { ...search, stretch: undefined }, null);
      result.unplaced.push({ taskId: task.id, reason: withoutBreaks === null ? NO_ROOM : NO_ROOM_WITH_BREAKS });
      continue;
    }
    if (demanding) facts[starts[0]! >= window.start && starts[0]! < window.end ? 'placedInWindow' : 'windowTaken'] = true;
    const plain = placeSessions(lengths, { ...search, stretch: undefined }, demanding ? window : null);
    if (plain !== null && plain[0]! < starts[0]!) facts.breakLeft = true;
    if (lengths.length > 1) {
      facts.breakLeft = true;
      facts.split.push({ title: task.title, minutes: length, sessions: lengths });
    }
    starts.forEach((start, i) => {
      const span = { start, end: start + lengths[i]! };
      occupied.push(span);
      focus.push(span);
      result.blocks.push({
        taskId: task.id,
        title: task.title,
        start,
        durationMinutes: lengths[i]!,
        ...(lengths.length > 1 && { session: { index: i + 1, count: lengths.length } }),
      });
    });
    freeLeft -= length;
  }
  result.blocks.sort((a, b) => a.start - b.start);
  result.notes.push(...planNotes(input, facts));
  return result;
}
