import type { ChatAnswer } from '../../../../shared/schemas/chat.js';
import { tasksReply } from './builtin-task-list.js';
import { shiftDate } from '../../../../shared/dates.js';
import { deleteBlocksAction, undoAction, type ActionResult } from '../actions.js';
import type { AiContext, ChatTurn } from '../provider.js';
import { runTool } from '../tools.js';
import type { ChangeIntent, Intent, QuestionIntent } from '../understand/intents.js';
import { TAKE_BACK, understand, type Known } from '../understand/parse.js';
import { nearest } from '../understand/decide-change.js';
import type { ClockTime } from '../understand/when.js';
import type { ChatChoice, ChatMeta, PendingChange } from '../understand/state.js';
import { readPeriod } from '../understand/when.js';
import type { BlockRow } from '../user-data.js';
import { act, describeProposal, draftTimes, type TurnResult } from './builtin-act.js';
import { convertReply, freeTimeReply, goalsReply, healthScoreReply, metricReply, relationReply, spanOf, whyReply, type Span } from './builtin-answers.js';
import { blocksAround, minutesNow } from './builtin-blocks.js';
import {
  dueReply,
  firstReply,
  freeAtReply,
  goalStatusReply,
  hoursReply,
  contactsReply,
  lastContactReply,
  nextReply,
  whenBlockReply,
  rangeScheduleReply,
  scheduleReply,
  weekStart,
} from './builtin-questions.js';
import { renderReview } from './builtin-review.js';
import { loadWeekFacts } from './load-facts.js';
import { isTaskIntent, taskIntentOf, taskTurn } from './builtin-tasks.js';
import { TASK_CHANGES } from '../understand/decide-tasks.js';
import { findTask } from '../understand/task-match.js';

export type { TurnResult } from './builtin-act.js';

export const CAPABILITIES = [
  '"What\'s on today?", "Am I free at 3 tomorrow?", "How many hours of meetings this week?" — your schedule',
  '"Dinner with Ana thu 7-9pm", "push the dentist back an hour", "make lunch two hours" — time blocks',
  '"FaceTimed mum last night", "Leo rang me" — logs an interaction',
  '"Finished milestone 4 of guitar", "reading is at 40%" — goal progress',
  '"How did I sleep this week?", "When did I last see Sam?" — your own data',
  '"Why am I so tired?", "Who should I call?", "How\'s my week going?"',
];

export function helpReply(): string {
  return `I'm Twelvefold's built-in assistant: I work offline from your own data, with fixed rules rather than a language model. I can:\n${CAPABILITIES.map((c) => `• ${c}`).join('\n')}\nAfter a change, say "undo" to reverse it.`;
}

const CHANGES = new Set([
  'add-block',
  'move-block',
  'resize-block',
  'edit-block',
  'delete-block',
  'delete-many',
  'clear-day',
  'shift-many',
  'log-interaction',
  'goal-progress',
]);
const isChange = (i: Intent): i is ChangeIntent => CHANGES.has(i.intent);

/** The span a question names, stepped back for "and the week before?". */
function spanFor(
  ctx: AiContext,
  q: { period?: { from: string; to: string; label: string }; week?: 'this' | 'last' },
  weekOffset: number,
): { span: Span; before: Span } {
  const period = q.period ?? (q.week ? readPeriod(`${q.week} week`, ctx.today) : undefined);
  const span = spanOf(ctx.today, { ...(period ?? {}), weeksBack: weekOffset });
  const before = period
    ? spanOf(ctx.today, {
        from: shiftDate(period.from, -7),
        to: shiftDate(period.to > ctx.today ? ctx.today : period.to, -7),
        label: period.label === 'this week' ? 'the same days last week' : 'the week before',
        weeksBack: weekOffset,
      })
    : spanOf(ctx.today, { weeksBack: weekOffset + 1 });
  return { span, before };
}

async function weekReviewReply(ctx: AiContext, weeksBack: number): Promise<string> {
  const startDate = weekStart(ctx.today, weeksBack);
  const review = renderReview(await loadWeekFacts(ctx, { startDate, endDate: shiftDate(startDate, 6) }), ctx.fmt);
  return [review.aiReport, ...review.achievements.slice(0, 2).map((a) => `• ${a}`), ...review.recommendations.slice(0, 2).map((r) => `• ${r}`)].join('\n');
}

