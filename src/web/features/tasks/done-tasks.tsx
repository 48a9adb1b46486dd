import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Task } from '../../../shared/schemas/tasks';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { allRows } from '@/lib/paged-query';
import { cn } from '@/lib/utils';
import { useDoneTasks } from './api/get-tasks';
import { TaskItem } from './task-item';

/** The done tasks, newest first, loaded a page at a time once the user opens the list. */
export function DoneTasks({ today, onEdit }: { today: string; onEdit: (task: Task) => void }) {
  const [open, setOpen] = useState(false);
  const query = useDoneTasks(open);
  const tasks = allRows(query.data);
  return (
    <section aria-labelledby="tasks-done" className="space-y-3">
      <h2 id="tasks-done" className="text-lg font-semibold">
        <Button variant="ghost" className="-ml-3 text-lg font-semibold" aria-expanded={open} aria-controls="tasks-done-list" onClick={() => setOpen(!open)}>
          <ChevronDown aria-hidden="true" className={cn('transition-transform', !open && '-rotate-90')} />
          Done
        </Button>
      </h2>
      <div id="tasks-done-list" hidden={!open}>
        {open && query.isLoading && (
          <div role="status" aria-label="Loading done tasks" className="space-y-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
        {tasks && tasks.length === 0 && <p className="text-sm text-muted-foreground">Tasks you check off appear here.</p>}
        {tasks && tasks.length > 0 && (
          <ul className="space-y-2" aria-label="Done tasks">
            {tasks.map((task) => (
              <TaskItem key={task.id} task={task} today={today} onEdit={onEdit} />
            ))}
          </ul>
        )}
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} label="Show older done tasks" />
      </div>
    </section>
  );
}
