import { daysBetween, shiftDate, weekStartOf } from '../../../../shared/dates.js';
import { allMilestones } from '../../../../shared/goals.js';
import { compareByDueDate, daysSinceContact, isDueForContact } from '../../../../shared/relationships-contact.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import { blockEnd, blockStart, hoursBlocked, piecesOn } from '../../../../shared/time-blocks-layout.js';
import { goalPace, words } from '../facts.js';
import { listNames } from '../wording.js';
import type { AiContext } from '../provider.js';
import type { ClockTime, Period } from '../understand/when.js';
import type { BlockRow, BusyFact } from '../user-data.js';
import { minutesNow } from './builtin-blocks.js';

export async function scheduleReply(ctx: AiContext, date: string): Promise<string> {
  const { plural, longDate, shortDate, hourRange } = words(ctx.fmt);
  // The day before too: a block that runs past its midnight continues on this day.
  const [blocks, busy] = await Promise.all([ctx.data.blocks(shiftDate(date, -1), date), ctx.data.busy(date, date)]);
  const pieces = piecesOn(blocks, date);
  const label = date === ctx.today ? `today, ${longDate(date)}` : longDate(date);
  const events = busyLines(ctx, busy);
  if (pieces.length === 0 && events === '') return `Nothing is planned for ${label}. Try "add a focus block at 9am" to add one.`;
  if (pieces.length === 0) return `You have no time blocks for ${label}.${events}`;
  const hours = hoursBlocked(blocks, date);
  const lines = pieces.map(({ block: b, continued }) => {
    const from = continued ? ` (continued from ${shortDate(b.date)})` : '';
    return `• ${hourRange(blockStart(b), blockEnd(b))} ${b.title} (${b.category})${from}`;
  });
  return `For ${label} you have ${plural(pieces.length, 'time block')}, ${plural(hours, 'hour')} in all:\n${lines.join('\n')}${events}`;
}

/** The calendars' events of a day, as a paragraph of their own: they are read, never changed here. */
function busyLines(ctx: AiContext, busy: BusyFact[]): string {
  if (busy.length === 0) return '';
  const { hourRange } = words(ctx.fmt);
  const lines = busy.map((e) => `• ${e.allDay ? 'All day' : hourRange(blockStart(e), blockStart(e) + e.durationMinutes / 60)} ${e.title}`);
  return `\n\nFrom your calendars:\n${lines.join('\n')}`;
}

export async function rangeScheduleReply(ctx: AiContext, from: string, to: string): Promise<string> {
  const { plural, shortDate } = words(ctx.fmt);
  const blocks = await ctx.data.blocks(shiftDate(from, -1), to);
  const lines: string[] = [];
  let total = 0;
  for (let d = from; d <= to; d = shiftDate(d, 1)) {
    const pieces = piecesOn(blocks, d);
    const hours = hoursBlocked(blocks, d);
    total += hours;
    if (pieces.length) lines.push(`• ${ctx.fmt.date(d, 'long')}: ${plural(hours, 'hour')} — ${listNames(pieces.map((p) => p.block.title))}`);
  }
  if (lines.length === 0) return `Nothing is planned from ${shortDate(from)} to ${shortDate(to)}.`;
  return `From ${shortDate(from)} to ${shortDate(to)} you have ${plural(total, 'hour')} planned:\n${lines.join('\n')}`;
}

