import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, importSummarySchema, type ImportSummary } from '../../../../shared/schemas/export';
import { toast } from '@/components/ui/use-toast';
import { apiUpload, readJson } from '@/lib/api';
import { ApiError } from '@/lib/errors';
import { invalidateAccountData } from '@/lib/query-keys';

export const DATA_IMPORTED = 'Data imported successfully';
export const DATA_IMPORT_FAILED = 'Failed to import data';

/** The server's reason, e.g. "version: Unsupported export version…", or a plain one for the size limit. */
function problemOf(err: ApiError): string {
  if (err.status === 413) return TOO_LARGE;
  const first = err.issues
    .slice(0, 3)
    .map((i) => `${i.path}: ${i.message}`)
    .join('; ');
  return first || err.detail;
}

const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`;

/** Sends the file's text as it is, so the server names what is wrong with it. */
export async function importData(file: File): Promise<ImportSummary> {
  if (file.size > IMPORT_MAX_BYTES) throw new Error(TOO_LARGE);
  try {
    return readJson(await apiUpload('/api/account/import', await file.text(), { contentType: 'application/json' }), importSummarySchema);
  } catch (err) {
    throw err instanceof ApiError ? new Error(problemOf(err)) : err;
  }
}

export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    onSuccess: async () => {
      toast({ title: DATA_IMPORTED });
      await invalidateAccountData(queryClient);
    },
    onError: (error) => {
      toast({ title: DATA_IMPORT_FAILED, description: error.message, variant: 'destructive' });
    },
  });
}
