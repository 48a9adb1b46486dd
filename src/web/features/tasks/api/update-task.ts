import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TaskChange, taskChangeSchema, taskSchema, type UpdateTaskInput } from '../../../../shared/schemas/tasks';
import { toastWithUndo } from '@/components/undo-toast';
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

/** Opens a task checked off in the last minutes again, and takes back what its check-off set going. */
export async function undoDone(id: string) {
  return requestJson('POST', `/api/tasks/${encodeURIComponent(id)}/undo-done`, taskSchema);
}

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
      if (changes.status !== 'done') return toast({ title: changes.status === 'open' ? TASK_REOPENED : TASK_UPDATED });
      toastWithUndo({
        title: TASK_DONE,
        undoneTitle: TASK_REOPENED,
        undo: () => undoDone(changes.id).finally(() => queryClient.invalidateQueries({ queryKey: taskKeys.all })),
      });
    },
    onError: (err) => {
      toast({ title: TASK_UPDATE_FAILED, description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
