/** The tasks feature's query keys: every query of its data, and every invalidation of it, names them from here. */
export const taskKeys = {
  /** The open tasks; every task query starts with it, so one invalidation refreshes the open list and the done pages. */
  all: ['/api/tasks'] as const,
  done: () => [...taskKeys.all, 'done'] as const,
  /** The open tasks on today's plan: the one list every surface showing today reads. */
  today: () => [...taskKeys.all, 'today'] as const,
  /** The open tasks filed under a label, whatever its case. */
  label: (label: string) => [...taskKeys.all, 'label', label.toLowerCase()] as const,
  linked: (field: 'relationshipId' | 'goalId') => [...taskKeys.all, 'linked', field] as const,
  /** A day's plan and its review sit under the task keys too: checking a task off changes what the review counts. */
  dailyPlan: (date: string) => [...taskKeys.all, 'daily-plans', date] as const,
  dayReview: (date: string) => [...taskKeys.all, 'daily-plans', date, 'review'] as const,
  /** A day's proposed plan; with `replan`, the rest of today planned again. */
  dayPlanPreview: (date: string, replan = false) => ['/api/plan/day', date, { replan }] as const,
};
