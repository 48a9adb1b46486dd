/** The progress reviews' query keys: every query of them, and every invalidation of them, names them from here. */
export const progressReviewKeys = {
  all: ['/api/progress-reviews'] as const,
};
