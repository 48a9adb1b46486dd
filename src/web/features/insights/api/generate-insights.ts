import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Insight, insightListSchema } from '../../../../shared/schemas/insights';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { insightKeys } from './query-keys';

export const GENERATE_INSIGHTS_FAILURE = 'Failed to refresh insights';

export async function generateInsights(): Promise<Insight[]> {
  return requestJson('POST', '/api/insights/generate', insightListSchema);
}

export function useGenerateInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInsights,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightKeys.all }),
    onError: () => toast({ title: GENERATE_INSIGHTS_FAILURE, variant: 'destructive' }),
  });
}
