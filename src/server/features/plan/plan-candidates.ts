import type { PlanDayBody } from '../../../shared/schemas/plan.js';
import type { Task } from '../../../shared/schemas/tasks.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { Formatter } from '../../../shared/format.js';

/** Why a task of the day's plan is not placed although it is on it. */
export const LEFT_OUT = {
  notAsked: 'Not among the tasks asked for',
  notUrgent: 'Not urgent: only what is due by this day or high priority, as asked',
  booked: (day: string) => `Already on the planner on ${day}`,
} as const;

export interface Candidates {
  /** To place, in plan order. */
  place: Task[];
  /** The day's tasks already on the planner that day, left where they are. */
  kept: { task: Task; block: TimeBlock }[];
  /** The day's tasks not placed, with why. */
  leftOut: { task: Task; reason: string }[];
  notes: string[];
}

export interface CandidateInput {
  date: string;
  today: string;
  body: Pick<PlanDayBody, 'onlyTaskIds' | 'urgentOnly'>;
  /** The open tasks on the day's plan, in plan order. */
  onPlan: readonly Task[];
  /** Every open task, in plan order. */
  open: readonly Task[];
  /** The day's blocks linked to a task and staying (a re-plan's blocks not started yet are not among them). */
  dayTaskBlocks: readonly TimeBlock[];
  /** Blocks linked to a task from today until the day before `date`. */
  earlierTaskBlocks: readonly TimeBlock[];
  /** Tasks whose blocks a re-plan moves: placed again even though they were on the planner. */
  moving: ReadonlySet<string>;
  fmt: Formatter;
}

/** The first date from today on, other than the day planned, that the task already has a block on; null when none. */
function bookedElsewhere(task: Task, input: CandidateInput): string | null {
  if (input.moving.has(task.id)) return null;
  const earlier = input.earlierTaskBlocks.find((b) => b.taskId === task.id);
  if (earlier) return earlier.date;
  return task.scheduledDate !== null && task.scheduledDate > input.date ? task.scheduledDate : null;
}

const isUrgent = (task: Task, date: string) => task.priority === 'high' || (task.dueDate !== null && task.dueDate <= date);

/**
 * Which tasks Plan my day places on `date`: the tasks on the day's plan (due by it, or picked for it) not yet on the
 * planner; planning a later day never takes a task booked on an earlier one. Only those once the user has picked tasks
 * for the day; without picks the other open tasks fill the free time after them. `onlyTaskIds` and `urgentOnly` narrow it further. Every task of the day's plan is
 * accounted for: placed, kept where it is, or left out with why.
 */
export function planCandidates(input: CandidateInput): Candidates {
  const { date, body, fmt } = input;
  const result: Candidates = { place: [], kept: [], leftOut: [], notes: [] };
  const keptBlocks = new Map(input.dayTaskBlocks.map((b) => [b.taskId!, b]));
  const hasPicks = input.onPlan.some((t) => t.pickedFor === date);
  const asked = body.onlyTaskIds ? new Set(body.onlyTaskIds) : null;
  const extras = !hasPicks && !asked && !body.urgentOnly ? input.open.filter((t) => !input.onPlan.some((p) => p.id === t.id)) : [];
  const fromAsked = asked ? input.open.filter((t) => asked.has(t.id) && !input.onPlan.some((p) => p.id === t.id)) : [];

  for (const task of [...input.onPlan, ...fromAsked, ...extras]) {
    const onDay = input.onPlan.includes(task);
    const block = keptBlocks.get(task.id);
    const elsewhere = bookedElsewhere(task, input);
    if (block) result.kept.push({ task, block });
    else if (elsewhere !== null) {
      if (onDay) result.leftOut.push({ task, reason: LEFT_OUT.booked(fmt.date(elsewhere, 'day')) });
    } else if (asked && !asked.has(task.id)) result.leftOut.push({ task, reason: LEFT_OUT.notAsked });
    else if (body.urgentOnly && !isUrgent(task, date)) result.leftOut.push({ task, reason: LEFT_OUT.notUrgent });
    else result.place.push(task);
  }
  const count = result.place.length;
  if (asked) result.notes.push(`Only the ${fmt.count(count)} ${count === 1 ? 'task' : 'tasks'} asked for are planned.`);
  else if (body.urgentOnly) result.notes.push('Only the urgent things are planned, as asked: what is due by this day or high priority.');
  else if (hasPicks) result.notes.push(`Only the tasks picked for this day and those due by it are planned (${fmt.count(count)} to place).`);
  return result;
}
