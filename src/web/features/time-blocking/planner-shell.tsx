import type { ReactNode } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { useDeviceSetting } from '@/lib/use-device-setting';
import { BlockDragArea, type BlockChange } from './block-drag';
import type { PlannerTasks } from './planner-tasks';

/** Wide screens show the task list beside the grid from the start; narrower ones keep it folded until asked. */
const WIDE = '(min-width: 80rem)';
const parseOpen = (stored: string) => (stored === 'true' ? true : stored === 'false' ? false : null);

/** Whether the task list is unfolded, kept in this browser. */
export function useTasksOpen() {
  const [open, setOpen] = useDeviceSetting<boolean>('planner-tasks-open', parseOpen, () => window.matchMedia?.(WIDE).matches ?? true);
  return { open, toggle: () => setOpen(!open) };
}

interface PlannerShellProps {
  date: string;
  tasks: PlannerTasks | null;
  tasksOpen: boolean;
  onMove: (block: TimeBlock, change: BlockChange) => void;
  children: ReactNode;
}

/**
 * The grid and, unfolded, the task list: beside it on a wide screen, laid over its right side on a narrower one. A
 * block is dragged within the grid; a task from the list onto it.
 */
export function PlannerShell({ date, tasks, tasksOpen, onMove, children }: PlannerShellProps) {
  return (
    <BlockDragArea date={date} onChange={onMove} onTaskDrop={tasks?.schedule}>
      <div className="relative flex min-h-0 flex-1 gap-3">
        <div className="min-w-0 flex-1">{children}</div>
        {tasks && (
          <aside
            id="planner-tasks"
            aria-label="Tasks"
            hidden={!tasksOpen}
            className="absolute inset-y-0 right-0 z-40 w-[min(22rem,100%)] overflow-y-auto border-l bg-background p-2 shadow-xl xl:static xl:w-80 xl:shrink-0 xl:p-0 xl:pl-3 xl:shadow-none"
          >
            {tasks.panel(date)}
          </aside>
        )}
      </div>
    </BlockDragArea>
  );
}
