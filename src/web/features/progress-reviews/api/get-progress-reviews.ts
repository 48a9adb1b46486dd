import { useInfiniteQuery } from '@tanstack/react-query';
import { progressReviewListSchema } from '../../../../shared/schemas/progress-reviews';
import { pagedQueryOptions } from '@/lib/paged-query';
import { progressReviewKeys } from './query-keys';

export const progressReviewsQueryOptions = pagedQueryOptions(progressReviewKeys.all, '/api/progress-reviews', progressReviewListSchema);

/** Reviews, newest week first, a page at a time. */
export function useProgressReviews() {
  return useInfiniteQuery(progressReviewsQueryOptions);
}
