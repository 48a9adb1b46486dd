import { shiftDate, weekStartOf } from '../../../../../shared/dates.js';
import type { CreateTaskInput, TaskPriority } from '../../../../../shared/schemas/tasks.js';
import { TASK_TITLE_MAX } from '../../../../../shared/schemas/tasks.js';
import type { CueMatch } from '../cue-engine.js';
import type { CueName } from '../cues.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { ChangeIntent, Intent } from '../intents.js';
import { asTyped } from '../normalise.js';
import { tellingStems, type KnownTask } from '../task-match.js';
import { meets, within, type Span } from '../text.js';

/** The ways people capture a to-do, tried in this order. */
const CAPTURES: { cue: CueName; modal?: boolean; timeless?: boolean; explicit?: boolean }[] = [
  { cue: 'capture-remind', explicit: true },
  { cue: 'capture-new-task', explicit: true },
  { cue: 'capture-quoted-task', explicit: true },
  { cue: 'capture-add-task', explicit: true },
  { cue: 'capture-to-list', explicit: true },
  { cue: 'capture-list-first', explicit: true },
  { cue: 'capture-todo', explicit: true },
  { cue: 'capture-add-colon', explicit: true },
  { cue: 'capture-todo-bare', explicit: true },
  { cue: 'capture-marked', explicit: true },
  { cue: 'capture-forget' },
  { cue: 'capture-remember' },
  { cue: 'capture-note' },
  { cue: 'capture-need', modal: true },
  { cue: 'capture-deadline', modal: true },
  { cue: 'capture-errand', timeless: true },
];

/** The capture a message makes, with the words of the thing to do and of the day said around it. Null when it captures nothing. */
function captureOf(r: Reading): { thing: Span; day?: Span; cue: CueMatch; explicit?: boolean } | null {
  if (r.cues.has('question-mark')) return null;
  for (const { cue, modal, timeless, explicit } of CAPTURES) {
    const m = r.cues.get(cue);
    // "water 5 cups so far today", "slept 6 hours the day before yesterday": a health value said done is no to-do.
    const measured = r.quantities.health.length > 0 && (timeless || (modal && r.pastTense));
    if (!m || (timeless && r.cues.has('clock-said')) || measured) continue;
    const thing = m.named.thing?.span;
    if (!thing) continue;
    if (modal && (r.cues.has('change-verb', thing) || thing.from === r.cues.get('change-verb')?.span.from || r.cues.has('progress-words', thing))) return null;
    return { thing, day: m.named.day?.span, cue: m, explicit };
  }
  return null;
}

/** Words left dangling once the day is taken out: "by", "on", "before", "due", a dash. */
const DANGLING =
  /^(?:\s*(?:-|:|,|to|on|by|for|before|due|until|till|at|no\s+later\s+than)\s+)+|(?:\s+(?:-|:|,|on|by|for|before|due|until|till|at|no\s+later\s+than|latest|at\s+the\s+latest))+\s*$/gi;

/** Words that say a to-do has no due day. */
const NO_DUE = /\b(?:no\s+(?:due\s+)?date|no\s+deadline|undated|no\s+rush)\b/gi;

/** A part left with only the word that led to its day: "for" of "for thursday next week". */
const LONE = /^(?:to|on|by|for|before|due|until|till|at)$/i;

