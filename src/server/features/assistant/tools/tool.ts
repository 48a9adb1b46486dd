import type { z } from 'zod';
import type { ActionResult } from '../actions.js';
import type { AiContext } from '../provider.js';

/** What a tool did: the words for the user, the data it read, and (in meta) its Undo or the confirmation it waits for. */
export type ToolOutcome = ActionResult & { data?: unknown };

export interface AssistantTool<S extends z.ZodType = z.ZodType, N extends string = string> {
  name: N;
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
  confirmation?: (ctx: AiContext, input: z.output<S>) => Promise<ToolOutcome | null>;
  /** The change a call would make, in one line, for a proposal the user confirms before it is made. */
  preview?: (ctx: AiContext, input: z.output<S>) => Promise<string>;
  run: (ctx: AiContext, input: z.output<S>) => Promise<ToolOutcome>;
}

/** A tool with its input's type and its name kept where it is written. */
export const tool = <S extends z.ZodType, const N extends string>(t: AssistantTool<S, N>): AssistantTool<S, N> => t;

/** Any tool of the registry, its input's type left open: the list models, MCP and the chat look tools up in. */
export type AnyTool = AssistantTool<z.ZodType, string>;

/** Tools by name, each keeping its own input type. */
export type ToolMap<T extends readonly { name: string }[]> = { [K in T[number] as K['name']]: K };

export function toolMap<const T extends readonly { name: string }[]>(...tools: T): ToolMap<T> {
  return Object.fromEntries(tools.map((t) => [t.name, t])) as ToolMap<T>;
}
