import type { z } from 'zod';
import type { ActionResult } from '../actions.js';
import type { AiContext } from '../provider.js';

/** What a tool did: the words for the user, the data it read, and (in meta) its Undo or the confirmation it waits for. */
export type ToolOutcome = ActionResult & { data?: unknown };

export interface AssistantTool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  input: S;
  /** Changes data: needs a write token, and is offered only where actions are allowed. */
  write: boolean;
  /** Always waits for a confirmation (deleting, clearing). */
  destructive: boolean;
  /** False for a tool the chat does itself (its Undo button), so the model is not offered it. */
  forModel?: boolean;
  /** What a confirmation asks to do, in one verb ("move"); delete when left out. */
  confirmVerb?: string;
  /** The confirmation a call needs before it runs (a summary of the change), or null when it may run now. */
  confirmation?: (ctx: AiContext, input: z.infer<S>) => Promise<ToolOutcome | null>;
  run: (ctx: AiContext, input: z.infer<S>) => Promise<ToolOutcome>;
}

/** A tool with its input's type checked where it is written, kept in the registry by its general type. */
export const tool = <S extends z.ZodType>(t: AssistantTool<S>): AssistantTool => t as unknown as AssistantTool;
