import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/schemas/tasks';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';
import { updateTask } from './update-task';

export const ROLLED_OVER = 'Moved to tomorrow';
export const ROLL_OVER_FAILED = 'Failed to move tasks';

/** Moves each task to `to`, one after another; the list is read again whatever came of it. */
export async function rollOverTasks({ tasks, to }: { tasks: Task[]; to: string }): Promise<void> {
  for (const t of tasks) await updateTask({ id: t.id, dueDate: to });
}

/** The shutdown's "Move the rest to tomorrow". */
export function useRollOverTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollOverTasks,
    onSuccess: () => toast({ title: ROLLED_OVER }),
    onError: (err) => toast({ title: ROLL_OVER_FAILED, description: errorMessage(err), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
