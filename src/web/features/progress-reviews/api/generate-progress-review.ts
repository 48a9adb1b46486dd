import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressReview } from '../../../../shared/schemas/progress-reviews';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { progressReviewsQueryOptions } from './get-progress-reviews';

export const GENERATE_SUCCESS = { title: 'Success', description: 'Progress review generated successfully!' };
export const GENERATE_FAILURE = { title: 'Error', description: 'Failed to generate progress review. Please try again.' };

export async function generateProgressReview(): Promise<ProgressReview> {
  const res = await apiRequest('POST', '/api/progress-reviews/generate');
  return (await res.json()) as ProgressReview;
}

export function useGenerateProgressReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateProgressReview,
    onSuccess: async () => {
      toast(GENERATE_SUCCESS);
      await queryClient.invalidateQueries({ queryKey: progressReviewsQueryOptions.queryKey });
    },
    onError: () => toast({ ...GENERATE_FAILURE, variant: 'destructive' }),
  });
}
