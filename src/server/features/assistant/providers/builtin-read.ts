import type { ReadAs, ReadChange, Reading } from '../../../../shared/schemas/assistant-read.js';
import type { AiContext } from '../provider.js';
import { callNeedsYes, previewCall, runCall, type ToolCall } from '../tools.js';
import { isChange, understand } from '../understand/choose.js';
import { readMessage, type UnderstandOptions } from '../understand/extract.js';
import type { ChangeIntent, Intent } from '../understand/intents.js';
import type { BlockRow } from '../user-data.js';
import { minutesNow } from './builtin-blocks.js';
import { cannotReply, knownOf } from './builtin-chat.js';
import { resolve } from './builtin-resolve.js';

export const NOT_A_CHANGE = 'Nothing to add or change there: type what to do, or ask the assistant a question.';

export const NOT_A_TASK = 'Only tasks can be added here: type what to do.';

/** How a line typed where tasks are added is said to the assistant when, said alone, it changes nothing. */
export const AS_TASK = 'add a task: ';

const nothing = (message: string): Reading => ({ changes: [], sure: false, message });

/** A day's plan has no one-line preview of its own: its first line says what it would place. */
async function summaryOf(ctx: AiContext, call: ToolCall): Promise<string> {
  if (call.tool !== 'plan_day') return previewCall(ctx, call);
  const preview = await runCall(ctx, { tool: 'plan_day', input: { ...call.input, apply: false } });
  return preview.text.split('\n')[0] ?? preview.text;
}

async function changeOf(ctx: AiContext, call: ToolCall): Promise<ReadChange> {
  const summary = await summaryOf(ctx, call);
  const base = { summary, tool: call.tool, input: call.input as Record<string, unknown> };
  if (call.tool === 'add_block') return { kind: 'add-block', block: call.input, ...base };
  if (call.tool === 'add_task') return { kind: 'add-task', task: call.input, ...base };
  return { kind: 'change', ...base };
}

/**
 * The typed calls the chat would make of these changes, resolved as its turn resolves them: sure only when the
 * chat would make them at once (one change, read in full, every reference found once, no yes of the tool's own).
 */
async function changesOf(ctx: AiContext, blocks: BlockRow[], intents: ChangeIntent[], sure: boolean, message: string | null): Promise<Reading> {
  const calls: ToolCall[] = [];
  let certain = sure && intents.length === 1;
  for (const intent of intents) {
    const resolved = await resolve(ctx, blocks, intent, undefined);
    if ('refuse' in resolved) return nothing(resolved.refuse);
    if ('ask' in resolved) return nothing(resolved.ask);
    certain &&= resolved.sure;
    calls.push(...resolved.calls);
  }
  if (calls.some((c) => c.tool === 'plan_day')) certain = false;
  for (const call of calls) if (certain && (await callNeedsYes(ctx, call))) certain = false;
  const changes = await Promise.all(calls.map((call) => changeOf(ctx, call)));
  return { changes, sure: certain, message };
}

async function readingOf(ctx: AiContext, blocks: BlockRow[], intent: Intent): Promise<Reading> {
  if (isChange(intent)) {
    const unread = 'unread' in intent ? intent.unread : undefined;
    if (!unread?.length) return changesOf(ctx, blocks, [intent], true, null);
    return changesOf(ctx, blocks, [intent], false, `Not sure what "${unread.join(' ')}" means here.`);
  }
  switch (intent.intent) {
    case 'several':
      return changesOf(ctx, blocks, intent.parts, false, null);
    case 'clarify': {
      const proposed = intent.proposal ? await changesOf(ctx, blocks, [intent.proposal], false, intent.question) : null;
      return proposed?.changes.length ? proposed : nothing(intent.question);
    }
    case 'cannot':
      return nothing(cannotReply(intent.what));
    default:
      return nothing(NOT_A_CHANGE);
  }
}

/**
 * What the built-in assistant would make of `text` as a new chat message, changing nothing: the same reading,
 * intent and resolution as a chat turn with no conversation before it, stopped before anything is run.
 */
export async function readText(ctx: AiContext, text: string, as?: ReadAs): Promise<Reading> {
  const known = await knownOf(ctx);
  const options: UnderstandOptions = { today: ctx.today, locale: ctx.user.locale, nowMinutes: minutesNow(ctx) };
  const readAs = (said: string) => readingOf(ctx, known.blocks, understand(readMessage(said, known, options), options));
  if (as === 'new-task') {
    const task = await readAs(`${AS_TASK}${text}`);
    const changes = task.changes.filter((c) => c.kind === 'add-task');
    return changes.length === task.changes.length ? task : nothing(NOT_A_TASK);
  }
  const reading = await readAs(text);
  if (as !== 'task' || reading.changes.length > 0) return reading;
  const task = await readAs(`${AS_TASK}${text}`);
  return task.changes.length > 0 ? task : reading;
}
