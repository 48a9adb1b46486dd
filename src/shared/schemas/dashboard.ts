import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../life-areas.js';
import { goalSchema } from './goals.js';
import { healthMetricsSchema } from './health-metrics.js';
import { relationshipSchema } from './relationships.js';
import { timeBlockSchema } from './time-blocks.js';

export const DASHBOARD_RELATIONSHIPS_LIMIT = 6;
export const DASHBOARD_GOALS_LIMIT = 6;

export const lifeAreaSignalSchema = z.object({
  value: z.number(),
  unit: z.enum(['count', 'percent', 'amount']),
  label: z.string(),
  progress: z.number().nullable(),
});

export const lifeAreaSummarySchema = z.object({
  key: z.enum(LIFE_AREA_KEYS),
  signal: lifeAreaSignalSchema.nullable(),
});
export type LifeAreaSummary = z.infer<typeof lifeAreaSummarySchema>;

export const dashboardStatsSchema = z.object({
  /**
   * Hours of today covered by at least one time block (overlaps counted once), as on the time-blocking page;
   * a block of yesterday that runs past midnight counts the hours it covers today.
   */
  hoursBlocked: z.number(),
  /** Blocks that cover some hour of today, yesterday's that continue past midnight included. */
  blocksToday: z.number().int(),
  /** Mean score of today's recorded metrics against the user's targets, 0–100; null when none is recorded today. */
  healthScore: z.number().int().nullable(),
  /** How many of the twelve metrics today's record holds (0 without one): the score covers these only. */
  healthMetricsRecorded: z.number().int(),
  /** Due for contact: past their rhythm (none without a cadence), or a birthday within the week. */
  peopleDue: z.number().int(),
  peopleTotal: z.number().int(),
  /** Open tasks on today's plan: the same list as `GET /api/tasks?view=today`. */
  tasksToday: z.number().int(),
  /** Mean progress of active goals, 0–100; null without active goals. */
  averageGoalProgress: z.number().int().nullable(),
  activeGoals: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const upcomingBirthdaySchema = z.object({
  relationshipId: z.string(),
  name: z.string(),
  /** The day of the birthday (yyyy-MM-dd), on or after today. */
  date: z.string(),
  /** 0 today, 1 tomorrow… */
  daysUntil: z.number().int(),
  /** The age they turn, when the year of birth is known. */
  turns: z.number().int().nullable(),
});
export type UpcomingBirthday = z.infer<typeof upcomingBirthdaySchema>;

/** GET /api/dashboard: the signed-in user's today at a glance. */
export const dashboardSchema = z.object({
  /** The user's today (yyyy-MM-dd in their timezone). */
  date: z.string(),
  /** True when the user has no time blocks, health records, people or goals at all. */
  isEmpty: z.boolean(),
  stats: dashboardStatsSchema,
  /** The blocks that cover today in the order they fall: each keeps its own date, so one from yesterday is a continuation. */
  schedule: z.array(timeBlockSchema),
  health: healthMetricsSchema.nullable(),
  relationships: z.array(relationshipSchema),
  /** The birthdays of today and the 7 days ahead, soonest first. */
  birthdays: z.array(upcomingBirthdaySchema),
  goals: z.array(goalSchema),
  lifeAreas: z.array(lifeAreaSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/sample-data: whether the sample dataset is in the account. */
export const sampleDataStatusSchema = z.object({ loaded: z.boolean() });
export type SampleDataStatus = z.infer<typeof sampleDataStatusSchema>;

/** POST /api/sample-data: how many rows were added per kind. */
export const sampleDataLoadedSchema = z.object({
  loaded: z.literal(true),
  timeBlocks: z.number().int(),
  healthRecords: z.number().int(),
  relationships: z.number().int(),
  interactions: z.number().int(),
  goals: z.number().int(),
  tasks: z.number().int(),
});
export type SampleDataLoaded = z.infer<typeof sampleDataLoadedSchema>;
