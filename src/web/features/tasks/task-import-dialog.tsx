import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { TASK_IMPORT_ACCEPT, TASK_IMPORT_MAX_BYTES, type TaskImportResult } from '../../../shared/schemas/task-import';
import { FilePicker } from '@/components/file-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { errorIssues, errorMessage } from '@/lib/errors';
import { useImportTasks } from './api/import-tasks';
import { TaskImportSummary } from './task-import-summary';

/** "Import…": tasks from a Todoist CSV export or a plain-text or Markdown checklist, with what came in and what did not. */
export function TaskImportDialog() {
  const importer = useImportTasks();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TaskImportResult | null>(null);

  function reset(next: boolean) {
    setOpen(next);
    if (next) return;
    setFile(null);
    setError(null);
    setResult(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError('Choose a Todoist CSV or a checklist (.md, .txt) to import');
    if (file.size > TASK_IMPORT_MAX_BYTES) return setError(`The file is larger than ${TASK_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    setError(null);
    setResult(null);
    importer.mutate(file, {
      onSuccess: setResult,
      // The reason the server gives about the file, without the field's name in front: it shows under that field.
      onError: (err) => {
        setError(errorIssues(err).find((i) => i.path === 'file')?.message ?? errorMessage(err));
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import…
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Import tasks</DialogTitle>
          <DialogDescription>
            A Todoist project exported as CSV, or a checklist with one task a line (“- [ ] task”, “- [x] done”). Titles are kept as written; what no field holds
            goes into the task’s notes. Files up to {TASK_IMPORT_MAX_BYTES / 1024 / 1024} MB.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FilePicker
            label="Tasks file (.csv, .md, .txt)"
            accept={TASK_IMPORT_ACCEPT}
            error={error}
            onChoose={(chosen) => {
              setFile(chosen);
              setError(null);
              setResult(null);
            }}
          />
          {result && <TaskImportSummary result={result} />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              {result ? 'Done' : 'Cancel'}
            </Button>
            <Button type="submit" disabled={importer.isPending}>
              {importer.isPending ? 'Importing…' : 'Import'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
