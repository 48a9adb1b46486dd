import { daysBetween, shiftDate } from '../../../../shared/dates.js';
import type { InsightDraft } from '../../../../shared/schemas/insights.js';
import type { Formatter } from '../../../../shared/format.js';
import { blocksOn, hoursBlocked } from '../../../../shared/time-blocks-layout.js';
import { DEFAULT_HEALTH_TARGETS, summarizeMetric, type HealthTargets } from '../../../../shared/health-metrics.js';
import { average, goalPace, words } from '../facts.js';
import { listNames } from '../wording.js';
import { loggedDays } from '../health-facts.js';
import { CORRELATION_CAVEAT, describeFinding, type Finding } from '../../health-metrics/index.js';
import type { BlockFact, GoalFact, HealthFact, PersonFact } from '../user-data.js';
import { daysSinceContact, isDueForContact } from '../../../../shared/relationships-contact.js';

export const INSIGHT_WINDOW_DAYS = 28;
export const RECENT_DAYS = 14;
/** Nights of at least this many hours count as "enough sleep" when comparing next-day energy. */
export const RESTED_SLEEP_HOURS = 7;
const MIN_PAIRS_PER_GROUP = 2;
const MIN_ENERGY_GAP = 0.5;
const MIN_BLOCKS_FOR_AREAS = 5;

export interface InsightInput {
  today: string;
  /** Writes the cards' figures and dates as the user reads them. */
  fmt: Formatter;
  /** Health records of the last INSIGHT_WINDOW_DAYS days up to today. */
  health: HealthFact[];
  /** Time blocks of the last RECENT_DAYS days up to today, and of the day before them (for hours past its midnight). */
  blocks: BlockFact[];
  people: PersonFact[];
  goals: GoalFact[];
  /** The user's health targets; the defaults when absent. */
  healthTargets?: HealthTargets;
  /** The strongest relationships of the last twelve weeks, strongest first. */
  findings?: Finding[];
}

export interface SleepEnergy {
  rested: { days: number; energy: number };
  short: { days: number; energy: number };
}

/** Pairs each night's sleep with the energy logged the next day, split at RESTED_SLEEP_HOURS; a pair needs both recorded. */
export function sleepEnergyPairs(health: HealthFact[]): SleepEnergy {
  const byDate = new Map(health.map((h) => [h.date, h]));
  const rested: number[] = [];
  const short: number[] = [];
  for (const h of health) {
    const next = byDate.get(shiftDate(h.date, 1));
    if (!next || h.sleep === null || next.energy === null) continue;
    (h.sleep >= RESTED_SLEEP_HOURS ? rested : short).push(next.energy);
  }
  return { rested: { days: rested.length, energy: average(rested) }, short: { days: short.length, energy: average(short) } };
}

/** How the cards write numbers, counts and dates for the user. */
type CardWords = ReturnType<typeof words>;

/** Next-day energy after rested nights against shorter ones, when both have enough days and the gap is clear. */
function sleepEnergyCard(input: InsightInput, { num, plural, outOfTen }: CardWords): InsightDraft | undefined {
  const pairs = sleepEnergyPairs(input.health);
  const enoughToCompare =
    pairs.rested.days >= MIN_PAIRS_PER_GROUP && pairs.short.days >= MIN_PAIRS_PER_GROUP && Math.abs(pairs.rested.energy - pairs.short.energy) >= MIN_ENERGY_GAP;
  if (!enoughToCompare) return undefined;
  const better = pairs.rested.energy > pairs.short.energy;
  return {
    kind: 'sleep-energy',
    title: better ? 'More sleep, more energy' : 'Sleep and next-day energy',
    body:
      `After nights of ${num(RESTED_SLEEP_HOURS)} hours or more, your next-day energy averaged ${outOfTen(pairs.rested.energy)} (${plural(pairs.rested.days, 'day')}), ` +
      `against ${outOfTen(pairs.short.energy)} after shorter nights (${plural(pairs.short.days, 'day')}).`,
  };
}

/** The two strongest relationships found in the user's last twelve weeks. */
function correlationCard(input: InsightInput, _words: CardWords): InsightDraft | undefined {
  const findings = (input.findings ?? []).slice(0, 2);
  if (findings.length === 0) return undefined;
  return {
    kind: 'correlation',
    title: findings.length === 1 ? 'A pattern in your own data' : 'Patterns in your own data',
    body: `Over the last 12 weeks: ${findings.map((f) => `${describeFinding(f, input.fmt)}.`).join(' ')} ${CORRELATION_CAVEAT}`,
  };
}

