import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type PlanDay, planDaySchema, type PlanUndo, planUndoSchema } from '../../../../shared/schemas/plan';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { timeBlockingKeys } from '@/features/time-blocking';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';

export const PLAN_APPLIED = 'Your day is planned';
export const PLAN_UNDONE = 'Plan undone';
export const PLAN_APPLY_FAILED = 'Failed to plan your day';

export type { PlanDay as DayPlan, PlannedBlockDto as PlannedBlock } from '../../../../shared/schemas/plan';

const PLAN_DAY_URL = '/api/plan/day';

/** The plan of `date`; with `replan` (today only), the blocks of tasks not started yet move too. */
export async function previewDayPlan(date: string, replan = false): Promise<PlanDay> {
  return requestJson('POST', PLAN_DAY_URL, planDaySchema, { date, ...(replan && { replan }) });
}

/** Makes the blocks of the preview's kept rows (`taskIds`) in one step on the server; answers them with their ids. */
export async function applyDayPlan({ date, taskIds, replan = false }: { date: string; taskIds: string[]; replan?: boolean }): Promise<PlanDay> {
  return requestJson('POST', PLAN_DAY_URL, planDaySchema, { date, apply: true, taskIds, ...(replan && { replan }) });
}

/** Takes back an applied plan in one step on the server: its blocks as made go, those changed or done since stay. */
export async function undoDayPlan(planId: string): Promise<PlanUndo> {
  return requestJson('POST', `${PLAN_DAY_URL}/${encodeURIComponent(planId)}/undo`, planUndoSchema);
}

/** What an Undo left on the planner, in words: "Kept Write the report: You changed it since. 1 block was deleted already." */
export function planUndoText(undone: PlanUndo): string | undefined {
  const said = [
    ...undone.kept.map((k) => `Kept ${k.title}: ${k.reason}.`),
    ...(undone.gone.length === 0 ? [] : [`${undone.gone.length} ${undone.gone.length === 1 ? 'block was' : 'blocks were'} deleted already.`]),
  ];
  return said.length > 0 ? said.join(' ') : undefined;
}

/** The plan for `date`, asked afresh each time the preview opens (it never changes anything). */
export function useDayPlanPreview(date: string, enabled: boolean, replan = false) {
  return useQuery({
    queryKey: taskKeys.dayPlanPreview(date, replan),
    queryFn: () => previewDayPlan(date, replan),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

async function refresh(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks })]);
}

/** Puts the kept blocks on the planner (what was removed from the preview is never made), with one Undo for all. */
export function useApplyDayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDayPlan,
    onSuccess: async (applied) => {
      const { planId } = applied;
      if (planId) {
        toastWithUndo({
          title: PLAN_APPLIED,
          undoneTitle: PLAN_UNDONE,
          undoneDescription: planUndoText,
          undo: async () => {
            try {
              return await undoDayPlan(planId);
            } finally {
              await refresh(queryClient);
            }
          },
        });
      } else toast({ title: PLAN_APPLIED });
      await refresh(queryClient);
    },
    onError: async (err) => {
      toast({ title: PLAN_APPLY_FAILED, description: errorMessage(err), variant: 'destructive' });
      await refresh(queryClient);
    },
  });
}