async function answerText(ctx: AiContext, q: QuestionIntent, weekOffset: number): Promise<string> {
  const back = (date: string) => shiftDate(date, -7 * weekOffset);
  switch (q.intent) {
    case 'schedule':
      if (q.date) return scheduleReply(ctx, back(q.date));
      if (q.period || q.week || weekOffset) {
        const { span } = spanFor(ctx, { period: q.period ? { ...q.period, to: q.period.to } : undefined, week: q.week ?? 'this' }, weekOffset);
        const to = q.period && !weekOffset ? q.period.to : shiftDate(span.from, 6);
        return rangeScheduleReply(ctx, span.from, to);
      }
      return scheduleReply(ctx, ctx.today);
    case 'free-time':
      return freeTimeReply(ctx, back(q.date), q.minutes);
    case 'free-at':
      return freeAtReply(ctx, q.date, q.start, q.minutes);
    case 'first':
      return (await firstReply(ctx, q.date, q.category, q.last)).text;
    case 'next':
      return (await nextReply(ctx, q.after, q.category)).text;
    case 'hours':
      return hoursReply(ctx, weekOffset ? { ...q.period, from: back(q.period.from), to: back(q.period.to) } : q.period, q.category, q.titles, q.count);
    case 'tasks':
      return tasksReply(ctx, q.period);
    case 'last-contact':
      return lastContactReply(ctx, q.person);
    case 'contacts':
      return contactsReply(ctx, q.period);
    case 'goal-status':
      return goalStatusReply(ctx, q.goal);
    case 'when-block':
      return (await whenBlockReply(ctx, q.named, q.title)).text;
    case 'metric': {
      if (q.stat === 'compare') {
        // "vs last week": this week so far against the whole of last week.
        const span = spanOf(ctx.today, { ...readPeriod('this week', ctx.today)!, weeksBack: weekOffset });
        const before = spanOf(ctx.today, { ...readPeriod('last week', ctx.today)!, weeksBack: weekOffset });
        return metricReply(ctx, q.metric, q.stat, { span, before });
      }
      const { span, before } = spanFor(ctx, q, weekOffset);
      return metricReply(ctx, q.metric, q.stat, { date: q.date && back(q.date), span, before });
    }
    case 'health-score':
      return healthScoreReply(ctx, q.period || q.week || weekOffset ? { span: spanFor(ctx, q, weekOffset).span } : { date: q.date ?? ctx.today });
    case 'due':
      return dueReply(ctx);
    case 'goals':
      return goalsReply(ctx);
    case 'week-review':
      return weekReviewReply(ctx, (q.week === 'last' ? 1 : 0) + weekOffset);
    case 'why':
      return whyReply(ctx, q.metric);
    case 'relation':
      return relationReply(ctx, q.from, q.to);
    case 'convert':
      return convertReply(q.value);
  }
}

async function answer(ctx: AiContext, q: QuestionIntent, weekOffset = 0): Promise<TurnResult> {
  // "when's the dentist?", "what's after lunch?" then "push it to 5:30": the block answered about is the one "it" means next.
  const answered =
    q.intent === 'when-block'
      ? await whenBlockReply(ctx, q.named, q.title)
      : q.intent === 'next'
        ? await nextReply(ctx, q.after, q.category)
        : q.intent === 'first'
          ? await firstReply(ctx, q.date, q.category, q.last)
          : undefined;
  if (answered) {
    const { text, block } = answered;
    return { text, meta: { question: q, ...(block ? { blockId: block.id, ...(block.occurrence ? { blockOccurrence: block.occurrence } : {}) } : {}) } };
  }
  return { text: await answerText(ctx, q, weekOffset), meta: { question: q, weekOffset } };
}

/** "actually Thursday", "and the week before?": the last block or question again, with this changed. */
async function amend(ctx: AiContext, known: BlockRow[], intent: Extract<Intent, { intent: 'amend' }>, state: ChatMeta | undefined): Promise<TurnResult> {
  const proposed = state?.pending?.op === 'intent' && state.pending.intent.intent === 'add-block' ? state.pending.intent : undefined;
  if (proposed && (intent.date || intent.start)) return addProposed(ctx, proposed, intent);
  if (state?.blockId && !intent.previous && !intent.week) {
    return act(
      ctx,
      known,
      { intent: 'move-block', target: { it: true }, date: intent.date, start: intent.start, ...(intent.start ? { loose: true } : {}) },
      state,
    );
  }
  const q = state?.question as QuestionIntent | undefined;
  if (!q) return { text: 'I am not sure what to change. Ask the whole question again, for example "how did I sleep last week?".' };
  if (intent.previous) return answer(ctx, q, (state?.weekOffset ?? 0) + 1);
  if (intent.week) return answer(ctx, { ...q, week: intent.week, period: readPeriod(`${intent.week} week`, ctx.today), date: undefined } as QuestionIntent);
  if (intent.date) {
    const next = { ...q, date: intent.date } as QuestionIntent;
    if (next.intent === 'metric' && next.stat !== 'day') next.stat = 'day';
    if (next.intent === 'free-time' || next.intent === 'first') next.date = intent.date;
    return answer(ctx, next);
  }
  return { text: 'I am not sure what to change. Ask the whole question again.' };
}

