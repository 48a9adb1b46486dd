/** Plan my day: where open tasks go in the workday's free time (docs/decisions/0022). Times are minutes of the day. */
import { DEFAULT_TASK_BLOCK_MINUTES, type TaskPriority } from './schemas/tasks.js';

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

/** A focus stretch longer than this gets a break before the next focus. */
export const FOCUS_STRETCH_MINUTES = 90;
/** After a short night the stretches are shorter. */
export const SHORT_NIGHT_STRETCH_MINUTES = 60;
/** The break left after a full stretch; a gap shorter than this does not count as a break. */
export const BREAK_MINUTES = 15;
/** How far back completed focus blocks are read to find the hours the user focuses best. */
export const FOCUS_HISTORY_WEEKS = 12;
/** Fewer completed focus blocks than this (one a week over the history) say nothing about the user's best hours. */
export const FOCUS_PEAK_MIN_BLOCKS = 12;
/** The best hours are a window this long holding at least this share of the focus minutes. */
export const FOCUS_PEAK_HOURS = 2;
export const FOCUS_PEAK_SHARE = 0.5;

export interface PlanTask {
  id: string;
  title: string;
  estimateMinutes: number | null;
  priority: TaskPriority;
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
  /** The day's own focus blocks (also in `busy`): a planned task next to them counts toward their stretch. */
  focus?: readonly Interval[];
  /** Completed focus blocks of the last twelve weeks, as minutes of their own day. */
  focusHistory?: readonly Interval[];
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
export const NO_ROOM_WITH_BREAKS = 'It only fits without a break between long stretches of focus';

const ceilStep = (m: number) => Math.ceil(m / PLAN_STEP_MINUTES) * PLAN_STEP_MINUTES;
const hours = (h: number) => `${Math.round(h * 10) / 10} h`;
const clock = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
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

export interface FocusPeak {
  window: Interval;
  /** Of the focus minutes in the history, the share inside the window (0–1). */
  share: number;
}

/**
 * The hours where completed focus work clusters: the whole-hour window of FOCUS_PEAK_HOURS holding the most focus
 * minutes, once there are FOCUS_PEAK_MIN_BLOCKS blocks and the window holds at least FOCUS_PEAK_SHARE of their minutes;
 * null otherwise. The window is kept to the workday.
 */
export function focusPeak(history: readonly Interval[], workday: Interval): FocusPeak | null {
  if (history.length < FOCUS_PEAK_MIN_BLOCKS) return null;
  const perHour = Array.from({ length: 24 }, (_, hour) =>
    history.reduce((sum, b) => sum + Math.max(0, Math.min(b.end, (hour + 1) * 60) - Math.max(b.start, hour * 60)), 0),
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

function energyNotes(input: PlanInput, peak: FocusPeak | null, used: { peak: boolean; peakTaken: boolean; breakLeft: boolean }, stretch: number) {
  const notes: string[] = [];
  const history = input.focusHistory?.length ?? 0;
  const hasHigh = input.tasks.some((t) => t.priority === 'high');
  if (peak && (used.peak || used.peakTaken)) {
    const when = `${clock(peak.window.start)}–${clock(peak.window.end)}`;
    const why = `You finish most of your focus work ${when} (${Math.round(peak.share * 100)}% of it over the last ${FOCUS_HISTORY_WEEKS} weeks)`;
    notes.push(used.peak ? `${why}, so high-priority tasks go there first.` : `${why}, but that time is already taken today.`);
  } else if (!peak && hasHigh && history > 0 && history < FOCUS_PEAK_MIN_BLOCKS) {
    notes.push(
      `With ${FOCUS_PEAK_MIN_BLOCKS} completed focus blocks in ${FOCUS_HISTORY_WEEKS} weeks (you have ${history}), high-priority tasks will go into the hours you focus best.`,
    );
  }
  if (used.breakLeft) {
    const shorter = stretch < FOCUS_STRETCH_MINUTES ? ', shorter than usual after a short night' : '';
    notes.push(`A ${BREAK_MINUTES}-minute break is left after ${stretch} minutes of focus in a row${shorter}.`);
  }
  return notes;
}

/**
 * Places each task, in plan order, at the earliest free start that holds its estimate (30 minutes without one), so a
 * lower priority never takes a place a higher one could have had. High-priority tasks go first into the hours where
 * the user's completed focus work clusters. A break is left after a long stretch of focus. After a short night an hour
 * of the workday stays free and the stretches are shorter.
 */
export function planDay(input: PlanInput): PlanResult {
  const from = ceilStep(Math.max(input.workday.start, input.notBefore ?? 0));
  const to = input.workday.end;
  const occupied: Interval[] = [...input.busy];
  const focus: Interval[] = [...(input.focus ?? [])];
  const result: PlanResult = { blocks: [], unplaced: [], notes: [] };
  const shortNight = input.sleep !== undefined && input.sleep.targetHours - input.sleep.hours >= SHORT_SLEEP_HOURS;
  const keepFree = shortNight ? SHORT_SLEEP_FREE_MINUTES : 0;
  const stretch = shortNight ? SHORT_NIGHT_STRETCH_MINUTES : FOCUS_STRETCH_MINUTES;
  const peak = focusPeak(input.focusHistory ?? [], input.workday);
  const used = { peak: false, peakTaken: false, breakLeft: false };
  if (shortNight) {
    const { hours: slept, targetHours } = input.sleep!;
    result.notes.push(
      `You slept ${hours(slept)} last night, ${hours(targetHours - slept)} under your ${hours(targetHours)} target, so an hour of the workday stays free.`,
    );
  }
  let freeLeft = freeIntervals(from, to, occupied).reduce((sum, f) => sum + f.end - f.start, 0);

  for (const task of input.tasks) {
    const length = task.estimateMinutes ?? DEFAULT_TASK_MINUTES;
    const search: Search = { from, to, occupied, focus, stretch };
    const inPeak = peak && task.priority === 'high' ? earliestStart(length, { ...search, within: peak.window }) : null;
    const start = inPeak ?? earliestStart(length, search);
    const withoutBreak = earliestStart(length, { ...search, stretch: undefined, ...(inPeak === null ? {} : { within: peak!.window }) });
    if (start === null) {
      result.unplaced.push({ taskId: task.id, reason: withoutBreak === null ? NO_ROOM : NO_ROOM_WITH_BREAKS });
      continue;
    }
    if (freeLeft - length < keepFree) {
      result.unplaced.push({ taskId: task.id, reason: KEPT_FREE });
      continue;
    }
    if (peak && task.priority === 'high') used[inPeak === null ? 'peakTaken' : 'peak'] = true;
    if (withoutBreak !== null && withoutBreak < start) used.breakLeft = true;
    const span = { start, end: start + length };
    occupied.push(span);
    focus.push(span);
    freeLeft -= length;
    result.blocks.push({ taskId: task.id, title: task.title, start, durationMinutes: length });
  }
  result.notes.push(...energyNotes(input, peak, used, stretch));
  return result;
}
