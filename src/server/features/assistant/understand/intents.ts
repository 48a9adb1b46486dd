import type { HealthMetricKey } from '../../../../shared/health-metrics.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { ClockTime, PartOfDay } from './when.js';

/** Which block a message means: "it" (the one just added or moved), or one by title, day and time. */
export interface BlockRef {
  it?: boolean;
  title?: string;
  date?: string;
  hour?: number;
  /** "every standup", "the whole gym series": all the occurrences of a repeating block. */
  series?: boolean;
}

export type MetricStat = 'day' | 'average' | 'best' | 'worst' | 'compare';

export type Intent =
  | { intent: 'add-block'; title: string; category: TimeBlockCategory; date: string; start?: ClockTime; end?: ClockTime; minutes?: number; partOfDay?: PartOfDay }
  | { intent: 'move-block'; target: BlockRef; date?: string; start?: ClockTime; partOfDay?: PartOfDay }
  | { intent: 'resize-block'; target: BlockRef; minutes?: number; end?: ClockTime; by?: number }
  | { intent: 'delete-block'; target: BlockRef }
  | { intent: 'clear-day'; date: string }
  | { intent: 'log-interaction'; person: string; type: InteractionType; date: string; note?: string }
  | { intent: 'goal-progress'; goal: string; progress: number }
  | { intent: 'schedule'; date?: string; week?: 'this' | 'last' }
  | { intent: 'free-time'; date: string }
  | { intent: 'metric'; metric: HealthMetricKey; stat: MetricStat; date?: string; week?: 'this' | 'last' }
  | { intent: 'health-score'; date?: string; week?: 'this' | 'last' }
  | { intent: 'due' }
  | { intent: 'goals' }
  | { intent: 'week-review'; week: 'this' | 'last' }
  | { intent: 'why'; metric?: HealthMetricKey }
  | { intent: 'convert'; value: string }
  | { intent: 'undo' }
  | { intent: 'confirm' }
  | { intent: 'cancel' }
  /** "actually Thursday", "and the week before?", "what about tomorrow": the last request again with this changed. */
  | { intent: 'amend'; date?: string; start?: ClockTime; week?: 'this' | 'last'; previous?: boolean }
  | { intent: 'help' }
  | { intent: 'unknown' };

export type IntentName = Intent['intent'];