/**
 * "What time should "Swim" start?" answered "7am", or "Add "Reading" tomorrow 9–10 AM?" answered "make it 11": the
 * block proposed, with the day or time now said, is added; a time already gone today is asked about again.
 */
async function addProposed(
  ctx: AiContext,
  draft: Extract<ChangeIntent, { intent: 'add-block' }>,
  said: { date?: string; start?: ClockTime },
): Promise<TurnResult> {
  const times = draftTimes(draft);
  const next: Extract<ChangeIntent, { intent: 'add-block' }> = { ...draft, ...(said.date ? { date: said.date } : {}) };
  if (said.start) {
    const length = times?.length ?? draft.minutes ?? 60;
    const start = draft.start ? nearest(said.start, false, draft.start.hour) : said.start;
    Object.assign(next, { start, minutes: length, end: undefined, partOfDay: undefined });
  }
  const at = draftTimes(next);
  if (at && next.date === ctx.today && at.start < minutesNow(ctx)) {
    const proposal = { ...next, date: shiftDate(ctx.today, 1) };
    return clarifyTurn(ctx, { intent: 'clarify', question: 'That time has passed today.', proposal });
  }
  if (!at) return clarifyTurn(ctx, { intent: 'clarify', question: `What time should "${next.title}" start?`, proposal: next });
  return act(ctx, [], next, undefined);
}

/** Runs what a reply asked a yes for, exactly as it was checked then. */
export async function confirmPending(ctx: AiContext, pending: PendingChange, known: BlockRow[] = []): Promise<ActionResult> {
  if (pending.op === 'delete-blocks')
    return deleteBlocksAction(
      ctx,
      pending.ids.map((id) => ({ id })),
    );
  if (pending.op === 'intent') {
    const done = await act(ctx, known, pending.intent, undefined);
    return { ok: true, text: done.text, meta: done.meta };
  }
  return runTool(ctx, pending.tool, pending.input, { confirmed: true });
}

