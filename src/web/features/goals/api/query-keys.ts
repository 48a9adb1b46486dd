/** The goals feature's query keys: every query of its data, and every invalidation of it, names them from here. */
export const goalKeys = {
  all: ['/api/goals'] as const,
};
