import { daysBetween, shiftDate, todayIn } from '../../../../shared/dates.js';
import { NEVER_CONTACTED_DAYS } from '../../../../shared/schemas/ai.js';
import type { ReviewWeek } from '../../../../shared/review-weeks.js';
import { INSIGHT_WINDOW_DAYS, RECENT_DAYS, type InsightInput } from './builtin-insights.js';
import type { ReconnectionPerson } from './builtin-reconnection.js';
import { CORRELATION_DAYS, findCorrelations } from '../../health-metrics/index.js';
import { healthPrefs } from '../health-facts.js';
import { computeWeekFacts, type WeekFacts } from '../facts.js';
import type { AiContext, ReconnectionInput } from '../provider.js';
import type { InteractionFact } from '../user-data.js';
import { notFound } from '../../../errors.js';

/** Reads the week's rows and computes the review's facts. */
export async function loadWeekFacts(ctx: AiContext, week: ReviewWeek): Promise<WeekFacts> {
  const asOf = ctx.today < week.endDate ? ctx.today : week.endDate;
  // One read of blocks and health serves the week and the findings' twelve weeks up to asOf, which hold it.
  const from = shiftDate(asOf, -(CORRELATION_DAYS - 1));
  const [blocks, health, interactions, goals, people, tasks, days] = await Promise.all([
    ctx.data.blocks(from, week.endDate),
    ctx.data.health(from, week.endDate),
    ctx.data.interactions({ from: week.startDate, to: week.endDate }),
    ctx.data.goals(),
    ctx.data.people(),
    ctx.data.taskTally(week.startDate, week.endDate),
    ctx.data.dailyPlans(week.startDate, week.endDate),
  ]);
  // From the day before: a block that runs past that midnight counts its hours in this week.
  const weekFrom = shiftDate(week.startDate, -1);
  const facts = computeWeekFacts({
    week,
    asOf,
    timezone: ctx.user.timezone,
    blocks: blocks.filter((b) => b.date >= weekFrom),
    health: health.filter((h) => h.date >= week.startDate),
    interactions,
    goals,
    people,
    healthPrefs: healthPrefs(ctx.user),
  });
  const upToAsOf = <T extends { date: string }>(rows: T[]) => rows.filter((r) => r.date <= asOf);
  const written = days.filter((d) => d.intention !== '' || d.reflection !== '');
  return {
    ...facts,
    tasks,
    days: written,
    hasData: facts.hasData || tasks.planned > 0 || written.length > 0,
    findings: findCorrelations({ health: upToAsOf(health), blocks: upToAsOf(blocks), from, to: asOf }),
  };
}

export async function loadInsightInput(ctx: AiContext): Promise<InsightInput> {
  // One read of the findings' twelve weeks serves the shorter windows of the other insights too.
  const from = shiftDate(ctx.today, -(CORRELATION_DAYS - 1));
  const [health, blocks, people, goals] = await Promise.all([
    ctx.data.health(from, ctx.today),
    ctx.data.blocks(from, ctx.today),
    ctx.data.people(),
    ctx.data.goals(),
  ]);
  const healthFrom = shiftDate(ctx.today, -(INSIGHT_WINDOW_DAYS - 1));
  const blocksFrom = shiftDate(ctx.today, -RECENT_DAYS);
  return {
    today: ctx.today,
    fmt: ctx.fmt,
    health: health.filter((h) => h.date >= healthFrom),
    blocks: blocks.filter((b) => b.date >= blocksFrom),
    people,
    goals,
    healthTargets: healthPrefs(ctx.user).targets,
    findings: findCorrelations({ health, blocks, from, to: ctx.today }),
  };
}

export interface ReconnectionFacts {
  person: ReconnectionPerson;
  recent: InteractionFact[];
  daysSinceContact: number;
  neverContacted: boolean;
}

export async function loadReconnectionFacts(ctx: AiContext, input: ReconnectionInput): Promise<ReconnectionFacts> {
  if (!input.relationshipId) {
    // A name and the days since contact (365 standing for never), nothing stored (docs/product.md, Relationships).
    const person: ReconnectionPerson = { id: '', name: input.name, notes: '', lastContact: null, cadenceDays: null };
    return { person, recent: [], daysSinceContact: input.daysSinceContact, neverContacted: input.daysSinceContact >= NEVER_CONTACTED_DAYS };
  }
  const person = await ctx.data.person(input.relationshipId);
  if (!person) throw notFound('Relationship');
  const recent = await ctx.data.interactions({ relationshipId: person.id, limit: 3 });
  const addedDaysAgo = person.createdAt ? Math.max(0, daysBetween(todayIn(ctx.user.timezone, person.createdAt), ctx.today)) : undefined;
  return { person: { ...person, addedDaysAgo }, recent, daysSinceContact: input.daysSinceContact, neverContacted: person.lastContact === null };
}
