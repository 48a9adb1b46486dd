import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dailyPlanOrNullSchema, dailyPlanSchema, type DailyPlanUpdate } from '../../../../shared/schemas/daily-plans';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';

export const INTENTION_SAVED = 'Intention saved';
export const REFLECTION_SAVED = 'Reflection saved';
export const DAILY_PLAN_SAVE_FAILED = 'Failed to save';

const planUrl = (date: string) => `/api/daily-plans/${encodeURIComponent(date)}`;

export const dailyPlanQueryOptions = (date: string) =>
  queryOptions({
    queryKey: taskKeys.dailyPlan(date),
    queryFn: () => requestJson('GET', planUrl(date), dailyPlanOrNullSchema),
  });

export function useDailyPlan(date: string) {
  return useQuery(dailyPlanQueryOptions(date));
}

export function useSaveDailyPlan(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DailyPlanUpdate) => requestJson('PUT', planUrl(date), dailyPlanSchema, changes),
    onSuccess: (plan, changes) => {
      queryClient.setQueryData(dailyPlanQueryOptions(date).queryKey, plan);
      toast({ title: changes.reflection !== undefined ? REFLECTION_SAVED : INTENTION_SAVED });
    },
    onError: (err) => toast({ title: DAILY_PLAN_SAVE_FAILED, description: errorMessage(err), variant: 'destructive' }),
  });
}