/** The latest assistant message and the latest one with a change still to undo. */
function stateOf(history: ChatTurn[]) {
  const assistant = history.filter((t) => t.role === 'assistant');
  const last = assistant.at(-1);
  const undoable = [...assistant].reverse().find((t) => t.meta?.undo?.length && !t.meta.undone);
  return { last: last?.meta ?? undefined, undoable };
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** A reply to "which one?": the button's own words, "the second one", or a number. */
/** "the restaurant one", "boiler": the one choice whose label holds the words. */
function choiceByWords(t: string, choices: ChatChoice[]): ChatChoice | undefined {
  const named = findTask(
    choices.map((c, i) => ({ id: String(i), title: c.label })),
    t.replace(/\s+one$/, ''),
  );
  return 'task' in named ? choices[Number(named.task.id)] : undefined;
}

function chosen(message: string, choices: ChatChoice[] | undefined): ChatChoice | undefined {
  if (!choices?.length) return undefined;
  const t = message
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  const exact = choices.find((c) => c.label.toLowerCase() === t);
  if (exact) return exact;
  const n = /^(?:the\s+)?(\d|first|second|third|fourth|fifth|sixth)(?:\s+one)?$/.exec(t);
  if (!n) return t.split(/\s+/).length <= 4 ? choiceByWords(t, choices) : undefined;
  const i = /\d/.test(n[1]) ? Number(n[1]) - 1 : ORDINAL.indexOf(n[1]);
  return choices[i];
}

/** The user's own things to understand words against: people, goals, and the blocks around today. */
async function knownOf(ctx: AiContext): Promise<Known & { blocks: BlockRow[] }> {
  const [people, goals, blocks] = await Promise.all([ctx.data.people(), ctx.data.goals(), blocksAround(ctx)]);
  return { people, goals, blocks };
}

/** A question for the user, with Yes and No when it proposes a change, or a button for each answer. */
function clarifyTurn(ctx: AiContext, intent: Extract<Intent, { intent: 'clarify' }>): TurnResult {
  if (intent.proposal) {
    const proposal = describeProposal(ctx, intent.proposal);
    // A question that already asks about the change needs no second one.
    const text = intent.question.endsWith('?') ? intent.question : `${intent.question} ${proposal}`.trim();
    return { text: `${text} I haven't changed anything yet.`, meta: { pending: { op: 'intent', intent: intent.proposal, summary: proposal } } };
  }
  const choices = intent.options?.map((o) => ({ label: /^\d{4}-\d{2}-\d{2}$/.test(o.label) ? ctx.fmt.date(o.label, 'long') : o.label, intent: o.intent }));
  return { text: `${intent.question} I haven't changed anything yet.`, ...(choices?.length ? { meta: { choices } } : {}) };
}

function cannotReply(): string {
  return 'I\'m the built-in assistant, so I can\'t answer that one: I only know the data in your planner, and I haven\'t changed anything. Do you want to add a block, move or delete one, log that you were in touch with someone, update a goal, or ask about your schedule or health? For example "gym tomorrow 7am" or "what\'s on Friday?"';
}

async function respond(ctx: AiContext, known: Known & { blocks: BlockRow[] }, intent: Intent, last: ChatMeta | undefined): Promise<TurnResult> {
  if (isChange(intent)) return act(ctx, known.blocks, intent, last);
  if (isTaskIntent(intent)) return taskTurn(ctx, intent);
  switch (intent.intent) {
    case 'amend':
      return amend(ctx, known.blocks, intent, last);
    case 'clarify':
      return clarifyTurn(ctx, intent);
    case 'refuse':
      return { text: "I can't clear the conversation from here: use the Clear button above the chat. Nothing changed." };
    case 'help':
      return { text: helpReply() };
    case 'unknown':
    case 'undo':
    case 'confirm':
    case 'cancel':
      return { text: cannotReply() };
    default:
      return answer(ctx, intent);
  }
}

/**
 * One turn of the built-in assistant: understands the message against the user's own data, acts or answers, and
 * returns what to keep for the next turn. Only the user's message is read as a request; titles and notes from the
 * data are only ever quoted.
 */
export async function builtinTurn(
  ctx: AiContext,
  history: ChatTurn[],
  message: string,
  options: { allowActions?: boolean; answer?: ChatAnswer } = {},
): Promise<TurnResult> {
  const { last, undoable } = stateOf(history);
  const allowActions = options.allowActions ?? true;
  const pressed = options.answer;
  if (pressed?.action === 'cancel') return { text: 'OK, I kept everything as it was.' };
  if (pressed?.action === 'confirm' && last?.pending) {
    const done = await confirmPending(ctx, last.pending, (await knownOf(ctx)).blocks);
    return { text: done.text, meta: done.meta };
  }
  // "cancel that": a proposal or question just made is dropped; a change just made is taken back.
  if (TAKE_BACK.test(message.trim()) && (last?.pending || last?.choices)) return { text: 'OK, I kept everything as it was.' };
  const justDone = history.filter((t) => t.role === 'assistant').at(-1) === undoable;
  if (TAKE_BACK.test(message.trim()) && undoable?.meta?.undo && justDone && allowActions) {
    const result = await undoAction(ctx, undoable.meta.undo);
    return { text: result.text, undid: undoable.id };
  }
  const known = await knownOf(ctx);
  const choice = pressed?.action === 'choose' ? last?.choices?.[pressed.choice] : chosen(message, last?.choices);
  const answering = last?.pending?.op === 'intent';
  const understandOptions = { today: ctx.today, locale: ctx.user.locale, nowMinutes: minutesNow(ctx) };
  const intent =
    choice?.intent ??
    (await taskIntentOf(ctx, message, known.people, understandOptions)) ??
    understand(message, known, { ...understandOptions, answering, discussed: last?.blockId !== undefined });
  if (!allowActions && (isChange(intent) || TASK_CHANGES.has(intent.intent) || intent.intent === 'undo' || intent.intent === 'confirm'))
    return { text: 'I did not change anything this time; please ask again if you still need it.' };
  switch (intent.intent) {
    case 'undo': {
      if (!undoable?.meta?.undo) return { text: 'There is nothing for me to undo.' };
      const result = await undoAction(ctx, undoable.meta.undo);
      return { text: result.text, undid: undoable.id };
    }
    case 'confirm': {
      if (!last?.pending) return { text: 'There is nothing waiting for a yes, so nothing changed. What would you like to do?' };
      const done = await confirmPending(ctx, last.pending, known.blocks);
      return { text: done.text, meta: done.meta };
    }
    case 'cancel':
      return { text: last?.pending || last?.choices ? 'OK, I kept everything as it was.' : 'OK, nothing changed.' };
    default:
      return respond(ctx, known, intent, last);
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
