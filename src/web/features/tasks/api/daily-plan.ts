import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyPlan, DailyPlanUpdate } from '../../../../shared/schemas/daily-plans';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

export const DAILY_PLANS_KEY = '/api/daily-plans';
export const INTENTION_SAVED = 'Intention saved';
export const REFLECTION_SAVED = 'Reflection saved';
export const DAILY_PLAN_SAVE_FAILED = 'Failed to save';

const planUrl = (date: string) => `${DAILY_PLANS_KEY}/${encodeURIComponent(date)}`;

export const dailyPlanQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [DAILY_PLANS_KEY, date],
    queryFn: async () => (await (await apiRequest('GET', planUrl(date))).json()) as DailyPlan | null,
  });

export function useDailyPlan(date: string) {
  return useQuery(dailyPlanQueryOptions(date));
}

export function useSaveDailyPlan(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: DailyPlanUpdate) => (await (await apiRequest('PUT', planUrl(date), changes)).json()) as DailyPlan,
    onSuccess: (plan, changes) => {
      queryClient.setQueryData(dailyPlanQueryOptions(date).queryKey, plan);
      toast({ title: changes.reflection !== undefined ? REFLECTION_SAVED : INTENTION_SAVED });
    },
    onError: (err) => toast({ title: DAILY_PLAN_SAVE_FAILED, description: errorMessage(err), variant: 'destructive' }),
  });
}
