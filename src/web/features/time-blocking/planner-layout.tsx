import type { ReactNode } from 'react';
import { usePlannerTasks } from './planner-tasks';

/** The day and week grids and, where the planner has tasks, the task list: beside them on a wide screen, above on a phone. */
export function PlannerLayout({ date, children }: { date: string; children: ReactNode }) {
  const tasks = usePlannerTasks();
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
      {tasks && (
        <aside aria-label="Tasks" className="min-w-0 xl:sticky xl:top-4 xl:col-start-2 xl:row-start-1 xl:max-h-[calc(100vh-2rem)] xl:self-start xl:overflow-y-auto">
          {tasks.panel(date)}
        </aside>
      )}
      <div className="min-w-0 xl:col-start-1 xl:row-start-1">{children}</div>
    </div>
  );
}
