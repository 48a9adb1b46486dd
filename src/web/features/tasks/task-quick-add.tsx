import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { readPastedTasks, TASK_PASTE_MAX } from '../../../shared/task-paste';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ReadingNote, useApplyLine, useLineReading } from '@/features/reading';
import { useCreateTimeBlock } from '@/features/time-blocking';
import { useCreateTask } from './api/create-task';
import { PastedList } from './pasted-list';
import { previewItemOf, QuickAddPreview } from './quick-add-preview';

export const QUICK_ADD_HINT =
  'A date makes it due ("fri"), !high or !low sets the priority, "30m" the estimate, @home a label. A time of day ("3pm") adds a time block instead, and the assistant\'s requests ("move the dentist to 5pm") work too. Paste a list to add a task a line.';
export const QUICK_ADD_EMPTY = 'Type what to do, e.g. "call plumber fri !high 30m"';

/**
 * The one-line add: the line is read by the assistant, as the command palette and the chat read it, where a line
 * that changes nothing said alone is a task. "call plumber fri !high 30m" is a task; with a time of day a block.
 */
export function TaskQuickAdd({ today, className }: { today: string; className?: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createTask = useCreateTask();
  const createBlock = useCreateTimeBlock();
  const [pasted, setPasted] = useState<ReturnType<typeof readPastedTasks> | null>(null);
  const line = useLineReading(text, 'task');
  const { applyLine, applying } = useApplyLine(
    'task',
    {
      block: (block, done) => createBlock.mutate(block, { onSuccess: done }),
      task: (task, done) => createTask.mutate(task, { onSuccess: done }),
    },
    { unseen: true },
  );
  const changes = line.reading?.changes ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setError(QUICK_ADD_EMPTY);
    setError(null);
    void applyLine(text, line, () => setText(''));
  }

  /** A paste of more than one line is a list: shown as the tasks it makes, to add at once. */
  function onPaste(event: ClipboardEvent) {
    const lines = event.clipboardData.getData('text/plain').split(/\r\n|\r|\n/);
    if (lines.filter((l) => l.trim() !== '').length < 2) return;
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
            aria-describedby={changes.length > 0 ? 'task-quick-add-preview task-quick-add-hint' : 'task-quick-add-hint'}
            aria-invalid={error !== null}
          />
          <Button type="submit" disabled={createTask.isPending || createBlock.isPending || applying}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {changes.length > 0 && !error && (
          <div id="task-quick-add-preview" data-testid="task-quick-add-preview" className={cn('space-y-1', line.loading && 'opacity-70')}>
            {changes.map((change, i) => (
              <QuickAddPreview key={i} parsed={previewItemOf(change)} today={today} />
            ))}
          </div>
        )}
        {!error && <ReadingNote line={line} />}
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
