import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Task, taskListSchema } from '../../../../shared/schemas/tasks';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { openTasksQueryOptions } from './get-tasks';
import { taskKeys } from './query-keys';

export const TASKS_REORDER_FAILED = 'Failed to reorder tasks';

/** `ids`: one list's open tasks, first to last. Answers the open tasks in their new order. */
export async function reorderTasks(ids: string[]): Promise<Task[]> {
  return requestJson('PUT', '/api/tasks/order', taskListSchema, { ids });
}

/** Puts a list in the user's order at once (the list shows it before the answer comes) and keeps it. */
export function useReorderTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTasks,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: openTasksQueryOptions.queryKey });
      const rank = new Map(ids.map((id, i) => [id, i]));
      queryClient.setQueryData(openTasksQueryOptions.queryKey, (tasks) => tasks?.map((t) => (rank.has(t.id) ? { ...t, position: rank.get(t.id)! } : t)));
    },
    onSuccess: (tasks) => queryClient.setQueryData(openTasksQueryOptions.queryKey, tasks),
    onError: async (err) => {
      toast({ title: TASKS_REORDER_FAILED, description: errorMessage(err), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
