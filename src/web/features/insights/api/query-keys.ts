/** The insight cards' query keys: every query of them, and every invalidation of them, names them from here. */
export const insightKeys = {
  all: ['/api/insights'] as const,
  latest: (limit: number) => [...insightKeys.all, { limit }] as const,
};
