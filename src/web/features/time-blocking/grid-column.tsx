import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { columnOptions, layoutColumn } from '../../../shared/time-blocks-columns';
import type { HalfSegment } from '../../../shared/time-blocks-layout';
import { BlockItem } from './block-item';
import { DropArea, DropSlot } from './block-draggable';
import type { DropPlace } from './block-moves';
import { isBusy, itemKey } from './block-parts';
import { BusyItem, FoldedItem } from './column-items';
import { useHourHeight } from './grid-scale';
import { CreateDraft, NowLine, useHourLines } from './grid-parts';
import { useCreateGesture } from './use-create-gesture';

const WIDE_COLUMN_PX = 160;
const CLICK_STRIP_PX = 8;

/** The width of an element, followed as it changes (before the first paint, so nothing jumps). */
function useWidth(): [(node: HTMLElement | null) => void, number | null] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!node) return;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width];
}

export interface GridColumnProps {
  /** The day the column shows, from `offset` hours (0, or 12 for the PM half) for `hours` hours. */
  date: string;
  offset: number;
  hours: number;
  /** Its blocks and busy events (busy ones laid out as blocks), in start order. */
  segments: HalfSegment<TimeBlock>[];
  place: DropPlace;
  /** What its list of blocks is called. */
  label: string;
  /** The arrow keys: each block a row of its own (the day view), or one column for the day. */
  rows: boolean;
  /** The day's place among the days shown. */
  index: number;
  overlaps: Map<string, TimeBlock[]>;
  isToday: boolean;
  /** The day view's hour buttons, under the blocks. */
  children?: ReactNode;
}

/**
 * One column of a planner grid: its hours, where a click or drag makes a block, its blocks side by side (or folded
 * into "+N") and busy time, the slot a dragged block would take, and the line at now.
 */
export function GridColumn({ date, offset, hours, segments, place, label, rows, index, overlaps, isToday, children }: GridColumnProps) {
  const hourPx = useHourHeight();
  const [measure, width] = useWidth();
  const create = useCreateGesture(date, offset, hours);
  // A wide column keeps a strip at its right free of blocks, where a click still makes one.
  const margin = width !== null && width >= WIDE_COLUMN_PX ? CLICK_STRIP_PX : 0;
  const layout = layoutColumn(
    segments.map((segment) => ({ item: segment, start: segment.start, span: segment.span })),
    // Until it is laid out (or where nothing is), a column is taken as wide enough.
    columnOptions(hourPx, width ? width - margin : Infinity),
  );
  const column = 'half' in place ? place.half : date;
  const order = (start: number) => (rows ? Math.round((offset + start) * 60) + 1 : index);
  const group = (key: string) => (rows ? `block-${key}` : `day-${date}`);
  return (
    <DropArea
      place={place}
      elementRef={measure}
      className="relative cursor-default select-none border-l border-border/70"
      style={{ height: hours * hourPx, ...useHourLines() }}
    >
      <div className="absolute inset-0" {...create.handlers}>
        {children}
      </div>
      {segments.length > 0 && (
        <ul aria-label={label} className="pointer-events-none absolute inset-0" style={{ marginRight: margin }}>
          {layout.placed.map((entry) =>
            isBusy(entry.item.block) ? (
              <BusyItem key={itemKey(entry.item.block)} entry={entry} />
            ) : (
              <BlockItem
                key={itemKey(entry.item.block)}
                entry={entry}
                place={place}
                column={column}
                group={group(itemKey(entry.item.block))}
                order={order(entry.top)}
                overlaps={overlaps.get(itemKey(entry.item.block))}
              />
            ),
          )}
          {layout.folded.map((fold) => (
            <FoldedItem key={`folded-${fold.top}`} fold={fold} group={rows ? `folded-${offset + fold.top}` : `day-${date}`} order={order(fold.top)} />
          ))}
        </ul>
      )}
      <CreateDraft draft={create.draft} offset={offset} />
      <DropSlot date={date} offset={offset} hours={hours} />
      {isToday && <NowLine offset={offset} hours={hours} />}
    </DropArea>
  );
}
