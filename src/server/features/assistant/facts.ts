import { daysBetween, shiftDate, startOfDayIn } from '../../../shared/dates.js';
import { createFormatter, DEFAULT_REPLY_LOCALE, type DisplayPrefs, type Formatter } from '../../../shared/format.js';
import { DEFAULT_HEALTH_TARGETS } from '../../../shared/health-metrics.js';
import { daysSinceContact, isDueForContact } from '../../../shared/relationships-contact.js';
import { blocksOn, hoursBlocked, hoursByCategory as dayHoursByCategory } from '../../../shared/time-blocks-layout.js';
import type { ReviewWeek } from '../../../shared/review-weeks.js';
import { TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from '../../../shared/schemas/time-blocks.js';
import type { InteractionType } from '../../../shared/schemas/relationships.js';
import { loggedDays, summarizeHealth, type HealthPrefs, type WeekHealth } from './health-facts.js';
import { words } from './wording.js';
import type { Finding } from '../health-metrics/index.js';
import type { AiContext } from './provider.js';
import type { BlockFact, DailyPlanFact, GoalFact, HealthFact, InteractionFact, PersonFact } from './user-data.js';

export { words };

/** A goal is behind pace when the share of its time gone exceeds its progress by this many points. */
export const BEHIND_PACE_POINTS = 15;

/** The formatter of the assistant's text: the user's number base and clock, the request's language. */
export function replyFormatter(prefs: Omit<DisplayPrefs, 'locale'> & { locale?: string }): Formatter {
  return createFormatter({ ...prefs, locale: prefs.locale ?? DEFAULT_REPLY_LOCALE });
}

/** For text another person reads (a reconnection message the user sends): decimal, whatever the user's setting. */
export function messageFormatter(ctx: Pick<AiContext, 'user' | 'now'>): Formatter {
  const { timezone, timeFormat = null, locale } = ctx.user;
  return replyFormatter({ numberBase: 'decimal', timeFormat, timezone, locale, now: () => ctx.now });
}

/** One decimal place at most, as the figures in AI text are rounded. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function average(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

export interface GoalPace {
  title: string;
  progress: number;
  /** Share of the goal's time that has passed, 0–100, rounded. */
  expected: number;
  endDate: string;
  behind: boolean;
  done: boolean;
}

export function goalPace(goal: Pick<GoalFact, 'title' | 'progress' | 'startDate' | 'endDate'>, today: string): GoalPace {
  const total = Math.max(1, daysBetween(goal.startDate, goal.endDate));
  const elapsed = Math.min(total, Math.max(0, daysBetween(goal.startDate, today)));
  const expected = Math.round((elapsed / total) * 100);
  const done = goal.progress >= 100;
  return { title: goal.title, progress: goal.progress, expected, endDate: goal.endDate, done, behind: !done && expected - goal.progress >= BEHIND_PACE_POINTS };
}

export interface WeekFacts {
  /** The strongest relationships over the twelve weeks up to the week's last day counted. */
  findings?: Finding[];
  week: ReviewWeek;
  blocks: {
    count: number;
    hours: number;
    hoursByCategory: Record<TimeBlockCategory, number>;
    countByCategory: Record<TimeBlockCategory, number>;
    busiestDay: { date: string; hours: number } | null;
  };
  health: WeekHealth;
  interactions: {
    count: number;
    byType: Record<InteractionType, number>;
    people: string[];
  };
  goals: {
    active: GoalPace[];
    completedThisWeek: string[];
    updatedThisWeek: number;
  };
  peopleDue: { name: string; days: number | null }[];
  /** The tasks due or done in the week, and how many of them were done in it. */
  tasks?: { planned: number; finished: number };
  /** The week's days with an intention or a reflection, in date order. */
  days?: DailyPlanFact[];
  hasData: boolean;
}

const zeroByCategory = () => Object.fromEntries(TIME_BLOCK_CATEGORIES.map((c) => [c, 0])) as Record<TimeBlockCategory, number>;

