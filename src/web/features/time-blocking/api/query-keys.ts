/**
 * The planner's query keys: every query of its data, and every invalidation of it, names them from here. The calendar
 * settings use the same ones, so a sync there refreshes the planner's blocks, busy time and sync line.
 */
export const timeBlockingKeys = {
  /** Every time-block query starts with it, so a change invalidates them all at once. */
  blocks: ['/api/time-blocks'] as const,
  blocksOn: (date: string) => [...timeBlockingKeys.blocks, { date }] as const,
  blocksBetween: (from: string, to: string) => [...timeBlockingKeys.blocks, { from, to }] as const,
  busy: ['/api/calendar/busy'] as const,
  busyBetween: (from: string, to: string) => [...timeBlockingKeys.busy, { from, to }] as const,
  /** The connected calendar's state; invalidated alone (exact), not the calendar list under it. */
  calendarSync: ['/api/calendar/caldav'] as const,
};
