import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProgressReview, progressReviewSchema } from '../../../../shared/schemas/progress-reviews';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { progressReviewKeys } from './query-keys';

export const GENERATE_SUCCESS = { title: 'Success', description: 'Progress review generated successfully!' };
export const GENERATE_FAILURE = { title: 'Error', description: 'Failed to generate progress review. Please try again.' };

export async function generateProgressReview(): Promise<ProgressReview> {
  return requestJson('POST', '/api/progress-reviews/generate', progressReviewSchema);
}

export function useGenerateProgressReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateProgressReview,
    onSuccess: async () => {
      toast(GENERATE_SUCCESS);
      await queryClient.invalidateQueries({ queryKey: progressReviewKeys.all });
    },
    onError: () => toast({ ...GENERATE_FAILURE, variant: 'destructive' }),
  });
}
