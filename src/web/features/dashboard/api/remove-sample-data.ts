import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';

export const SAMPLE_REMOVED = 'Sample data removed';
export const SAMPLE_REMOVED_TEXT = 'Everything you entered yourself is still here.';
export const SAMPLE_REMOVE_FAILED = 'Failed to remove sample data';

export async function removeSampleData(): Promise<void> {
  await apiRequest('DELETE', '/api/sample-data');
}

export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSampleData,
    onSuccess: () => toast({ title: SAMPLE_REMOVED, description: SAMPLE_REMOVED_TEXT }),
    onError: () => toast({ title: SAMPLE_REMOVE_FAILED, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
