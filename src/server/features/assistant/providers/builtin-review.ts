import type { ReviewContent } from '../../../../shared/schemas/progress-reviews.js';
import { TIME_BLOCK_CATEGORIES } from '../../../../shared/schemas/time-blocks.js';
import type { Formatter } from '../../../../shared/format.js';
import { words, type WeekFacts } from '../facts.js';
import { listNames } from '../wording.js';
import { reviewHealthLines, type ReviewLines } from '../health-facts.js';
import { CORRELATION_CAVEAT, describeFinding } from '../../health-metrics/index.js';

export const NOT_ENOUGH_DATA = 'Not enough data';

const MAX_ITEMS = 12;
/** Reflections quoted in a review, the latest ones. */
const MAX_REFLECTIONS = 3;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

type ReviewWords = ReturnType<typeof words>;

/** The time blocks' totals, focus and completed hours, the split by category and the busiest day. */
function blockLines({ blocks }: WeekFacts, { num, plural, longDate }: ReviewWords): Partial<ReviewLines> {
  if (blocks.count === 0) {
    return {
      report: ['No time blocks were planned.'],
      recommendations: ['Plan next week in Time Blocking, starting with your most important focus hours.'],
    };
  }
  const lines: ReviewLines = { report: [], achievements: [], patterns: [], recommendations: [] };
  lines.report.push(
    `You planned ${plural(blocks.count, 'time block')} totalling ${plural(blocks.hours, 'hour')}, ${num(blocks.hoursByCategory.focus)} of them focus time.`,
  );
  if (blocks.hoursByCategory.focus > 0) {
    lines.achievements.push(`Planned ${plural(blocks.hoursByCategory.focus, 'hour')} of focus time across ${plural(blocks.countByCategory.focus, 'block')}.`);
  }
  if (blocks.countByCategory.completed > 0) {
    lines.achievements.push(`Marked ${plural(blocks.countByCategory.completed, 'block')} as completed (${plural(blocks.hoursByCategory.completed, 'hour')}).`);
  }
  const split = TIME_BLOCK_CATEGORIES.filter((c) => blocks.hoursByCategory[c] > 0).map((c) => `${c} ${num(blocks.hoursByCategory[c])} h`);
  lines.patterns.push(`Time by category: ${split.join(', ')}.`);
  if (blocks.busiestDay) lines.patterns.push(`Busiest day: ${longDate(blocks.busiestDay.date)} with ${plural(blocks.busiestDay.hours, 'hour')} planned.`);
  if (blocks.countByCategory.break === 0) lines.recommendations.push('No breaks were planned this week: add a short break block between long focus sessions.');
  return lines;
}

/** "You finished 14 of 19 planned tasks" and the week's last reflections, in the user's own words. */
function taskAndReflectionLines(facts: WeekFacts, { count, plural }: ReviewWords): Partial<ReviewLines> {
  const out = { report: [] as string[], achievements: [] as string[], patterns: [] as string[] };
  const tally = facts.tasks;
  if (tally && tally.planned > 0) {
    out.report.push(`You finished ${count(tally.finished)} of ${plural(tally.planned, 'planned task')}.`);
    if (tally.finished > 0) out.achievements.push(`Finished ${plural(tally.finished, 'task')}.`);
  }
  const reflections = (facts.days ?? []).filter((d) => d.reflection !== '').slice(-MAX_REFLECTIONS);
  for (const day of reflections) out.patterns.push(`${weekday(day.date)}'s reflection: ${day.reflection}`);
  return out;
}

/** Whom the user was in touch with, and by which kinds of interaction. */
function interactionLines({ interactions }: WeekFacts, { plural }: ReviewWords): Partial<ReviewLines> {
  if (interactions.count === 0) return { report: ['No interactions with your people were logged.'] };
  const types = (['call', 'message', 'meeting'] as const).filter((t) => interactions.byType[t] > 0).map((t) => plural(interactions.byType[t], t));
  return {
    report: [`You had ${plural(interactions.count, 'interaction')} with ${listNames(interactions.people)}.`],
    achievements: [`Stayed in touch with ${listNames(interactions.people)} (${plural(interactions.count, 'interaction')}).`],
    patterns: [`Interactions: ${types.join(', ')}.`],
  };
}

