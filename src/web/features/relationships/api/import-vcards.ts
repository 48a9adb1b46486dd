import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VcardImportSummary } from '../../../../shared/schemas/relationships';
import { apiUpload } from '@/lib/api';
import { relationshipsQueryKey } from './get-relationships';

export async function importVcards(file: File): Promise<VcardImportSummary> {
  const res = await apiUpload('/api/relationships/import', await file.text(), { contentType: 'text/vcard; charset=utf-8' });
  return (await res.json()) as VcardImportSummary;
}

export function useImportVcards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVcards,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: relationshipsQueryKey });
    },
  });
}
