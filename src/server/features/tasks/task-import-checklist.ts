import { isoDateSchema } from '../../../shared/schemas/common.js';
import { TASK_IMPORT_MAX_ROWS } from '../../../shared/schemas/task-import.js';
import { TASK_ESTIMATE_MAX, TASK_ESTIMATE_MIN, TASK_ESTIMATE_STEP } from '../../../shared/schemas/tasks.js';
import { readTaskMarks } from '../../../shared/task-quick-add.js';
import { AppError } from '../../errors.js';
import { DraftNotes, notesTooLong, quote, sectionOf, titleProblem, type ReadContext, type ReadFile, type TaskDraft } from './task-import-draft.js';
import { repeatFrom } from './task-repeat.js';

/** "- [ ] task", "* [x] done", "+ task", "1. task", "2) task", "[ ] task": the indent, the checkbox (if any) and the text. */
const ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)(?:\[([ xX])\](?:[ \t]+|$))?(.*)$/;
const BARE_BOX = /^([ \t]*)\[([ xX])\](?:[ \t]+|$)(.*)$/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;
/** A due date written after the task, unambiguous only as yyyy-MM-dd: "(due 2026-03-12)" or Obsidian's "📅 2026-03-12". */
const DUE = /[ \t]+(?:\(due:?[ \t]+(\d{4}-\d{2}-\d{2})\)|📅[ \t]*(\d{4}-\d{2}-\d{2}))$/u;
/** An item struck through whole, as a list crosses off what is done: "~~Buy milk~~". */
const STRUCK = /^~~(?!~)(.*\S)~~$/;

const isEstimate = (minutes: number) => minutes >= TASK_ESTIMATE_MIN && minutes <= TASK_ESTIMATE_MAX && minutes % TASK_ESTIMATE_STEP === 0;

type ItemFields = Pick<TaskDraft, 'title' | 'dueDate' | 'rrule' | 'estimateMinutes' | 'priority'>;

/**
 * An item's title and what it says besides: a trailing due date (yyyy-MM-dd only), and the app's own quick-add marks
 * ("!high", "every monday", "30m") read as its quick-add reads them. Marks that cannot all be kept exactly (an
 * estimate off the 5-minute steps, a repeat with no date) are left in the title, as written.
 */
function readItem(text: string, context: ReadContext): ItemFields {
  const due = DUE.exec(text);
  const dueDate = due && isoDateSchema.safeParse(due[1] ?? due[2]).success ? (due[1] ?? due[2]) : null;
  const title = (dueDate ? text.slice(0, due!.index) : text).trim();
  const plain: ItemFields = { title, dueDate, rrule: null, estimateMinutes: null, priority: 'normal' };
  const marks = readTaskMarks(` ${title} `);
  const rest = marks.rest.replace(/\s+/g, ' ').trim();
  if (rest === title || rest === '' || (marks.minutes !== undefined && !isEstimate(marks.minutes))) return plain;
  let repeat: { rrule: string | null; dueDate: string | null } = { rrule: null, dueDate };
  if (marks.rrule) {
    try {
      repeat = repeatFrom(marks.rrule, dueDate, context.today, context.timezone);
    } catch {
      return plain;
    }
  }
  return { title: rest, ...repeat, estimateMinutes: marks.minutes ?? null, priority: marks.priority ?? 'normal' };
}

const width = (indent: string) => [...indent].reduce((w, c) => (c === '\t' ? w + 4 - (w % 4) : w + 1), 0);

interface Open {
  draft: TaskDraft;
  notes: DraftNotes;
  indent: number;
  /** Its index among the drafts. */
  index: number;
}

/** The checklist's state as lines are read: headings above, open items by indent, whether inside a code block. */
class Reader {
  readonly result: ReadFile = { drafts: [], skipped: [], kept: [] };
  private readonly tasks: Open[] = [];
  private readonly headings: { level: number; text: string }[] = [];
  private parents: Open[] = [];
  /** Whether the line above belongs to an item, so that an unindented line under it continues it (as Markdown reads it). */
  private inItem = false;

  constructor(private readonly context: ReadContext) {}

  skip(row: number, text: string, reason: string) {
    this.result.skipped.push({ row, text: quote(text), reason });
  }

  heading(level: number, text: string) {
    while (this.headings.length > 0 && this.headings.at(-1)!.level >= level) this.headings.pop();
    this.headings.push({ level, text });
    this.parents = [];
    this.inItem = false;
  }

  /** A blank line or one that is not an item: a line after it is no longer part of the item above. */
  pause() {
    this.inItem = false;
  }