/**
 * Everything a review says, computed from the week's rows. `asOf` is the last day that counts for pace and
 * contact (the week's end, or today when the week is still running).
 */
export function computeWeekFacts(input: {
  week: ReviewWeek;
  asOf: string;
  timezone: string;
  blocks: BlockFact[];
  health: HealthFact[];
  interactions: InteractionFact[];
  goals: GoalFact[];
  people: PersonFact[];
  /** The user's targets and weight unit; the default targets and pounds when absent. */
  healthPrefs?: HealthPrefs;
}): WeekFacts {
  const { week, asOf } = input;
  const inWeek = (d: string) => d >= week.startDate && d <= week.endDate;
  const days = weekDays(week);
  // A block of the Sunday before that runs past midnight counts its hours on this Monday.
  const blocks = [...new Set(days.flatMap((d) => blocksOn(input.blocks, d)))];
  const health = loggedDays(input.health.filter((h) => inWeek(h.date)));
  const prefs: HealthPrefs = input.healthPrefs ?? { targets: DEFAULT_HEALTH_TARGETS, weightUnit: 'lbs' };
  const contacts = input.interactions.filter((i) => inWeek(i.date));

  const hoursByCategory = zeroByCategory();
  const countByCategory = zeroByCategory();
  for (const b of blocks) countByCategory[b.category] += 1;
  let hours = 0;
  let busiestDay: WeekFacts['blocks']['busiestDay'] = null;
  for (const date of days) {
    const dayHours = hoursBlocked(input.blocks, date);
    hours += dayHours;
    for (const [category, h] of Object.entries(dayHoursByCategory(input.blocks, date))) hoursByCategory[category as TimeBlockCategory] += h;
    if (dayHours > 0 && (!busiestDay || dayHours > busiestDay.hours)) busiestDay = { date, hours: dayHours };
  }

  const byType: Record<InteractionType, number> = { call: 0, message: 0, meeting: 0 };
  for (const i of contacts) byType[i.type] += 1;
  const people = [...new Set(contacts.map((i) => i.name))].sort((a, b) => a.localeCompare(b));

  const weekFrom = startOfDayIn(week.startDate, input.timezone);
  const weekTo = startOfDayIn(shiftDate(week.endDate, 1), input.timezone);
  const updated = input.goals.filter((g) => g.updatedAt >= weekFrom && g.updatedAt < weekTo);
  const active = input.goals.filter((g) => g.progress < 100 && g.startDate <= asOf && g.endDate >= week.startDate).map((g) => goalPace(g, asOf));

  const peopleDue = input.people.filter((p) => isDueForContact(p, asOf)).map((p) => ({ name: p.name, days: daysSinceContact(p.lastContact, asOf) }));

  const facts: WeekFacts = {
    week,
    blocks: {
      count: blocks.length,
      hours,
      hoursByCategory,
      countByCategory,
      busiestDay,
    },
    health: {
      days: health.length,
      daysSoFar: days.filter((d) => d <= asOf).length,
      metrics: summarizeHealth(health, prefs.weightUnit),
      weightUnit: prefs.weightUnit,
      targets: prefs.targets,
      sleepTargetDays: health.filter((h) => h.sleep !== null && h.sleep >= prefs.targets.sleep).length,
      exerciseTargetDays: health.filter((h) => h.exercise !== null && h.exercise >= prefs.targets.exercise).length,
    },
    interactions: { count: contacts.length, byType, people },
    goals: {
      active,
      completedThisWeek: updated.filter((g) => g.progress >= 100).map((g) => g.title),
      updatedThisWeek: updated.length,
    },
    peopleDue,
    hasData: false,
  };
  facts.hasData = blocks.length > 0 || health.length > 0 || contacts.length > 0 || updated.length > 0;
  return facts;
}

/** The days of a week, Monday first, for callers that need the range as a list. */
export function weekDays(week: ReviewWeek): string[] {
  return Array.from({ length: 7 }, (_, i) => shiftDate(week.startDate, i));
}
