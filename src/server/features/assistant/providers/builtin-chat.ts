import { shiftDate } from '../../../../shared/dates.js';
import { daysSinceContact, isDueForContact, OVERDUE_AFTER_DAYS } from '../../../../shared/relationships-contact.js';
import { blockEnd, hoursBlocked, piecesOn } from '../../../../shared/time-blocks-layout.js';
import { deleteBlocksAction, undoAction, WHOLE_HOURS, type ActionResult } from '../actions.js';
import { convertReply, freeTimeReply, goalsReply, healthScoreReply, metricReply, whyReply } from './builtin-answers.js';
import { renderReview } from './builtin-review.js';
import { loadWeekFacts } from './builtin.js';
import { listNames, words } from '../facts.js';
import type { AiContext, ChatTurn } from '../provider.js';
import type { BlockRef, Intent } from '../understand/intents.js';
import { parseMessage } from '../understand/parse.js';
import { findPerson } from '../understand/people.js';
import type { ChatMeta, PendingChange } from '../understand/state.js';
import { mondayOf, PART_OF_DAY_HOUR, type ClockTime } from '../understand/when.js';
import { runTool } from '../tools.js';
import { targetOf, type BlockRow } from '../user-data.js';

export const CAPABILITIES = [
  '"What\'s on today?" or "When am I free tomorrow?" — your schedule',
  '"Add a focus block tomorrow at 9am", "move it to 10", "make it two hours" — time blocks',
  '"I called Maya today" — logs an interaction',
  '"How did I sleep this week?", "What is my health score today?" — any of your 12 health metrics',
  '"Why am I so tired?" — the strongest relationships in your own data',
  '"Who should I call?", "How are my goals?", "How\'s my week going?"',
  '"Convert 144 to dozenal"',
];

export function helpReply(): string {
  return `I'm Twelvefold's built-in assistant: I work offline from your own data, with fixed rules rather than a language model. I can:\n${CAPABILITIES.map((c) => `• ${c}`).join('\n')}\nAfter a change, say "undo" to reverse it.`;
}

function cannotReply(): string {
  return `I'm the built-in assistant, so I can't answer that one: I only know the data in your planner and a few kinds of request. Try one of these:\n${CAPABILITIES.map((c) => `• ${c}`).join('\n')}`;
}

/** What a turn produced: the reply, what it keeps for the next turn, and the message whose change it undid. */
export interface TurnResult {
  text: string;
  meta?: ChatMeta;
  undid?: string;
}

async function scheduleReply(ctx: AiContext, date: string): Promise<string> {
  const { plural, longDate, shortDate, hourRange } = words(ctx.fmt);
  // The day before too: a block that runs past its midnight continues on this day.
  const blocks = await ctx.data.blocks(shiftDate(date, -1), date);
  const pieces = piecesOn(blocks, date);
  const label = date === ctx.today ? `today, ${longDate(date)}` : longDate(date);
  if (pieces.length === 0) return `Nothing is planned for ${label}. Try "add a focus block at 9am" to add one.`;
  const hours = hoursBlocked(blocks, date);
  const lines = pieces.map(({ block: b, continued }) => {
    const from = continued ? ` (continued from ${shortDate(b.date)})` : '';
    return `• ${hourRange(b.hour, blockEnd(b))} ${b.title} (${b.category})${from}`;
  });
  return `For ${label} you have ${plural(pieces.length, 'time block')}, ${plural(hours, 'hour')} in all:\n${lines.join('\n')}`;
}