/** Goals completed this week, those on pace, and some focus time for those behind. */
function goalLines({ goals }: WeekFacts, { count, percent, plural }: ReviewWords): Partial<ReviewLines> {
  const behind = goals.active.filter((g) => g.behind);
  const onPace = goals.active.filter((g) => !g.behind);
  const report =
    goals.active.length > 0
      ? [`${count(behind.length)} of your ${plural(goals.active.length, 'active goal')} ${behind.length === 1 ? 'is' : 'are'} behind pace.`]
      : [];
  return {
    report,
    achievements: [
      ...goals.completedThisWeek.map((title) => `Completed the goal "${title}".`),
      ...onPace.map((g) => `"${g.title}" is on pace at ${percent(g.progress)} with ${percent(g.expected)} of its time gone.`),
    ],
    recommendations: behind.map((g) => `Give "${g.title}" some focus time: it is at ${percent(g.progress)} with ${percent(g.expected)} of its time gone.`),
  };
}

/** The strongest relationships of the last twelve weeks. */
function findingLines(facts: WeekFacts, fmt: Formatter, _words: ReviewWords): Partial<ReviewLines> {
  const findings = (facts.findings ?? []).slice(0, 2);
  if (findings.length === 0) return {};
  return { patterns: [`Over the last 12 weeks: ${findings.map((f) => `${describeFinding(f, fmt)}.`).join(' ')} ${CORRELATION_CAVEAT}`] };
}

/** The first three people due for contact, with how long it has been. */
function peopleDueLines({ peopleDue }: WeekFacts, { plural }: ReviewWords): Partial<ReviewLines> {
  if (peopleDue.length === 0) return {};
  const due = peopleDue.slice(0, 3).map((p) => (p.days === null ? `${p.name} (never contacted)` : `${p.name} (${plural(p.days, 'day')})`));
  return { recommendations: [`Reach out to ${listNames(due)}.`] };
}

/** A week with nothing logged: says so, and how to give next week something to review. */
function notEnoughDataReview(range: string): ReviewContent {
  return {
    aiReport:
      `${NOT_ENOUGH_DATA} for the week of ${range}: no time blocks, tasks, health records, goal updates, interactions or reflections were logged, ` +
      'so there is nothing true to say about it yet. Written by the built-in assistant.',
    achievements: [],
    patterns: [],
    recommendations: [
      'Plan a few days in Time Blocking so next week has a schedule to review.',
      'Log your health metrics each day in the Health tracker.',
      'Log calls, messages and meetings with the people who matter to you.',
    ],
  };
}

/** The built-in assistant's review: templates filled only with numbers computed from the week's rows. */
export function renderReview(facts: WeekFacts, fmt: Formatter): ReviewContent {
  const reviewWords = words(fmt);
  const range = `${reviewWords.shortDate(facts.week.startDate)} to ${reviewWords.shortDate(facts.week.endDate)}`;
  if (!facts.hasData) return notEnoughDataReview(range);

  const sections: Partial<ReviewLines>[] = [
    { report: [`Week of ${range}, written by the built-in assistant from your own data.`] },
    blockLines(facts, reviewWords),
    taskAndReflectionLines(facts, reviewWords),
    reviewHealthLines(facts.health, reviewWords),
    interactionLines(facts, reviewWords),
    goalLines(facts, reviewWords),
    findingLines(facts, fmt, reviewWords),
    peopleDueLines(facts, reviewWords),
  ];
  const all = (key: keyof ReviewLines) => sections.flatMap((section) => section[key] ?? []);
  return {
    aiReport: all('report').join(' '),
    achievements: all('achievements').slice(0, MAX_ITEMS),
    patterns: all('patterns').slice(0, MAX_ITEMS),
    recommendations: all('recommendations').slice(0, MAX_ITEMS),
  };
}
