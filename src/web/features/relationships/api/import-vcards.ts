import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type VcardImportSummary, vcardImportSummarySchema } from '../../../../shared/schemas/relationships';
import { apiUpload, readJson } from '@/lib/api';
import { relationshipKeys } from './query-keys';

export async function importVcards(file: File): Promise<VcardImportSummary> {
  return readJson(await apiUpload('/api/relationships/import', await file.text(), { contentType: 'text/vcard; charset=utf-8' }), vcardImportSummarySchema);
}

export function useImportVcards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVcards,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
    },
  });
}
