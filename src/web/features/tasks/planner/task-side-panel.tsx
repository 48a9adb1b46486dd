import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks';
import type { TaskLists } from '../../../../shared/task-lists';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFormat } from '@/lib/use-format';
import { useTaskLists } from '../api/get-tasks';
import { TaskQuickAdd } from '../task-quick-add';
import { ScheduleTaskDialog } from './schedule-task-dialog';
import { SideTaskList } from './side-task-list';

const LISTS: { key: keyof TaskLists; label: string; empty: string }[] = [
  { key: 'today', label: 'Today', empty: 'Nothing due today.' },
  { key: 'upcoming', label: 'Upcoming', empty: 'Nothing due later.' },
  { key: 'inbox', label: 'Inbox', empty: 'Tasks without a due date wait here.' },
];

function PanelLists({ today, onSchedule }: { today: string; onSchedule: (task: Task) => void }) {
  const fmt = useFormat();
  const { lists, isLoading, isError } = useTaskLists();
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading tasks" className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (isError || !lists) return <p className="text-sm">Your tasks could not be loaded. Please reload the page to try again.</p>;
  return (
    <Tabs defaultValue="today">
      <TabsList className="grid w-full grid-cols-3" aria-label="Task lists">
        {LISTS.map(({ key, label }) => (
          <TabsTrigger key={key} value={key} className="px-1">
            {label} ({fmt.count(lists[key].length)})
          </TabsTrigger>
        ))}
      </TabsList>
      {LISTS.map(({ key, label, empty }) => (
        <TabsContent key={key} value={key} className="mt-3">
          <SideTaskList label={`${label} tasks`} tasks={lists[key]} empty={empty} today={today} onSchedule={onSchedule} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The planner's task list: add in one line, today's, upcoming and undated tasks to check off, drag onto the grid or
 * schedule on `date` (the day shown) from the keyboard. The planner folds it away, and holds Plan my day.
 */
export function TaskSidePanel({ date }: { date: string }) {
  const { today } = useFormat();
  const [scheduling, setScheduling] = useState<Task | null>(null);
  return (
    <section aria-labelledby="planner-tasks-heading" className="rounded-xl border bg-card p-3">
      <h2 id="planner-tasks-heading" className="text-base font-semibold">
        Tasks
      </h2>
      <div className="mt-2 space-y-3">
        <TaskQuickAdd today={today} className="mb-0" />
        <PanelLists today={today} onSchedule={setScheduling} />
      </div>
      <ScheduleTaskDialog task={scheduling} date={date} onOpenChange={(isOpen) => !isOpen && setScheduling(null)} />
    </section>
  );
}
