import { useState, type KeyboardEvent } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import type { PlacedEntry } from '../../../shared/time-blocks-columns';
import { formatBlockTime, type HalfSegment } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { isPending } from './api/create-time-block';
import { useJustDragged } from './block-drag';
import { useBlockDraggable } from './block-draggable';
import { BlockLabel, blockName } from './block-label';
import { BlockMenu } from './block-menu';
import type { DropPlace } from './block-moves';
import { itemKey, keyMove } from './block-parts';
import { CATEGORY_BLOCK_CLASSES } from './category-styles';
import { useHourHeight } from './grid-scale';
import { LinkedTaskCheck } from './linked-task-check';
import { usePlannerActions } from './planner-actions';
import { useRovingItem } from './roving-grid';

const KEY_SHORTCUTS = 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowUp Alt+Shift+ArrowDown Delete Shift+F10';

export interface BlockItemProps {
  entry: PlacedEntry<HalfSegment<TimeBlock>>;
  place: DropPlace;
  /** The column it is drawn in (a half, a day): a block in two columns has a drag in each. */
  column: string;
  /** Its place in the grid's arrow-key order: a row of its own (the day view), or its day's column. */
  group: string;
  order: number;
  overlaps?: TimeBlock[];
}

const SURFACE =
  'flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-[5px] border-l-[3px] py-[3px] pr-1 pl-1.5 text-left text-xs leading-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-progress @max-[5.5rem]:border-l-2 @max-[5.5rem]:pr-0 @max-[5.5rem]:pl-[3px] @max-[7rem]:text-[0.6875rem] @min-[5.5rem]:pointer-coarse:pr-6';
/**
 * The menu's button shows on hover and focus, over the end of the title; a touch screen shows it always, the title
 * stopping before it. In a narrow block it waits for the keyboard (or a right click), so a tap always opens the block.
 */
const MENU_BUTTON =
  'absolute top-[3px] right-[3px] pointer-events-none opacity-0 focus-visible:opacity-100 data-[state=open]:opacity-100 @min-[5.5rem]:pointer-events-auto @min-[5.5rem]:group-hover:opacity-100 @min-[5.5rem]:pointer-coarse:opacity-100';

/** The keys a focused block takes: Delete, the menu's keys, and Alt+arrows to move it or change its length. */
function useBlockKeys(block: TimeBlock, movable: boolean, openMenu: () => void) {
  const actions = usePlannerActions();
  return (e: KeyboardEvent) => {
    const plain = !e.altKey && !e.ctrlKey && !e.metaKey;
    if (plain && !e.shiftKey && e.key === 'Delete') actions.onDelete(block);
    else if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') openMenu();
    else {
      const move = movable ? keyMove(e, block) : null;
      if (!move) return;
      actions.onMove(block, move);
    }
    e.preventDefault();
  };
}

/** One block in a column: a click anywhere on it opens it; its menu, drag and resize handle stay inside its box. */
export function BlockItem({ entry, place, column, group, order, overlaps }: BlockItemProps) {
  const fmt = useFormat();
  const hourPx = useHourHeight();
  const actions = usePlannerActions();
  const justDragged = useJustDragged();
  const [menuOpen, setMenuOpen] = useState(false);
  const { block, continued, fromPreviousDay } = entry.item;
  const key = itemKey(block);
  const pending = isPending(block);
  const movable = !continued && !pending;
  const drag = useBlockDraggable(block, place, `${key}-${column}`, movable);
  const onKeyDown = useBlockKeys(block, movable, () => setMenuOpen(true));
  // The key stays when the block moves to another time or day, so focus follows it there.
  const roving = (part: string) => ({ key: `${part}-${key}${continued ? `-${column}` : ''}`, group, order });
  const main = useRovingItem({ ...roving('block'), preferred: 1 });
  const linked = block.taskId !== null;
  const heightPx = entry.height * hourPx;
  // A noon continuation repeats the AM block; one from the day before is that block's only place on this day.
  const hidden = continued && !fromPreviousDay;
  const style = { top: entry.top * hourPx, height: heightPx, left: `${entry.left * 100}%`, width: `${entry.width * 100}%`, zIndex: entry.depth || undefined };
  return (
    <li
      ref={drag.move.setNodeRef}
      data-block={key}
      // Brought into view (focused, scrolled to) below the grid's sticky headers.
      className={cn('group @container pointer-events-auto absolute scroll-mt-16 p-px', drag.dragging && 'opacity-90')}
      style={drag.follow(style)}
      {...(hidden ? { 'aria-hidden': true } : {})}
    >
      <div {...drag.move.listeners} className="h-full" data-testid="block-drag-handle">
        {hidden ? (
          // The AM half holds this block's controls; here it is only seen, and a click still opens it.
          <div onClick={() => actions.onOpen(block)} className={cn(SURFACE, CATEGORY_BLOCK_CLASSES[block.category], 'border-dashed')}>
            <BlockLabel segment={entry.item} heightPx={heightPx} />
          </div>
        ) : (
          <button
            type="button"
            aria-label={blockName(entry.item, overlaps, fmt)}
            aria-keyshortcuts={movable ? KEY_SHORTCUTS : undefined}
            aria-busy={pending || undefined}
            data-focus-key={`block-${key}`}
            disabled={pending}
            onClick={() => !justDragged.current && actions.onOpen(block)}
            onContextMenu={(e) => {
              e.preventDefault();
              if (!pending) setMenuOpen(true);
            }}
            onKeyDown={onKeyDown}
            className={cn(
              SURFACE,
              CATEGORY_BLOCK_CLASSES[block.category],
              linked && 'pl-6',
              continued && 'border-dashed',
              pending && 'opacity-70',
              entry.depth > 0 && 'ring-1 ring-card',
            )}
            {...main}
          >
            <BlockLabel segment={entry.item} heightPx={heightPx} clearPx={entry.clear * hourPx} />
          </button>
        )}
      </div>
      {linked && !hidden && <LinkedTaskCheck block={block} roving={roving('task')} className="absolute top-[5px] left-2 size-3.5" />}
      {!pending && !hidden && (
        <BlockMenu
          block={block}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          roving={roving('menu')}
          className={cn(MENU_BUTTON, CATEGORY_BLOCK_CLASSES[block.category])}
        />
      )}
      {movable && (
        <div
          ref={drag.resize.setNodeRef}
          {...drag.resize.listeners}
          aria-hidden="true"
          data-testid="block-resize-handle"
          className="absolute inset-x-1 bottom-0 h-1.5 cursor-ns-resize rounded-b-md hover:bg-black/15 dark:hover:bg-white/20"
        />
      )}
      {drag.landing && (
        <span
          aria-hidden="true"
          data-testid="drag-time"
          className="absolute -top-5 left-0 z-30 whitespace-nowrap rounded bg-foreground px-1.5 text-xs leading-5 text-background shadow"
        >
          {formatBlockTime(drag.landing, fmt)}
        </span>
      )}
    </li>
  );
}
