import { describe, expect, it } from 'vitest';
import { CHECKLIST_MD, TODOIST_CSV } from '../../test/task-import-fixtures.js';
import { readChecklist } from './task-import-checklist.js';
import { readTodoistDate } from './task-import-dates.js';
import { readTodoistCsv } from './task-import-todoist.js';

// Monday.
const context = { today: '2026-03-02', timezone: 'Europe/Berlin' };

describe('reading a Todoist CSV export', () => {
  const read = readTodoistCsv(TODOIST_CSV, context);
  const task = (title: string) => read.drafts.find((d) => d.title === title);

  it('makes each task row a task, its CONTENT kept exactly as the title', () => {
    expect(read.drafts.map((d) => [d.row, d.title])).toEqual([
      [4, 'Repot the basil @garden **today**'],
      [5, 'Buy compost'],
      [10, 'Stretch'],
      [11, 'Dentist check-up'],
      [13, 'Water the ferns'],
      [14, 'Fenster ölen'],
      [15, 'File the tax return'],
    ]);
  });

  it('reads p1 and p2 as high, p3 and p4 as normal, DURATION in minutes as the estimate and DATE as the due date', () => {
    expect(task('Repot the basil @garden **today**')).toMatchObject({
      priority: 'high',
      estimateMinutes: 30,
      dueDate: '2026-03-05',
      notes: 'Terracotta pot from the shed, the "big" one',
    });
    expect(task('Stretch')).toMatchObject({ priority: 'high', estimateMinutes: 15 });
    expect(task('Dentist check-up')).toMatchObject({ priority: 'normal' });
    expect(task('Buy compost')).toMatchObject({ priority: 'normal', dueDate: null, estimateMinutes: null });
  });

  it('joins the comments below a task to its notes, and makes a subtask (INDENT 2) a step of the task above it', () => {
    expect(task('Buy compost')).toMatchObject({ parent: 0, notes: 'Get the peat-free one\nfrom the market\n\nOr the garden centre' });
    expect(read.drafts.filter((d) => d.parent !== null).map((d) => d.title)).toEqual(['Buy compost']);
  });

  it('makes a deeper subtask a step of the same top-level task, naming the subtask it was under, as steps go one level deep', () => {
    const csv = [
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE',
      'task,Plan the trip,,4,1,Kai (1),,,en,Europe/Berlin',
      'task,Book travel,,4,2,Kai (1),,,en,Europe/Berlin',
      'task,Compare trains,,4,3,Kai (1),,,en,Europe/Berlin',
      'task,Check the rail pass,,4,4,Kai (1),,,en,Europe/Berlin',
      'task,Pack,,4,2,Kai (1),,,en,Europe/Berlin',
      'section,Someday,,,,,,,,',
      'task,Orphan subtask,,4,2,Kai (1),,,en,Europe/Berlin',
      'task,Water plants,,4,1,Kai (1),,,en,Europe/Berlin',
    ].join('\n');
    const drafts = readTodoistCsv(csv, context).drafts;
    expect(drafts.map((d) => [d.title, d.parent === null ? null : drafts[d.parent].title, d.notes])).toEqual([
      ['Plan the trip', null, ''],
      ['Book travel', 'Plan the trip', ''],
      ['Compare trains', 'Plan the trip', 'Subtask of: Book travel'],
      ['Check the rail pass', 'Plan the trip', 'Subtask of: Compare trains'],
      ['Pack', 'Plan the trip', ''],
      ['Orphan subtask', null, 'Section: Someday'],
      ['Water plants', null, 'Section: Someday'],
    ]);
  });

  it('turns a repeating date into the task’s rule, first due today, and keeps a time of day in the notes', () => {
    expect(task('Stretch')).toMatchObject({ rrule: 'FREQ=DAILY', dueDate: '2026-03-02' });
    expect(task('Water the ferns')).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO', dueDate: '2026-03-02' });
    expect(task('Water the ferns')!.notes).toBe('Section: Weekly\nTodoist date: every monday at 9am');
    expect(task('Dentist check-up')).toMatchObject({ dueDate: '2026-03-03', rrule: null });
    expect(task('Dentist check-up')!.notes).toBe('Todoist date: tomorrow 18:00\nAssigned to: Mia (5550123)');
  });

  it('makes a section that is a life area the tasks’ area, and writes any other section in their notes', () => {
    expect(task('Stretch')).toMatchObject({ lifeArea: 'health', notes: '' });
    expect(task('Water the ferns')!.lifeArea).toBeNull();
  });

  it('keeps what no field holds in the notes and lists it: words it cannot read, a duration in days, a deadline', () => {
    expect(task('Fenster ölen')).toMatchObject({ dueDate: '2026-07-19', estimateMinutes: null, rrule: null });
    expect(task('Fenster ölen')!.notes).toBe('Mit Leinöl\n\nSection: Weekly\nTodoist date: jährlich\nDeadline: 2026-07-19\nDuration: 1 day');
    expect(task('File the tax return')).toMatchObject({ dueDate: '2026-05-31', notes: 'Section: Weekly\nDeadline: 2026-05-31' });
    expect(read.kept).toEqual([
      { row: 11, message: 'DATE “tomorrow 18:00”: the time of day is kept in the notes, as a task has a due date only' },
      { row: 13, message: 'DATE “every monday at 9am”: the time of day is kept in the notes, as a task has a due date only' },
      { row: 14, message: 'DATE “jährlich” could not be read as a date: the words are kept in the notes' },
      { row: 14, message: 'DURATION 1 day: not an estimate of 5 to 720 minutes in steps of 5, kept in the notes' },
    ]);
  });

  it('lists every row it leaves out with its row number and why; meta and blank rows carry nothing', () => {
    expect(read.skipped).toEqual([
      { row: 16, text: 'task,,,,4,1,Kai (48151623),,,,Europe/Berlin,,,,', reason: 'CONTENT is empty' },
      { row: 17, text: 'A comment whose task had no name', reason: 'Its task, row 16, was skipped' },
      { row: 18, text: 'Call the bank', reason: 'PRIORITY must be 1, 2, 3 or 4, not “7”' },
      { row: 19, text: 'Shared with the family', reason: 'A comment on the Todoist project, not on a task' },
    ]);
  });

  it('reads the older export without DESCRIPTION, a semicolon-separated copy, and keeps unknown columns in the notes', () => {
    const old = readTodoistCsv(
      'TYPE,CONTENT,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\ntask,* unclickable task,4,1,B (1),,4 Jan,en,Europe/Berlin\n',
      context,
    );
    expect(old.drafts).toMatchObject([{ title: '* unclickable task', dueDate: '2027-01-04', priority: 'normal' }]);
    const semi = readTodoistCsv('TYPE;CONTENT;PRIORITY;LABELS\r\ntask;Pay rent;1;money\r\n', context);
    expect(semi.drafts).toMatchObject([{ title: 'Pay rent', priority: 'high', notes: 'LABELS: money' }]);
  });

  it('refuses a CSV that is not Todoist’s, naming the columns it needs and those it found', () => {
    expect(() => readTodoistCsv('Date,Steps\n2026-01-01,9000\n', context)).toThrow(
      'file: This CSV is not a Todoist export: its first row must name the columns TYPE and CONTENT (it names Date, Steps)',
    );
  });

  it('skips a task whose title is longer than a task holds, and a comment that would make notes too long', () => {
    const long = 'x'.repeat(201);
    const note = 'y'.repeat(4990);
    const read = readTodoistCsv(`TYPE,CONTENT\ntask,${long}\ntask,Short\nnote,${note}\nnote,${note}\n`, context);
    expect(read.drafts.map((d) => d.title)).toEqual(['Short']);
    expect(read.skipped.map((s) => [s.row, s.reason])).toEqual([
      [2, "CONTENT is 201 characters long, more than the 200 a task's title holds"],
      [5, "The task's notes would pass the 5000 characters they hold"],
    ]);
  });
});

