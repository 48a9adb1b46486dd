import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isoDateSchema } from '../../../../shared/schemas/common';
import { DEFAULT_TASK_BLOCK_MINUTES, type Task } from '../../../../shared/schemas/tasks';
import { MINUTE_STEP, startTimeSchema } from '../../../../shared/schemas/time-blocks';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { useFormat } from '@/lib/use-format';
import { useScheduleTask } from '../api/schedule-task';

const slotFormSchema = z.object({ date: isoDateSchema, start: startTimeSchema });
type SlotForm = z.infer<typeof slotFormSchema>;
const DEFAULT_START = '09:00';

/** "Schedule…": the keyboard's way to put a task on the planner, at a chosen date and start time. */
export function ScheduleTaskDialog({ task, date, onOpenChange }: { task: Task | null; date: string; onOpenChange: (open: boolean) => void }) {
  const fmt = useFormat();
  return (
    <Dialog open={task !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule task</DialogTitle>
          <DialogDescription>
            {task
              ? `${task.title}: a block on the planner, ${fmt.count(task.estimateMinutes ?? DEFAULT_TASK_BLOCK_MINUTES)} minutes long.`
              : 'A block on the planner.'}
          </DialogDescription>
        </DialogHeader>
        {task && <SlotForm key={task.id} task={task} date={date} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SlotForm({ task, date, onDone }: { task: Task; date: string; onDone: () => void }) {
  const fmt = useFormat();
  const schedule = useScheduleTask();
  const form = useForm<SlotForm>({ resolver: zodResolver(slotFormSchema), defaultValues: { date: date < fmt.today ? fmt.today : date, start: DEFAULT_START } });
  const onSubmit = ({ date: day, start }: SlotForm) =>
    schedule.mutate({ id: task.id, date: day, hour: Number(start.slice(0, 2)), minute: Number(start.slice(3)) }, { onSuccess: onDone });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="date" label="Date" type="date" />
          <TextField control={form.control} name="start" label="Start time" type="time" step={MINUTE_STEP * 60} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={schedule.isPending}>
            Schedule
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
