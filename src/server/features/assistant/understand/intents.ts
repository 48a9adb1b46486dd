import type { HealthMetricKey, WeightUnit } from '../../../../shared/health-metrics.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import type { CreateTaskInput, TaskPriority } from '../../../../shared/schemas/tasks.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { Span } from './text.js';
import type { ClockTime, PartOfDay, Period } from './when.js';

/**
 * Which block a message means: the one just discussed ("it"), or one by its title, day, time or kind. The keys are
 * the blocks of the user's own data the words fit, best first, when understanding could already tell.
 */
export interface BlockRef {
  it?: boolean;
  title?: string;
  date?: string;
  /** The same day words read backward ("on monday" gone by), tried when nothing is on the coming one. */
  pastDate?: string;
  hour?: number;
  minute?: number;
  category?: TimeBlockCategory;
  /** "every standup", "the whole gym series": all the occurrences of a repeating block. */
  series?: boolean;
  /** "my first meeting tomorrow", "the last thing today", "my next call": the block by its place among those that fit. */
  position?: 'first' | 'last' | 'next';
  /** Keys (id@occurrence) of the blocks the title names, best first. */
  named?: string[];
  /** "the first thing after standup": the block right after (or before) the one these keys name, on its day. */
  beside?: { named: string[]; before?: boolean };
}

export type MetricStat = 'day' | 'average' | 'best' | 'worst' | 'compare' | 'total' | 'trend';

/** A block to add, as the words give it; what they leave open is asked, never guessed. */
export interface BlockDraft {
  title: string;
  category: TimeBlockCategory;
  date: string;
  start?: ClockTime;
  end?: ClockTime;
  minutes?: number;
  partOfDay?: PartOfDay;
  rrule?: string;
}

/**
 * What a change makes of a block, each part said on its own: a new day (or whole days on), a new start (or a shift of
 * it), a new end (or a shift of it), a new length (or more or less of it), a part of the day, a new title or kind.
 * `startLoose` and `endLoose`: the time was said without am or pm, so it is read as the one nearest the block's own.
 */
export interface BlockEdit {
  date?: string;
  days?: number;
  start?: ClockTime;
  startLoose?: boolean;
  partOfDay?: PartOfDay;
  shift?: number;
  end?: ClockTime;
  endLoose?: boolean;
  endShift?: number;
  /** "start at 11:30 but keep the end": the new start with the end where it was. */
  keepEnd?: boolean;
  length?: number;
  lengthBy?: number;
  title?: string;
  category?: TimeBlockCategory;
}

export type QuestionIntent =
  | { intent: 'schedule'; date?: string; week?: 'this' | 'last'; period?: Period }
  /** `minutes`: only the free stretches at least that long ("do I have time for a 2h block?"). */
  | { intent: 'free-time'; date: string; minutes?: number }
  | { intent: 'free-at'; date: string; start: ClockTime; minutes?: number }
  | { intent: 'first'; date: string; category?: TimeBlockCategory; last?: boolean }
  | { intent: 'next'; after?: BlockRef; category?: TimeBlockCategory }
  /** `titles`: only the blocks with these titles ("how many hours of gym this week"); `count`: how many blocks was asked. */
  | { intent: 'hours'; period: Period; category?: TimeBlockCategory; titles?: string[]; count?: boolean }
  /** The open tasks; with a period, those due in it (and any overdue when it reaches today); `today`: today's list. */
  | { intent: 'tasks'; period?: Period; today?: boolean }
  /** "what did I finish this week": the tasks done in a period. */
  | { intent: 'done-tasks'; period: Period }
  /** "what priority is the tax receipts task": one task's details. */
  | { intent: 'task-details'; id: string }
  | { intent: 'next-task' }
  | { intent: 'last-contact'; person: string }
  /** "who did I talk to last week": the interactions logged in a period. */
  | { intent: 'contacts'; period: Period }
  /** "when's the dentist?", "what time is dinner with Maya": the day and time of a block the words name. */
  | { intent: 'when-block'; named: string[]; title: string }
  | { intent: 'goal-status'; goal: string }
  /** "which guitar milestones have I ticked?", "when is strumming patterns due?": a goal's named milestones. */
  | { intent: 'milestones'; goal: string; index?: number }
  | { intent: 'metric'; metric: HealthMetricKey; stat: MetricStat; date?: string; week?: 'this' | 'last'; period?: Period }
  | { intent: 'health-score'; date?: string; week?: 'this' | 'last'; period?: Period }
  | { intent: 'due' }
  | { intent: 'goals' }
  | { intent: 'week-review'; week: 'this' | 'last' }
  | { intent: 'why'; metric?: HealthMetricKey }
  /** "does sleep help my mood?": how one metric has gone with another in the user's own days. */
  | { intent: 'relation'; from: HealthMetricKey; to: HealthMetricKey }
  | { intent: 'convert'; value: string };

