import { useState, type CSSProperties } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import type { ColumnEntry, FoldedEntries, PlacedEntry } from '../../../shared/time-blocks-columns';
import { blockStart, formatBlockTime, type HalfSegment } from '../../../shared/time-blocks-layout';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { blockName } from './block-label';
import { BlockMenu } from './block-menu';
import { calendarEventLabel, isBusy, isFreeEvent, itemKey } from './block-parts';
import { CATEGORY_BLOCK_CLASSES, calendarEventClasses } from './category-styles';
import { useHourHeight } from './grid-scale';
import { usePlannerActions } from './planner-actions';
import { OutsideGrid, useRovingItem } from './roving-grid';

type Segment = HalfSegment<TimeBlock>;

/** A box's place in its column: top and height from hours, left and width from fractions. */
function useBoxStyle(box: { top: number; height: number; left: number; width: number }): CSSProperties {
  const hourPx = useHourHeight();
  return { top: box.top * hourPx, height: box.height * hourPx, left: `${box.left * 100}%`, width: `${box.width * 100}%` };
}

/** Busy time from a connected calendar: muted, not editable, and a click on it makes nothing. */
export function BusyItem({ entry }: { entry: PlacedEntry<Segment> }) {
  const fmt = useFormat();
  const hourPx = useHourHeight();
  const { block, continued } = entry.item;
  const free = isFreeEvent(block);
  const label = calendarEventLabel(free);
  return (
    <li data-busy="" className="@container pointer-events-auto absolute p-px" style={useBoxStyle(entry)}>
      <div className={cn('flex h-full flex-col overflow-hidden rounded-[5px] px-1.5 py-[3px] text-xs leading-4', calendarEventClasses(free))}>
        <span className="flex min-w-0 gap-1 whitespace-nowrap">
          {!continued && <span className="shrink-0 font-semibold @max-[5.5rem]:hidden">{fmt.hourShort(blockStart(block))}</span>}
          <span className="truncate">
            <span className="sr-only">{label}: </span>
            {block.title}
            {continued && ' (continued)'}
          </span>
        </span>
        <span className={cn('truncate', entry.height * hourPx < 38 && 'sr-only')}>
          {label} · {formatBlockTime(block, fmt)}
        </span>
      </div>
    </li>
  );
}

/** A block folded into "+N", listed with its own menu; a busy event as its time and title. */
function FoldedRow({ segment, onOpen }: { segment: Segment; onOpen: () => void }) {
  const fmt = useFormat();
  const [menuOpen, setMenuOpen] = useState(false);
  const { block } = segment;
  if (isBusy(block)) {
    const free = isFreeEvent(block);
    return (
      <li className={cn('rounded-[5px] px-2 py-1 text-xs', calendarEventClasses(free))}>
        <span className="sr-only">{calendarEventLabel(free)}: </span>
        {block.title} · {formatBlockTime(block, fmt)}
      </li>
    );
  }
  return (
    <li className={cn('flex items-center gap-1 rounded-[5px] border-l-[3px] pr-1 text-xs', CATEGORY_BLOCK_CLASSES[block.category])}>
      <button type="button" aria-label={blockName(segment, undefined, fmt)} onClick={onOpen} className="min-w-0 flex-1 truncate px-1.5 py-1 text-left">
        <span className="font-semibold">{fmt.hourShort(blockStart(block))}</span> {block.title}
      </button>
      <BlockMenu block={block} open={menuOpen} onOpenChange={setMenuOpen} roving={{ key: '', group: '', order: 0 }} />
    </li>
  );
}

/** "+N" where blocks are folded: it opens a list of them, each opening its block and holding its menu. */
export function FoldedItem({ fold, group, order }: { fold: FoldedEntries<Segment>; group: string; order: number }) {
  const fmt = useFormat();
  const actions = usePlannerActions();
  const [open, setOpen] = useState(false);
  const items = fold.items.map((entry: ColumnEntry<Segment>) => entry.item);
  const roving = useRovingItem({ key: `folded-${items.map((s) => itemKey(s.block)).join('-')}`, group, order });
  const count = fmt.count(items.length);
  return (
    <li data-folded="" className="pointer-events-auto absolute p-px" style={useBoxStyle(fold)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-label={`+${count} more: ${items.map((s) => s.block.title).join(', ')}`}
            className="flex h-full w-full items-start justify-center rounded-[5px] border border-dashed bg-muted py-[3px] text-xs leading-4 font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            {...roving}
          >
            +{count}
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64 p-2">
          <OutsideGrid>
            <ul aria-label="More blocks" className="space-y-1">
              {items.map((segment) => (
                <FoldedRow
                  key={itemKey(segment.block)}
                  segment={segment}
                  onOpen={() => {
                    setOpen(false);
                    actions.onOpen(segment.block);
                  }}
                />
              ))}
            </ul>
          </OutsideGrid>
        </PopoverContent>
      </Popover>
    </li>
  );
}
