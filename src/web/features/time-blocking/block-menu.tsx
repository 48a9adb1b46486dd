import { CheckCircle2, Ellipsis, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { usePlannerActions } from './planner-actions';
import { useRovingItem, type RovingPlace } from './roving-grid';

interface BlockMenuProps {
  block: TimeBlock;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Its place in the grid's arrow-key order (nothing outside a grid). */
  roving: RovingPlace;
  className?: string;
}

/**
 * A block's own actions: edit, mark done (or not done) and delete. Its button sits inside the block's box, so it never
 * covers another block; the block's context menu (right click, Shift+F10) opens it too.
 */
export function BlockMenu({ block, open, onOpenChange, roving, className }: BlockMenuProps) {
  const actions = usePlannerActions();
  const rovingProps = useRovingItem(roving);
  const done = block.category === 'completed';
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={`Actions for ${block.title}`}
          data-focus-key={`block-menu-${block.id}-${block.occurrence ?? ''}`}
          // Neither a click on the block nor the start of a drag.
          onPointerDown={(e) => e.stopPropagation()}
          className={cn(
            'inline-flex size-[18px] items-center justify-center rounded hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/15',
            className,
          )}
          {...rovingProps}
        >
          <Ellipsis aria-hidden="true" className="size-3.5" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
        <DropdownMenuItem onSelect={() => actions.onOpen(block)}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onMarkDone(block, !done)}>
          {done ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {done ? 'Mark not done' : 'Mark done'}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(block)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
