import { LIFE_AREAS, lifeAreaForCategory, type LifeAreaKey } from '../../../shared/life-areas.js';
import { TASK_NOTES_MAX, TASK_TITLE_MAX, type TaskPriority, type TaskStatus } from '../../../shared/schemas/tasks.js';
import type { TaskImportResult } from '../../../shared/schemas/task-import.js';

/** A task read from an imported file, with the row or line it came from. */
export interface TaskDraft {
  row: number;
  title: string;
  notes: string;
  status: TaskStatus;
  dueDate: string | null;
  rrule: string | null;
  estimateMinutes: number | null;
  priority: TaskPriority;
  lifeArea: LifeAreaKey | null;
  /** The index in the file's drafts of the task this one is a step of: always a top-level task (steps go one level deep). */
  parent: number | null;
}

export type Skipped = TaskImportResult['skipped'][number];
export type Kept = TaskImportResult['kept'][number];

/** What reading a file made: the tasks, the rows left out and why, the values written into notes for want of a field. */
export interface ReadFile {
  drafts: TaskDraft[];
  skipped: Skipped[];
  kept: Kept[];
}

/** Where "today" is for the file's relative dates ("tomorrow", "every day"). */
export interface ReadContext {
  today: string;
  timezone: string;
}

/** A row's text as an answer quotes it: one line, at most 80 characters. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** Why a title cannot be a task's, or null when it can. */
export function titleProblem(title: string, what: string): string | null {
  if (title === '') return `${what} is empty`;
  if (title.length > TASK_TITLE_MAX) return `${what} is ${title.length} characters long, more than the ${TASK_TITLE_MAX} a task's title holds`;
  return null;
}

/**
 * A section or heading as the tasks under it carry it: the life area it names ("Health", or "Work" for career), and
 * the words themselves in the notes unless they are that area's own name.
 */
export function sectionOf(path: string[]): { lifeArea: LifeAreaKey | null; line: string | null } {
  const name = path.at(-1) ?? '';
  const lifeArea = lifeAreaForCategory(name);
  const ownName = lifeArea !== null && path.length === 1 && LIFE_AREAS.find((a) => a.key === lifeArea)?.name.toLowerCase() === name.trim().toLowerCase();
  return { lifeArea, line: path.length === 0 || ownName ? null : `Section: ${path.join(' › ')}` };
}

/**
 * A task being read: its description, the comments met below it and the lines recording what no field holds, kept
 * together within the notes' limit.
 */
export class DraftNotes {
  private readonly parts: { text: string; kind: 'body' | 'line' }[] = [];

  /** Adds a paragraph (a description, a comment) or a line ("Section: Home"); false when the notes would grow too long. */
  add(text: string, kind: 'body' | 'line' = 'body'): boolean {
    const trimmed = text.trim();
    if (trimmed === '') return true;
    this.parts.push({ text: trimmed, kind });
    if (this.text().length <= TASK_NOTES_MAX) return true;
    this.parts.pop();
    return false;
  }

  /** The paragraphs first, then the lines together as the last paragraph. */
  text(): string {
    const body = this.parts.filter((p) => p.kind === 'body').map((p) => p.text);
    const lines = this.parts.filter((p) => p.kind === 'line').map((p) => p.text);
    return [...body, ...(lines.length > 0 ? [lines.join('\n')] : [])].join('\n\n');
  }
}

export const notesTooLong = `The task's notes would pass the ${TASK_NOTES_MAX} characters they hold`;
