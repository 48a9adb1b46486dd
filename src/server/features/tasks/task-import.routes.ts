import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  TASK_IMPORT_LIST_MAX,
  TASK_IMPORT_MAX_BYTES,
  TASK_IMPORT_MAX_ROWS,
  TASK_IMPORT_MAX_TASKS,
  taskImportQuerySchema,
  taskImportResultSchema,
} from '../../../shared/schemas/task-import.js';
import { badRequest } from '../../errors.js';
import { currentUser } from '../../plugins/session.js';
import type { TaskImportService } from './task-import.service.js';

const TEXT_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/markdown', 'text/x-markdown', 'text/plain'];

const DESCRIPTION =
  `A Todoist project exported as CSV (text/csv; “Export as a template” or Todoist’s CSV template) or a plain-text or Markdown checklist (text/markdown or text/plain), UTF-8, up to ${TASK_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${TASK_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; one file adds at most ${TASK_IMPORT_MAX_TASKS.toLocaleString('en-US')} tasks (413 beyond, nothing added). ` +
  'Todoist: each task row is a task, its CONTENT the title exactly (labels and Markdown included) and DESCRIPTION and its comments (note rows) the notes; PRIORITY 1 and 2 (p1, p2) are high, 3 and 4 normal; DURATION in minutes is the estimate; DATE is read as Todoist reads it (“tomorrow”, “Oct 5”, “every monday”) as of the user’s today, a repeat becoming the task’s rrule; a time of day, a repeat that cannot be read and any other value without a field are written into the notes and listed in `kept`. A section names the life area of its tasks when it is one (“Health”, “Work”), otherwise it is written in their notes; a subtask (INDENT 2 and deeper) is a task of its own naming its parent in its notes. ' +
  'Checklist: each list item (“- [ ]”, “- [x]” done, “*”, “1.”) or plain line is a task; headings act as sections; an indented line that is not an item joins the notes of the item above; a trailing “(due 2026-03-12)” or “📅 2026-03-12” is the due date. ' +
  `A row that cannot be a task is left out and listed in \`skipped\` with its row (the CSV header is row 1) or line and why. The answer lists the first ${TASK_IMPORT_LIST_MAX} of each. \`format\` chooses the reader; without it a CSV body, or a first row naming TYPE and CONTENT, is Todoist’s.`;

/** POST /api/tasks/import: tasks from a file, in a plugin of its own so only this route reads text bodies. */
export async function taskImportRoutes(app: FastifyInstance, { service }: { service: TaskImportService }) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(TEXT_TYPES, { parseAs: 'string', bodyLimit: TASK_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tasks/import',
    {
      bodyLimit: TASK_IMPORT_MAX_BYTES,
      schema: {
        tags: ['tasks'],
        summary: 'Import tasks from a Todoist CSV or a checklist',
        description: DESCRIPTION,
        querystring: taskImportQuerySchema,
        body: z.string({ error: 'Send the file as a text/csv, text/markdown or text/plain body' }),
        response: { 200: taskImportResultSchema, 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') throw badRequest('file', 'Choose a Todoist CSV or a checklist file to import');
      return service.importFile(currentUser(request), request.body, { format: request.query.format, contentType: request.headers['content-type'] ?? '' });
    },
  );
}
