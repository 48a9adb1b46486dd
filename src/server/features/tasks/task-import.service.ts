import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.js';
import { TASK_IMPORT_LIST_MAX, type TaskImportFormat, type TaskImportResult } from '../../../shared/schemas/task-import.js';
import type { Owner } from '../../plugins/session.js';
import type { TaskFileReader } from './task-import-reader.js';
import type { TasksRepo } from './tasks.repo.js';

/** Creating tasks from a file people leave another planner with: a Todoist CSV, or a plain-text or Markdown checklist. */
export function createTaskImportService(deps: { repo: TasksRepo; reader: TaskFileReader; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async importFile(user: Owner, text: string, options: { format?: TaskImportFormat; contentType: string }): Promise<TaskImportResult> {
      const { drafts, ...read } = await deps.reader.read({ text, ...options, today: todayIn(user.timezone, now()), timezone: user.timezone });
      // Ids chosen here let a step name its parent in the same insert.
      const ids = drafts.map(() => randomUUID());
      await deps.repo.insertMany(
        user.id,
        drafts.map(({ row: _row, parent, ...values }, i) => ({
          ...values,
          id: ids[i],
          parentId: parent === null ? null : ids[parent],
          goalId: null,
          relationshipId: null,
        })),
        now(),
      );
      return { ...read, created: drafts.length, tasks: drafts.slice(0, TASK_IMPORT_LIST_MAX).map(({ row, title, status }) => ({ row, title, status })) };
    },
  };
}

export type TaskImportService = ReturnType<typeof createTaskImportService>;