  /** A line of text under the item above it, indented: part of that item, kept in its notes. */
  continues(row: number, line: string, lazy: boolean): boolean {
    const last = this.parents.at(-1);
    if (!last || (!(lazy && this.inItem) && width(/^[ \t]*/.exec(line)![0]) <= last.indent)) return false;
    if (!last.notes.add(line.trim())) this.skip(row, line, notesTooLong);
    return true;
  }

  item(row: number, line: string, indent: number, written: string, checked: boolean) {
    while (this.parents.length > 0 && this.parents.at(-1)!.indent >= indent) this.parents.pop();
    this.inItem = false;
    const struck = STRUCK.exec(written.trim());
    const text = struck ? struck[1] : written;
    const done = checked || struck !== null;
    const read = readItem(text, this.context);
    const problem = titleProblem(read.title, 'The item');
    if (problem) return this.skip(row, line, problem);
    const notes = new DraftNotes();
    const section = sectionOf(this.headings.map((h) => h.text));
    if (section.line) notes.add(section.line, 'line');
    // Steps go one level deep: an item under a step is a step of the same top-level task, naming the step it was under.
    const [root, parent] = [this.parents[0], this.parents.at(-1)];
    if (parent && parent !== root) notes.add(`Subtask of: ${parent.draft.title}`, 'line');
    const draft: TaskDraft = {
      row,
      ...read,
      notes: '',
      status: done ? 'done' : 'open',
      lifeArea: section.lifeArea,
      parent: root?.index ?? null,
    };
    const open = { draft, notes, indent, index: this.tasks.length };
    this.tasks.push(open);
    this.parents.push(open);
    this.inItem = true;
  }

  finish(): ReadFile {
    this.result.drafts = this.tasks.map(({ draft, notes }) => ({ ...draft, notes: notes.text() }));
    return this.result;
  }
}

/** Skips YAML front matter ("---" … "---" from the first line), as Obsidian and static-site notes begin; the lines after it. */
function frontMatter(lines: string[], reader: Reader): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && /^(?:---|\.\.\.)\s*$/.test(line));
  if (end < 0) return 0;
  for (let i = 0; i <= end; i++) if (lines[i].trim() !== '') reader.skip(i + 1, lines[i], 'Front matter, not a task');
  return end + 1;
}

/**
 * Reads a plain-text or Markdown checklist: each list item is a task, its title as written ("- [x]" and a struck
 * "~~item~~" are done), and each line is one in a plain list with no items; a heading names the life area of the items under it when it is one (else it is written in their notes); an
 * item indented under another is a step of the top-level item above it (one level deep: a deeper one names the step it
 * was under in its notes), and a line that is
 * not an item joins the notes of the item above when indented under it or straight after it, as Markdown reads it. Rules, code blocks and front matter are skipped, each line reported.
 */
export function readChecklist(text: string, context: ReadContext): ReadFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  if (lines.length > TASK_IMPORT_MAX_ROWS) {
    throw new AppError(413, `The file has more than ${TASK_IMPORT_MAX_ROWS.toLocaleString('en-US')} lines, the most an import reads; nothing was imported`);
  }
  const reader = new Reader(context);
  // A file with list items is a Markdown document: its other lines are prose, not tasks. Without any, each line is one.
  const listed = lines.some((line) => ITEM.test(line) || BARE_BOX.test(line));
  let fence: string | null = null;
  for (let i = frontMatter(lines, reader); i < lines.length; i++) {
    const row = i + 1;
    const line = lines[i];
    const fenceMark = FENCE.exec(line)?.[1] ?? null;
    if (fence || fenceMark) {
      if (fenceMark && (!fence || fenceMark === fence)) fence = fence ? null : fenceMark;
      if (line.trim() !== '') reader.skip(row, line, 'Inside a code block, not a task');
      reader.pause();
      continue;
    }
    if (line.trim() === '') {
      reader.pause();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      reader.heading(heading[1].length, heading[2]);
      continue;
    }
    if (RULE.test(line)) {
      reader.skip(row, line, 'A dividing line, not a task');
      reader.pause();
      continue;
    }
    const item = ITEM.exec(line) ?? BARE_BOX.exec(line);
    if (item) reader.item(row, line, width(item[1]), item[3], item[2] === 'x' || item[2] === 'X');
    else if (reader.continues(row, line, listed)) continue;
    else if (listed) reader.skip(row, line, 'Prose, not a list item');
    else reader.item(row, line, width(/^[ \t]*/.exec(line)![0]), line, false);
  }
  return reader.finish();
}
