import { todayIn } from '../../../shared/dates.js';
import { TASK_IMPORT_LIST_MAX, TASK_IMPORT_MAX_TASKS, type TaskImportFormat, type TaskImportResult } from '../../../shared/schemas/task-import.js';
import { AppError, badRequest } from '../../errors.js';
import type { Owner } from '../../plugins/session.js';
import { readChecklist } from './task-import-checklist.js';
import { readTodoistCsv } from './task-import-todoist.js';
import type { TasksRepo } from './tasks.repo.js';

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

/** Creating tasks from a file people leave another planner with: a Todoist CSV, or a plain-text or Markdown checklist. */
export function createTaskImportService(deps: { repo: TasksRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async importFile(user: Owner, text: string, options: { format?: TaskImportFormat; contentType: string }): Promise<TaskImportResult> {
      if (text.trim() === '') throw badRequest('file', 'The file is empty: choose a Todoist CSV or a checklist with one task a line');
      const badLine = undecodedLine(text);
      if (badLine !== null) throw badRequest('file', `The file is not UTF-8 text (line ${badLine}): save it as UTF-8 and try again`);
      const format = importFormat(text, options.format, options.contentType);
      const context = { today: todayIn(user.timezone, now()), timezone: user.timezone };
      const read = format === 'todoist' ? readTodoistCsv(text, context) : readChecklist(text);
      if (read.drafts.length > TASK_IMPORT_MAX_TASKS) {
        throw new AppError(
          413,
          `The file holds ${read.drafts.length.toLocaleString('en-US')} tasks, more than the ${TASK_IMPORT_MAX_TASKS.toLocaleString('en-US')} one import adds; nothing was imported`,
        );
      }
      await deps.repo.insertMany(
        user.id,
        read.drafts.map(({ row: _row, ...values }) => ({ ...values, goalId: null, relationshipId: null })),
        now(),
      );
      return {
        format,
        created: read.drafts.length,
        tasks: read.drafts.slice(0, TASK_IMPORT_LIST_MAX).map(({ row, title, status }) => ({ row, title, status })),
        skippedCount: read.skipped.length,
        skipped: read.skipped.slice(0, TASK_IMPORT_LIST_MAX),
        keptCount: read.kept.length,
        kept: read.kept.slice(0, TASK_IMPORT_LIST_MAX),
      };
    },
  };
}

export type TaskImportService = ReturnType<typeof createTaskImportService>;
