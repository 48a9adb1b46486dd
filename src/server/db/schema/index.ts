export * from './users.js';
export * from './planner.js';
export * from './ai.js';
export * from './calendar.js';
export * from './system.js';
export * from './push.js';
export * from './sign-in.js';
export * from './daily-plans.js';

import { apiTokens, sessions } from './users.js';
import { goals, healthMetrics, healthSamples, interactions, relationships, tasks, timeBlockExceptions, timeBlocks } from './planner.js';
import { chatMessages, insights, progressReviews, undoHandles } from './ai.js';
import {
  calendarAccounts,
  calendarBusyEvents,
  calendarConnectionCalendars,
  calendarConnectionLinks,
  calendarConnections,
  calendarEventLinks,
  calendarFeeds,
  calendarRemoteEvents,
  calendarSubscriptions,
} from './calendar.js';
import { deletedItems } from './system.js';
import { notificationSettings, notificationsSent, pushSubscriptions } from './push.js';
import { appliedPlans, dailyPlans } from './daily-plans.js';
import { accountLinks, passkeys, recoveryCodes, totpCredentials, trustedDevices } from './sign-in.js';

/** Every table whose rows belong to one user (by `user_id`); account deletion and its test walk this list. */
export const userOwnedTables = {
  sessions,
  apiTokens,
  timeBlocks,
  timeBlockExceptions,
  healthMetrics,
  healthSamples,
  relationships,
  interactions,
  goals,
  tasks,
  dailyPlans,
  appliedPlans,
  progressReviews,
  chatMessages,
  insights,
  calendarFeeds,
  calendarAccounts,
  calendarEventLinks,
  calendarBusyEvents,
  calendarSubscriptions,
  calendarConnections,
  calendarConnectionCalendars,
  calendarRemoteEvents,
  calendarConnectionLinks,
  deletedItems,
  undoHandles,
  pushSubscriptions,
  notificationSettings,
  notificationsSent,
  totpCredentials,
  recoveryCodes,
  passkeys,
  trustedDevices,
  accountLinks,
} as const;
