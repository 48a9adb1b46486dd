import { z } from 'zod';
import { taskStatusSchema } from './tasks.js';

/** The largest file POST /api/tasks/import reads. */
export const TASK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most rows (CSV records or text lines) one file may have. */
export const TASK_IMPORT_MAX_ROWS = 20_000;
/** The most tasks one file may create: a file making more is refused whole. */
export const TASK_IMPORT_MAX_TASKS = 1000;
/** How many created tasks, skipped rows and kept values an answer lists; the counts say how many there are in all. */
export const TASK_IMPORT_LIST_MAX = 200;

/** A Todoist project exported as CSV, or a plain-text or Markdown checklist. */
export const TASK_IMPORT_FORMATS = ['todoist', 'checklist'] as const;
export type TaskImportFormat = (typeof TASK_IMPORT_FORMATS)[number];

/** The file types the Tasks page offers to import. */
export const TASK_IMPORT_ACCEPT = '.csv,.md,.markdown,.txt,text/csv,text/markdown,text/plain';

export const taskImportQuerySchema = z.object({
  /** Which format the file is in; without it, a CSV body or a first row naming TYPE and CONTENT is Todoist's, anything else a checklist. */
  format: z.enum(TASK_IMPORT_FORMATS, { error: 'format must be todoist or checklist' }).optional(),
});

const rowSchema = z.number().int();

export const taskImportResultSchema = z.object({
  format: z.enum(TASK_IMPORT_FORMATS),
  /** How many tasks were created. */
  created: z.number().int(),
  /** The first tasks created, with the row (CSV, the header is row 1) or line they came from. */
  tasks: z.array(z.object({ row: rowSchema, title: z.string(), status: taskStatusSchema })),
  /** How many rows were left out. */
  skippedCount: z.number().int(),
  /** The first rows left out, their text (shortened) and why. */
  skipped: z.array(z.object({ row: rowSchema, text: z.string(), reason: z.string() })),
  /** How many values no field of a task holds were written into its notes instead. */
  keptCount: z.number().int(),
  /** The first of those: a time of day, a repeat that could not be read, a duration longer than an estimate. */
  kept: z.array(z.object({ row: rowSchema, message: z.string() })),
});
export type TaskImportResult = z.infer<typeof taskImportResultSchema>;
