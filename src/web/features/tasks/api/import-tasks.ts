import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASK_IMPORT_MAX_BYTES, type TaskImportResult, taskImportResultSchema } from '../../../../shared/schemas/task-import';
import { apiUpload, readJson } from '@/lib/api';
import { taskKeys } from './query-keys';

/** The content type a chosen file is sent with: a .csv is Todoist's export, anything else a checklist. */
function contentTypeOf(file: File): string {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv'
    ? 'text/csv; charset=utf-8'
    : /\.(md|markdown)$/i.test(file.name)
      ? 'text/markdown; charset=utf-8'
      : 'text/plain; charset=utf-8';
}

export async function importTasks(file: File): Promise<TaskImportResult> {
  if (file.size > TASK_IMPORT_MAX_BYTES) throw new Error(`The file is larger than ${TASK_IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  return readJson(await apiUpload('/api/tasks/import', file, { contentType: contentTypeOf(file) }), taskImportResultSchema);
}

export function useImportTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTasks,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
