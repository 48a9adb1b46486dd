import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TimeBlock } from '../../../../shared/schemas/time-blocks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { timeBlocksKey } from '@/features/time-blocking';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { TASKS_KEY } from './get-tasks';
import { scheduleTask } from './schedule-task';

export const PLAN_APPLIED = 'Your day is planned';
export const PLAN_UNDONE = 'Plan undone';
export const PLAN_APPLY_FAILED = 'Failed to plan your day';

/** One block `POST /api/plan/day` proposes for a task. */
export interface PlannedBlock {
  taskId: string;
  title: string;
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
}

/** The answer of `POST /api/plan/day` (DESIGN.md, "Plan my day"). */
export interface DayPlan {
  date: string;
  blocks: PlannedBlock[];
  unplaced: { taskId: string; reason: string }[];
  notes: string[];
}

const PLAN_DAY_KEY = '/api/plan/day';

export async function previewDayPlan(date: string): Promise<DayPlan> {
  const res = await apiRequest('POST', PLAN_DAY_KEY, { date });
  return (await res.json()) as DayPlan;
}

/** The plan for `date`, asked afresh each time the preview opens (it never changes anything). */
export function useDayPlanPreview(date: string, enabled: boolean) {
  return useQuery({ queryKey: [PLAN_DAY_KEY, date], queryFn: () => previewDayPlan(date), enabled, staleTime: 0, gcTime: 0 });
}

async function refresh(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: [TASKS_KEY] }), queryClient.invalidateQueries({ queryKey: timeBlocksKey })]);
}

/** Schedules each kept block of a preview in turn, linked to its task at the proposed time. */
async function applyBlocks(blocks: PlannedBlock[]): Promise<TimeBlock[]> {
  const made: TimeBlock[] = [];
  for (const { taskId: id, date, hour, minute, durationMinutes } of blocks) made.push(await scheduleTask({ id, date, hour, minute, durationMinutes }));
  return made;
}

/** Puts the kept blocks on the planner (what was removed from the preview is never made), with one Undo for all. */
export function useApplyDayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBlocks,
    onSuccess: async (made) => {
      toastWithUndo({
        title: PLAN_APPLIED,
        undoneTitle: PLAN_UNDONE,
        undo: async () => {
          for (const block of made) await apiRequest('DELETE', `/api/time-blocks/${encodeURIComponent(block.id)}`);
          await refresh(queryClient);
        },
      });
      await refresh(queryClient);
    },
    onError: async (err) => {
      toast({ title: PLAN_APPLY_FAILED, description: errorMessage(err), variant: 'destructive' });
      await refresh(queryClient);
    },
  });
}
