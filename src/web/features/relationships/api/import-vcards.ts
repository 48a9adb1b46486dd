import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VcardImportSummary } from '../../../../shared/schemas/relationships';
import { relationshipsQueryKey } from './get-relationships';

/** The file goes up as text/vcard (not JSON), so apiRequest's JSON body does not fit here. */
export async function importVcards(file: File): Promise<VcardImportSummary> {
  const res = await fetch('/api/relationships/import', {
    method: 'POST',
    headers: { 'Content-Type': 'text/vcard; charset=utf-8' },
    body: await file.text(),
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
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