/** The people the shared due rule marks due, exactly as the Relationships page shows them. */
export async function dueReply(ctx: AiContext): Promise<string> {
  const { plural, shortDate } = words(ctx.fmt);
  const people = await ctx.data.people();
  if (people.length === 0) return 'You have not added anyone on the Relationships page yet, so I have nobody to suggest.';
  const due = people.filter((p) => isDueForContact(p, ctx.today));
  if (due.length === 0) {
    const next = [...people].sort(compareByDueDate)[0];
    if (next.dueDate === null) return "Nobody is due for contact: nobody has a keep-in-touch rhythm yet. Set one on a person's card to be reminded.";
    return `You're up to date: nobody is due for contact. Next is ${next.name}, due ${shortDate(next.dueDate)}.`;
  }
  const lines = due.map((p) => {
    const since =
      p.lastContact === null ? 'not contacted yet' : `${plural(daysSinceContact(p.lastContact, ctx.today) ?? 0, 'day')} since ${shortDate(p.lastContact)}`;
    return `• ${p.name} — ${since}${p.notes ? ` (${p.notes.slice(0, 80)})` : ''}`;
  });
  return `${listNames(due.map((p) => p.name))} ${due.length === 1 ? 'is' : 'are'} due for contact:\n${lines.join('\n')}\nSay "I called ${due[0].name.split(/\s+/)[0]}" once you've talked.`;
}

/** Hours of blocks (of one kind, or with the titles named) in a period, each block's time counted on the days it falls. */
/** What a count of blocks is called: "meetings", "focus blocks", ""Gym" blocks", "blocks". */
function countNoun(count: number, category?: TimeBlockCategory, titles?: string[]): string {
  const one = category === 'meeting' ? 'meeting' : category === 'break' ? 'break' : category ? `${category} block` : 'block';
  const noun = count === 1 ? one : `${one}s`;
  return titles?.length && !category ? `${listNames(titles.map((t) => `"${t}"`))} ${count === 1 ? 'block' : 'blocks'}` : noun;
}

export async function hoursReply(ctx: AiContext, period: Period, category?: TimeBlockCategory, titles?: string[], asked?: boolean): Promise<string> {
  const { plural, shortDate } = words(ctx.fmt);
  const named = new Set(titles?.map((t) => t.toLowerCase()));
  const blocks = (await ctx.data.blocks(shiftDate(period.from, -1), period.to)).filter(
    (b) => (!category || b.category === category) && (named.size === 0 || named.has(b.title.toLowerCase())),
  );
  let total = 0;
  let count = 0;
  for (let d = period.from; d <= period.to; d = shiftDate(d, 1)) {
    total += hoursBlocked(blocks, d);
    count += piecesOn(blocks, d).filter((p) => !p.continued).length;
  }
  const what = category
    ? `${category === 'meeting' ? 'meetings' : category === 'break' ? 'breaks' : category === 'focus' ? 'focus time' : 'completed blocks'}`
    : titles?.length
      ? listNames(titles.map((t) => `"${t}"`))
      : 'blocks';
  const span = period.from === period.to ? ctx.fmt.date(period.from, 'long') : `${period.label} (${shortDate(period.from)} to ${shortDate(period.to)})`;
  if (asked)
    return `You have ${ctx.fmt.count(count)} ${countNoun(count, category, titles)} ${period.from === period.to ? 'on' : 'in'} ${span}, ${plural(total, 'hour')} in all.`;
  return `You have ${plural(total, 'hour')} of ${what} ${period.from === period.to ? 'on' : 'in'} ${span}, across ${plural(count, 'block')}.`;
}

export async function lastContactReply(ctx: AiContext, personId: string): Promise<string> {
  const person = (await ctx.data.people()).find((p) => p.id === personId);
  if (!person) return 'I could not find that person any more.';
  if (!person.lastContact) return `You have no contact with ${person.name} logged yet.`;
  const [last] = await ctx.data.interactions({ relationshipId: person.id, limit: 1 });
  const days = daysSinceContact(person.lastContact, ctx.today) ?? 0;
  const how = last && last.date === person.lastContact ? ` (a ${last.type})` : '';
  const due = isDueForContact(person, ctx.today) ? ' They are due for contact.' : '';
  return `You were last in touch with ${person.name} on ${ctx.fmt.date(person.lastContact, 'long')}${how}, ${words(ctx.fmt).plural(days, 'day')} ago.${due}`;
}