async function weekScheduleReply(ctx: AiContext, weeksBack: number): Promise<string> {
  const { plural, shortDate } = words(ctx.fmt);
  const from = shiftDate(mondayOf(ctx.today), -7 * weeksBack);
  const to = shiftDate(from, 6);
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

async function dueReply(ctx: AiContext): Promise<string> {
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
  return `${listNames(due.slice(0, 5).map((p) => p.name))} ${due.length === 1 ? 'is' : 'are'} due for contact:\n${lines.join('\n')}\nSay "I called ${due[0].name.split(/\s+/)[0]}" once you've talked.`;
}

async function weekReviewReply(ctx: AiContext, weeksBack: number): Promise<string> {
  const startDate = shiftDate(mondayOf(ctx.today), -7 * weeksBack);
  const week = { startDate, endDate: shiftDate(startDate, 6) };
  const review = renderReview(await loadWeekFacts(ctx, week), ctx.fmt);
  const parts = [review.aiReport, ...review.achievements.slice(0, 2).map((a) => `• ${a}`), ...review.recommendations.slice(0, 2).map((r) => `• ${r}`)];
  return parts.join('\n');
}

function hourOf(start: ClockTime | undefined, partOfDay: keyof typeof PART_OF_DAY_HOUR | undefined): number | null | 'half' {
  if (start) return start.minute === 0 ? start.hour : 'half';
  if (partOfDay) return PART_OF_DAY_HOUR[partOfDay];
  return null;
}

type Found = { block: BlockRow } | { many: BlockRow[] } | { none: string };

async function findBlock(ctx: AiContext, ref: BlockRef, state: ChatMeta | undefined): Promise<Found> {
  if (ref.it) {
    const block = state?.blockId ? await ctx.data.block({ id: state.blockId, occurrence: state.blockOccurrence }) : undefined;
    return block ? { block } : { none: 'I am not sure which block you mean. Name it, for example "move the gym block to 5pm".' };
  }
  const from = ref.date ?? shiftDate(ctx.today, -1);
  const to = ref.date ?? shiftDate(ctx.today, 13);
  let rows = await ctx.data.blockRows(from, to);
  if (ref.hour !== undefined) rows = rows.filter((b) => b.hour === ref.hour);
  if (ref.title) {
    const q = ref.title.toLowerCase();
    const exact = rows.filter((b) => b.title.toLowerCase().includes(q) || b.category === q);
    if (exact.length) rows = exact;
    else {
      const fuzzy = findPerson(rows.map((b) => ({ id: b.id, name: b.title, notes: '' })), ref.title);
      rows = 'person' in fuzzy ? rows.filter((b) => b.id === fuzzy.person.id) : 'many' in fuzzy ? rows.filter((b) => fuzzy.many.some((m) => m.id === b.id)) : [];
    }
  }
  if (!ref.date && rows.some((b) => b.date >= ctx.today)) rows = rows.filter((b) => b.date >= ctx.today);
  if (rows.length === 0) return { none: `I couldn't find a block${ref.title ? ` called "${ref.title}"` : ''}${ref.date ? ` on ${ctx.fmt.date(ref.date, 'long')}` : ' in the next two weeks'}.` };
  if (ref.series) {
    // The series itself, once, rather than each of its occurrences.
    const series = [...new Map(rows.filter((b) => b.rrule !== null).map((b) => [b.id, b])).keys()];
    if (series.length === 0) return { none: `${rows.length === 1 ? `"${rows[0].title}" does not repeat` : 'None of those blocks repeat'}, so there is no series to change.` };
    const whole = await Promise.all(series.map((id) => ctx.data.block({ id })));
    const found = whole.filter((b): b is BlockRow => b !== undefined);
    return found.length === 1 ? { block: found[0] } : { many: found };
  }
  if (rows.length === 1) return { block: rows[0] };
  return { many: rows };
}

function whichOne(ctx: AiContext, many: BlockRow[]): string {
  const lines = many.slice(0, 6).map((b) => `• "${b.title}", ${words(ctx.fmt).shortDate(b.date)} ${ctx.fmt.hourRange(b.hour, blockEnd(b))}`);
  return `More than one block matches:\n${lines.join('\n')}\nWhich one? Name its day or time, for example "move the ${many[0].title.toLowerCase()} block on ${ctx.fmt.date(many[0].date, 'long').split(' ')[0]} to 10".`;
}

const asTurn = (r: ActionResult): TurnResult => ({ text: r.text, meta: r.meta });

/** The block a row shows: one occurrence of a series, never the whole series. */

async function act(ctx: AiContext, intent: Intent, state: ChatMeta | undefined): Promise<TurnResult> {
  switch (intent.intent) {
    case 'add-block': {
      const hour = hourOf(intent.start, intent.partOfDay);
      if (hour === 'half' || (intent.end && intent.end.minute !== 0) || (intent.minutes !== undefined && intent.minutes % 60 !== 0)) return { text: WHOLE_HOURS };
      if (hour === null) return { text: `What time should "${intent.title}" start? For example "${intent.title.toLowerCase()} at 9am".` };
      let duration = intent.minutes !== undefined ? intent.minutes / 60 : 1;
      if (intent.end) duration = (intent.end.hour === 0 ? 24 : intent.end.hour) - hour;
      if (duration < 1 || duration > 12) return { text: 'A time block lasts from 1 to 12 hours, and must end after it starts.' };
      return asTurn(await runTool(ctx, 'add_block', { title: intent.title, category: intent.category, date: intent.date, hour, duration }));
    }
    case 'move-block': {
      const found = await findBlock(ctx, intent.target, state);
      if ('none' in found) return { text: found.none };
      if ('many' in found) return { text: whichOne(ctx, found.many) };
      const hour = hourOf(intent.start, intent.partOfDay);
      if (hour === 'half') return { text: WHOLE_HOURS };
      if (intent.date === undefined && hour === null) return { text: `Where should "${found.block.title}" go? Give a day or a time, for example "move it to 10".` };
      return asTurn(await runTool(ctx, 'move_block', { ...targetOf(found.block), date: intent.date, hour: hour ?? undefined }));
    }
    case 'resize-block': {
      const found = await findBlock(ctx, intent.target, state);
      if ('none' in found) return { text: found.none };
      if ('many' in found) return { text: whichOne(ctx, found.many) };
      const b = found.block;
      let minutes = intent.minutes ?? (intent.by !== undefined ? b.duration * 60 + intent.by : undefined);
      if (intent.end) minutes = ((intent.end.hour === 0 ? 24 : intent.end.hour) - b.hour) * 60 + intent.end.minute;
      if (minutes === undefined || minutes % 60 !== 0) return { text: WHOLE_HOURS };
      return asTurn(await runTool(ctx, 'resize_block', { ...targetOf(b), duration: minutes / 60 }));
    }
    case 'delete-block': {
      const found = await findBlock(ctx, intent.target, state);
      if ('none' in found) return { text: found.none };
      const blocks = ('many' in found ? found.many : [found.block]).map(targetOf);
      return asTurn(await runTool(ctx, 'delete_blocks', { blocks }));
    }
    case 'clear-day':
      return asTurn(await runTool(ctx, 'clear_day', { date: intent.date }));
    case 'log-interaction':
      return asTurn(await runTool(ctx, 'log_interaction', { name: intent.person, type: intent.type, date: intent.date, notes: intent.note ?? '' }));
    case 'goal-progress':
      return asTurn(await runTool(ctx, 'set_goal_progress', { goal: intent.goal, progress: intent.progress }));
    default:
      return answer(ctx, intent, 0);
  }
}

async function answer(ctx: AiContext, intent: Intent, weekOffset: number): Promise<TurnResult> {
  const weeksBack = (w: 'this' | 'last' | undefined) => (w === 'last' ? 1 : 0) + weekOffset;
  const keep = (text: string, w?: 'this' | 'last'): TurnResult => ({ text, meta: { question: intent, weekOffset: weeksBack(w) - (w === 'last' ? 1 : 0) } });
  switch (intent.intent) {
    case 'schedule':
      if (intent.date && weekOffset === 0) return keep(await scheduleReply(ctx, intent.date));
      if (intent.date) return keep(await scheduleReply(ctx, shiftDate(intent.date, -7 * weekOffset)));
      if (intent.week || weekOffset) return keep(await weekScheduleReply(ctx, weeksBack(intent.week)), intent.week);
      return keep(await scheduleReply(ctx, ctx.today));
    case 'free-time':
      return keep(await freeTimeReply(ctx, shiftDate(intent.date, -7 * weekOffset)));
    case 'metric':
      return keep(await metricReply(ctx, intent.metric, intent.stat, { date: intent.date && shiftDate(intent.date, -7 * weekOffset), weeksBack: weeksBack(intent.week) }), intent.week);
    case 'health-score':
      return keep(
        await healthScoreReply(ctx, intent.week || weekOffset ? { weeksBack: weeksBack(intent.week) } : { date: intent.date ?? ctx.today }),
        intent.week,
      );
    case 'due':
      return { text: await dueReply(ctx) };
    case 'goals':
      return { text: await goalsReply(ctx) };
    case 'week-review':
      return keep(await weekReviewReply(ctx, weeksBack(intent.week)), intent.week);
    case 'why':
      return { text: await whyReply(ctx, intent.metric) };
    case 'convert':
      return { text: convertReply(intent.value) };
    case 'help':
      return { text: helpReply() };
    default:
      return { text: cannotReply() };
  }
}

/** "actually Thursday", "and the week before?": the last block or question again, with this changed. */
async function amend(ctx: AiContext, intent: Extract<Intent, { intent: 'amend' }>, state: ChatMeta | undefined): Promise<TurnResult> {
  if (state?.blockId && !intent.previous && !intent.week) {
    return act(ctx, { intent: 'move-block', target: { it: true }, date: intent.date, start: intent.start }, state);
  }
  const q = state?.question;
  if (!q) return { text: 'I am not sure what to change. Ask the whole question again, for example "how did I sleep last week?".' };
  if (intent.previous) return answer(ctx, q, (state.weekOffset ?? 0) + 1);
  if (intent.week) return answer(ctx, { ...q, week: intent.week, date: undefined } as Intent, 0);
  if (intent.date) {
    const next = { ...q, date: intent.date } as Intent;
    if (next.intent === 'metric' && next.stat !== 'day') next.stat = 'day';
    return answer(ctx, next, 0);
  }
  return { text: 'I am not sure what to change. Ask the whole question again.' };
}

/** Runs what a reply asked a yes for, exactly as it was checked then. */
export function confirmPending(ctx: AiContext, pending: PendingChange): Promise<ActionResult> {
  if (pending.op === 'delete-blocks') return deleteBlocksAction(ctx, pending.ids.map((id) => ({ id })));
  return runTool(ctx, pending.tool, pending.input, { confirmed: true });
}

/** The latest assistant message and the latest one with a change still to undo. */
function stateOf(history: ChatTurn[]) {
  const assistant = history.filter((t) => t.role === 'assistant');
  const last = assistant.at(-1);
  const undoable = [...assistant].reverse().find((t) => t.meta?.undo?.length && !t.meta.undone);
  return { last: last?.meta ?? undefined, undoable };
}

/**
 * One turn of the built-in assistant: reads the message, acts or answers, and returns what to keep for the next
 * turn. Only the user's message is read as a request; titles and notes from the data are only ever quoted.
 */
export async function builtinTurn(ctx: AiContext, history: ChatTurn[], message: string, options: { allowActions?: boolean } = {}): Promise<TurnResult> {
  const intent = parseMessage(message, { today: ctx.today, locale: ctx.user.locale });
  const { last, undoable } = stateOf(history);
  const allowActions = options.allowActions ?? true;
  const changes = ['add-block', 'move-block', 'resize-block', 'delete-block', 'clear-day', 'log-interaction', 'goal-progress', 'undo', 'confirm'];
  if (!allowActions && changes.includes(intent.intent)) return { text: 'I did not change anything this time; please ask again if you still need it.' };
  switch (intent.intent) {
    case 'undo': {
      if (!undoable?.meta?.undo) return { text: 'There is nothing for me to undo.' };
      const result = await undoAction(ctx, undoable.meta.undo);
      return { text: result.text, undid: undoable.id };
    }
    case 'confirm': {
      if (!last?.pending) return { text: 'There is nothing waiting for a yes. What would you like to do?' };
      return asTurn(await confirmPending(ctx, last.pending));
    }
    case 'cancel':
      return { text: last?.pending ? 'OK, I kept everything as it was.' : 'OK.' };
    case 'amend':
      return amend(ctx, intent, last);
    default:
      return act(ctx, intent, last);
  }
}

/** The built-in assistant's reply to one message without a conversation. `allowActions: false` answers without changing data. */
export async function builtinReply(ctx: AiContext, message: string, options: { allowActions?: boolean } = {}): Promise<string> {
  return (await builtinTurn(ctx, [], message, options)).text;
}

/** Splits a reply into small pieces for streaming; joined they are exactly the reply. */
export function* chunkText(text: string, wordsPerChunk = 3): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += wordsPerChunk) yield words.slice(i, i + wordsPerChunk).join('');
}

/** The reply's sentences and lines, each keeping the space or line break after it, so they join back exactly. */
export function sentencePieces(text: string): string[] {
  return text.split(/(?<=[.!?]["')\]]*[ \t]+)(?![ \t])|(?<=\n)(?!\n)/).filter((piece) => piece !== '');
}

const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The reply sentence by sentence, each piece handed on in its own turn of the event loop, so the response carrying
 * it writes and sends each one before the next is made.
 */
export async function* streamPieces(text: string): AsyncGenerator<string> {
  for (const [i, piece] of sentencePieces(text).entries()) {
    if (i > 0) await nextTurnOfTheLoop();
    yield piece;
  }
}
