import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ScheduleTaskInput } from '../../../../shared/schemas/tasks';
import type { TimeBlock } from '../../../../shared/schemas/time-blocks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { timeBlocksKey } from '@/features/time-blocking';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { TASKS_KEY } from './get-tasks';

export const TASK_SCHEDULED = 'Task scheduled';
export const TASK_UNSCHEDULED = 'Task taken off the planner';
export const TASK_SCHEDULE_FAILED = 'Failed to schedule task';

export type ScheduleRequest = { id: string } & ScheduleTaskInput;

/** `POST /api/tasks/:id/schedule`: a block linked to the task at the slot, as long as its estimate. */
export async function scheduleTask({ id, ...slot }: ScheduleRequest): Promise<TimeBlock> {
  const res = await apiRequest('POST', `/api/tasks/${encodeURIComponent(id)}/schedule`, slot);
  return (await res.json()) as TimeBlock;
}

async function refresh(queryClient: QueryClient) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: [TASKS_KEY] }), queryClient.invalidateQueries({ queryKey: timeBlocksKey })]);
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
