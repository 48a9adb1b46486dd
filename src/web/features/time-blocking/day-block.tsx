import type { CSSProperties, ReactNode } from 'react';
import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, type DayHalf, type HalfSegment } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { DraggableBlockItem, useJustDragged, type BlockChange } from './block-drag';
import { ConflictMark, FromCalendarMark, isBusy, itemKey, keyMove, overlapText } from './block-parts';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';

export interface DayBlockActions {
  onEdit: (block: TimeBlock) => void;
  onDelete: (block: TimeBlock) => void;
  onMove?: (block: TimeBlock, change: BlockChange) => void;
  deletingId?: string;
}

/** A block's place in a column; blocks of the app (not busy events, not continuations) can be dragged. */
function ColumnItem({ block, half, draggable, ...props }: { block: TimeBlock; half: DayHalf; draggable: boolean; className: string; style: CSSProperties; children: ReactNode; 'aria-hidden'?: boolean }) {
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
      {isBusy(block) ? (
        <BusyCard segment={segment} />
      ) : (
        <BlockCard segment={segment} half={half} hidden={hidden} overlaps={overlaps} {...actions} />
      )}
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

function BlockCard({ segment, half, hidden, overlaps, ...actions }: { segment: HalfSegment<TimeBlock>; half: DayHalf; hidden: boolean; overlaps: Map<string, TimeBlock[]> } & DayBlockActions) {
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
      {!hidden && <BlockButtons block={block} conflictId={conflict ? conflictId : undefined} {...actions} />}
    </div>
  );
}

const iconButton =
  'inline-flex size-7 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/15';

/** Edit (which also takes Alt+arrows to move and resize) and Delete. */
function BlockButtons({ block, conflictId, onEdit, onDelete, onMove, deletingId }: { block: TimeBlock; conflictId?: string } & DayBlockActions) {
  return (
    <div className="-ml-1 flex shrink-0 items-start gap-0.5 @[11rem]:ml-0">
      <button
        type="button"
        aria-label={`Edit ${block.title}`}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowUp Alt+Shift+ArrowDown"
        aria-describedby={conflictId}
        data-focus-key={`edit-block-${block.id}`}
        onKeyDown={(e) => {
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
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
