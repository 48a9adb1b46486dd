import { parse } from 'csv-parse/sync';
import { TASK_ESTIMATE_MAX, TASK_ESTIMATE_MIN, TASK_ESTIMATE_STEP, type TaskPriority } from '../../../shared/schemas/tasks.js';
import { TASK_IMPORT_MAX_ROWS } from '../../../shared/schemas/task-import.js';
import { AppError, badRequest } from '../../errors.js';
import { lostDateMessage, readTodoistDate } from './task-import-dates.js';
import { DraftNotes, notesTooLong, quote, sectionOf, titleProblem, type ReadContext, type ReadFile, type TaskDraft } from './task-import-draft.js';

/** The columns of Todoist's CSV template and export; TYPE and CONTENT are required. */
const KNOWN = [
  'TYPE',
  'CONTENT',
  'DESCRIPTION',
  'PRIORITY',
  'INDENT',
  'AUTHOR',
  'RESPONSIBLE',
  'DATE',
  'DATE_LANG',
  'TIMEZONE',
  'DURATION',
  'DURATION_UNIT',
  'DEADLINE',
  'DEADLINE_LANG',
  'IS_COLLAPSED',
] as const;
type Column = (typeof KNOWN)[number];

/** Todoist's p1 (written 1) is the most urgent and p4 (4, every task's default) none: p1 and p2 are high, p3 and p4 normal. */
const PRIORITIES: Record<string, TaskPriority> = { '1': 'high', '2': 'high', '3': 'normal', '4': 'normal' };

interface Row {
  row: number;
  cell: (column: Column) => string;
  extra: { header: string; value: string }[];
}

/** The file's records; a row of the header is row 1, as a spreadsheet numbers it. */
function readRecords(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const tooMany = () =>
    new AppError(413, `The file has more than ${TASK_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, the most an import reads; nothing was imported`);
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      bom: true,
      on_record: (record: string[], { records }: { records: number }) => {
        if (records > TASK_IMPORT_MAX_ROWS + 1) throw tooMany();
        return record;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as Error & { lines?: number };
    throw badRequest('file', `This CSV cannot be read${e.lines ? ` (line ${e.lines})` : ''}: ${e.message.replace(/^Invalid [^:]*: /, '').slice(0, 200)}`);
  }
}

function readHeader(record: string[]): (row: number, values: string[]) => Row {
  const names = record.map((h) => h.replace(/^\uFEFF/, '').trim());
  const index = new Map<string, number>();
  names.forEach((name, i) => {
    if (!index.has(name.toUpperCase())) index.set(name.toUpperCase(), i);
  });
  if (!index.has('TYPE') || !index.has('CONTENT')) {
    const found = names.filter(Boolean).slice(0, 8).map(quote).join(', ') || 'nothing';
    throw badRequest('file', `This CSV is not a Todoist export: its first row must name the columns TYPE and CONTENT (it names ${found})`);
  }
  const known = new Set<string>(KNOWN);
  const extras = names.map((header, i) => ({ header, i })).filter(({ header }) => header !== '' && !known.has(header.toUpperCase()));
  return (row, values) => ({
    row,
    cell: (column) => (values[index.get(column) ?? -1] ?? '').trim(),
    extra: extras.map(({ header, i }) => ({ header, value: (values[i] ?? '').trim() })).filter((e) => e.value !== ''),
  });
}

/** The estimate a Todoist duration gives, or null when it is not one an estimate can be (the words then go into the notes). */
function estimateOf(amount: string, unit: string): number | null {
  if (!/^\d+$/.test(amount) || !['', 'minute', 'minutes'].includes(unit.toLowerCase())) return null;
  const minutes = Number(amount);
  return minutes >= TASK_ESTIMATE_MIN && minutes <= TASK_ESTIMATE_MAX && minutes % TASK_ESTIMATE_STEP === 0 ? minutes : null;
}

type Outcome = { draft: TaskDraft; notes: DraftNotes; kept: string[] } | { skip: string };