/** "who did I talk to last week": each interaction logged in the period (up to today), grouped by person. */
export async function contactsReply(ctx: AiContext, period: Period): Promise<string> {
  const { plural, shortDate } = words(ctx.fmt);
  const to = period.to > ctx.today ? ctx.today : period.to;
  const span = period.from === to ? ctx.fmt.date(period.from, 'long') : `${period.label} (${shortDate(period.from)} to ${shortDate(to)})`;
  const logged = await ctx.data.interactions({ from: period.from, to });
  if (logged.length === 0) return `You have no contact logged ${period.from === to ? 'on' : 'in'} ${span}.`;
  const byName = new Map<string, string[]>();
  for (const i of [...logged].sort((a, b) => a.date.localeCompare(b.date)))
    byName.set(i.name, [...(byName.get(i.name) ?? []), `${i.type} ${shortDate(i.date)}`]);
  const lines = [...byName].map(([name, said]) => `• ${name}: ${said.join(', ')}`);
  return `You were in touch with ${plural(byName.size, 'person', 'people')} ${period.from === to ? 'on' : 'in'} ${span}:\n${lines.join('\n')}`;
}

export async function goalStatusReply(ctx: AiContext, goalId: string): Promise<string> {
  const { percent } = words(ctx.fmt);
  const goal = (await ctx.data.goals()).find((g) => g.id === goalId);
  if (!goal) return 'I could not find that goal any more.';
  const pace = goalPace(goal, ctx.today);
  const status = goal.progress >= 100 ? 'completed' : goal.endDate < ctx.today ? 'past its end date' : pace.behind ? 'behind pace' : 'on pace';
  const left = Math.max(0, daysBetween(ctx.today, goal.endDate));
  return `"${goal.title}" is at ${percent(goal.progress)}: ${ctx.fmt.ofTwelve(goal.completedMilestones)} milestones done (${words(ctx.fmt).count(Math.max(0, goal.totalMilestones - goal.completedMilestones))} to go), with ${percent(pace.expected)} of its time gone and ${words(ctx.fmt).plural(left, 'day')} left (ends ${ctx.fmt.date(goal.endDate, 'long')}) — ${status}.`;
}

/**
 * "when is the strumming milestone due?", "which guitar milestones have I ticked?": one named milestone, ticked or not
 * and its date, or the goal's status with each named milestone.
 */
export async function milestonesReply(ctx: AiContext, goalId: string, index?: number): Promise<string> {
  const goal = (await ctx.data.goals()).find((g) => g.id === goalId);
  if (!goal) return 'I could not find that goal any more.';
  const named = allMilestones(goal.milestones ?? []).filter((m) => m.title !== null);
  const said = (m: (typeof named)[number]) =>
    `${m.index}. "${m.title}": ${m.doneAt ? 'done' : 'not done yet'}${m.dueDate ? `, due ${ctx.fmt.date(m.dueDate, 'long')}` : ''}`;
  const one = index === undefined ? undefined : named.find((m) => m.index === index);
  if (one) return `Milestone ${said(one)}${one.dueDate ? '' : ', with no date set'} (of "${goal.title}").`;
  const status = await goalStatusReply(ctx, goalId);
  return named.length ? `${status}\nIts milestones:\n${named.map((m) => `• ${said(m)}`).join('\n')}` : status;
}

/** An answer that names one block: that block is the one "it" means in the next message. */
export type BlockAnswer = { text: string; block?: BlockRow };

const line = (ctx: AiContext, b: BlockRow) => `"${b.title}" at ${ctx.fmt.hourRange(blockStart(b), blockEnd(b))} (${b.category})`;