describe('reading Todoist dates', () => {
  it.each([
    ['every day', { dueDate: '2026-03-02', rrule: 'FREQ=DAILY', lost: null }],
    ['every! 3 days', { dueDate: '2026-03-02', rrule: 'FREQ=DAILY;INTERVAL=3', lost: null }],
    ['ev weekday', { dueDate: '2026-03-02', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', lost: null }],
    ['every friday', { dueDate: '2026-03-06', rrule: 'FREQ=WEEKLY;BYDAY=FR', lost: null }],
    ['Mar 12', { dueDate: '2026-03-12', rrule: null, lost: null }],
    ['2026-10-06 15:30', { dueDate: '2026-10-06', rrule: null, lost: 'time' }],
    ['every 13th', { dueDate: '2026-03-13', rrule: 'FREQ=MONTHLY;BYMONTHDAY=13', lost: null }],
    ['every last day', { dueDate: '2026-03-31', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', lost: null }],
    ['every 1st at 9am', { dueDate: '2026-04-01', rrule: 'FREQ=MONTHLY;BYMONTHDAY=1', lost: 'time' }],
    ['every year', { dueDate: null, rrule: null, lost: 'repeat' }],
    ['whenever', { dueDate: null, rrule: null, lost: 'date' }],
  ])('reads “%s”', (words, expected) => {
    expect(readTodoistDate(words, 'en', context)).toEqual(expected);
  });

  it('reads a date in the language DATE_LANG names', () => {
    expect(readTodoistDate('morgen', 'de', context)).toEqual({ dueDate: '2026-03-03', rrule: null, lost: null });
  });
});

describe('reading a checklist', () => {
  const read = readChecklist(CHECKLIST_MD, context);

  it('makes each item a task, “[x]” done, with a trailing due date read', () => {
    expect(read.drafts.map((d) => [d.row, d.title, d.status, d.dueDate])).toEqual([
      [6, 'Book the van', 'open', '2026-03-12'],
      [7, 'Compare three quotes', 'done', null],
      [8, 'Pay the deposit', 'open', null],
      [10, 'Tell the landlord', 'done', null],
      [11, 'Pack the **books**', 'open', null],
      [12, 'Cancel the internet', 'open', null],
      [13, 'Redirect the post', 'open', '2026-03-20'],
      [17, 'Register with a new GP', 'open', null],
    ]);
  });

  it('makes an indented item a step of the item above it', () => {
    expect(read.drafts.map((d) => (d.parent === null ? null : read.drafts[d.parent].title))).toEqual([
      null,
      'Book the van',
      'Book the van',
      null,
      null,
      null,
      null,
      null,
    ]);
    const deep = readChecklist('- Move\n  - Pack\n    - Books\n      * [x] Box them\n  - Clean\n- Rest\n', context).drafts;
    expect(deep.map((d) => [d.title, d.parent === null ? null : deep[d.parent].title, d.notes, d.status])).toEqual([
      ['Move', null, '', 'open'],
      ['Pack', 'Move', '', 'open'],
      ['Books', 'Move', 'Subtask of: Pack', 'open'],
      ['Box them', 'Move', 'Subtask of: Books', 'done'],
      ['Clean', 'Move', '', 'open'],
      ['Rest', null, '', 'open'],
    ]);
  });

  it('keeps headings and indented lines in the notes, and a heading naming a life area as the area', () => {
    const notes = Object.fromEntries(read.drafts.map((d) => [d.title, d.notes]));
    expect(notes['Pay the deposit']).toBe('Ask for a receipt by email\n\nSection: Moving house');
    expect(notes['Book the van']).toBe('Section: Moving house');
    // A line straight after an item, not indented, continues it (Markdown's lazy continuation).
    expect(notes['Redirect the post']).toBe('Buy tape\n\nSection: Moving house');
    expect(read.drafts.at(-1)).toMatchObject({ lifeArea: 'health', notes: 'Section: Moving house › Health' });
  });

  it('lists the lines it leaves out, with their line numbers', () => {
    expect(read.skipped.map((s) => [s.row, s.reason])).toEqual([
      [1, 'Front matter, not a task'],
      [2, 'Front matter, not a task'],
      [3, 'Front matter, not a task'],
      [18, 'A dividing line, not a task'],
      [19, 'Inside a code block, not a task'],
      [20, 'Inside a code block, not a task'],
      [21, 'Inside a code block, not a task'],
      [22, 'The item is empty'],
    ]);
  });

  it('keeps an ambiguous date in the title, and reads CRLF and tab-indented lists', () => {
    const read = readChecklist('- [ ] Call mum (due 12/03)\r\n- [ ] Plan trip (due 2026-02-30)\r\n\t- [ ] Book hotel\r\n', context);
    expect(read.drafts.map((d) => [d.title, d.dueDate, d.notes, d.parent])).toEqual([
      ['Call mum (due 12/03)', null, '', null],
      ['Plan trip (due 2026-02-30)', null, '', null],
      ['Book hotel', null, '', 1],
    ]);
  });
});
