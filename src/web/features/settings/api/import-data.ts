import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, type ImportSummary } from '../../../../shared/schemas/export';
import type { ErrorBody } from '../../../../shared/schemas/common';
import { toast } from '@/components/ui/use-toast';
import { apiUpload } from '@/lib/api';

export const DATA_IMPORTED = 'Data imported successfully';
export const DATA_IMPORT_FAILED = 'Failed to import data';

/** The server's reason, e.g. "version: Unsupported export version…", or a plain one for the size limit. */
function problemOf(status: number, text: string): string {
  if (status === 413) return `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`;
  try {
    const body = JSON.parse(text) as ErrorBody;
    const first = body.issues
      ?.slice(0, 3)
      .map((i) => `${i.path}: ${i.message}`)
      .join('; ');
    return first || body.message;
  } catch {
    return text || `Error ${status}`;
  }
}

/** Sends the file's text as it is, so the server names what is wrong with it. */
export async function importData(file: File): Promise<ImportSummary> {
  if (file.size > IMPORT_MAX_BYTES) throw new Error(problemOf(413, ''));
  try {
    const res = await apiUpload('/api/account/import', await file.text(), { contentType: 'application/json' });
    return (await res.json()) as ImportSummary;
  } catch (err) {
    const answer = err instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(err.message) : null;
    throw answer ? new Error(problemOf(Number(answer[1]), answer[2])) : err;
  }
}

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    onSuccess: async () => {
      toast({ title: DATA_IMPORTED });
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast({ title: DATA_IMPORT_FAILED, description: error.message, variant: 'destructive' });
    },
  });
}
