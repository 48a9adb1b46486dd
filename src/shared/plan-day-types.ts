/** What Plan my day reads and answers with, kept apart so the planner and its notes need not import each other. */
import type { TaskPriority } from './schemas/tasks.js';

/** How notes write a count and a time of day (minutes); decimal and "9:00" unless the caller's formatter is given. */
export interface PlanWords {
  count(value: number): string;
  /** A measured figure with one decimal at most: hours slept. */
  figure(value: number): string;
  time(minutes: number): string;
}

export interface PlanTask {
  id: string;
  title: string;
  estimateMinutes: number | null;
  priority: TaskPriority;
}
export interface Interval {
  start: number;
  end: number;
}
/** A completed focus block, with the energy the user recorded that day (0–10) when they did. */
export interface FocusDone extends Interval {
  energy?: number | null;
}
/** Limits the user set for this plan ("nothing before 10", "keep the afternoon free", "a light day"). */
export interface PlanLimits {
  notBefore?: number;
  notAfter?: number;
  keepFree?: readonly Interval[];
  light?: boolean;
}
export interface PlanInput {
  /** The tasks to place, most important first (plan order). */
  tasks: readonly PlanTask[];
  workday: Interval;
  /** Blocks and busy calendar events of the day. */
  busy: readonly Interval[];
  /** The day's own focus blocks (also in `busy`): a planned task next to them counts toward their stretch. */
  focus?: readonly Interval[];
  /** Completed focus blocks of the last twelve weeks, as minutes of their own day. */
  focusHistory?: readonly FocusDone[];
  /** Nothing starts before this (now, when the day is today). */
  notBefore?: number;
  limits?: PlanLimits;
  /** Last night's sleep and the user's target, in hours, when both are known. */
  sleep?: { hours: number; targetHours: number };
  /** The energy recorded for the day (0–10), when it was. */
  energy?: number;
  /** How the notes write numbers and times (decimal and "9:00" unless given). */
  words?: PlanWords;
}
export interface PlannedBlock {
  taskId: string;
  title: string;
  start: number;
  durationMinutes: number;
  /** One of the sessions a long task is split into. */
  session?: { index: number; count: number };
}
export interface PlanResult {
  /** In time order. */
  blocks: PlannedBlock[];
  unplaced: { taskId: string; reason: string }[];
  notes: string[];
}

export interface FocusPeak {
  window: Interval;
  /** Of the focus minutes in the history, the share inside the window (0–1). */
  share: number;
}
