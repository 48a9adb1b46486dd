import type { HealthMetricKey } from '../../../../shared/health-metrics.js';
import type { TaskPriority } from '../../../../shared/schemas/tasks.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { ChangeIntent, Intent } from './intents.js';

/** One step that reverses what a reply did. */
export type UndoStep =
  | { op: 'delete-block'; id: string }
  | { op: 'restore-block'; id: string; occurrence?: string }
  | {
      op: 'update-block';
      id: string;
      occurrence?: string;
      /** The block's time before the change; `duration` (hours) in replies stored before blocks kept minutes. */
      before: { date: string; hour: number; minute?: number; durationMinutes?: number; duration?: number; title?: string; category?: TimeBlockCategory };
    }
  | { op: 'delete-interaction'; id: string; relationshipId: string; lastContact: string | null }
  | { op: 'goal-progress'; id: string; progress: number }
  /** A milestone's name, date and tick as they were. */
  | { op: 'milestone'; id: string; index: number; before: { title: string | null; dueDate: string | null; done: boolean } }
  | { op: 'delete-task'; id: string }
  | { op: 'reopen-task'; id: string }
  | { op: 'task-due'; id: string; dueDate: string | null }
  /** A task's fields as they were before a change. */
  | { op: 'task-fields'; id: string; before: { dueDate?: string | null; priority?: TaskPriority; estimateMinutes?: number | null; title?: string } }
  /** A day's health value as it was (null: not recorded). */
  | { op: 'health-value'; date: string; metric: HealthMetricKey; value: number | null };

/** What a yes runs. */
type PendingOp =
  /** A tool of the registry and its checked input, run as it is when the user says yes. */
  | { op: 'tool'; tool: string; input: Record<string, unknown>; summary: string }
  /** As replies stored before the registry kept them. */
  | { op: 'delete-blocks'; ids: string[]; summary: string }
  /** A change the assistant was unsure of, proposed in a question: a yes makes it. */
  | { op: 'intent'; intent: ChangeIntent; summary: string }
  /**
   * Typed calls of the registry proposed together: Confirm runs them all, with one Undo. Kept loosely typed here,
   * as stored with the reply, so that this module need not import the registry that imports it.
   */
  | { op: 'calls'; calls: StoredCall[]; summary: string };

/** A registry call as kept with a reply: the typed `ToolCall` it was made as, written to JSON. */
export interface StoredCall {
  tool: string;
  input: unknown;
  words?: string;
}

/** A change that waits for the user's yes, with each change it makes in words for the proposal's preview. */
export type PendingChange = PendingOp & { lines?: string[] };

/**
 * One answer to a question the assistant asked, offered as a button: its words and what choosing it does, an intent
 * to act on or, for a correction of a proposal, the proposal's typed calls as that answer revises them.
 */
export type ChatChoice = { label: string; intent: Intent } | { label: string; calls: StoredCall[] };

/**
 * What an assistant message keeps beside its text: how to undo what it did, what it is waiting to be confirmed,
 * and what it was about, so the next message can say "move it", "actually Thursday" or "and the week before?".
 */
export interface ChatMeta {
  undo?: UndoStep[];
  undone?: boolean;
  pending?: PendingChange;
  /** The block just added or changed, and which date of its series when it repeats. */
  blockId?: string;
  blockOccurrence?: string;
  /** The answers offered to the question just asked ("Which one?"), each a button. */
  choices?: ChatChoice[];
  /** A change left incomplete by the question just asked ("What time should "Swim" start?"): the answer completes it. */
  draft?: ChangeIntent;
  /** The question just answered, with how many weeks back it looked. */
  question?: Intent;
  weekOffset?: number;
}
