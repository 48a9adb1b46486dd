import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Insight } from '../../../../shared/schemas/insights';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { insightsBaseKey } from './get-insights';

export const GENERATE_INSIGHTS_FAILURE = 'Failed to refresh insights';

export async function generateInsights(): Promise<Insight[]> {
  const res = await apiRequest('POST', '/api/insights/generate');
  return (await res.json()) as Insight[];
}

export function useGenerateInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInsights,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsBaseKey }),
    onError: () => toast({ title: GENERATE_INSIGHTS_FAILURE, variant: 'destructive' }),
  });
}
