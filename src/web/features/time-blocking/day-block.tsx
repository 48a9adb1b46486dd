import type { CSSProperties, ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, HOURS_PER_HALF, type DayHalf, type HalfSegment } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { DraggableBlockItem, useJustDragged } from './block-drag';
import { BlockButtons, type DayBlockActions } from './block-buttons';
import { ConflictMark, FromCalendarMark, isBusy, itemKey, overlapText } from './block-parts';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';

export type { DayBlockActions } from './block-buttons';

/** A block's place in a column; blocks of the app (not busy events, not continuations) can be dragged. */
function ColumnItem({
  block,
  half,
  draggable,
  ...props
}: {
  block: TimeBlock;
  half: DayHalf;
  draggable: boolean;
  className: string;
  style: CSSProperties;
  children: ReactNode;
  'aria-hidden'?: boolean;
}) {
  if (!draggable) return <li {...props} />;
  return <DraggableBlockItem block={block} place={{ half }} dragId={`${itemKey(block)}-${half}`} {...props} />;
}

interface BlockSegmentProps extends DayBlockActions {
  segment: HalfSegment<TimeBlock>;
  half: DayHalf;
  rowRem: number;
  overlaps: Map<string, TimeBlock[]>;
}

/** One block, busy event or continuation in a half-day column, placed at its hour and lane. */
export function BlockSegment({ segment, half, rowRem, overlaps, ...actions }: BlockSegmentProps) {
  const { block, start, span, continued, fromPreviousDay, lane, lanes } = segment;
  // A noon continuation repeats the AM item; one from the day before is the block's only item on this day.
  const hidden = continued && !fromPreviousDay;
  return (
    <ColumnItem
      block={block}
      half={half}
      draggable={!isBusy(block) && !continued}
      className="@container pointer-events-auto absolute p-0.5"
      style={{ top: `${start * rowRem}rem`, height: `${span * rowRem}rem`, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
      {...(hidden ? { 'aria-hidden': true } : {})}
    >
      {isBusy(block) ? <BusyCard segment={segment} /> : <BlockCard segment={segment} half={half} hidden={hidden} overlaps={overlaps} {...actions} />}
    </ColumnItem>
  );
}

function useOrigin(segment: HalfSegment<TimeBlock>) {
  const fmt = useFormat();
  return { suffix: segment.continued ? ' (continued)' : '', origin: segment.fromPreviousDay ? `From ${fmt.date(segment.block.date, 'day')} · ` : '' };
}

function BusyCard({ segment }: { segment: HalfSegment<TimeBlock> }) {
  const fmt = useFormat();
  const { suffix, origin } = useOrigin(segment);
  return (
    <div className={cn('flex h-full flex-col overflow-hidden rounded-md px-2 py-1', BUSY_BLOCK_CLASSES)}>
      <p className="truncate text-sm font-semibold leading-5">
        <span className="sr-only">Busy: </span>
        {segment.block.title}
        {suffix}
      </p>
      <p className="truncate text-xs leading-4">
        Busy · {origin}
        {formatBlockTime(segment.block, fmt)}
      </p>
    </div>
  );
}

function BlockCard({
  segment,
  half,
  hidden,
  overlaps,
  ...actions
}: { segment: HalfSegment<TimeBlock>; half: DayHalf; hidden: boolean; overlaps: Map<string, TimeBlock[]> } & DayBlockActions) {
  const fmt = useFormat();
  const justDragged = useJustDragged();
  const { block, continued } = segment;
  const { suffix, origin } = useOrigin(segment);
  const others = overlaps.get(itemKey(block));
  const conflict = others ? overlapText(others) : null;
  const conflictId = `conflict-${itemKey(block)}-${half}`;
  return (
    <div
      onClick={() => {
        if (!justDragged.current) actions.onEdit(block);
      }}
      className={cn(
        'flex h-full cursor-pointer flex-col gap-0.5 overflow-hidden rounded-md border-l-4 px-2 py-1 shadow-sm @[11rem]:flex-row @[11rem]:gap-1',
        CATEGORY_BLOCK_CLASSES[block.category],
        continued && 'rounded-t-none border-dashed',
      )}
    >
      <div className="min-w-0 @[11rem]:flex-1">
        <p className="flex items-center gap-1 truncate text-sm font-semibold leading-5">
          {block.category === 'completed' && <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0" />}
          {block.source === 'calendar' && <FromCalendarMark />}
          {conflict && <ConflictMark text={conflict} />}
          <span className="truncate">
            {block.title}
            {suffix}
          </span>
        </p>
        <p className="sr-only truncate text-xs leading-4 @[11rem]:not-sr-only">
          {origin}
          {formatBlockTime(block, fmt)} · {CATEGORY_LABELS[block.category]}
          {conflict && (
            <>
              {' · '}
              <span id={conflictId}>{conflict}</span>
            </>
          )}
        </p>
      </div>
      {!hidden && (
        <BlockButtons
          block={block}
          order={((half === 'PM' ? HOURS_PER_HALF : 0) + segment.start) * 60 + 1}
          conflictId={conflict ? conflictId : undefined}
          {...actions}
        />
      )}
    </div>
  );
}
