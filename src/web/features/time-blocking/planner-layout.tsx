import type { ReactNode } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { BlockDragArea, type BlockChange } from './block-drag';
import { ROW_REM as DAY_ROW_REM } from './day-view';
import { usePlannerTasks } from './planner-tasks';
import { ROW_REM as WEEK_ROW_REM } from './week-day-column';

interface PlannerLayoutProps {
  date: string;
  tab: 'day' | 'week';
  onMove: (block: TimeBlock, change: BlockChange) => void;
  children: ReactNode;
}

/**
 * The day and week grids and, where the planner has tasks, the task list: beside them on a wide screen, above on a
 * phone. Blocks are dragged within the grid; a task is dragged from the list onto it.
 */
export function PlannerLayout({ date, tab, onMove, children }: PlannerLayoutProps) {
  const tasks = usePlannerTasks();
  return (
    <BlockDragArea rowRem={tab === 'week' ? WEEK_ROW_REM : DAY_ROW_REM} date={date} onChange={onMove} onTaskDrop={tasks?.schedule}>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        {tasks && (
          <aside
            aria-label="Tasks"
            className="min-w-0 xl:sticky xl:top-20 xl:col-start-2 xl:row-start-1 xl:max-h-[calc(100vh-6rem)] xl:self-start xl:overflow-y-auto"
          >
            {tasks.panel(date)}
          </aside>
        )}
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">{children}</div>
      </div>
    </BlockDragArea>
  );
}
