import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASK_IMPORT_MAX_BYTES, type TaskImportResult } from '../../../../shared/schemas/task-import';
import { apiUpload } from '@/lib/api';
import { TASKS_KEY } from './get-tasks';

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
  const res = await apiUpload('/api/tasks/import', file, { contentType: contentTypeOf(file) });
  return (await res.json()) as TaskImportResult;
}

export function useImportTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTasks,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
  });
}
