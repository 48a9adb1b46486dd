import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Task, taskSchema } from '../../../../shared/schemas/tasks';
import { toastDeleted } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { taskKeys } from './query-keys';

export const TASK_DELETED = 'Task deleted';
export const TASK_RESTORED = 'Task restored';
export const TASK_DELETE_FAILED = 'Failed to delete task';

export async function deleteTask(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/tasks/${encodeURIComponent(id)}`);
}

export async function restoreTask(id: string): Promise<Task> {
  return requestJson('POST', `/api/tasks/${encodeURIComponent(id)}/restore`, taskSchema);
}

async function undoDelete(queryClient: QueryClient, id: string): Promise<void> {
  await restoreTask(id);
  await queryClient.invalidateQueries({ queryKey: taskKeys.all });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: async (_data, id) => {
      toastDeleted({ title: TASK_DELETED, restoredTitle: TASK_RESTORED, undo: () => undoDelete(queryClient, id) });
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: () => {
      toast({ title: TASK_DELETE_FAILED, variant: 'destructive' });
    },
  });
}