/** What a day's plan must keep to, as the user said it: "keep the afternoon free", "nothing before 10", "only the admin stuff". */
export interface PlanLimits {
  /** Minutes of the day: no block before, none after. */
  notBefore?: number;
  notAfter?: number;
  /** Spans of the day (minutes) no block may touch. */
  free?: [number, number][];
  /** The most minutes of tasks to plan. */
  maxMinutes?: number;
  /** Only these tasks, or none of these. */
  only?: string[];
  not?: string[];
  /** Only the high-priority tasks. */
  urgentOnly?: boolean;
  /** A light day: short night or the user said so. */
  light?: boolean;
}

export type ChangeIntent =
  | ({ intent: 'add-block' } & BlockDraft)
  | ({ intent: 'change-block'; target: BlockRef } & BlockEdit)
  | { intent: 'delete-block'; target: BlockRef }
  /** "cancel all my meetings this week", "erase everything": listed, and asked once. */
  | { intent: 'delete-many'; category?: TimeBlockCategory; title?: string; from: string; to: string; everything?: boolean }
  | { intent: 'clear-day'; date: string }
  /** "move everything after lunch an hour later": the blocks of a day starting in [from, until) minutes, moved by `minutes`. */
  | { intent: 'shift-many'; date: string; from: number; until: number; minutes: number; category?: TimeBlockCategory }
  | { intent: 'log-interaction'; person: string; type: InteractionType; date: string; note?: string }
  /** `moreMilestones` and `morePercent` are steps from where the goal stands ("two more milestones", "up 10%"). */
  | { intent: 'goal-progress'; goal: string; progress?: number; milestones?: number; moreMilestones?: number; morePercent?: number }
  /** A named milestone ticked, unticked, dated or renamed. */
  /** `exact`: every telling word of its title was said, so the words name it for certain. */
  | { intent: 'milestone'; goal: string; index: number; title: string; done?: boolean; dueDate?: string | null; rename?: string; exact?: boolean }
  /** A health value said in words, for a day's record; `more`: said on top of what the record holds ("another 4 cups"). */
  | { intent: 'log-health'; date: string; metric: HealthMetricKey; value: number; unit?: WeightUnit; more?: true }
  | { intent: 'add-task'; task: CreateTaskInput }
  | { intent: 'complete-task'; id: string; title: string }
  | { intent: 'change-task'; id: string; title: string; dueDate?: string | null; priority?: TaskPriority; estimateMinutes?: number; rename?: string }
  | { intent: 'move-tasks'; from: string; to: string }
  | { intent: 'plan-day'; date: string; limits: PlanLimits };

/**
 * The words of the request a change stands on, so the reply can say which words it read; `unread`: the content words
 * it did not account for, which make it a proposal rather than a change made at once.
 */
export type Consumed = { consumed?: Span[]; unread?: string[] };

export type Intent =
  | (ChangeIntent & Consumed)
  | QuestionIntent
  | { intent: 'undo' }
  | { intent: 'confirm' }
  | { intent: 'cancel' }
  /** "actually Thursday", "and the week before?", "what about tomorrow": the last request again with this changed. */
  | { intent: 'amend'; date?: string; start?: ClockTime; week?: 'this' | 'last'; previous?: boolean }
  | { intent: 'help' }
  /** Too unsure to act: one specific question, with what a yes would do when there is one, or a button for each answer. */
  | { intent: 'clarify'; question: string; proposal?: ChangeIntent; options?: { label: string; intent: Intent }[] }
  /** Something the assistant cannot do (send a message, pay, book online): said plainly, nothing changed. */
  | { intent: 'cannot'; what: string }
  | { intent: 'refuse'; reason: string }
  | { intent: 'several'; parts: ChangeIntent[] }
  | { intent: 'unknown' };

export type IntentName = Intent['intent'];
export type ChangeName = ChangeIntent['intent'];
