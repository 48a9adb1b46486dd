import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressReview } from '../../../../shared/schemas/progress-reviews';
import { getQueryFn } from '@/lib/api';

export const progressReviewsQueryOptions = queryOptions<ProgressReview[]>({
  queryKey: ['/api/progress-reviews'],
  queryFn: getQueryFn<ProgressReview[]>({ on401: 'throw' }),
});

export function useProgressReviews() {
  return useQuery(progressReviewsQueryOptions);
}
