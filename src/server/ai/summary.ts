import { daysBetween, shiftDate } from '../../shared/dates.js';
import { average, goalPace, longDate, num } from './facts.js';
import type { AiContext } from './provider.js';

const MAX_PEOPLE = 12;
const MAX_GOALS = 12;

/**
 * A compact plain-text summary of the user's data for a model's system prompt: every figure in it comes from
 * the database, so the model can quote it rather than guess.
 */
export async function buildSummary(ctx: AiContext): Promise<string> {
  const weekAgo = shiftDate(ctx.today, -6);
  const [todayBlocks, upcoming, health, people, goals, recent] = await Promise.all([
    ctx.data.blocks(ctx.today, ctx.today),
    ctx.data.blocks(shiftDate(ctx.today, 1), shiftDate(ctx.today, 7)),
    ctx.data.health(weekAgo, ctx.today),
    ctx.data.people(),
    ctx.data.goals(),
    ctx.data.interactions({ from: shiftDate(ctx.today, -13), to: ctx.today }),
  ]);
  const lines: string[] = [`Today: ${ctx.today} (${longDate(ctx.today)}), timezone ${ctx.user.timezone}.`];
  if (ctx.user.firstName) lines.push(`User's first name: ${ctx.user.firstName}.`);

  lines.push(
    todayBlocks.length === 0
      ? 'Schedule today: nothing planned.'
      : `Schedule today: ${todayBlocks.map((b) => `${b.hour}:00 for ${b.duration}h "${b.title}" (${b.category})`).join('; ')}.`,
  );
  lines.push(`Time blocks in the next 7 days: ${upcoming.length} (${upcoming.reduce((a, b) => a + b.duration, 0)} hours).`);

  if (health.length === 0) lines.push(`Health: no records from ${weekAgo} to ${ctx.today}.`);
  else {
    lines.push(
      `Health, last 7 days (${health.length} records): average sleep ${num(average(health.map((h) => h.sleep)))} h, energy ${num(average(health.map((h) => h.energy)))}/10, ` +
        `mood ${num(average(health.map((h) => h.mood)))}/10, stress ${num(average(health.map((h) => h.stress)))}/10, exercise ${num(average(health.map((h) => h.exercise)))} min, steps ${num(average(health.map((h) => h.steps)))}.`,
    );
    lines.push(`Per day (date sleep/energy/mood): ${health.map((h) => `${h.date} ${num(h.sleep)}/${num(h.energy)}/${num(h.mood)}`).join(', ')}.`);
  }

  if (people.length === 0) lines.push('People: none added.');
  else {
    const shown = people.slice(0, MAX_PEOPLE).map((p) => {
      const since = p.lastContact ? `${daysBetween(p.lastContact, ctx.today)} days since last contact` : 'never contacted';
      return `${p.name} (${since}${p.notes ? `; notes: ${p.notes.slice(0, 80)}` : ''})`;
    });
    lines.push(`People, most overdue first: ${shown.join('; ')}.`);
  }
  lines.push(`Interactions in the last 14 days: ${recent.length}.`);

  if (goals.length === 0) lines.push('Goals: none.');
  else {
    const shown = goals.slice(0, MAX_GOALS).map((g) => {
      const pace = goalPace(g, ctx.today);
      return `"${g.title}" (${g.category}, ${g.timeframe}) ${g.progress}% done, ${pace.expected}% of time gone, ends ${g.endDate}${pace.behind ? ', behind pace' : ''}`;
    });
    lines.push(`Goals: ${shown.join('; ')}.`);
  }
  return lines.join('\n');
}
