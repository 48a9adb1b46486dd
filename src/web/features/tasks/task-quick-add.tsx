import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { readPastedTasks, TASK_PASTE_MAX } from '../../../shared/task-paste';
import { parseTaskQuickAdd } from '../../../shared/task-quick-add';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useCreateTimeBlock } from '@/features/time-blocking';
import { useCreateTask } from './api/create-task';
import { PastedList } from './pasted-list';
import { QuickAddPreview } from './quick-add-preview';

export const QUICK_ADD_HINT =
  'A date makes it due ("fri"), !high or !low sets the priority, "30m" the estimate, @home a label. A time of day ("3pm") adds a time block instead. Paste a list to add a task a line.';

/** The one-line add: "call plumber fri !high 30m" is a task; with a time of day it is a block on the planner. */
export function TaskQuickAdd({ today, className }: { today: string; className?: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createTask = useCreateTask();
  const createBlock = useCreateTimeBlock();
  const [pasted, setPasted] = useState<ReturnType<typeof readPastedTasks> | null>(null);
  const preview = text.trim() === '' ? null : parseTaskQuickAdd(text, today);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTaskQuickAdd(text, today);
    if (!parsed) return setError('Type what to do, e.g. "call plumber fri !high 30m"');
    setError(null);
    const clear = { onSuccess: () => setText('') };
    if (parsed.kind === 'task') createTask.mutate(parsed.task, clear);
    else createBlock.mutate(parsed.block, clear);
  }

  /** A paste of more than one line is a list: shown as the tasks it makes, to add at once. */
  function onPaste(event: ClipboardEvent) {
    const lines = event.clipboardData.getData('text/plain').split(/\r\n|\r|\n/);
    if (lines.filter((line) => line.trim() !== '').length < 2) return;
    event.preventDefault();
    if (lines.length > TASK_PASTE_MAX) return setError(`A list of more than ${TASK_PASTE_MAX} lines is a file: add it with Import…`);
    setError(null);
    setPasted(readPastedTasks(lines.join('\n'), today));
  }

  return (
    <>
      <form onSubmit={submit} noValidate className={cn('mb-6 space-y-1.5', className)}>
        <Label htmlFor="task-quick-add">Add a task</Label>
        <div className="flex gap-2">
          <Input
            id="task-quick-add"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPaste={onPaste}
            placeholder="call plumber fri !high 30m"
            autoComplete="off"
            aria-describedby={preview ? 'task-quick-add-preview task-quick-add-hint' : 'task-quick-add-hint'}
            aria-invalid={error !== null}
          />
          <Button type="submit" disabled={createTask.isPending || createBlock.isPending}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {preview && !error && <QuickAddPreview parsed={preview} today={today} id="task-quick-add-preview" />}
        <p
          id="task-quick-add-hint"
          className={error ? 'text-sm text-destructive dark:text-red-300' : 'text-xs text-muted-foreground'}
          role={error ? 'alert' : undefined}
        >
          {error ?? QUICK_ADD_HINT}
        </p>
      </form>
      {pasted && <PastedList {...pasted} today={today} onClose={() => setPasted(null)} />}
    </>
  );
}
