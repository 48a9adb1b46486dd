import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sampleDataLoadedSchema, type SampleDataLoaded } from '../../../../shared/schemas/dashboard';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { invalidateAccountData } from '@/lib/query-keys';

export const SAMPLE_LOADED = 'Sample data loaded';
export const SAMPLE_LOADED_TEXT = 'Explore the dashboard and every tool. Remove the sample whenever you like.';
export const SAMPLE_LOAD_FAILED = 'Failed to load sample data';

export async function loadSampleData(): Promise<SampleDataLoaded> {
  const loaded = await requestJson('POST', '/api/sample-data', sampleDataLoadedSchema);
  // New data deserves fresh insight cards; if this fails, Refresh insights can try again.
  await apiRequest('POST', '/api/insights/generate').catch(() => undefined);
  return loaded;
}

export function useLoadSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadSampleData,
    onSuccess: () => toast({ title: SAMPLE_LOADED, description: SAMPLE_LOADED_TEXT }),
    onError: () => toast({ title: SAMPLE_LOAD_FAILED, variant: 'destructive' }),
    // The sample touches every tool, and a refused load (409) still means the cached views are stale.
    onSettled: () => invalidateAccountData(queryClient),
  });
}
