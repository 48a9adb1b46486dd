import { TASK_IMPORT_LIST_MAX, TASK_IMPORT_MAX_TASKS, type TaskImportFormat, type TaskImportResult } from '../../../shared/schemas/task-import.js';
import { AppError, badRequest, toErrorData } from '../../errors.js';
import { readChecklist } from './task-import-checklist.js';
import type { ReadContext, TaskDraft } from './task-import-draft.js';
import { readTodoistCsv } from './task-import-todoist.js';
import type { FileOutcome } from '../../file-reader.js';

export interface TaskFileTask extends ReadContext {
  text: string;
  /** The format asked for, if any. */
  format?: TaskImportFormat;
  contentType: string;
}

/** What a file reads as: every task to create, and the first rows left out and values kept in notes with their totals. */
export type TaskFileReading = Omit<TaskImportResult, 'created' | 'tasks'> & { drafts: TaskDraft[] };

export type TaskFileOutcome = FileOutcome<TaskFileReading>;

/** A first row naming Todoist's TYPE and CONTENT columns, quoted or not, comma or semicolon separated. */
const TODOIST_HEADER = /^\uFEFF?\s*"?TYPE"?\s*[,;]\s*"?CONTENT"?\s*(?:[,;]|$)/i;

/** Which reader a file gets: the one asked for, Todoist's for a CSV body or a Todoist header, else the checklist's. */
export function importFormat(text: string, asked: TaskImportFormat | undefined, contentType: string): TaskImportFormat {
  if (asked) return asked;
  if (/csv|ms-excel/i.test(contentType)) return 'todoist';
  const firstLine = text.slice(0, 1000).split(/\r?\n/, 1)[0] ?? '';
  return TODOIST_HEADER.test(firstLine) ? 'todoist' : 'checklist';
}

/** The first line holding a byte that is not UTF-8 text (read as U+FFFD), or null. */
function undecodedLine(text: string): number | null {
  const at = text.indexOf('\uFFFD');
  return at < 0 ? null : text.slice(0, at).split('\n').length;
}

function readFile({ text, format: asked, contentType, today, timezone }: TaskFileTask): TaskFileReading {
  if (text.trim() === '') throw badRequest('file', 'The file is empty: choose a Todoist CSV or a checklist with one task a line');
  const badLine = undecodedLine(text);
  if (badLine !== null) throw badRequest('file', `The file is not UTF-8 text (line ${badLine}): save it as UTF-8 and try again`);
  const format = importFormat(text, asked, contentType);
  const read = format === 'todoist' ? readTodoistCsv(text, { today, timezone }) : readChecklist(text, { today, timezone });
  if (read.drafts.length > TASK_IMPORT_MAX_TASKS) {
    throw new AppError(
      413,
      `The file holds ${read.drafts.length.toLocaleString('en-US')} tasks, more than the ${TASK_IMPORT_MAX_TASKS.toLocaleString('en-US')} one import adds; nothing was imported`,
    );
  }
  return {
    format,
    drafts: read.drafts,
    skippedCount: read.skipped.length,
    skipped: read.skipped.slice(0, TASK_IMPORT_LIST_MAX),
    keptCount: read.kept.length,
    kept: read.kept.slice(0, TASK_IMPORT_LIST_MAX),
  };
}

/**
 * Reads a Todoist CSV or a checklist into the tasks it makes: the work a worker thread does, away from the event loop
 * (reading the dates of 20,000 rows takes seconds).
 */
export function readTaskFileTask(task: TaskFileTask): TaskFileOutcome {
  try {
    return { reading: readFile(task) };
  } catch (error) {
    if (error instanceof AppError) return { error: toErrorData(error) };
    throw error;
  }
}
