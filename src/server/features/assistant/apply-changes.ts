import type { Applied, ApplyChangesInput } from '../../../shared/schemas/assistant-read.js';
import { AppError, type Issue } from '../../errors.js';
import type { AiContext } from './provider.js';
import { findTool, issuesText, runTool, type ToolOutcome } from './tools.js';

const UNDO_TOOL = 'undo_change';

/** Every change checked before any is made: a tool that does not change data, or input it refuses, is a 400. */
function checkAll(changes: ApplyChangesInput['changes']): void {
  const issues: Issue[] = [];
  changes.forEach((change, i) => {
    const t = findTool(change.tool);
    if (!t || !t.write || t.name === UNDO_TOOL) return issues.push({ path: `changes.${i}.tool`, message: `${change.tool} is not a change` });
    const parsed = t.input.safeParse(change.input);
    if (!parsed.success) issues.push({ path: `changes.${i}.input`, message: issuesText(parsed.error) });
  });
  if (issues.length) throw new AppError(400, issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
}

/**
 * Makes the changes a reading listed, as they were read and shown: the preview was the confirmation, so a tool
 * that asks first does not ask again. One Undo handle takes back all that was made.
 */
export async function applyChanges(ctx: AiContext, changes: ApplyChangesInput['changes']): Promise<Applied> {
  checkAll(changes);
  const outcomes: ToolOutcome[] = [];
  for (const change of changes) outcomes.push(await runTool(ctx, change.tool, change.input, { confirmed: true }));
  const steps = outcomes.flatMap((o) => (o.ok ? (o.meta?.undo ?? []) : []));
  return {
    ok: outcomes.every((o) => o.ok),
    text: outcomes.map((o) => o.text).join('\n'),
    undo: steps.length ? await ctx.undoHandles.issue(steps) : null,
  };
}

/** Takes back what an apply made, from its handle. */
export async function undoApplied(ctx: AiContext, undo: string): Promise<Applied> {
  const outcome = await runTool(ctx, UNDO_TOOL, { undo });
  return { ok: outcome.ok, text: outcome.text, undo: null };
}
