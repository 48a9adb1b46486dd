/** The tasks feature's query keys: every query of its data, and every invalidation of it, names them from here. */
export const taskKeys = {
  /** The open tasks; every task query starts with it, so one invalidation refreshes the open list and the done pages. */
  all: ['/api/tasks'] as const,
  done: () => [...taskKeys.all, 'done'] as const,
  linked: (field: 'relationshipId' | 'goalId') => [...taskKeys.all, 'linked', field] as const,
  dailyPlan: (date: string) => ['/api/daily-plans', date] as const,
  dayPlanPreview: (date: string) => ['/api/plan/day', date] as const,
};
