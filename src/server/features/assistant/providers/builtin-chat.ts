import type { ChatAnswer } from '../../../../shared/schemas/chat.js';
import { allMilestones } from '../../../../shared/goals.js';
import { undoAction } from '../actions.js';
import type { AiContext, ChatTurn } from '../provider.js';
import { runTool, type ToolCall } from '../tools.js';
import { isChange, understand } from '../understand/choose.js';
import { readMessage, type Known, type UnderstandOptions } from '../understand/extract.js';
import type { ChangeIntent, Intent } from '../understand/intents.js';
import type { ChatChoice, ChatMeta, PendingChange } from '../understand/state.js';
import { findTask } from '../understand/task-match.js';
import type { BlockRow } from '../user-data.js';
import { act, confirmCalls, propose, type TurnResult } from './builtin-act.js';
import { answer } from './builtin-answer-turn.js';
import { blocksAround, minutesNow } from './builtin-blocks.js';
import { nearest, resolve } from './builtin-resolve.js';
import { revisedProposal, reviseTurn } from './builtin-revise.js';

export type { TurnResult } from './builtin-act.js';

export const CAPABILITIES = [
  '"What\'s on today?", "Am I free at 3 tomorrow?", "How many hours of meetings this week?" — your schedule',
  '"Dinner with Ana thu 7-9pm", "push the dentist back an hour", "make lunch two hours" — time blocks',
  '"Remind me to renew the railcard on monday", "tax receipts done", "what\'s on my list?" — tasks',
  '"Slept 7 hours", "8 cups of water", "72.4 kg this morning" — health, as measured',
  '"Plan tomorrow, nothing after 3", "plan today, keep the afternoon free" — your day planned',
  '"FaceTimed mum last night", "Leo rang me" — logs an interaction',
  '"Finished milestone 4 of guitar", "reading is at 40%" — goal progress',
  '"How did I sleep this week?", "When did I last see Sam?", "Why am I so tired?" — your own data',
];

export function helpReply(): string {
  return `I'm Twelvefold's built-in assistant: I work offline from your own data, with fixed rules rather than a language model. I can:\n${CAPABILITIES.map((c) => `• ${c}`).join('\n')}\nWhen I'm not sure what you meant, I show the change first and wait for Confirm. After a change, say "undo" to reverse it.`;
}

