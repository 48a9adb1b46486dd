import type { HealthMetricKey } from '../../../../shared/health-metrics.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { ClockTime, PartOfDay, Period } from './when.js';
import type { TaskIntent } from './decide-tasks.js';

/**
 * Which block a message means: the one just discussed ("it"), or one by its title, day, time or kind. The ids are
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

export type QuestionIntent =
  | { intent: 'schedule'; date?: string; week?: 'this' | 'last'; period?: Period }
  /** `minutes`: only the free stretches at least that long ("do I have time for a 2h block?"). */
  | { intent: 'free-time'; date: string; minutes?: number }
  | { intent: 'free-at'; date: string; start: ClockTime; minutes?: number }
  | { intent: 'first'; date: string; category?: TimeBlockCategory; last?: boolean }
  | { intent: 'next'; after?: BlockRef; category?: TimeBlockCategory }
  /** `titles`: only the blocks with these titles ("how many hours of gym this week"); `count`: how many blocks was asked. */
  | { intent: 'hours'; period: Period; category?: TimeBlockCategory; titles?: string[]; count?: boolean }
  /** The open tasks; with a period, those due in it (and any overdue when it reaches today). */
  | { intent: 'tasks'; period?: Period }
  | { intent: 'last-contact'; person: string }
  /** "who did I talk to last week": the interactions logged in a period. */
  | { intent: 'contacts'; period: Period }
  /** "when's the dentist?", "what time is dinner with Maya": the day and time of a block the words name. */
  | { intent: 'when-block'; named: string[]; title: string }
  | { intent: 'goal-status'; goal: string }
  | { intent: 'metric'; metric: HealthMetricKey; stat: MetricStat; date?: string; week?: 'this' | 'last'; period?: Period }
  | { intent: 'health-score'; date?: string; week?: 'this' | 'last'; period?: Period }
  | { intent: 'due' }
  | { intent: 'goals' }
  | { intent: 'week-review'; week: 'this' | 'last' }
  | { intent: 'why'; metric?: HealthMetricKey }
  /** "does sleep help my mood?": how one metric has gone with another in the user's own days. */
  | { intent: 'relation'; from: HealthMetricKey; to: HealthMetricKey }
  | { intent: 'convert'; value: string };

export type ChangeIntent =
  | ({ intent: 'add-block' } & BlockDraft)
  /** `loose`: the time was said without am or pm, so it is read as the one nearest the block's own. */
  /** `days`: whole days on from the block's own day ("same time next week" said of the block just discussed). */
  | {
      intent: 'move-block';
      target: BlockRef;
      date?: string;
      days?: number;
      start?: ClockTime;
      partOfDay?: PartOfDay;
      shift?: number;
      end?: ClockTime;
      /** The new length, said with the new time. */
      minutes?: number;
      loose?: boolean;
    }
  | { intent: 'resize-block'; target: BlockRef; minutes?: number; end?: ClockTime; by?: number; loose?: boolean }
  | { intent: 'edit-block'; target: BlockRef; title?: string; category?: TimeBlockCategory }
  | { intent: 'delete-block'; target: BlockRef }
  /** "cancel all my meetings this week", "erase everything": listed, and asked once. */
  | { intent: 'delete-many'; category?: TimeBlockCategory; title?: string; from: string; to: string; everything?: boolean }
  | { intent: 'clear-day'; date: string }
  /** "move everything after lunch an hour later": the blocks of a day starting in [from, until) minutes, moved by `minutes`. */
  | { intent: 'shift-many'; date: string; from: number; until: number; minutes: number; category?: TimeBlockCategory }
  | { intent: 'log-interaction'; person: string; type: InteractionType; date: string; note?: string }
  /** `moreMilestones` and `morePercent` are steps from where the goal stands ("two more milestones", "up 10%"). */
  | { intent: 'goal-progress'; goal: string; progress?: number; milestones?: number; moreMilestones?: number; morePercent?: number };

export type Intent =
  | ChangeIntent
  | QuestionIntent
  | TaskIntent
  | { intent: 'undo' }
  | { intent: 'confirm' }
  | { intent: 'cancel' }
  /** "actually Thursday", "and the week before?", "what about tomorrow": the last request again with this changed. */
  | { intent: 'amend'; date?: string; start?: ClockTime; week?: 'this' | 'last'; previous?: boolean }
  | { intent: 'help' }
  /** Too unsure to act: one specific question, with what a yes would do when there is one. */
  | { intent: 'clarify'; question: string; proposal?: ChangeIntent; options?: { label: string; intent: Intent }[] }
  | { intent: 'refuse'; reason: string }
  | { intent: 'unknown' };

export type IntentName = Intent['intent'];
