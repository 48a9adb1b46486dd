import type { ReviewContent } from '../../../../shared/schemas/progress-reviews.js';
import { TIME_BLOCK_CATEGORIES } from '../../../../shared/schemas/time-blocks.js';
import type { Formatter } from '../../../../shared/format.js';
import { words, type WeekFacts } from '../facts.js';
import { listNames } from '../wording.js';
import { reviewHealthLines } from '../health-facts.js';
import { CORRELATION_CAVEAT, describeFinding } from '../correlations.js';

export const NOT_ENOUGH_DATA = 'Not enough data';

const MAX_ITEMS = 12;
/** Reflections quoted in a review, the latest ones. */
const MAX_REFLECTIONS = 3;

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** "You finished 14 of 19 planned tasks" and the week's last reflections, in the user's own words. */
function taskAndReflectionLines(facts: WeekFacts, fmt: Formatter): { report: string[]; achievements: string[]; patterns: string[] } {
  const { count, plural } = words(fmt);
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

/** The built-in assistant's review: templates filled only with numbers computed from the week's rows. */
export function renderReview(facts: WeekFacts, fmt: Formatter): ReviewContent {
  const { num, count, percent, plural, longDate, shortDate } = words(fmt);
  const range = `${shortDate(facts.week.startDate)} to ${shortDate(facts.week.endDate)}`;
  if (!facts.hasData) {
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

  const { blocks, health, interactions, goals } = facts;
  const report: string[] = [`Week of ${range}, written by the built-in assistant from your own data.`];
  const achievements: string[] = [];
  const patterns: string[] = [];
  const recommendations: string[] = [];

  if (blocks.count > 0) {
    report.push(
      `You planned ${plural(blocks.count, 'time block')} totalling ${plural(blocks.hours, 'hour')}, ${num(blocks.hoursByCategory.focus)} of them focus time.`,
    );
    if (blocks.hoursByCategory.focus > 0) {
      achievements.push(`Planned ${plural(blocks.hoursByCategory.focus, 'hour')} of focus time across ${plural(blocks.countByCategory.focus, 'block')}.`);
    }
    if (blocks.countByCategory.completed > 0) {
      achievements.push(`Marked ${plural(blocks.countByCategory.completed, 'block')} as completed (${plural(blocks.hoursByCategory.completed, 'hour')}).`);
    }
    const split = TIME_BLOCK_CATEGORIES.filter((c) => blocks.hoursByCategory[c] > 0).map((c) => `${c} ${num(blocks.hoursByCategory[c])} h`);
    patterns.push(`Time by category: ${split.join(', ')}.`);
    if (blocks.busiestDay) patterns.push(`Busiest day: ${longDate(blocks.busiestDay.date)} with ${plural(blocks.busiestDay.hours, 'hour')} planned.`);
    if (blocks.countByCategory.break === 0) recommendations.push('No breaks were planned this week: add a short break block between long focus sessions.');
  } else {
    report.push('No time blocks were planned.');
    recommendations.push('Plan next week in Time Blocking, starting with your most important focus hours.');
  }

  const taskLines = taskAndReflectionLines(facts, fmt);
  report.push(...taskLines.report);
  achievements.push(...taskLines.achievements);
  patterns.push(...taskLines.patterns);

  const healthLines = reviewHealthLines(health, words(fmt));
  report.push(...healthLines.report);
  achievements.push(...healthLines.achievements);
  patterns.push(...healthLines.patterns);
  recommendations.push(...healthLines.recommendations);

  if (interactions.count > 0) {
    report.push(`You had ${plural(interactions.count, 'interaction')} with ${listNames(interactions.people)}.`);
    achievements.push(`Stayed in touch with ${listNames(interactions.people)} (${plural(interactions.count, 'interaction')}).`);
    const types = (['call', 'message', 'meeting'] as const).filter((t) => interactions.byType[t] > 0).map((t) => plural(interactions.byType[t], t));
    patterns.push(`Interactions: ${types.join(', ')}.`);
  } else {
    report.push('No interactions with your people were logged.');
  }

  for (const title of goals.completedThisWeek) achievements.push(`Completed the goal "${title}".`);
  const behind = goals.active.filter((g) => g.behind);
  const onPace = goals.active.filter((g) => !g.behind);
  if (goals.active.length > 0) {
    report.push(`${count(behind.length)} of your ${plural(goals.active.length, 'active goal')} ${behind.length === 1 ? 'is' : 'are'} behind pace.`);
  }
  for (const g of onPace) achievements.push(`"${g.title}" is on pace at ${percent(g.progress)} with ${percent(g.expected)} of its time gone.`);
  for (const g of behind)
    recommendations.push(`Give "${g.title}" some focus time: it is at ${percent(g.progress)} with ${percent(g.expected)} of its time gone.`);

  const findings = (facts.findings ?? []).slice(0, 2);
  if (findings.length > 0) {
    patterns.push(`Over the last ${count(12)} weeks: ${findings.map((f) => `${describeFinding(f, fmt)}.`).join(' ')} ${CORRELATION_CAVEAT}`);
  }

  if (facts.peopleDue.length > 0) {
    const due = facts.peopleDue.slice(0, 3).map((p) => (p.days === null ? `${p.name} (never contacted)` : `${p.name} (${plural(p.days, 'day')})`));
    recommendations.push(`Reach out to ${listNames(due)}.`);
  }

  return {
    aiReport: report.join(' '),
    achievements: achievements.slice(0, MAX_ITEMS),
    patterns: patterns.slice(0, MAX_ITEMS),
    recommendations: recommendations.slice(0, MAX_ITEMS),
  };
}
