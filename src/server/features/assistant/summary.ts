import { shiftDate } from '../../../shared/dates.js';
import { daysSinceContact } from '../../../shared/relationships-contact.js';
import { blockEnd, blockStart, hoursBlocked, piecesOn } from '../../../shared/time-blocks-layout.js';
import { goalPace, words } from './facts.js';
import { healthPrefs, summaryHealthLines } from './health-facts.js';
import type { AiContext } from './provider.js';

const MAX_PEOPLE = 12;
const MAX_GOALS = 12;

/**
 * A compact plain-text summary of the user's data for a model's system prompt: every figure in it comes from
 * the database, so the model can quote it rather than guess.
 */
export async function buildSummary(ctx: AiContext): Promise<string> {
  const { count, percent, plural, longDate, shortDate, hourRange } = words(ctx.fmt);
  const weekAgo = shiftDate(ctx.today, -6);
  const [blocks, upcoming, health, people, goals, recent] = await Promise.all([
    ctx.data.blocks(shiftDate(ctx.today, -1), ctx.today),
    ctx.data.blocks(shiftDate(ctx.today, 1), shiftDate(ctx.today, 7)),
    ctx.data.health(weekAgo, ctx.today),
    ctx.data.people(),
    ctx.data.goals(),
    ctx.data.interactions({ from: shiftDate(ctx.today, -13), to: ctx.today }),
  ]);
  const lines: string[] = [`Today: ${ctx.today} (${longDate(ctx.today)}), timezone ${ctx.user.timezone}.`];
  if (ctx.user.firstName) lines.push(`User's first name: ${ctx.user.firstName}.`);

  const today = piecesOn(blocks, ctx.today);
  lines.push(
    today.length === 0
      ? 'Schedule today: nothing planned.'
      : `Schedule today (${plural(hoursBlocked(blocks, ctx.today), 'hour')} blocked): ${today
          .map(
            ({ block: b, continued }) =>
              `${hourRange(blockStart(b), blockEnd(b))} "${b.title}" (${b.category})${continued ? ` continued from ${shortDate(b.date)}` : ''}`,
          )
          .join('; ')}.`,
  );
  lines.push(
    `Time blocks in the next ${count(7)} days: ${count(upcoming.length)} (${plural(upcoming.reduce((a, b) => a + b.durationMinutes, 0) / 60, 'hour')}).`,
  );

  lines.push(...summaryHealthLines(health, { from: weekAgo, to: ctx.today, days: 7 }, healthPrefs(ctx.user), words(ctx.fmt)));

  if (people.length === 0) lines.push('People: none added.');
  else {
    const shown = people.slice(0, MAX_PEOPLE).map((p) => {
      const since = p.lastContact ? `${plural(daysSinceContact(p.lastContact, ctx.today) ?? 0, 'day')} since last contact` : 'not contacted yet';
      return `${p.name} (${since}${p.notes ? `; notes: ${p.notes.slice(0, 80)}` : ''})`;
    });
    lines.push(`People, most overdue first: ${shown.join('; ')}.`);
  }
  lines.push(`Interactions in the last ${count(14)} days: ${count(recent.length)}.`);

  if (goals.length === 0) lines.push('Goals: none.');
  else {
    const shown = goals.slice(0, MAX_GOALS).map((g) => {
      const pace = goalPace(g, ctx.today);
      return `"${g.title}" (${g.category}, ${g.timeframe}) ${percent(g.progress)} done, ${percent(pace.expected)} of time gone, ends ${shortDate(g.endDate)}${pace.behind ? ', behind pace' : ''}`;
    });
    lines.push(`Goals: ${shown.join('; ')}.`);
  }
  return lines.join('\n');
}
