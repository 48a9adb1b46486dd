import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { cn } from '@/lib/utils';
import { usePlannerTasks } from './planner-tasks';
import { useRovingItem, type RovingPlace } from './roving-grid';

/**
 * The checkbox of the task a block was planned for: checking it checks the task off, and the task list with it; a
 * task checked off in the list shows checked here. Nothing for a block without a task.
 */
export function LinkedTaskCheck({ block, roving, className }: { block: TimeBlock; roving: RovingPlace; className?: string }) {
  const tasks = usePlannerTasks();
  const rovingProps = useRovingItem(roving);
  const taskId = block.taskId;
  if (!tasks || !taskId) return null;
  const done = tasks.isDone(taskId);
  return (
    <input
      type="checkbox"
      aria-label={`Done: ${block.title}`}
      checked={done}
      onChange={() => tasks.setDone(taskId, !done)}
      // A click here is not a click on the block, nor the start of a drag.
      onClick={(e) => e.stopPropagation()}
      onPointerDown={(e) => e.stopPropagation()}
      className={cn('size-4 shrink-0 cursor-pointer accent-current', className)}
      {...rovingProps}
    />
  );
}