export async function firstReply(ctx: AiContext, date: string, category?: TimeBlockCategory, last?: boolean): Promise<BlockAnswer> {
  const rows = (await ctx.data.blockRows(date, date)).filter((b) => b.date === date && (!category || b.category === category));
  const label = date === ctx.today ? 'today' : date === shiftDate(ctx.today, 1) ? `tomorrow (${ctx.fmt.date(date, 'long')})` : ctx.fmt.date(date, 'long');
  if (rows.length === 0) return { text: `You have no ${category ?? ''}${category ? ' blocks' : 'blocks'} ${label}.`.replace(/\s+/g, ' ') };
  const pick = last ? rows[rows.length - 1] : rows[0];
  return { text: `Your ${last ? 'last' : 'first'} ${category ? `${category} block` : 'block'} ${label} is ${line(ctx, pick)}.`, block: pick };
}

export async function nextReply(ctx: AiContext, after?: { named?: string[] }, category?: TimeBlockCategory): Promise<BlockAnswer> {
  const rows = await ctx.data.blockRows(ctx.today, shiftDate(ctx.today, 14));
  const now = minutesNow(ctx);
  let from = { date: ctx.today, minutes: now };
  const anchor = after?.named && rows.find((b) => after.named!.includes(`${b.id}@${b.occurrence ?? ''}`));
  if (anchor) from = { date: anchor.date, minutes: Math.round(blockEnd(anchor) * 60) - 1 };
  const next = rows.find(
    (b) => (b.date > from.date || (b.date === from.date && blockStart(b) * 60 > from.minutes)) && (!category || b.category === category) && b !== anchor,
  );
  if (!next) return { text: 'Nothing else is planned in the next two weeks.' };
  const day = next.date === ctx.today ? 'today' : next.date === shiftDate(ctx.today, 1) ? 'tomorrow' : `on ${ctx.fmt.date(next.date, 'long')}`;
  return { text: `${anchor ? `After "${anchor.title}"` : 'Next'} you have ${line(ctx, next)} ${day}.`, block: next };
}

/** When a block the user named is: the next time it comes, or the last time it was when none is to come. */
export async function whenBlockReply(ctx: AiContext, named: string[], title: string): Promise<BlockAnswer> {
  const rows = (await ctx.data.blockRows(shiftDate(ctx.today, -14), shiftDate(ctx.today, 28))).filter((b) => named.includes(`${b.id}@${b.occurrence ?? ''}`));
  const now = minutesNow(ctx);
  const ahead = rows.filter((b) => b.date > ctx.today || (b.date === ctx.today && blockEnd(b) * 60 > now));
  const pick = ahead[0] ?? rows[rows.length - 1];
  if (!pick) return { text: `I couldn't find "${title}" in the four weeks ahead.` };
  const day =
    pick.date === ctx.today
      ? 'today'
      : pick.date === shiftDate(ctx.today, 1)
        ? `tomorrow (${ctx.fmt.date(pick.date, 'long')})`
        : `on ${ctx.fmt.date(pick.date, 'long')}`;
  const more = ahead.length > 1 ? ` It comes ${ahead.length} times in the four weeks ahead.` : '';
  return { text: `${ahead[0] ? 'Next' : 'Last'}: ${line(ctx, pick)} ${day}.${more}`, block: pick };
}

export async function freeAtReply(ctx: AiContext, date: string, start: ClockTime, minutes = 60): Promise<string> {
  const from = start.hour * 60 + start.minute;
  const to = from + minutes;
  const rows = await ctx.data.blockRows(shiftDate(date, -1), date);
  const clash = rows.filter((b) => {
    const offset = b.date < date ? -24 * 60 : 0;
    const s = offset + blockStart(b) * 60;
    return b.date <= date && s < to && s + b.durationMinutes > from;
  });
  const when = `${date === ctx.today ? 'today' : ctx.fmt.date(date, 'long')} at ${ctx.fmt.hour(start.hour)}${start.minute ? `:${String(start.minute).padStart(2, '0')}` : ''}`;
  if (clash.length === 0) return `Yes, you're free ${when}: nothing is planned then.`;
  return `No, ${when} you have ${listNames(clash.map((b) => line(ctx, b)))}.`;
}

export const weekStart = (today: string, weeksBack: number) => shiftDate(weekStartOf(today), -7 * weeksBack);
