import type { ActionResult } from '../actions.js';
import type { AiContext } from '../provider.js';
import { callNeedsYes, previewCall, runCall, type ToolCall, type ToolOutcome } from '../tools.js';
import type { ChangeIntent } from '../understand/intents.js';
import type { ChatMeta, PendingChange } from '../understand/state.js';
import type { BlockRow } from '../user-data.js';
import { resolve } from './builtin-resolve.js';

export interface TurnResult {
  text: string;
  meta?: ChatMeta;
  undid?: string;
}

const NOTHING = ' Nothing changed.';
const refused = (text: string): TurnResult => ({ text: /nothing/i.test(text) ? text : `${text}${NOTHING}` });

/** The outcomes of several calls as one reply: their words in order, one Undo for all, the block last touched. */
function together(outcomes: ToolOutcome[]): TurnResult {
  const done = outcomes.filter((o) => o.ok);
  const undo = done.flatMap((o) => o.meta?.undo ?? []);
  const last = [...done].reverse().find((o) => o.meta?.blockId);
  const meta: ChatMeta = {
    ...(undo.length ? { undo } : {}),
    ...(last?.meta?.blockId ? { blockId: last.meta.blockId, ...(last.meta.blockOccurrence ? { blockOccurrence: last.meta.blockOccurrence } : {}) } : {}),
  };
  const text = outcomes.map((o) => o.text).join('\n');
  return { text: done.length === 0 && !/nothing/i.test(text) ? `${text}${NOTHING}` : text, ...(Object.keys(meta).length ? { meta } : {}) };
}

/** Makes the calls now, one after another; a call that fails says so and the others still run. */
async function runAll(ctx: AiContext, calls: ToolCall[], confirmed: boolean): Promise<TurnResult> {
  const outcomes: ToolOutcome[] = [];
  for (const call of calls) outcomes.push(await runCall(ctx, call, { confirmed }));
  if (calls.length === 1) return { text: outcomes[0].text, ...(outcomes[0].meta ? { meta: outcomes[0].meta } : {}) };
  return together(outcomes);
}

/** The changes proposed, each in one line, and what Confirm makes: nothing is changed until then. */
export async function propose(ctx: AiContext, calls: ToolCall[], lead = "Here's what I'd change:"): Promise<TurnResult> {
  const lines = await Promise.all(calls.map((call) => previewCall(ctx, call)));
  const summary = lines.join('\n');
  const pending: PendingChange = { op: 'calls', calls, summary, lines };
  const ask = calls.length === 1 ? 'Shall I make this change?' : `Shall I make these ${calls.length} changes? One Undo takes them all back.`;
  return { text: `${lead}\n${lines.map((l) => `• ${l}`).join('\n')}\n${ask} Nothing has changed yet.`, meta: { pending } };
}

/** Runs what a proposal asked a yes for, exactly as it was checked then. */
export async function confirmCalls(ctx: AiContext, calls: ToolCall[]): Promise<TurnResult> {
  return runAll(ctx, calls, true);
}

/** A day's plan, proposed from the plan service's preview; Confirm makes its blocks. */
export async function planTurn(ctx: AiContext, call: Extract<ToolCall, { tool: 'plan_day' }>): Promise<TurnResult> {
  const preview = await runCall(ctx, { tool: 'plan_day', input: { ...call.input, apply: false } });
  const blocks = (preview.data as { blocks?: unknown[] } | undefined)?.blocks ?? [];
  if (!preview.ok || blocks.length === 0) return refused(preview.text);
  const lines = preview.text
    .split('\n')
    .filter((l) => l.startsWith('• ') && !l.includes(' was left out'))
    .map((l) => l.slice(2));
  const pending: PendingChange = { op: 'calls', calls: [call], summary: preview.text, lines };
  const it = blocks.length === 1 ? 'it' : 'these';
  return { text: `${preview.text}\nShall I put ${it} on your planner? Confirm adds ${it}, or say "no" to leave the day as it is.`, meta: { pending } };
}

/**
 * Makes the changes a message asked for, through the typed calls of the tool registry, or proposes them: a change is
 * made at once only when it is one change, read in full, whose references each found exactly one thing and whose
 * tool needs no yes of its own; several changes, a best guess or a day's plan are proposed, with one Confirm.
 */
export async function act(
  ctx: AiContext,
  known: BlockRow[],
  intents: ChangeIntent[],
  state: ChatMeta | undefined,
  sure = true,
  lead?: string,
): Promise<TurnResult> {
  const calls: ToolCall[] = [];
  let certain = sure && intents.length === 1;
  for (const intent of intents) {
    const resolved = await resolve(ctx, known, intent, state);
    if ('refuse' in resolved) return refused(resolved.refuse);
    if ('ask' in resolved) {
      const meta: ChatMeta = { ...(resolved.choices ? { choices: resolved.choices } : {}), ...(resolved.draft ? { draft: resolved.draft } : {}) };
      return {
        text: `${resolved.ask}${/changed anything|nothing changed/i.test(resolved.ask) ? '' : " I haven't changed anything yet."}`,
        ...(Object.keys(meta).length ? { meta } : {}),
      };
    }
    certain &&= resolved.sure;
    calls.push(...resolved.calls);
  }
  const plan = calls.find((c): c is Extract<ToolCall, { tool: 'plan_day' }> => c.tool === 'plan_day');
  if (plan && calls.length === 1) return planTurn(ctx, plan);
  if (!certain) return propose(ctx, calls, lead);
  // A tool that always asks first (deleting, clearing, a whole series) asks in its own words.
  if (calls.length === 1) return runAll(ctx, calls, false);
  for (const call of calls) if (await callNeedsYes(ctx, call)) return propose(ctx, calls);
  return runAll(ctx, calls, true);
}

export type { ActionResult };
