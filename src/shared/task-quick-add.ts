import * as chrono from 'chrono-node';
import { parseQuickAdd, TIME_RANGE } from './quick-add.js';
import { readRepeat } from './repeat-phrase.js';
import type { TimeBlockInput } from './schemas/time-blocks.js';
import {
  TASK_ESTIMATE_MAX,
  TASK_ESTIMATE_MIN,
  TASK_ESTIMATE_STEP,
  TASK_LABELS_MAX,
  TASK_TITLE_MAX,
  type CreateTaskInput,
  type TaskPriority,
} from './schemas/tasks.js';

export type QuickAddResult = { kind: 'task'; task: CreateTaskInput } | { kind: 'block'; block: TimeBlockInput };

const pad = (n: number) => String(n).padStart(2, '0');
/** "!high", "!low", "!normal" (also "!h", "!l", "!n"). */
const PRIORITY = /(?:^|\s)!(high|h|normal|n|low|l)\b/i;
/** "@home", "@deep-work": a label, after a space or at the start (so an email address is not one). */
const LABEL = /(?<=^|\s)@([^\s@]{1,50})(?=\s|$)/gu;
/** "30m", "1h", "1h30m", "2 hours", "45 min". */
const ESTIMATE = /\b(?:for\s+)?(?:(\d{1,2})\s*(?:h|hr|hrs|hour|hours)\s*)?(?:(\d{1,3})\s*(?:m|min|mins|minutes))?\b/gi;

function priorityOf(word: string): TaskPriority {
  const first = word[0]!.toLowerCase();
  return first === 'h' ? 'high' : first === 'l' ? 'low' : 'normal';
}

/** Minutes rounded to the 5-minute step, within the allowed estimate. */
function estimateOf(minutes: number): number {
  const stepped = Math.round(minutes / TASK_ESTIMATE_STEP) * TASK_ESTIMATE_STEP;
  return Math.min(TASK_ESTIMATE_MAX, Math.max(TASK_ESTIMATE_MIN, stepped));
}

/** What a line says besides its title and date: "!high", a repeat ("every monday"), an estimate ("30m"), and the rest. */
export function readTaskMarks(input: string): { rest: string; priority?: TaskPriority; rrule?: string; minutes?: number } {
  let rest = input;
  let priority: TaskPriority | undefined;
  const bang = PRIORITY.exec(rest);
  if (bang) {
    priority = priorityOf(bang[1]!);
    rest = rest.replace(bang[0], ' ');
  }
  const repeat = readRepeat(rest);
  if (repeat) rest = repeat.rest;
  let minutes: number | undefined;
  for (const match of rest.matchAll(ESTIMATE)) {
    if (!match[1] && !match[2]) continue;
    minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
    rest = rest.replace(match[0], ' ');
    break;
  }
  return { rest, ...(priority ? { priority } : {}), ...(repeat ? { rrule: repeat.rrule } : {}), ...(minutes === undefined ? {} : { minutes }) };
}

/**
 * Reads a one-line add ("call plumber fri !high 30m"): with a time of day it is a block (the planner's quick-add
 * reads it); without one it is a task, with the date chrono-node finds relative to `today` (none: the inbox),
 * the priority after "!" and the estimate. Null when no title is left.
 */
export function parseTaskQuickAdd(input: string, today: string): QuickAddResult | null {
  let rest = ` ${input.trim()} `;
  const labels: string[] = [];
  for (const [, label] of rest.matchAll(LABEL)) if (!labels.some((l) => l.toLowerCase() === label!.toLowerCase())) labels.push(label!);
  rest = rest.replace(LABEL, ' ');
  const marks = readTaskMarks(rest);
  // A time of day makes it a block, read from the line without its labels and priority.
  const line = rest.replace(PRIORITY, ' ');
  rest = marks.rest;
  const { priority, rrule } = marks;
  const estimateMinutes = marks.minutes === undefined ? undefined : estimateOf(marks.minutes);

  const [y, m, d] = today.split('-').map(Number);
  // Noon of the user's today on this machine's clock: chrono's answers are read back as wall-clock fields only.
  const reference = new Date(y!, m! - 1, d!, 12);
  const [found] = chrono.parse(rest, reference, { forwardDate: true });
  if (TIME_RANGE.test(line) || found?.start.isCertain('hour')) {
    const block = parseQuickAdd(line, today);
    return block ? { kind: 'block', block } : null;
  }

  let dueDate: string | undefined;
  if (found) {
    const at = found.start;
    dueDate = `${at.get('year')}-${pad(at.get('month')!)}-${pad(at.get('day')!)}`;
    rest = rest.slice(0, found.index) + ' ' + rest.slice(found.index + found.text.length);
  }

  const title = rest
    .replace(/\s+/g, ' ')
    .replace(/\s+(on|by|due)$/i, '')
    .trim()
    .slice(0, TASK_TITLE_MAX);
  if (title === '') return null;
  return {
    kind: 'task',
    task: {
      title,
      ...(dueDate ? { dueDate } : {}),
      ...(priority ? { priority } : {}),
      ...(estimateMinutes ? { estimateMinutes } : {}),
      ...(rrule ? { rrule } : {}),
      ...(labels.length > 0 ? { labels: labels.slice(0, TASK_LABELS_MAX) } : {}),
    },
  };
}
