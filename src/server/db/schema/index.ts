export * from './users.js';
export * from './planner.js';
export * from './ai.js';

import { sessions } from './users.js';
import { goals, healthMetrics, interactions, relationships, timeBlocks } from './planner.js';
import { chatMessages, insights, progressReviews } from './ai.js';

/** Every table whose rows belong to one user (by `user_id`); account deletion and its test walk this list. */
export const userOwnedTables = {
  sessions,
  timeBlocks,
  healthMetrics,
  relationships,
  interactions,
  goals,
  progressReviews,
  chatMessages,
  insights,
} as const;