/** One task row: its title exactly as written, labels and all; what no field holds goes into its notes. */
function readTask(r: Row, section: string | null, parent: { index: number; under: string | null } | null, context: ReadContext): Outcome {
  const title = r.cell('CONTENT');
  const problem = titleProblem(title, 'CONTENT');
  if (problem) return { skip: problem };
  const rawPriority = r.cell('PRIORITY');
  const priority = rawPriority === '' ? 'normal' : PRIORITIES[rawPriority];
  if (!priority) return { skip: `PRIORITY must be 1, 2, 3 or 4, not “${quote(rawPriority)}”` };

  const notes = new DraftNotes();
  const kept: string[] = [];
  if (!notes.add(r.cell('DESCRIPTION'))) return { skip: `DESCRIPTION is longer than the notes of a task hold` };
  const lines: string[] = [];
  const { lifeArea, line: sectionLine } = sectionOf(section ? [section] : []);
  if (sectionLine) lines.push(sectionLine);
  if (parent?.under) lines.push(`Subtask of: ${parent.under}`);
  const date = readTodoistDate(r.cell('DATE'), r.cell('DATE_LANG'), context);
  if (date.lost) {
    lines.push(`Todoist date: ${r.cell('DATE')}`);
    kept.push(lostDateMessage('DATE', r.cell('DATE'), date.lost));
  }
  let dueDate = date.dueDate;
  const deadline = r.cell('DEADLINE');
  if (deadline) {
    const read = readTodoistDate(deadline, r.cell('DEADLINE_LANG'), context);
    lines.push(`Deadline: ${deadline}`);
    if (!dueDate && !date.rrule && read.dueDate && !read.rrule) dueDate = read.dueDate;
  }
  const [amount, unit] = [r.cell('DURATION'), r.cell('DURATION_UNIT')];
  const estimateMinutes = amount ? estimateOf(amount, unit) : null;
  if (amount && estimateMinutes === null) {
    lines.push(`Duration: ${amount} ${unit}`.trim());
    kept.push(
      `DURATION ${amount} ${unit}: not an estimate of ${TASK_ESTIMATE_MIN} to ${TASK_ESTIMATE_MAX} minutes in steps of ${TASK_ESTIMATE_STEP}, kept in the notes`,
    );
  }
  if (r.cell('RESPONSIBLE')) lines.push(`Assigned to: ${r.cell('RESPONSIBLE')}`);
  for (const e of r.extra) lines.push(`${e.header}: ${e.value}`);
  for (const line of lines) if (!notes.add(line, 'line')) return { skip: notesTooLong };
  return {
    draft: { row: r.row, title, notes: '', status: 'open', dueDate, rrule: date.rrule, estimateMinutes, priority, lifeArea, parent: parent?.index ?? null },
    notes,
    kept,
  };
}

/**
 * Reads a Todoist project exported as CSV ("Export as a template" or Todoist's CSV template). Each task row is a
 * task; a note row is a comment on the task above and joins its notes; a section names the life area of the tasks
 * under it when it is one (else it is written in their notes); a subtask (INDENT 2) is a step of the task above it,
 * and a deeper one (INDENT 3 and 4) a step of the same top-level task that names the subtask it was under in its
 * notes, as steps go one level deep. Meta rows (the project's view) and blank rows carry no task.
 */
export function readTodoistCsv(text: string, context: ReadContext): ReadFile {
  const records = readRecords(text);
  if (records.length === 0) throw badRequest('file', 'The file is empty');
  const rowOf = readHeader(records[0]);
  const result: ReadFile = { drafts: [], skipped: [], kept: [] };
  const open: { notes: DraftNotes; draft: TaskDraft }[] = [];
  let section: string | null = null;
  let last: { row: number; task: { notes: DraftNotes; draft: TaskDraft } | null; kind: 'task' | 'section' | 'skipped' } | null = null;
  const parents: { indent: number; title: string; index: number }[] = [];

  records.slice(1).forEach((values, i) => {
    const r = rowOf(i + 2, values);
    const type = r.cell('TYPE').toLowerCase();
    const skip = (reason: string) => result.skipped.push({ row: r.row, text: quote(r.cell('CONTENT') || values.join(',')), reason });
    if (values.every((v) => v.trim() === '') || type === 'meta') return;
    if (type === 'section') {
      if (r.cell('CONTENT') === '') return skip('The section has no name');
      section = r.cell('CONTENT');
      parents.length = 0;
      last = { row: r.row, task: null, kind: 'section' };
      return;
    }
    if (type === 'note') {
      if (!last) return skip('A comment with no task above it');
      if (last.kind === 'skipped') return skip(`Its task, row ${last.row}, was skipped`);
      if (!last.task) return skip('A comment on the section above, not on a task');
      if (!last.task.notes.add(r.cell('CONTENT'))) return skip(notesTooLong);
      return;
    }
    if (type === 'project_note') return skip('A comment on the Todoist project, not on a task');
    if (type !== 'task') return skip(`TYPE must be task, section or note, not “${quote(r.cell('TYPE'))}”`);

    const indentText = r.cell('INDENT') || '1';
    if (!/^[1-9]\d?$/.test(indentText)) {
      last = { row: r.row, task: null, kind: 'skipped' };
      return skip(`INDENT must be a whole number from 1, not “${quote(indentText)}”`);
    }
    const indent = Number(indentText);
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const [root, above] = [parents[0], parents.at(-1)];
    const parent = indent > 1 && root && above ? { index: root.index, under: above === root ? null : above.title } : null;
    const outcome = readTask(r, section, parent, context);
    if ('skip' in outcome) {
      last = { row: r.row, task: null, kind: 'skipped' };
      return skip(outcome.skip);
    }
    parents.push({ indent, title: outcome.draft.title, index: open.length });
    for (const message of outcome.kept) result.kept.push({ row: r.row, message });
    open.push(outcome);
    last = { row: r.row, task: outcome, kind: 'task' };
  });

  result.drafts = open.map(({ draft, notes }) => ({ ...draft, notes: notes.text() }));
  return result;
}
