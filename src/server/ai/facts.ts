import { format, parseISO } from 'date-fns';
import { daysBetween, shiftDate, todayIn } from '../../shared/dates.js';
import { getMetric } from '../../shared/health-metrics.js';
import { isDueForContact } from '../../shared/relationships-contact.js';
import type { ReviewWeek } from '../../shared/review-weeks.js';
import { TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from '../../shared/schemas/time-blocks.js';
import type { InteractionType } from '../../shared/schemas/relationships.js';
import type { BlockFact, GoalFact, HealthFact, InteractionFact, PersonFact } from './user-data.js';

export const SLEEP_TARGET = getMetric('sleep').target;
export const EXERCISE_TARGET = getMetric('exercise').target;
export const STRESS_TARGET = getMetric('stress').target;
/** A goal is behind pace when the share of its time gone exceeds its progress by this many points. */
export const BEHIND_PACE_POINTS = 15;

/** One decimal at most, and no trailing ".0": the form every number takes in AI text. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export function average(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM');
}

export function shortDate(date: string): string {
  return format(parseISO(date), 'd MMMM');
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
  week: ReviewWeek;
  blocks: {
    count: number;
    hours: number;
    hoursByCategory: Record<TimeBlockCategory, number>;
    countByCategory: Record<TimeBlockCategory, number>;
    busiestDay: { date: string; hours: number } | null;
  };
  health: {
    days: number;
    avgSleep: number;
    avgEnergy: number;
    avgMood: number;
    avgStress: number;
    avgExercise: number;
    avgSteps: number;
    sleepTargetDays: number;
    exerciseTargetDays: number;
  };
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
}): WeekFacts {
  const { week, asOf } = input;
  const inWeek = (d: string) => d >= week.startDate && d <= week.endDate;
  const blocks = input.blocks.filter((b) => inWeek(b.date));
  const health = input.health.filter((h) => inWeek(h.date));
  const contacts = input.interactions.filter((i) => inWeek(i.date));

  const hoursByCategory = zeroByCategory();
  const countByCategory = zeroByCategory();
  const hoursByDay = new Map<string, number>();
  for (const b of blocks) {
    hoursByCategory[b.category] += b.duration;
    countByCategory[b.category] += 1;
    hoursByDay.set(b.date, (hoursByDay.get(b.date) ?? 0) + b.duration);
  }
  let busiestDay: WeekFacts['blocks']['busiestDay'] = null;
  for (const [date, hours] of [...hoursByDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!busiestDay || hours > busiestDay.hours) busiestDay = { date, hours };
  }

  const byType: Record<InteractionType, number> = { call: 0, message: 0, meeting: 0 };
  for (const i of contacts) byType[i.type] += 1;
  const people = [...new Set(contacts.map((i) => i.name))].sort((a, b) => a.localeCompare(b));

  const goalDate = (g: GoalFact) => todayIn(input.timezone, g.updatedAt);
  const updated = input.goals.filter((g) => inWeek(goalDate(g)));
  const active = input.goals.filter((g) => g.progress < 100 && g.startDate <= asOf && g.endDate >= week.startDate).map((g) => goalPace(g, asOf));

  const peopleDue = input.people
    .filter((p) => isDueForContact(p.lastContact, asOf))
    .map((p) => ({ name: p.name, days: p.lastContact === null ? null : daysBetween(p.lastContact, asOf) }));

  const facts: WeekFacts = {
    week,
    blocks: {
      count: blocks.length,
      hours: blocks.reduce((a, b) => a + b.duration, 0),
      hoursByCategory,
      countByCategory,
      busiestDay,
    },
    health: {
      days: health.length,
      avgSleep: average(health.map((h) => h.sleep)),
      avgEnergy: average(health.map((h) => h.energy)),
      avgMood: average(health.map((h) => h.mood)),
      avgStress: average(health.map((h) => h.stress)),
      avgExercise: average(health.map((h) => h.exercise)),
      avgSteps: average(health.map((h) => h.steps)),
      sleepTargetDays: health.filter((h) => h.sleep >= SLEEP_TARGET).length,
      exerciseTargetDays: health.filter((h) => h.exercise >= EXERCISE_TARGET).length,
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
