import { MILESTONES_PER_GOAL } from './constants.js';
import { daysBetween, shiftDate, shiftMonths } from './dates.js';

export const TIMEFRAMES = ['12 days', '12 weeks', '12 months'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = '12 weeks';

/** "12 weeks" as the user reads it: the number through their formatter ("10 weeks" in dozenal). */
export function formatTimeframe(timeframe: Timeframe, count: (value: number) => string): string {
  const [n, unit] = timeframe.split(' ');
  return `${count(Number(n))} ${unit}`;
}

export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

/** The start date plus 12 days, 12 weeks or 12 calendar months; a month end clamps (Jan 31 → Jan 31, Feb 29 → Feb 28). */
export function endDateFor(startDate: string, timeframe: Timeframe): string {
  if (timeframe === '12 days') return shiftDate(startDate, 12);
  return timeframe === '12 weeks' ? shiftDate(startDate, 7 * 12) : shiftMonths(startDate, 12);
}

/** completedMilestones = floor(progress / 100 × 12), computed in integers so 25 % gives exactly 3. */
export function completedMilestonesFor(progress: number): number {
  const clamped = Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, Math.trunc(progress)));
  return Math.floor((clamped * MILESTONES_PER_GOAL) / 100);
}

/** The least progress that shows this many milestones done: 5 milestones is 42 %, the first percentage giving 5. */
export function progressForMilestones(milestones: number): number {
  const m = Math.min(MILESTONES_PER_GOAL, Math.max(0, Math.trunc(milestones)));
  return Math.ceil((m * 100) / MILESTONES_PER_GOAL);
}

/** Whole days from today to the end date; 0 on the end date and after it. */
export function daysLeft(endDate: string, today: string): number {
  return Math.max(0, daysBetween(today, endDate));
}

/** The progress number input: a non-numeric value becomes 0; otherwise rounded and kept within 0–100. */
export function parseProgressInput(value: string | number): number {
  if (typeof value === 'string' && value.trim() === '') return 0;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n)) return 0;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, Math.round(n)));
}

export function isCompleted(progress: number): boolean {
  return progress >= PROGRESS_MAX;
}

/** A milestone as kept with its goal: named, dated or ticked (the others are not kept). */
export interface MilestoneValues {
  index: number;
  title: string | null;
  dueDate: string | null;
  doneAt: string | null;
}

/** All 12 milestones in order, those never named, dated or ticked as nulls. */
export function allMilestones(kept: readonly MilestoneValues[]): MilestoneValues[] {
  return Array.from({ length: MILESTONES_PER_GOAL }, (_, i) => {
    const found = kept.find((m) => m.index === i + 1);
    return { index: i + 1, title: found?.title ?? null, dueDate: found?.dueDate ?? null, doneAt: found?.doneAt ?? null };
  });
}

/** Progress comes from the milestones once any of them is named or ticked; before that, from the percentage set. */
export function progressSourceOf(kept: readonly MilestoneValues[]): 'milestones' | 'percentage' {
  return kept.some((m) => m.title !== null || m.doneAt !== null) ? 'milestones' : 'percentage';
}

/**
 * The milestones with exactly `count` ticked: the first unticked ones are ticked in order, or the last ticked ones
 * unticked, so a count said in words ("4 milestones done") changes as few as it can.
 */
export function withMilestonesDone(kept: readonly MilestoneValues[], count: number, at: string): MilestoneValues[] {
  const all = allMilestones(kept);
  const ticked = all.filter((m) => m.doneAt !== null);
  const toTick = all.filter((m) => m.doneAt === null).slice(0, Math.max(0, count - ticked.length));
  const toUntick = ticked.slice(Math.min(count, ticked.length));
  for (const m of toTick) m.doneAt = at;
  for (const m of toUntick) m.doneAt = null;
  return all.filter((m) => m.title !== null || m.dueDate !== null || m.doneAt !== null);
}

/** The milestones kept after one changes: a milestone with nothing left on it is dropped; in index order. */
export function withMilestone(kept: readonly MilestoneValues[], changed: MilestoneValues): MilestoneValues[] {
  const others = kept.filter((m) => m.index !== changed.index);
  const empty = changed.title === null && changed.dueDate === null && changed.doneAt === null;
  return (empty ? others : [...others, changed]).sort((a, b) => a.index - b.index);
}

/** Done milestones ÷ 12 as the goal's progress and its milestone count. */
export function milestoneProgress(kept: readonly MilestoneValues[]): { progress: number; completedMilestones: number } {
  const done = kept.filter((m) => m.doneAt !== null).length;
  return { progress: progressForMilestones(done), completedMilestones: done };
}
