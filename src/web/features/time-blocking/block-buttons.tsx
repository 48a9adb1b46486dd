import { Pencil, Trash2 } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { cn } from '@/lib/utils';
import type { BlockChange } from './block-drag';
import { itemKey, keyMove } from './block-parts';
import { LinkedTaskCheck } from './linked-task-check';
import { useRovingItem } from './roving-grid';

export interface DayBlockActions {
  onEdit: (block: TimeBlock) => void;
  onDelete: (block: TimeBlock) => void;
  onMove?: (block: TimeBlock, change: BlockChange) => void;
  deletingId?: string;
}

const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/15';

const KEY_SHORTCUTS = 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowUp Alt+Shift+ArrowDown Delete';

/**
 * Edit (which also takes Alt+arrows to move and resize, and Delete) and Delete: one row of the day's grid, sorted at
 * `order` (minutes from midnight).
 */
export function BlockButtons({
  block,
  order,
  conflictId,
  onEdit,
  onDelete,
  onMove,
  deletingId,
}: { block: TimeBlock; order: number; conflictId?: string } & DayBlockActions) {
  const group = `block-${itemKey(block)}`;
  const edit = useRovingItem({ key: `edit-${itemKey(block)}`, group, order, preferred: 1 });
  const remove = useRovingItem({ key: `delete-${itemKey(block)}`, group, order });
  return (
    <div className="-ml-1 flex shrink-0 items-start gap-0.5 @[11rem]:ml-0">
      <LinkedTaskCheck block={block} roving={{ key: `task-${itemKey(block)}`, group, order }} className="m-1.5" />
      <button
        type="button"
        aria-label={`Edit ${block.title}`}
        aria-keyshortcuts={KEY_SHORTCUTS}
        aria-describedby={conflictId}
        data-focus-key={`edit-block-${block.id}`}
        onKeyDown={(e) => {
          if (e.key === 'Delete' && !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
            e.preventDefault();
            onDelete(block);
            return;
          }
          const move = onMove ? keyMove(e, block) : null;
          if (!move) return;
          e.preventDefault();
          onMove!(block, move);
        }}
        onClick={(e) => {
          e.stopPropagation();
          onEdit(block);
        }}
        className={iconButton}
        {...edit}
      >
        <Pencil aria-hidden="true" className="size-3.5" />
      </button>
      <button
        type="button"
        aria-label={`Delete ${block.title}`}
        disabled={deletingId === block.id}
        onClick={(e) => {
          e.stopPropagation();
          onDelete(block);
        }}
        className={cn(iconButton, 'disabled:opacity-50')}
        {...remove}
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