/** The words of a part of the message with some spans taken out, as a title. */
function titleFrom(r: Reading, span: Span, out: Span[]): string {
  const kept = r.words.filter((w) => within(w.span, span) && !out.some((o) => meets(w.span, o)));
  if (kept.length === 0) return '';
  const text = r.text.slice(kept[0].span.from, kept.at(-1)!.span.to);
  const blanked = [...text];
  for (const o of out) for (let i = o.from - kept[0].span.from; i < o.to - kept[0].span.from; i++) if (i >= 0 && i < blanked.length) blanked[i] = ' ';
  return blanked
    .join('')
    .replace(/\s*,\s*(?=,|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(DANGLING, '')
    .replace(/[,;:-]+$/, '')
    .trim()
    .replace(LONE, '');
}

/**
 * The due date of a captured to-do, from the days read in its words. "before monday" is due the day before; "next week"
 * is due on its Monday; "the end of the week" on Friday; "the weekend" on Saturday; a day gone is no due date.
 */
function dueIn(r: Reading, spans: Span[], options: UnderstandOptions): { date?: string; taken: Span[] } {
  const inside = (s: Span) => spans.some((sp) => within(s, sp));
  // "thursday next week" names its day; "next week" alone is due on its Monday.
  const weekday = r.cues.all('weekday').some((m) => inside(m.span));
  const special = r.cues.all('due-special').find((m) => inside(m.span) && !(weekday && /next\s+week/i.test(m.text)));
  if (special) {
    const word = special.text.toLowerCase();
    const monday = weekStartOf(options.today);
    if (/next\s+week/.test(word)) return { date: shiftDate(monday, 7), taken: [special.span] };
    if (/end\s+of/.test(word)) return { date: shiftDate(monday, 4), taken: [special.span] };
  }
  const before = r.cues.all('due-before').find((m) => inside(m.span));
  const date = r.when.dates.find((d) => inside(d.span));
  if (before && date && within(date.span, before.span) && date.value > options.today) return { date: shiftDate(date.value, -1), taken: [before.span] };
  if (!date) return { taken: [] };
  return { date: date.value >= options.today ? date.value : undefined, taken: [date.span] };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One task from the words of a part of a capture: its title, due day, priority, estimate, labels and repeat. */
function taskIn(r: Reading, spans: Span[], options: UnderstandOptions): CreateTaskInput | null {
  const inside = (s: Span) => spans.some((sp) => within(s, sp) || meets(s, sp));
  // A time of day makes it a block, as the quick-add reads it; so does a part of the day ("saturday morning").
  if (r.when.times.some((t) => inside(t.span))) return null;
  if (r.when.spans.partOfDay && inside(r.when.spans.partOfDay)) return null;
  // Two days in one to-do ("call the plumber friday and book the vet monday") are two to-dos, or a question: never one.
  if (new Set(r.when.dates.filter((d) => inside(d.span)).map((d) => d.value)).size > 1) return null;
  const due = dueIn(r, spans, options);
  const q = r.quantities;
  const priority = q.priority && inside(q.priority.span) ? q.priority : undefined;
  const estimate = q.estimate && inside(q.estimate.span) ? q.estimate : undefined;
  const labels = [
    ...q.labels.filter((l) => inside(l.span)),
    // "call HMRC, low prio, admin": a word of its own that is one of the user's labels.
    ...r.words
      .filter((w) => inside(w.span) && r.knownLabels.has(w.lower) && /^\s*,/.test(r.text.slice(0, w.span.from).slice(-3)))
      .map((w) => ({ value: w.lower, span: w.span })),
  ];
  const repeat = r.taskRepeat && inside(r.taskRepeat.span) ? r.taskRepeat : undefined;
  // "no date", "no deadline": the task is undated, which the words say rather than title.
  const undated = [...r.text.matchAll(NO_DUE)].map((m) => ({ from: m.index, to: m.index + m[0].length })).filter(inside);
  const out = [
    ...due.taken,
    ...undated,
    ...r.when.taken.filter((t) => !r.when.times.some((x) => meets(x.span, t))),
    ...[priority, estimate, repeat, ...labels].flatMap((f) => (f ? [f.span] : [])),
  ];
  const title = spans
    .map((s) => titleFrom(r, s, out))
    .filter(Boolean)
    .join(' ');
  if (!title) return null;
  const titleWords = title.toLowerCase().split(/[^\p{L}\p{N}']+/u);
  const person = r.people.find((p) => p.strength >= 3 && p.words.split(' ').every((w) => titleWords.includes(w) || titleWords.includes(`${w}'s`)));
  return {
    title: capitalised(title).slice(0, TASK_TITLE_MAX),
    ...(due.date ? { dueDate: due.date } : {}),
    ...(priority ? { priority: priority.value } : {}),
    ...(estimate ? { estimateMinutes: estimate.value } : {}),
    ...(labels.length ? { labels: [...new Set(labels.map((l) => l.value))] } : {}),
    ...(repeat ? { rrule: repeat.value } : {}),
    ...(person ? { relationshipId: person.person.id } : {}),
  };
}

/**
 * "remind me to call mum on Sunday", "todo: bins sat", "new task book flights to lisbon !high", "tasks: buy milk, and
 * renew gym membership by the 31st": a task (or one for each thing listed after "tasks"), titled by the thing to do,
 * due the day said, with the priority, estimate and labels said; a time of day makes it a block instead (null here).
 */
function addTasks(r: Reading, capture: { thing: Span; day?: Span; cue: CueMatch }, options: UnderstandOptions): Intent | null {
  const listed = /^\s*(?:add\s+)?(?:(?:\d|two|three|four|five|these|(?:a\s+)?couple\s+(?:of\s+)?)\s+)?(?:new\s+)?(?:tasks|to-?\s?dos)\b/i.test(
    capture.cue.text,
  );
  const days = new Set(r.when.dates.filter((d) => within(d.span, capture.thing)).map((d) => d.value));
  const items = listed || days.size > 1 ? splitItems(r, capture.thing) : [capture.thing];
  const tasks = items.map((item, i) => taskIn(r, i === items.length - 1 && capture.day ? [item, capture.day] : [item], options));
  if (tasks.some((t) => t === null)) return null;
  const parts: ChangeIntent[] = (tasks as CreateTaskInput[]).map((task) => ({ intent: 'add-task', task }));
  return parts.length === 1 ? { ...parts[0], consumed: [{ from: 0, to: r.text.length }] } : { intent: 'several', parts };
}

/** The things listed in a capture: "buy milk, and renew gym membership by the 31st". */
function splitItems(r: Reading, span: Span): Span[] {
  const joints = r.cues.all('list-joint').filter((m) => within(m.span, span));
  const out: Span[] = [];
  let from = span.from;
  for (const j of joints) {
    out.push({ from, to: j.span.from });
    from = j.span.to;
  }
  out.push({ from, to: span.to });
  return out.filter((s) => s.to > s.from);
}

/** "tax receipts done", "done: report and insurance": the open tasks the words say are done; several that fit ask which. */
function completeTasks(r: Reading): Intent | null {
  const matches = r.finished;
  if (matches.length === 0) return null;
  if (matches.length > 1) {
    const parts = matches.flatMap((m) => ('task' in m ? [{ intent: 'complete-task' as const, id: m.task.id, title: m.task.title }] : []));
    return parts.length === matches.length ? { intent: 'several', parts } : null;
  }
  const match = matches[0];
  if ('none' in match) return null;
  if ('task' in match) {
    // "I called mum" with a "Call mum" task not linked to her: the contact is logged instead, as it always was.
    if (r.people.some((m) => m.strength >= 3) && !match.task.relationshipId) return null;
    return { intent: 'complete-task', id: match.task.id, title: match.task.title, consumed: [{ from: 0, to: r.text.length }] };
  }
  return {
    intent: 'clarify',
    question: `Which task did you finish? More than one open task fits: ${match.many.map((t) => `"${t.title}"`).join(', ')}.`,
    options: match.many.slice(0, 6).map((t) => ({ label: t.title, intent: { intent: 'complete-task', id: t.id, title: t.title } })),
  };
}

/** Whether the words of a captured thing are all words of the task's title ("remind me to book the boiler service"). */
function saysOnly(r: Reading, thing: Span, task: KnownTask): boolean {
  const title = new Set(tellingStems(task.title));
  const said = r.words.filter((w) => within(w.span, thing) && !r.when.taken.some((t) => meets(w.span, t)));
  return tellingStems(said.map((w) => w.lower).join(' ')).every((w) => title.has(w));
}

const PRIORITIES: TaskPriority[] = ['low', 'normal', 'high'];

/** A priority a step down or up from the task's own ("lower the priority of the boiler task": normal to low). */
function steppedPriority(own: string | undefined, step: -1 | 1): TaskPriority | undefined {
  const at = PRIORITIES.indexOf((own ?? 'normal') as TaskPriority);
  return PRIORITIES[Math.min(PRIORITIES.length - 1, Math.max(0, at + step))];
}

/** The one open task the words name, and whether a block of the user's is named as well as it. */
function namedTask(r: Reading): { task: KnownTask; blockToo: boolean } | undefined {
  const best = r.tasks[0];
  if (!best || r.tasks.filter((t) => t.score === best.score).length > 1) return undefined;
  return { task: best.task, blockToo: (r.blocks[0]?.score ?? 0) >= best.score };
}

/**
 * A task changed: "boiler service task due friday", "tax receipts: bump to normal priority", "set the report estimate
 * to 1h15", "rename the restaurant task to …". Only what the words say of the task changes; where a block is named as
 * well as the task, only words that belong to tasks (a priority, "estimate", "due", "task") make it the task's.
 */
function changeTask(r: Reading, options: UnderstandOptions): Intent | null {
  const named = namedTask(r);
  if (!named || r.question) return null;
  const { task, blockToo } = named;
  const taskWord = r.cues.has('task-word');
  const q = r.quantities;
  const change: Extract<ChangeIntent, { intent: 'change-task' }> = { intent: 'change-task', id: task.id, title: task.title };
  if (q.priority && r.cues.has('priority-words')) change.priority = q.priority.value;
  else if (q.priorityStep) change.priority = steppedPriority(task.priority, q.priorityStep.value);
  const estimating = r.cues.has('estimate-word') || ((taskWord || !blockToo) && r.cues.has('estimate-words'));
  const estimate = q.estimate;
  // A length beside a due day may be the day's time or the task's: the change leaves it unread, to be confirmed.
  if (estimate && estimating && !r.when.date) change.estimateMinutes = estimate.value;
  const date = r.when.dates.find((d) => d.value >= options.today);
  const dating = r.cues.has('due-word') || ((taskWord || !blockToo) && r.cues.has('task-move')) || (taskWord && r.cues.has('due-until'));
  if (date && dating && !r.when.times.length) change.dueDate = date.value;
  if (r.cues.has('due-cleared')) change.dueDate = null;
  const rename = r.cues.group('quoted-name') ?? r.cues.group('new-name') ?? (r.cues.has('rename-verb') ? r.cues.group('renamed-to') : undefined);
  // A new name is kept in the words typed ("fri", not "friday").
  if (rename && taskWord) change.rename = r.typed ? asTyped(r.typed, rename) : rename;
  if (change.priority === undefined && change.estimateMinutes === undefined && change.dueDate === undefined && change.rename === undefined) return null;
  return { ...change, consumed: [{ from: 0, to: r.text.length }] };
}

/**
 * Understands a message about the user's tasks: what is on the list, what was done, what to do next, a reminder to
 * add, a task finished or changed, or moving the day's tasks. Null when the message is about something else.
 */
export function taskRequest(r: Reading, options: UnderstandOptions): Intent | null {
  const asked = r.cues.has('asked');
  const move = r.cues.get('move-tasks');
  if (move) {
    const date = r.when.dates.find((d) => d.span.from >= move.span.to)?.value;
    return { intent: 'move-tasks', from: options.today, to: date && date > options.today ? date : shiftDate(options.today, 1) };
  }
  // "what do I start with on monday" asks about that day's blocks, not the list.
  if (r.cues.has('next-task') && (!r.when.date || r.when.date === options.today)) return { intent: 'next-task' };
  if (r.cues.has('list-tasks')) return { intent: 'tasks', ...(r.cues.has('today') ? { today: true } : {}) };
  if (r.cues.has('done-asked') && r.cues.has('task-word') && asked) {
    const from = weekStartOf(options.today);
    return { intent: 'done-tasks', period: r.period ?? { from, to: options.today, label: 'this week' } };
  }
  if (r.cues.has('task-detail-asked')) {
    const named = namedTask(r);
    if (named) return { intent: 'task-details', id: named.task.id };
  }
  if (asked) return null;
  // "todo sort out council tax bill by the 20th": a task to add, about something no open task is titled by.
  const capture = captureOf(r);
  const named = namedTask(r);
  const added = capture && !(named && saysOnly(r, capture.thing, named.task)) ? addTasks(r, capture, options) : null;
  if (added) return added;
  // "boiler service task due friday", "restaurant task should be due tmrw": a task of the user's named with what changes.
  const change = named && (r.cues.has('task-word') || !named.blockToo) ? changeTask(r, options) : null;
  if (change) return change;
  if (capture) return addTasks(r, capture, options);
  return completeTasks(r) ?? changeTask(r, options);
}
