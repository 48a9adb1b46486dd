import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TASK_ESTIMATE_MAX,
  TASK_ESTIMATE_MIN,
  TASK_ESTIMATE_STEP,
  taskFormChanges,
  taskFormSchema,
  type Task,
  type TaskFormValues,
} from '../../../shared/schemas/tasks';
import { repeatToRrule, rruleToRepeat, type RepeatValues } from '../../../shared/recurrence-form';
import { RepeatFields } from '@/components/repeat-fields';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { errorIssues } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useUpdateTask } from './api/update-task';

const PRIORITY_OPTIONS = [
  { value: 'high', label: 'High' },
  { value: 'normal', label: 'Normal' },
  { value: 'low', label: 'Low' },
] as const;

function valuesFor(task: Task): TaskFormValues {
  return {
    title: task.title,
    notes: task.notes,
    dueDate: task.dueDate ?? '',
    estimateMinutes: task.estimateMinutes === null ? '' : String(task.estimateMinutes),
    priority: task.priority,
  };
}

/** Edits a task's title, notes, due date, estimate, priority and repeat. */
export function TaskDialog({ task, onOpenChange }: { task: Task | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={task !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit task</DialogTitle>
          <DialogDescription>Without a due date the task waits in the inbox.</DialogDescription>
        </DialogHeader>
        {task && <TaskForm key={task.id} task={task} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The task's fields and the same Repeat editor as a block's, repeating from the due date (today without one). The
 * rule is sent only when the repeat was changed, so one the editor cannot show exactly is kept as it was.
 */
function TaskForm({ task, onClose }: { task: Task; onClose: () => void }) {
  const update = useUpdateTask();
  const { today } = useFormat();
  const form = useForm<TaskFormValues>({ resolver: zodResolver(taskFormSchema), defaultValues: valuesFor(task) });
  const [initialRepeat] = useState<RepeatValues>(() => rruleToRepeat(task.rrule, task.dueDate ?? today));
  const [repeat, setRepeat] = useState(initialRepeat);
  const [rruleError, setRruleError] = useState<string | null>(null);

  function onSubmit(values: TaskFormValues) {
    const changed = JSON.stringify(repeat) !== JSON.stringify(initialRepeat);
    const rrule = changed ? { rrule: repeatToRrule(repeat, values.dueDate || today) } : {};
    setRruleError(null);
    update.mutate(
      { id: task.id, ...taskFormChanges(values), ...rrule },
      {
        onSuccess: onClose,
        onError: (err) => setRruleError(errorIssues(err).find((issue) => issue.path.split('.').pop() === 'rrule')?.message ?? null),
      },
    );
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4">
        <TextField control={form.control} name="title" label="Title" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="dueDate" label="Due date (optional)" type="date" />
          <TextField
            control={form.control}
            name="estimateMinutes"
            label="Estimate in minutes (optional)"
            type="number"
            inputMode="numeric"
            min={TASK_ESTIMATE_MIN}
            max={TASK_ESTIMATE_MAX}
            step={TASK_ESTIMATE_STEP}
          />
        </div>
        <SelectField control={form.control} name="priority" label="Priority" options={PRIORITY_OPTIONS} />
        <RepeatFields value={repeat} onChange={setRepeat} error={rruleError} />
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Notes (optional)</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            Save changes
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
