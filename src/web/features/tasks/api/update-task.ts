import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TaskChange, taskChangeSchema, type UpdateTaskInput } from '../../../../shared/schemas/tasks';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { openTasksQueryOptions } from './get-tasks';
import { taskKeys } from './query-keys';

export const TASK_UPDATED = 'Task updated';
export const TASK_DONE = 'Task done';
export const TASK_REOPENED = 'Task reopened';
export const TASK_UPDATE_FAILED = 'Failed to update task';

export type TaskChanges = { id: string } & UpdateTaskInput;

export async function updateTask({ id, ...changes }: TaskChanges): Promise<TaskChange> {
  return requestJson('PATCH', `/api/tasks/${encodeURIComponent(id)}`, taskChangeSchema, changes);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    // Checking off shows at once: the task leaves the open list before the answer comes.
    onMutate: async (changes) => {
      if (changes.status !== 'done') return;
      await queryClient.cancelQueries({ queryKey: openTasksQueryOptions.queryKey });
      queryClient.setQueryData(openTasksQueryOptions.queryKey, (tasks) => tasks?.filter((t) => t.id !== changes.id));
    },
    onSuccess: (_task, changes) => {
      toast({ title: changes.status === 'done' ? TASK_DONE : changes.status === 'open' ? TASK_REOPENED : TASK_UPDATED });
    },
    onError: (err) => {
      toast({ title: TASK_UPDATE_FAILED, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
