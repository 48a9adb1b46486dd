import { useState } from 'react';
import { ListChecks } from 'lucide-react';
import { useSearch } from 'wouter';
import { todayIn } from '../../../shared/dates';
import type { Task } from '../../../shared/schemas/tasks';
import type { TaskLists } from '../../../shared/task-lists';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useOpenRequest } from '@/lib/use-open-request';
import { useOpenTasks, useTaskLists } from './api/get-tasks';
import { DoneTasks } from './done-tasks';
import { LabelTasks } from './label-tasks';
import { TaskDialog } from './task-dialog';
import { TaskImportDialog } from './task-import-dialog';
import { TaskQuickAdd } from './task-quick-add';
import { TaskSection } from './task-section';

export const TASKS_EMPTY_TEXT = 'No tasks yet. Add one above: "call plumber fri !high 30m".';

function TasksSkeleton() {
  return (
    <div role="status" aria-label="Loading tasks" className="space-y-3">
      <Skeleton className="h-6 w-32" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

function OpenTasks({ lists, today, onEdit }: { lists: TaskLists; today: string; onEdit: (task: Task) => void }) {
  if (lists.today.length + lists.upcoming.length + lists.inbox.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <ListChecks className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="max-w-sm text-muted-foreground">{TASKS_EMPTY_TEXT}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-8">
      <p id="tasks-reorder-hint" className="sr-only">
        To reorder a list, drag a task by its handle, or focus the task and press Alt+Up or Alt+Down.
      </p>
      <TaskSection id="tasks-today" title="Today" tasks={lists.today} empty="Nothing due today." today={today} onEdit={onEdit} />
      <TaskSection id="tasks-upcoming" title="Upcoming" tasks={lists.upcoming} empty="Nothing due later." today={today} onEdit={onEdit} />
      <TaskSection id="tasks-inbox" title="Inbox" tasks={lists.inbox} empty="Tasks without a due date wait here." today={today} onEdit={onEdit} />
    </div>
  );
}

export default function TasksPage() {
  const { user } = useAuth();
  const today = todayIn(user?.timezone ?? 'UTC');
  const { lists, isLoading, isError } = useTaskLists();
  const [editing, setEditing] = useState<Task | null>(null);
  useOpenRequest(useOpenTasks().data, setEditing);
  const label = new URLSearchParams(useSearch()).get('label');

  return (
    <div>
      <PageHeader
        title="Tasks"
        description="Everything to do, most important first: today's, the upcoming ones and the inbox of undated ones."
        actions={<TaskImportDialog />}
      />
      <TaskQuickAdd today={today} />
      {label ? (
        <LabelTasks label={label} today={today} onEdit={setEditing} />
      ) : isLoading ? (
        <TasksSkeleton />
      ) : isError || !lists ? (
        <Card>
          <CardContent className="p-6 text-sm">Your tasks could not be loaded. Please reload the page to try again.</CardContent>
        </Card>
      ) : (
        <OpenTasks lists={lists} today={today} onEdit={setEditing} />
      )}
      <div className="mt-8">
        <DoneTasks today={today} onEdit={setEditing} />
      </div>
      <TaskDialog task={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
