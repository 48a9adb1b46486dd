import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timeBlockSchema } from '../../../../shared/schemas/time-blocks';
import { taskSchema } from '../../../../shared/schemas/tasks';
import type { PastedItem } from '../../../../shared/task-paste';
import type { QuickAddResult } from '../../../../shared/task-quick-add';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { timeBlockingKeys } from '@/features/time-blocking';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';

type Added = { kind: 'task' | 'block'; id: string };

async function addOne(result: QuickAddResult, done: boolean, parentId: string | null): Promise<Added> {
  if (result.kind === 'block') return { kind: 'block', id: (await requestJson('POST', '/api/time-blocks', timeBlockSchema, result.block)).id };
  const task = await requestJson('POST', '/api/tasks', taskSchema, { ...result.task, ...(parentId ? { parentId } : {}) });
  if (done) await requestJson('PATCH', `/api/tasks/${encodeURIComponent(task.id)}`, taskSchema, { status: 'done' });
  return { kind: 'task', id: task.id };
}

/** Adds the items in order, each task before its steps; what was added before a failure stays listed for Undo. */
async function addPasted(items: readonly PastedItem[], added: Added[]): Promise<void> {
  for (const item of items) {
    const parent = await addOne(item.result, item.done, null);
    added.push(parent);
    for (const step of item.steps) added.push(await addOne(step.result, step.done, parent.id));
  }
}

/** Steps first, so deleting a task never finds its steps gone already. */
async function removeAdded(added: readonly Added[]): Promise<void> {
  for (const { kind, id } of [...added].reverse()) await apiRequest('DELETE', `/api/${kind === 'task' ? 'tasks' : 'time-blocks'}/${encodeURIComponent(id)}`);
}

/** Adds a pasted list as tasks (and blocks, for lines with a time of day), with one Undo that takes them all away. */
export function useAddPasted() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks })]);
  return useMutation({
    /** `title` is the toast's, counted in the user's numerals: "5 tasks added". */
    mutationFn: async ({ items }: { items: readonly PastedItem[]; title: string }) => {
      const added: Added[] = [];
      try {
        await addPasted(items, added);
      } catch (err) {
        if (added.length > 0) await removeAdded(added).catch(() => undefined);
        throw err;
      }
      return added;
    },
    onSuccess: (added, { title }) => {
      toastWithUndo({
        title,
        undoneTitle: 'Pasted tasks removed',
        undo: () => removeAdded(added).finally(refresh),
      });
    },
    onError: (err) => toast({ title: 'The pasted list was not added', description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });
}
