import { getISODay, parseISO } from 'date-fns';
import { decimalToDozenal } from '../../shared/dozenal.js';
import { shiftDate } from '../../shared/dates.js';
import { daysSinceContact, isDueForContact, OVERDUE_AFTER_DAYS } from '../../shared/relationships-contact.js';
import { blockEnd, hoursBlocked, piecesOn } from '../../shared/time-blocks-layout.js';
import { createBlockAction, logInteractionAction } from './actions.js';
import { average, goalPace, listNames, words } from './facts.js';
import { healthPrefs } from './health-facts.js';
import type { AiContext } from './provider.js';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const CAPABILITIES = [
  '"What\'s on today?" — your time blocks for the day',
  '"How did I sleep this week?" — your sleep from the Health tracker',
  '"Who should I call?" — people you have not contacted in over 14 days',
  '"How are my goals?" — progress and pace of your goals',
  '"Convert 144 to dozenal"',
  '"Block 9 to 11 for deep work tomorrow" — creates a focus time block',
  '"Log a call with Ada" — records an interaction',
];

/** The day a message refers to: an ISO date, today, tomorrow or a weekday name (the next one, today included). */
export function parseDay(text: string, today: string): string | null {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (iso) return iso[1];
  if (/\btomorrow\b/i.test(text)) return shiftDate(today, 1);
  if (/\btoday\b|\btonight\b/i.test(text)) return today;
  const day = WEEKDAYS.findIndex((d) => new RegExp(`\\b${d}\\b`, 'i').test(text));
  if (day >= 0) {
    const diff = (day + 1 - getISODay(parseISO(today)) + 7) % 7;
    return shiftDate(today, diff);
  }
  return null;
}

export interface BlockRequest {
  hour: number;
  duration: number;
  title: string;
  date: string;
}

/** "block 9 to 11 for deep work tomorrow", "block 2pm-4pm for writing on friday", … */
export function parseBlockRequest(text: string, today: string): BlockRequest | { error: string } | null {
  if (!/\bblock\b/i.test(text)) return null;
  const m = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:to|-|–|until|till)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?/i.exec(text);
  if (!m) return null;
  if ((m[2] && m[2] !== '00') || (m[5] && m[5] !== '00')) return { error: 'Time blocks start and end on the hour, so please give whole hours (for example "block 9 to 11").' };
  const to24 = (h: number, ampm?: string) => (ampm?.toLowerCase() === 'pm' ? (h % 12) + 12 : ampm?.toLowerCase() === 'am' ? h % 12 : h);
  const endMeridiem = m[6];
  let start = to24(Number(m[1]), m[3]);
  const end = to24(Number(m[4]), endMeridiem);
  if (!m[3] && endMeridiem?.toLowerCase() === 'pm' && to24(Number(m[1]), 'pm') < end) start = to24(Number(m[1]), 'pm');
  let duration = end - start;
  if (end === 0 && start > 0) duration = 24 - start;
  if (start > 23 || end > 24) return { error: 'Hours go from 0 to 23.' };
  if (duration < 1 || duration > 12) return { error: 'A time block lasts from 1 to 12 hours, and must end after it starts.' };
  const titleMatch = /\bfor\s+(.+?)(?:\s+(?:today|tomorrow|on\s+\w+|this\s+\w+|next\s+\w+|\d{4}-\d{2}-\d{2}))?\s*[.!?]*$/i.exec(text.slice(m.index + m[0].length));
  const raw = titleMatch?.[1]?.trim() || 'Focus';
  const title = raw.charAt(0).toUpperCase() + raw.slice(1);
  const date = parseDay(text, today) ?? today;
  return { hour: start, duration, title, date };
}

