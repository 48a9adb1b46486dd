import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ScheduleTaskInput } from '../../../../shared/schemas/tasks';
import { type TimeBlock, timeBlockSchema } from '../../../../shared/schemas/time-blocks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { timeBlockingKeys } from '@/features/time-blocking';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';

export const TASK_SCHEDULED = 'Task scheduled';
export const TASK_UNSCHEDULED = 'Task taken off the planner';
export const TASK_SCHEDULE_FAILED = 'Failed to schedule task';

export type ScheduleRequest = { id: string } & ScheduleTaskInput;

/** `POST /api/tasks/:id/schedule`: a block linked to the task at the slot, as long as its estimate. */
export async function scheduleTask({ id, ...slot }: ScheduleRequest): Promise<TimeBlock> {
  return requestJson('POST', `/api/tasks/${encodeURIComponent(id)}/schedule`, timeBlockSchema, slot);
}

async function refresh(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks })]);
}

/** Schedules a task, with an Undo that deletes the block it made. */
export function useScheduleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleTask,
    onSuccess: async (block) => {
      toastWithUndo({
        title: TASK_SCHEDULED,
        undoneTitle: TASK_UNSCHEDULED,
        undo: async () => {
          await apiRequest('DELETE', `/api/time-blocks/${encodeURIComponent(block.id)}`);
          await refresh(queryClient);
        },
      });
      await refresh(queryClient);
    },
    onError: (err) => toast({ title: TASK_SCHEDULE_FAILED, description: errorMessage(err), variant: 'destructive' }),
  });
}
