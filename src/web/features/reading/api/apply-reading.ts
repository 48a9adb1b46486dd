import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Applied, appliedSchema, type ApplyChangesInput, type ReadChange } from '../../../../shared/schemas/assistant-read';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateAccountData } from '@/lib/query-keys';

export const CHANGES_MADE = 'Changes made';
export const CHANGES_PARTLY_MADE = 'Not every change was made';
export const CHANGES_UNDONE = 'Changes undone';
export const CHANGES_FAILED = 'Failed to make the changes';

export async function applyReading(changes: ReadChange[]): Promise<Applied> {
  const body: ApplyChangesInput = { changes: changes.map(({ tool, input }) => ({ tool, input })) };
  return requestJson('POST', '/api/assistant/apply', appliedSchema, body);
}

export async function undoApplied(undo: string): Promise<Applied> {
  return requestJson('POST', '/api/assistant/undo', appliedSchema, { undo });
}

function toastApplied(queryClient: QueryClient, applied: Applied) {
  const title = applied.ok ? CHANGES_MADE : CHANGES_PARTLY_MADE;
  const { undo } = applied;
  if (!undo) return toast({ title, description: applied.text, ...(applied.ok ? {} : { variant: 'destructive' as const }) });
  return toastWithUndo({
    title,
    description: applied.text,
    undoneTitle: CHANGES_UNDONE,
    undoneDescription: (undone: Applied) => undone.text,
    undo: async () => {
      const undone = await undoApplied(undo);
      await invalidateAccountData(queryClient);
      return undone;
    },
  });
}

/** Makes the changes of a reading through the assistant, as they were read, with one Undo for all of them. */
export function useApplyReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReading,
    onSuccess: async (applied) => {
      toastApplied(queryClient, applied);
      await invalidateAccountData(queryClient);
    },
    onError: (err) => {
      toast({ title: CHANGES_FAILED, description: errorMessage(err), variant: 'destructive' });
    },
  });
}
