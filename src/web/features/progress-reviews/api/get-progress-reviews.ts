import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProgressReview } from '../../../../shared/schemas/progress-reviews';
import { pagedQueryOptions } from '@/lib/paged-query';

export const progressReviewsQueryOptions = pagedQueryOptions<ProgressReview>(['/api/progress-reviews'], '/api/progress-reviews');

/** Reviews, newest week first, a page at a time. */
export function useProgressReviews() {
  return useInfiniteQuery(progressReviewsQueryOptions);
}
