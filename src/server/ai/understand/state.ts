import type { Intent } from './intents.js';

/** One step that reverses what a reply did. */
export type UndoStep =
  | { op: 'delete-block'; id: string }
  | { op: 'restore-block'; id: string }
  | { op: 'update-block'; id: string; before: { date: string; hour: number; duration: number } }
  | { op: 'delete-interaction'; id: string; relationshipId: string; lastContact: string | null }
  | { op: 'goal-progress'; id: string; progress: number };

/** A change that waits for the user's yes: deleting blocks, clearing a day. */
export interface PendingChange {
  op: 'delete-blocks';
  ids: string[];
  summary: string;
}

/**
 * What an assistant message keeps beside its text: how to undo what it did, what it is waiting to be confirmed,
 * and what it was about, so the next message can say "move it", "actually Thursday" or "and the week before?".
 */
export interface ChatMeta {
  undo?: UndoStep[];
  undone?: boolean;
  pending?: PendingChange;
  /** The block just added or changed. */
  blockId?: string;
  /** The question just answered, with how many weeks back it looked. */
  question?: Intent;
  weekOffset?: number;
}
