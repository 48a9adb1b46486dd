import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, Task } from '../../../../shared/schemas/tasks';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { TASKS_KEY } from './get-tasks';

export const TASK_CREATED = 'Task added';
export const TASK_CREATE_FAILED = 'Failed to add task';

export async function createTask(input: CreateTaskInput): Promise<Task> {
  const res = await apiRequest('POST', '/api/tasks', input);
  return (await res.json()) as Task;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: async () => {
      toast({ title: TASK_CREATED });
      await queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
    onError: (err) => {
      toast({ title: TASK_CREATE_FAILED, description: errorMessage(err), variant: 'destructive' });
    },
  });
}