/** The last week's sleep, when at least three nights average more than an hour under the user's target. */
function sleepBelowTargetCard(input: InsightInput, { num, count }: CardWords): InsightDraft | undefined {
  const sleepTarget = (input.healthTargets ?? DEFAULT_HEALTH_TARGETS).sleep;
  const weekSleep = summarizeMetric(
    input.health.filter((h) => h.date > shiftDate(input.today, -7)),
    'sleep',
  );
  if (weekSleep.average === null || weekSleep.days < 3 || weekSleep.average >= sleepTarget - 1) return undefined;
  return {
    kind: 'sleep',
    title: 'Sleep below target',
    body: `Your sleep averaged ${num(weekSleep.average)} hours over ${count(weekSleep.days)} of the last ${count(7)} nights, under your ${num(sleepTarget)}-hour target.`,
  };
}

/** The people due for contact, the first three named with how long it has been. */
function reconnectCard(input: InsightInput, { plural }: CardWords): InsightDraft | undefined {
  const { today } = input;
  const due = input.people.filter((p) => isDueForContact(p, today));
  if (due.length === 0) return undefined;
  const named = due
    .slice(0, 3)
    .map((p) => (p.lastContact === null ? `${p.name} (not contacted yet)` : `${p.name} (${plural(daysSinceContact(p.lastContact, today) ?? 0, 'day')})`));
  return {
    kind: 'neglected-people',
    title: 'Time to reconnect',
    body: `${plural(due.length, 'person', 'people')} ${due.length === 1 ? 'is' : 'are'} due for contact: ${listNames(named)}.`,
  };
}

/** Recent days full of time blocks with not one break among them. */
function noRestCard(input: InsightInput, { count, plural }: CardWords): InsightDraft | undefined {
  const recentDays = Array.from({ length: RECENT_DAYS }, (_, i) => shiftDate(input.today, i - RECENT_DAYS + 1));
  const recentBlocks = [...new Set(recentDays.flatMap((d) => blocksOn(input.blocks, d)))];
  if (recentBlocks.length < MIN_BLOCKS_FOR_AREAS || recentBlocks.some((b) => b.category === 'break')) return undefined;
  const hours = recentDays.reduce((sum, d) => sum + hoursBlocked(input.blocks, d), 0);
  return {
    kind: 'neglected-area',
    title: 'No room for rest',
    body: `Your last ${count(RECENT_DAYS)} days hold ${plural(recentBlocks.length, 'time block')} (${plural(hours, 'hour')}) and not one break.`,
  };
}

/** A last health record more than a week old. */
function healthLapsedCard(input: InsightInput, { plural, shortDate }: CardWords): InsightDraft | undefined {
  const lastHealth = loggedDays(input.health).at(-1);
  if (!lastHealth || daysBetween(lastHealth.date, input.today) <= 7) return undefined;
  return {
    kind: 'neglected-area',
    title: 'Health tracking has lapsed',
    body: `Your last health record is from ${shortDate(lastHealth.date)}, ${plural(daysBetween(lastHealth.date, input.today), 'day')} ago.`,
  };
}

/** One card for each goal under way whose progress is behind the share of its time gone. */
function goalPaceCards(input: InsightInput, { percent, shortDate }: CardWords): InsightDraft[] {
  const { today } = input;
  const cards: InsightDraft[] = [];
  for (const goal of input.goals) {
    if (goal.startDate > today || goal.endDate < today) continue;
    const pace = goalPace(goal, today);
    if (!pace.behind) continue;
    cards.push({
      kind: 'goal-pace',
      title: 'A goal is behind pace',
      body: `"${goal.title}" is at ${percent(pace.progress)} with ${percent(pace.expected)} of its time gone (it ends on ${shortDate(goal.endDate)}).`,
    });
  }
  return cards;
}

/** Cards only for what the data supports; a single honest card when it supports nothing yet. */
export function analyzeInsights(input: InsightInput): InsightDraft[] {
  const cardWords = words(input.fmt);
  const cards = [
    sleepEnergyCard(input, cardWords),
    correlationCard(input, cardWords),
    sleepBelowTargetCard(input, cardWords),
    reconnectCard(input, cardWords),
    noRestCard(input, cardWords),
    healthLapsedCard(input, cardWords),
    ...goalPaceCards(input, cardWords),
  ].filter((card): card is InsightDraft => card !== undefined);
  if (cards.length === 0) {
    return [
      {
        kind: 'not-enough-data',
        title: 'Not enough data yet',
        body: 'There is not enough data for an honest insight yet. Log health for a few days in a row, plan time blocks, add your people and goals, then refresh.',
      },
    ];
  }
  return cards.slice(0, 12);
}