async function scheduleReply(ctx: AiContext, date: string): Promise<string> {
  const { plural, longDate, shortDate, hourRange } = words(ctx.fmt);
  // The day before too: a block that runs past its midnight continues on this day.
  const blocks = await ctx.data.blocks(shiftDate(date, -1), date);
  const pieces = piecesOn(blocks, date);
  const label = date === ctx.today ? `today, ${longDate(date)}` : longDate(date);
  if (pieces.length === 0) return `Nothing is planned for ${label}. Try "block 9 to 11 for deep work" to add a focus block.`;
  const hours = hoursBlocked(blocks, date);
  const lines = pieces.map(({ block: b, continued }) => {
    const from = continued ? ` (continued from ${shortDate(b.date)})` : '';
    return `• ${hourRange(b.hour, blockEnd(b))} ${b.title} (${b.category})${from}`;
  });
  return `For ${label} you have ${plural(pieces.length, 'time block')}, ${plural(hours, 'hour')} in all:\n${lines.join('\n')}`;
}

async function sleepReply(ctx: AiContext): Promise<string> {
  const { num, count, plural, longDate, shortDate } = words(ctx.fmt);
  const from = shiftDate(ctx.today, -6);
  // Only the nights with sleep recorded count: an unrecorded night is neither short nor long.
  const nights = (await ctx.data.health(from, ctx.today)).flatMap((r) => (r.sleep === null ? [] : [{ date: r.date, sleep: r.sleep }]));
  if (nights.length === 0) return `You have no sleep recorded from ${shortDate(from)} to ${shortDate(ctx.today)}, so I can't say how you slept. Log your sleep in the Health tracker.`;
  const target = healthPrefs(ctx.user).targets.sleep;
  const avg = average(nights.map((r) => r.sleep));
  const best = nights.reduce((a, b) => (b.sleep > a.sleep ? b : a));
  const worst = nights.reduce((a, b) => (b.sleep < a.sleep ? b : a));
  const onTarget = nights.filter((r) => r.sleep >= target).length;
  return (
    `Over the last ${count(7)} days (${shortDate(from)} to ${shortDate(ctx.today)}) you recorded sleep on ${count(nights.length)} of ${count(7)} days and averaged ${num(avg)} hours a night. ` +
    `Longest: ${num(best.sleep)} hours on ${longDate(best.date)}; shortest: ${num(worst.sleep)} hours on ${longDate(worst.date)}. ` +
    `You reached your ${num(target)}-hour target on ${count(onTarget)} of those ${plural(nights.length, 'day')}.`
  );
}

async function callReply(ctx: AiContext): Promise<string> {
  const { count, plural, shortDate } = words(ctx.fmt);
  const people = await ctx.data.people();
  if (people.length === 0) return 'You have not added anyone on the Relationships page yet, so I have nobody to suggest.';
  const due = people.filter((p) => isDueForContact(p, ctx.today));
  if (due.length === 0) {
    const oldest = people[0];
    if (people.some((p) => p.cadenceDays !== null)) return "You're up to date: nobody is due for contact.";
    return `You're up to date: everyone has heard from you in the last ${count(OVERDUE_AFTER_DAYS)} days. The longest gap is ${oldest.name} (last contact ${shortDate(oldest.lastContact ?? ctx.today)}).`;
  }
  const lines = due.slice(0, 5).map((p) => {
    const since = p.lastContact === null ? 'never contacted' : `${plural(daysSinceContact(p.lastContact, ctx.today) ?? 0, 'day')} since ${shortDate(p.lastContact)}`;
    return `• ${p.name} — ${since}${p.notes ? ` (${p.notes.slice(0, 80)})` : ''}`;
  });
  return `${listNames(due.slice(0, 5).map((p) => p.name))} ${due.length === 1 ? 'is' : 'are'} due for contact:\n${lines.join('\n')}\nSay "log a call with ${due[0].name}" once you've talked.`;
}

