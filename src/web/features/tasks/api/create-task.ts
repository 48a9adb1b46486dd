import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTaskInput, type Task, taskSchema } from '../../../../shared/schemas/tasks';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';

export const TASK_CREATED = 'Task added';
export const TASK_CREATE_FAILED = 'Failed to add task';

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return requestJson('POST', '/api/tasks', taskSchema, input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: async () => {
      toast({ title: TASK_CREATED });
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: (err) => {
      toast({ title: TASK_CREATE_FAILED, description: errorMessage(err), variant: 'destructive' });
    },
  });
}
