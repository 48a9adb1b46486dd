import { allMilestones, isCompleted, daysLeft, progressSourceOf } from '../../shared/goals.js';
import { HEALTH_METRIC_KEYS, type HealthMetricRecord } from '../../shared/health-metrics.js';
import { contactDueDate, daysSinceContact } from '../../shared/relationships-contact.js';
import { todayIn } from '../../shared/dates.js';
import type { Goal } from '../../shared/schemas/goals.js';
import type { HealthMetrics } from '../../shared/schemas/health-metrics.js';
import type { Relationship } from '../../shared/schemas/relationships.js';
import type { TimeBlock } from '../../shared/schemas/time-blocks.js';
import type { goals, healthMetrics, interactions, relationships, timeBlockExceptions, timeBlocks } from './schema/index.js';

/** Planner rows mapped to the shared DTOs: the one place each entity's response shape is built. */
export type TimeBlockRow = typeof timeBlocks.$inferSelect;
export type TimeBlockExceptionRow = typeof timeBlockExceptions.$inferSelect;
export type HealthMetricsRow = typeof healthMetrics.$inferSelect;
export type RelationshipRow = typeof relationships.$inferSelect;
export type InteractionRow = typeof interactions.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;

/** The columns a block's answer is made of. */
export type TimeBlockDtoRow = Pick<
  TimeBlockRow,
  'id' | 'hour' | 'minute' | 'title' | 'category' | 'durationMinutes' | 'date' | 'sourceUid' | 'rrule' | 'taskId'
>;

export function toTimeBlockDto(row: TimeBlockDtoRow): TimeBlock {
  const { id, hour, minute, title, category, durationMinutes, date, rrule, taskId } = row;
  return timeBlockDto({ id, hour, minute, title, category, durationMinutes, date, fromCalendar: row.sourceUid !== null, rrule, taskId });
}

/** What a block's answer is made of, each by name: `rrule` and `taskId` are both nullable strings. */
export interface TimeBlockFields {
  id: string;
  hour: number;
  minute: number;
  title: string;
  category: TimeBlock['category'];
  durationMinutes: number;
  date: string;
  /** Imported from or synced with a calendar (the row has a source UID). */
  fromCalendar: boolean;
  rrule: string | null;
  taskId: string | null;
}

/** A block's answer from its columns, for reads that take rows as arrays. */
export function timeBlockDto(fields: TimeBlockFields): TimeBlock {
  return {
    id: fields.id,
    hour: fields.hour,
    minute: fields.minute,
    title: fields.title,
    category: fields.category,
    duration: fields.durationMinutes / 60,
    durationMinutes: fields.durationMinutes,
    date: fields.date,
    source: fields.fromCalendar ? 'calendar' : 'manual',
    rrule: fields.rrule,
    occurrence: fields.rrule === null ? null : fields.date,
    taskId: fields.taskId,
  };
}

export function toHealthMetricsDto(row: HealthMetricsRow): HealthMetrics {
  const values = Object.fromEntries(HEALTH_METRIC_KEYS.map((key) => [key, row[key]])) as HealthMetricRecord;
  return { id: row.id, date: row.date, ...values };
}

/**
 * A person as every answer gives them, as of the user's `today`; `timezone` dates the day they were added, where a
 * rhythm starts before any contact.
 */
export function toRelationshipDto(row: RelationshipRow, { today, timezone }: { today: string; timezone: string }): Relationship {
  return {
    id: row.id,
    name: row.name,
    initials: row.initials,
    notes: row.notes,
    lastContact: row.lastContact,
    aiPrompt: row.aiPrompt,
    daysSinceContact: daysSinceContact(row.lastContact, today),
    cadenceDays: row.cadenceDays,
    dueDate: contactDueDate({ ...row, addedOn: todayIn(timezone, row.createdAt) }),
    birthday: row.birthday,
  };
}

/** The columns a goal's answer is made of. */
export type GoalDtoRow = Pick<
  GoalRow,
  'id' | 'title' | 'category' | 'timeframe' | 'startDate' | 'endDate' | 'totalMilestones' | 'completedMilestones' | 'progress' | 'description' | 'milestones'
>;

export function toGoalDto(row: GoalDtoRow, today: string): Goal {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    timeframe: row.timeframe,
    startDate: row.startDate,
    endDate: row.endDate,
    totalMilestones: row.totalMilestones,
    completedMilestones: row.completedMilestones,
    progress: row.progress,
    description: row.description,
    daysLeft: daysLeft(row.endDate, today),
    status: isCompleted(row.progress) ? 'completed' : 'active',
    progressSource: progressSourceOf(row.milestones),
    milestones: allMilestones(row.milestones),
  };
}
