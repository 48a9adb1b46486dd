import { shiftDate } from '../../../../shared/dates.js';
import type { CreateTaskInput } from '../../../../shared/schemas/tasks.js';
import { parseTaskQuickAdd } from '../../../../shared/task-quick-add.js';
import type { UnderstandOptions } from './entities.js';
import { normalise } from './normalise.js';
import { mentionedPeople, type NamedPerson } from './people.js';
import { capturedWords, dueOf } from './task-capture.js';
import { finishedTask } from './task-done.js';
import type { NamedTask } from './task-match.js';
import { readWhen } from './when.js';

/** What a message asks of the user's tasks. */
export type TaskIntent =
  | { intent: 'plan-day'; date: string }
  | { intent: 'next-task' }
  /** "what's on my list": the open tasks, or those for today. */
  | { intent: 'list-tasks'; today?: boolean }
  /** A thing to do with no time of day: a task (with a time it is a block, as the quick-add reads it). */
  | { intent: 'add-task'; task: CreateTaskInput }
  | { intent: 'complete-task'; id: string; title: string }
  | { intent: 'move-tasks'; from: string; to: string };

export const TASK_CHANGES = new Set(['add-task', 'complete-task', 'move-tasks']);

const LEAD = /^(?:(?:hey|hi|ok(?:ay)?|so|please)\s*,?\s+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:please\s+)?/i.source;
const PLAN_DAY = new RegExp(
  `${LEAD}(?:help\\s+me\\s+)?(?:plan|organi[sz]e|schedule|map\\s+out|lay\\s+out)\\s+(?:out\\s+)?(?:my\\s+|the\\s+)?(?:day|today|tomorrow|tasks|to-?dos)\\b|^what\\s+should\\s+my\\s+day\\s+look\\s+like\\b`,
  'i',
);
const NEXT_TASK =
  /^(?:so\s+)?(?:what\s+(?:should|do|shall|can)\s+i\s+(?:do|work\s+on|tackle|focus\s+on|start\s+(?:on|with)|get\s+(?:on\s+with|done))(?:\s+(?:next|now|first|today))?|what(?:'s|\s+is)\s+(?:my\s+)?next\s+(?:task|thing\s+to\s+do|on\s+my\s+(?:list|to-?do(?:\s+list)?|tasks))|what\s+(?:task|to-?do)\s+(?:is\s+)?next|which\s+task\s+(?:should\s+i\s+do\s+)?(?:next|now|first))\b/i;
const LIST_TASKS =
  /^(?:so\s+)?(?:what(?:'s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got|s)\s+(?:left\s+)?on\s+my\s+(?:to-?\s?do\s+|todo\s+|task\s+)?list|(?:show|list|give|tell|read)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my|the)\s+(?:open\s+)?(?:tasks|to-?\s?dos|todos|(?:to-?\s?do\s+|todo\s+|task\s+)?list)|what\s+(?:tasks|to-?\s?dos|todos)\s+(?:do\s+i\s+have|are\s+(?:there|left|open|due))|(?:my\s+)?(?:tasks|to-?\s?dos|todos|to-?\s?do\s+list|todo\s+list)(?:\s+(?:for\s+)?today)?$)/i;
/** Emoji that say a thing is done, read as the word before the emoji are dropped. */
const DONE_EMOJI = /\s*(?:✅|✔️?|☑️?|✓|👍|🎉|💪)\s*/gu;
const MOVE_TASKS =
  /\b(?:move|push|shift|postpone|bump|defer|roll(?:\s+over)?|carry(?:\s+over)?)\s+(?:all\s+)?(?:of\s+)?(?:my|the|today'?s|these|those|my\s+remaining|the\s+remaining)\s+(?:open\s+|remaining\s+|unfinished\s+|other\s+|left\s*over\s+)?(?:tasks|to-?dos|to-?do\s+list|task\s+list)\b/i;

const strip = (s: string) => s.replace(/[.!?,;]+$/g, '').trim();
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "remind me to call mum on Sunday", "todo: bins sat", "need to renew my passport by the 20th": a task due that day,
 * titled by the thing to do and linked to the person it names; a time of day makes it a block instead (null here).
 */
function addTask(words: string, people: readonly NamedPerson[], options: UnderstandOptions): TaskIntent | null {
  const read = parseTaskQuickAdd(words, options.today);
  // A part of the day ("saturday morning") is a time of day too: a block, as the rest of the assistant reads it.
  if (!read || read.kind !== 'task' || readWhen(words, options.today).partOfDay) return null;
  let task = read.task;
  if (!task.rrule) {
    // The day may sit anywhere ("by the 20th", "before monday"); what is left is read again for "!high" and "30m".
    const due = dueOf(words, options.today);
    const rest = parseTaskQuickAdd(due.rest, options.today);
    if (!rest || rest.kind !== 'task') return null;
    const dueDate = due.dueDate ?? rest.task.dueDate;
    task = { ...rest.task, ...(dueDate ? { dueDate } : {}) };
  }
  const person = mentionedPeople(task.title, people).find((m) => m.strength >= 3);
  return { intent: 'add-task', task: { ...task, title: capitalised(task.title), ...(person ? { relationshipId: person.person.id } : {}) } };
}

/** An open task, with the person it is for when it has one. */
type TaskOfPerson = NamedTask & { relationshipId?: string | null };

type TaskClarify = { intent: 'clarify'; question: string; options: { label: string; intent: TaskIntent }[] };

/** "tax receipts done", "I finished the proposal": the open task the words name; several ask which; none is not a task at all. */
function completeTask(text: string, tasks: readonly TaskOfPerson[], people: readonly NamedPerson[]): TaskIntent | TaskClarify | null {
  const match = finishedTask(text, tasks);
  if (!match || 'none' in match) return null;
  if ('task' in match) {
    // "I called mum" with a "Call mum" task not linked to her: the contact is logged instead, as it always was.
    const person = mentionedPeople(text, people).some((m) => m.strength >= 3);
    if (person && !match.task.relationshipId) return null;
    return { intent: 'complete-task', id: match.task.id, title: match.task.title };
  }
  return {
    intent: 'clarify',
    question: `Which task did you finish? More than one open task fits: ${match.many.map((t) => `"${t.title}"`).join(', ')}.`,
    options: match.many.slice(0, 6).map((t) => ({ label: t.title, intent: { intent: 'complete-task', id: t.id, title: t.title } })),
  };
}

/**
 * Understands a message about the user's tasks: planning the day, what to do next, a reminder to add, a task
 * finished, or moving the day's tasks. Null when the message is about something else.
 */
export function taskRequest(
  message: string,
  known: { people: readonly NamedPerson[]; tasks: readonly TaskOfPerson[] },
  options: UnderstandOptions,
): TaskIntent | TaskClarify | null {
  const text = strip(normalise(message.replace(DONE_EMOJI, ' done ')));
  // A question never captures a task, with or without its "?" ("what's due this week").
  const asked = /\?\s*$/.test(message.trim()) || /^(?:what|what's|whats|which|when|how|who|is|are|do|does|any|anything)\b/i.test(text);
  if (MOVE_TASKS.test(text)) {
    const after = /\b(?:to|until|till|for|onto|into)\s+(.+)$/i.exec(text.slice(MOVE_TASKS.exec(text)!.index));
    const date = after ? readWhen(after[1]!, options.today).date : undefined;
    return { intent: 'move-tasks', from: options.today, to: date && date > options.today ? date : shiftDate(options.today, 1) };
  }
  if (PLAN_DAY.test(text)) {
    const date = readWhen(text, options.today).date;
    return { intent: 'plan-day', date: date && date >= options.today ? date : options.today };
  }
  // "what do I start with on monday" asks about that day's blocks, not the list.
  const day = NEXT_TASK.test(text) ? readWhen(text, options.today).date : undefined;
  if (NEXT_TASK.test(text) && (!day || day === options.today)) return { intent: 'next-task' };
  if (LIST_TASKS.test(text)) return { intent: 'list-tasks', ...(/\btoday\b/i.test(text) ? { today: true } : {}) };
  const captured = capturedWords(text);
  if (captured && !asked) return addTask(captured, known.people, options);
  return asked ? null : completeTask(text, known.tasks, known.people);
}