/** The latest assistant message and the latest one with a change still to undo. */
function stateOf(history: ChatTurn[]) {
  const assistant = history.filter((t) => t.role === 'assistant');
  const last = assistant.at(-1);
  const undoable = [...assistant].reverse().find((t) => t.meta?.undo?.length && !t.meta.undone);
  return { last: last?.meta ?? undefined, undoable, justDone: last !== undefined && last === undoable };
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** A reply to "which one?" typed rather than pressed: the button's own words, "the second one", or a number. */
function chosen(message: string, choices: ChatChoice[] | undefined): ChatChoice | undefined {
  if (!choices?.length) return undefined;
  const t = message
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  const exact = choices.find((c) => c.label.toLowerCase() === t);
  if (exact) return exact;
  const n = /^(?:the\s+)?(\d|first|second|third|fourth|fifth|sixth)(?:\s+one)?$/.exec(t);
  if (n) return choices[/\d/.test(n[1]) ? Number(n[1]) - 1 : ORDINAL.indexOf(n[1])];
  if (t.split(/\s+/).length > 4) return undefined;
  // "the restaurant one", "boiler": the one choice whose label holds the words.
  const named = findTask(
    choices.map((c, i) => ({ id: String(i), title: c.label })),
    t.replace(/\s+one$/, ''),
  );
  return 'task' in named ? choices[Number(named.task.id)] : undefined;
}

/** The user's own things to understand words against: people, goals, open tasks and the blocks around today. */
export async function knownOf(ctx: AiContext): Promise<Known & { blocks: BlockRow[] }> {
  const [people, goals, blocks, tasks] = await Promise.all([ctx.data.people(), ctx.data.goals(), blocksAround(ctx), ctx.data.openTasks()]);
  const milestones = goals.flatMap((g) =>
    allMilestones(g.milestones ?? []).flatMap((m) =>
      m.title ? [{ goalId: g.id, goalTitle: g.title, index: m.index, title: m.title, done: m.doneAt !== null, dueDate: m.dueDate }] : [],
    ),
  );
  return { people, goals, blocks, tasks, milestones };
}

/** Runs what a reply asked a yes for, exactly as it was checked then. */
export async function confirmPending(ctx: AiContext, pending: PendingChange, known: BlockRow[] = []): Promise<TurnResult> {
  switch (pending.op) {
    case 'calls':
      // Made as typed calls and checked when proposed; the reply keeps them exactly as they were.
      return confirmCalls(ctx, pending.calls as ToolCall[]);
    case 'tool': {
      const done = await runTool(ctx, pending.tool, pending.input, { confirmed: true });
      return { text: done.text, ...(done.meta ? { meta: done.meta } : {}) };
    }
    case 'delete-blocks': {
      const done = await runTool(ctx, 'delete_blocks', { blocks: pending.ids.map((id) => ({ id })) }, { confirmed: true });
      return { text: done.text, ...(done.meta ? { meta: done.meta } : {}) };
    }
    case 'intent':
      return act(ctx, known, [pending.intent], undefined);
  }
}

/**
 * A question left open by a change ("What time should "Swim" start?", "I couldn't find "weekly review"…"): with a
 * complete change beside it, the change is proposed for Confirm; with an incomplete one, the answer completes it.
 */
async function clarifyTurn(
  ctx: AiContext,
  known: BlockRow[],
  intent: Extract<Intent, { intent: 'clarify' }>,
  state: ChatMeta | undefined,
): Promise<TurnResult> {
  if (intent.proposal) {
    const resolved = await resolve(ctx, known, intent.proposal, state);
    if ('calls' in resolved) return propose(ctx, resolved.calls, intent.question);
    if ('ask' in resolved) return { text: `${intent.question} I haven't changed anything yet.`, meta: { draft: resolved.draft ?? intent.proposal } };
  }
  const choices = intent.options?.map((o) => ({ label: /^\d{4}-\d{2}-\d{2}$/.test(o.label) ? ctx.fmt.date(o.label, 'long') : o.label, intent: o.intent }));
  return { text: `${intent.question} I haven't changed anything yet.`, ...(choices?.length ? { meta: { choices } } : {}) };
}

/**
 * "called ana", then "oh it was yesterday actually": the contact (or health value) just logged is taken back and the
 * previous request made again on the day said. Null when the last reply logged no such thing.
 */
async function redate(ctx: AiContext, known: Known & { blocks: BlockRow[] }, date: string, history: ChatTurn[], state: ChatMeta | undefined) {
  const said = [...history].reverse().find((t) => t.role === 'user')?.content;
  if (!said || !state?.undo?.length || state.undone) return null;
  const options: UnderstandOptions = { today: ctx.today, locale: ctx.user.locale, nowMinutes: minutesNow(ctx) };
  const before = understand(readMessage(said, known, options), options);
  if (before.intent !== 'log-interaction' && before.intent !== 'log-health') return null;
  await undoAction(ctx, state.undo);
  return act(ctx, known.blocks, [{ ...before, date }], undefined);
}

/** "Add "Swim" at what time?" answered "7am", or "actually Thursday" after a change: the change again with this said. */
async function amend(ctx: AiContext, known: BlockRow[], intent: Extract<Intent, { intent: 'amend' }>, state: ChatMeta | undefined): Promise<TurnResult> {
  const draft = state?.draft ?? (state?.pending?.op === 'intent' ? state.pending.intent : undefined);
  if (draft?.intent === 'add-block' && (intent.date || intent.start)) {
    const start = intent.start ? (draft.start ? nearest(intent.start, false, draft.start.hour) : intent.start) : draft.start;
    const next: ChangeIntent = { ...draft, ...(intent.date ? { date: intent.date } : {}), ...(start ? { start, partOfDay: undefined } : {}) };
    if (next.date === ctx.today && next.start && next.start.hour * 60 + next.start.minute < minutesNow(ctx))
      return clarifyTurn(ctx, known, { intent: 'clarify', question: 'That time has passed today.', proposal: { ...next, date: tomorrowOf(ctx) } }, undefined);
    return act(ctx, known, [next], undefined);
  }
  if (state?.blockId && !intent.previous && !intent.week) {
    return act(
      ctx,
      known,
      [
        {
          intent: 'change-block',
          target: { it: true },
          ...(intent.date ? { date: intent.date } : {}),
          ...(intent.start ? { start: intent.start, startLoose: true } : {}),
        },
      ],
      state,
    );
  }
  return answer(ctx, undefined, state, intent);
}

const tomorrowOf = (ctx: AiContext) => new Date(new Date(`${ctx.today}T12:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

export function cannotReply(what: string): string {
  return `I can't ${what}: I only work inside your planner, with your blocks, tasks, health, people and goals. Nothing changed.`;
}

function unknownReply(): string {
  return 'I\'m the built-in assistant, so I can\'t answer that one: I only know the data in your planner, and I haven\'t changed anything. Do you want to add a block or a task, move or delete a block, log that you were in touch with someone, record a health value, plan your day, update a goal, or ask about your schedule or health? For example "gym tomorrow 7am" or "what\'s on Friday?"';
}

/** The reply to what a message asks, once the app's own words (undo, yes, no) are handled. */
async function respond(
  ctx: AiContext,
  known: Known & { blocks: BlockRow[] },
  intent: Intent,
  last: ChatMeta | undefined,
  history: ChatTurn[],
  sure = true,
): Promise<TurnResult> {
  if (isChange(intent)) {
    // Words the reading did not account for may be the part of the request it missed: the change waits for Confirm.
    const unread = 'unread' in intent ? intent.unread : undefined;
    if (!unread?.length) return act(ctx, known.blocks, [intent], last, sure);
    return act(ctx, known.blocks, [intent], last, false, `I'm not sure what "${unread.join(' ')}" means here, so here's what I'd change:`);
  }
  switch (intent.intent) {
    case 'several':
      return act(ctx, known.blocks, intent.parts, last, false);
    case 'amend': {
      const redone =
        intent.date && last?.undo?.some((u) => u.op === 'delete-interaction' || u.op === 'health-value')
          ? await redate(ctx, known, intent.date, history, last)
          : null;
      return redone ?? amend(ctx, known.blocks, intent, last);
    }
    case 'clarify':
      return clarifyTurn(ctx, known.blocks, intent, last);
    case 'cannot':
      return { text: cannotReply(intent.what) };
    case 'refuse':
      return { text: "I can't clear the conversation from here: use the Clear button above the chat. Nothing changed." };
    case 'help':
      return { text: helpReply() };
    case 'unknown':
    case 'undo':
    case 'confirm':
    case 'cancel':
      return { text: unknownReply() };
    default:
      return answer(ctx, intent, last);
  }
}

const KEPT = 'OK, I kept everything as it was.';

/**
 * One turn of the built-in assistant: reads the message once against the user's own data, decides what it asks,
 * then answers, acts or proposes, and returns what to keep for the next turn. Only the user's message is read as a
 * request; titles and notes from the data are only ever quoted.
 */
export async function builtinTurn(
  ctx: AiContext,
  history: ChatTurn[],
  message: string,
  options: { allowActions?: boolean; answer?: ChatAnswer } = {},
): Promise<TurnResult> {
  const { last, undoable, justDone } = stateOf(history);
  const allowActions = options.allowActions ?? true;
  const pressed = options.answer;
  if (pressed?.action === 'cancel') return { text: KEPT };
  const known = await knownOf(ctx);
  if (pressed?.action === 'confirm' && last?.pending) return confirmPending(ctx, last.pending, known.blocks);
  const understandOptions: UnderstandOptions = {
    today: ctx.today,
    locale: ctx.user.locale,
    nowMinutes: minutesNow(ctx),
    answering: last?.draft !== undefined || last?.pending?.op === 'intent',
    discussed: last?.blockId !== undefined,
    logged: !last?.undone && last?.undo?.some((u) => u.op === 'delete-interaction' || u.op === 'health-value'),
  };
  const read = readMessage(message, known, understandOptions);
  // "cancel that": a proposal or question just made is dropped; a change just made is taken back.
  if (read.takeBack && (last?.pending || last?.choices || last?.draft)) return { text: KEPT };
  if (read.takeBack && undoable?.meta?.undo && justDone && allowActions) {
    const result = await undoAction(ctx, undoable.meta.undo);
    return { text: result.text, undid: undoable.id };
  }
  // "actually make it 8", "thursday instead": a correction of the proposal waiting for a yes is proposed again, revised.
  const revision = last?.pending && allowActions && !pressed ? await reviseTurn(ctx, known, last, read, understandOptions) : { aboutIt: false };
  if ('reply' in revision) return revision.reply;
  const choice = pressed?.action === 'choose' ? last?.choices?.[pressed.choice] : chosen(message, last?.choices);
  if (choice && 'calls' in choice) return allowActions ? revisedProposal(ctx, choice.calls as ToolCall[]) : { text: KEPT };
  const intent = (choice && 'intent' in choice ? choice.intent : undefined) ?? understand(read, understandOptions);
  if (!allowActions && (isChange(intent) || intent.intent === 'several' || intent.intent === 'undo' || intent.intent === 'confirm'))
    return { text: 'I did not change anything this time; please ask again if you still need it.' };
  switch (intent.intent) {
    case 'undo': {
      if (!undoable?.meta?.undo) return { text: 'There is nothing for me to undo.' };
      const result = await undoAction(ctx, undoable.meta.undo);
      return { text: result.text, undid: undoable.id };
    }
    case 'confirm':
      if (!last?.pending) return { text: 'There is nothing waiting for a yes, so nothing changed. What would you like to do?' };
      return confirmPending(ctx, last.pending, known.blocks);
    case 'cancel':
      return { text: last?.pending || last?.choices || last?.draft ? KEPT : 'OK, nothing changed.' };
    default:
      // A correction said while a proposal waits, or words about a part of it, may still mean it: shown first, never made at once.
      return respond(ctx, known, intent, last, history, !revision.aboutIt);
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
