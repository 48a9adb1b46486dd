import { useEffect } from 'react';
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
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateTask } from './api/update-task';

const PRIORITY_OPTIONS = [
  { value: 'high', label: 'High' },
  { value: 'normal', label: 'Normal' },
  { value: 'low', label: 'Low' },
] as const;

function valuesFor(task: Task | null): TaskFormValues {
  return {
    title: task?.title ?? '',
    notes: task?.notes ?? '',
    dueDate: task?.dueDate ?? '',
    estimateMinutes: task?.estimateMinutes === null || !task ? '' : String(task.estimateMinutes),
    priority: task?.priority ?? 'normal',
  };
}

/** Edits a task's title, notes, due date, estimate and priority. */
export function TaskDialog({ task, onOpenChange }: { task: Task | null; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateTask();
  const form = useForm<TaskFormValues>({ resolver: zodResolver(taskFormSchema), defaultValues: valuesFor(task) });
  const { reset } = form;

  useEffect(() => {
    if (task) reset(valuesFor(task));
  }, [task, reset]);

  function onSubmit(values: TaskFormValues) {
    if (task) update.mutate({ id: task.id, ...taskFormChanges(values) }, { onSuccess: () => onOpenChange(false) });
  }

  return (
    <Dialog open={task !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit task</DialogTitle>
          <DialogDescription>Without a due date the task waits in the inbox.</DialogDescription>
        </DialogHeader>
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
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                Save changes
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
