import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { invalidateAccountData } from '@/lib/query-keys';

export const SAMPLE_REMOVED = 'Sample data removed';
export const SAMPLE_REMOVED_TEXT = 'Everything you entered yourself is still here.';
export const SAMPLE_REMOVE_FAILED = 'Failed to remove sample data';
export const SAMPLE_RESTORED = 'Sample data restored';

export async function removeSampleData(): Promise<void> {
  await apiRequest('DELETE', '/api/sample-data');
}

export async function restoreSampleData(): Promise<void> {
  await apiRequest('POST', '/api/sample-data/restore');
}

/** Removes the sample (a sample row the user edited, logged with or linked a task to stays), with Undo in the toast. */
export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSampleData,
    onSuccess: () =>
      toastWithUndo({
        title: SAMPLE_REMOVED,
        description: SAMPLE_REMOVED_TEXT,
        undoneTitle: SAMPLE_RESTORED,
        undo: async () => {
          await restoreSampleData();
          await invalidateAccountData(queryClient);
        },
      }),
    onError: () => toast({ title: SAMPLE_REMOVE_FAILED, variant: 'destructive' }),
    onSettled: () => invalidateAccountData(queryClient),
  });
}