async function goalsReply(ctx: AiContext): Promise<string> {
  const { count, percent, plural } = words(ctx.fmt);
  const goals = await ctx.data.goals();
  if (goals.length === 0) return 'You have no goals yet. Create one on the Goals page and I can track its pace.';
  const lines = goals.map((g) => {
    if (g.progress >= 100) return `• ${g.title}: completed (${count(g.totalMilestones)} of ${count(g.totalMilestones)} milestones)`;
    const pace = goalPace(g, ctx.today);
    const status = g.endDate < ctx.today ? 'past its end date' : pace.behind ? 'behind pace' : 'on pace';
    return `• ${g.title}: ${percent(g.progress)} (${count(g.completedMilestones)} of ${count(g.totalMilestones)} milestones), ${percent(pace.expected)} of its time gone — ${status}`;
  });
  const behind = goals.filter((g) => g.progress < 100 && goalPace(g, ctx.today).behind).length;
  return `You have ${plural(goals.length, 'goal')}; ${count(behind)} ${behind === 1 ? 'is' : 'are'} behind pace:\n${lines.join('\n')}`;
}

function convertReply(text: string): string | null {
  const m = /(-?[\d,]*\.?\d+)\s*(?:(?:in)?to|in|as)\s*(?:dozenal|base[\s-]?12|duodecimal)/i.exec(text) ?? /\bconvert\s+(-?[\d,]*\.?\d+)/i.exec(text);
  if (!m) return null;
  const input = m[1].replace(/,/g, '');
  const dozenal = decimalToDozenal(input);
  if (dozenal === null) return 'I can only convert non-negative decimal numbers to dozenal.';
  const whole = input.split('.')[0] || '0';
  return `${whole} in dozenal is ${dozenal}.${input.includes('.') ? ' (The fraction is dropped.)' : ''} Dozenal digits run 0–9, then ↊ for ten and ↋ for eleven.`;
}

export function helpReply(): string {
  return `I'm Twelvefold's built-in assistant: I work offline from your own data, with fixed rules rather than a language model. I can answer:\n${CAPABILITIES.map((c) => `• ${c}`).join('\n')}`;
}

function cannotReply(): string {
  return `I'm the built-in assistant, so I can't answer that one: I only know the data in your planner and a few fixed requests. Try one of these:\n${CAPABILITIES.map((c) => `• ${c}`).join('\n')}`;
}

/** The built-in assistant's whole reply to one message. `allowActions: false` answers without changing data. */
export async function builtinReply(ctx: AiContext, message: string, options: { allowActions?: boolean } = {}): Promise<string> {
  const allowActions = options.allowActions ?? true;
  const text = message.trim();

  const block = parseBlockRequest(text, ctx.today);
  if (block) {
    if ('error' in block) return block.error;
    if (!allowActions) return 'I did not create a time block this time; please ask again if you still need it.';
    return (await createBlockAction(ctx, { ...block, category: 'focus' })).text;
  }

  const log = /\blog(?:ged)?\s+(?:a|an|my)?\s*(call|message|text|meeting|chat)\s+(?:with|to|from)\s+(.+?)\s*[.!?]*$/i.exec(text);
  if (log) {
    if (!allowActions) return 'I did not log that interaction this time; please ask again if you still need it.';
    const type = log[1].toLowerCase() === 'text' ? 'message' : log[1].toLowerCase() === 'chat' ? 'call' : log[1].toLowerCase();
    return (await logInteractionAction(ctx, { name: log[2], type })).text;
  }

  const converted = convertReply(text);
  if (converted) return converted;
  if (/\bsleep|slept\b/i.test(text)) return sleepReply(ctx);
  if (/\bwho\b.*\b(call|contact|reach|text|message|see|ring)\b|\breconnect|\bcatch up\b/i.test(text)) return callReply(ctx);
  if (/\bgoals?\b/i.test(text)) return goalsReply(ctx);
  if (/what'?s on|schedule|agenda|\bplan(?:ned)?\b.*\b(today|tomorrow)|\btoday\b|\btomorrow\b/i.test(text)) {
    return scheduleReply(ctx, parseDay(text, ctx.today) ?? ctx.today);
  }
  if (/^(hi|hello|hey|help)\b|what can you do/i.test(text)) return helpReply();
  return cannotReply();
}

/** Splits a reply into small pieces for streaming; joined they are exactly the reply. */
export function* chunkText(text: string, wordsPerChunk = 3): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += wordsPerChunk) yield words.slice(i, i + wordsPerChunk).join('');
}
