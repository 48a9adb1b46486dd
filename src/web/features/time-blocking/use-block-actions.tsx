import { useState } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { DEFAULT_TIME_BLOCK_CATEGORY } from '../../../shared/time-block-constants';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { useDeleteTimeBlock } from './api/delete-time-block';
import { useMoveTimeBlock } from './api/move-time-block';
import type { BlockChange } from './block-moves';
import type { NewBlockSlot, PlannerActions } from './planner-actions';
import { usePlannerTasks } from './planner-tasks';
import { RepeatScopeDialog, scopeQuery } from './repeat-scope-dialog';
import type { TimeBlockDialogState } from './time-block-dialog';

/** Moves and resizes a block at once, and says where it went for a screen reader. */
function useMoves() {
  const fmt = useFormat();
  const move = useMoveTimeBlock();
  const [announcement, setAnnouncement] = useState('');
  const onMove = (block: TimeBlock, patch: BlockChange) => {
    const next = { ...block, ...patch, duration: (patch.durationMinutes ?? block.durationMinutes) / 60 };
    setAnnouncement(`${block.title}: ${fmt.date(next.date, 'long')}, ${formatBlockTime(next, fmt)}`);
    move.mutate({ block, patch });
  };
  const onMarkDone = (block: TimeBlock, done: boolean) => move.mutate({ block, patch: { category: done ? 'completed' : DEFAULT_TIME_BLOCK_CATEGORY } });
  return { onMove, onMarkDone, announcement };
}

/** Deleting a repeating block first asks which of its occurrences go. */
function useDeletes() {
  const remove = useDeleteTimeBlock();
  const [deleting, setDeleting] = useState<TimeBlock | null>(null);
  const onDelete = (block: TimeBlock) => (block.rrule === null ? remove.mutate({ id: block.id }) : setDeleting(block));
  const scopeDialog = (
    <RepeatScopeDialog
      open={deleting !== null}
      action="delete"
      onCancel={() => setDeleting(null)}
      onChoose={(scope) => {
        if (deleting) remove.mutate({ id: deleting.id, query: scopeQuery(scope, deleting.occurrence) });
        setDeleting(null);
      }}
    />
  );
  return { onDelete, scopeDialog };
}

/**
 * What the grids do with blocks: open, create (in the dialog), move, mark done (with its task, when it has one) and
 * delete; the dialog's state, the delete's scope question and the last move's announcement.
 */
export function useBlockActions(onOpenDay: (date: string) => void) {
  const tasks = usePlannerTasks();
  const [dialog, setDialog] = useState<TimeBlockDialogState>({ open: false, block: null, date: '', hour: 9 });
  const { onMove, onMarkDone, announcement } = useMoves();
  const { onDelete, scopeDialog } = useDeletes();
  const openNew = ({ date, start, minutes }: NewBlockSlot) =>
    setDialog({ open: true, block: null, date, hour: Math.floor(start / 60), minute: start % 60, minutes });
  const actions: PlannerActions = {
    onOpen: (block) => setDialog({ open: true, block, date: block.date, hour: block.hour }),
    onCreate: openNew,
    onMove,
    onMarkDone: (block, done) => {
      onMarkDone(block, done);
      if (block.taskId && tasks) tasks.setDone(block.taskId, done);
    },
    onDelete,
    onOpenDay,
  };
  return { actions, dialog, setDialog, openNew, announcement, scopeDialog };
}
