import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportSummary, importSummarySchema } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { apiUpload, readJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { timeBlockingKeys } from '@/features/time-blocking';

export const IMPORT_FAILURE = 'Failed to import the calendar file';

export async function importIcs({ text, from, to }: { text: string; from: string; to: string }): Promise<ImportSummary> {
  return readJson(await apiUpload(`/api/calendar/import?${new URLSearchParams({ from, to })}`, text, { contentType: 'text/calendar' }), importSummarySchema);
}

export function useImportIcs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importIcs,
    onSuccess: async (summary) => {
      toast({ title: `Imported ${summary.imported.length} ${summary.imported.length === 1 ? 'event' : 'events'}` });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
    },
    onError: (err) => toast({ title: IMPORT_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
