/** Plan my day's rules as numbers (decision records explain each). */
import { DEFAULT_TASK_BLOCK_MINUTES } from './schemas/tasks.js';

export const PLAN_STEP_MINUTES = 5;
/** A task without an estimate is planned for this long, as when it is scheduled by hand. */
export const DEFAULT_TASK_MINUTES = DEFAULT_TASK_BLOCK_MINUTES;
/** After a night at least this much under the sleep target, or on a lighter day, this much of the workday stays free. */
export const SHORT_SLEEP_HOURS = 1;
export const SHORT_SLEEP_FREE_MINUTES = 60;
/** Energy recorded for the day at or under this (of 10) makes it a lighter day. */
export const LOW_ENERGY = 4;
/** The middle of the energy scale: a focus block on a day recorded above it counts for more in the best hours. */
export const ENERGY_MIDPOINT = 5;
/** The workday a plan fills ("HH:MM") until the user sets their own on the profile (`workdayStart` / `workdayEnd`). */
export const DEFAULT_WORKDAY = { start: '09:00', end: '17:00' } as const;

/** "HH:MM" as minutes of the day. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The longest stretch of focus: a longer task is split into sessions this long at most, with a break between. */
export const FOCUS_STRETCH_MINUTES = 90;
/** On a lighter day the stretches are shorter. */
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
/** Without a history, demanding work goes into the morning: from the workday's start until noon (or three hours). */
export const MORNING_END_MINUTES = 12 * 60;
export const MORNING_MIN_MINUTES = 180;
/** Demanding work: a high priority, or an estimate this long or longer. */
export const DEMANDING_MINUTES = 90;
