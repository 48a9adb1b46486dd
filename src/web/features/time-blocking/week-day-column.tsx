import { CheckCircle2 } from 'lucide-react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, HOURS_PER_DAY, hoursBlocked, overlapsOn, piecesOn, segmentsForDay, type HalfSegment } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { DraggableBlockItem, DropArea, useDragPreview, useJustDragged, type BlockChange } from './block-drag';
import { ConflictMark, FromCalendarMark, isBusy, itemKey, keyMove, overlapText } from './block-parts';
import { LinkedTaskCheck } from './linked-task-check';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';
import { useRovingItem } from './roving-grid';
import { placeInColumn, type ColumnPlace } from './week-lanes';

export const ROW_REM = 2.5;
export const ALL_DAY_REM = 1.5;

type Formatter = ReturnType<typeof useFormat>;
/** A segment of the day's column and where it sits across it. */
type Segment = HalfSegment<TimeBlock> & { place: ColumnPlace };

export interface DayColumnProps {
  day: string;
  /** The day's place in the week (0 for Monday). */
  index: number;
  /** The week's blocks, and busy events laid out as blocks. */
  blocks: TimeBlock[];
  timedBusy: TimeBlock[];
  allDay: BusyBlock[];
  allDayRem: number;
  selected: string;
  today: string;
  now: { hour: number; label: string };
  onOpenDay: (date: string) => void;
  onEdit?: (block: TimeBlock) => void;
  onMove?: (block: TimeBlock, change: BlockChange) => void;
}

/** One day of the week grid: its header, hour lines, busy events, blocks and, today, the line at the current time. */
export function DayColumn({ day, index, blocks, timedBusy, allDay, allDayRem, selected, today, now, onOpenDay, onEdit, onMove }: DayColumnProps) {
  const fmt = useFormat();
  const laidOut = segmentsForDay(piecesOn([...blocks, ...timedBusy], day));
  const places = placeInColumn(laidOut);
  const segments: Segment[] = laidOut.map((segment, i) => ({ ...segment, place: places[i]! }));
  const weekday = fmt.date(day, 'long');
  const timed = segments.filter((s) => isBusy(s.block));
  const own = segments.filter((s) => !isBusy(s.block));
  const overlaps = overlapsOn(blocks, day, itemKey);
  return (
    <li data-week-day={day} className={cn('min-w-0 border-l', day === selected && 'bg-muted/30')}>
      {/* Above the blocks, a dragged one included, and the now line; below the hours kept at the left. */}
      <div className="sticky top-0 z-30 bg-card">
        <DayHeader
          day={day}
          index={index}
          preferred={day === selected}
          today={today}
          weekday={weekday}
          hours={hoursBlocked(blocks, day)}
          onOpenDay={onOpenDay}
        />
      </div>
      <DropArea place={{ date: day, topRem: allDayRem }} className="relative" style={{ height: `${allDayRem + HOURS_PER_DAY * ROW_REM}rem` }}>
        <div aria-hidden="true" className="absolute inset-x-0" style={{ top: `${allDayRem}rem` }}>
          {Array.from({ length: HOURS_PER_DAY }, (_, hour) => (
            <div key={hour} className="border-t border-border/70" style={{ height: `${ROW_REM}rem` }} />
          ))}
        </div>
        {(allDay.length > 0 || timed.length > 0) && <BusyList weekday={weekday} allDay={allDay} timed={timed} allDayRem={allDayRem} />}
        {piecesOn(blocks, day).length > 0 && (
          <ul aria-label={`Blocks on ${weekday}`} className="pointer-events-none absolute inset-x-0 bottom-0" style={{ top: `${allDayRem}rem` }}>
            {own.map((segment) => (
              <BlockSegment
                key={`${itemKey(segment.block)}-${segment.start}`}
                segment={segment}
                day={day}
                index={index}
                overlaps={overlaps}
                onEdit={onEdit}
                onMove={onMove}
              />
            ))}
          </ul>
        )}
        <DropSlot day={day} top={allDayRem} />
        {day === today && <NowLine top={allDayRem + now.hour * ROW_REM} label={now.label} />}
      </DropArea>
    </li>
  );
}

interface DayHeaderProps {
  day: string;
  index: number;
  /** The shown day: where Tab lands in a week without blocks. */
  preferred: boolean;
  today: string;
  weekday: string;
  hours: number;
  onOpenDay: (date: string) => void;
}

function DayHeader({ day, index, preferred, today, weekday, hours, onOpenDay }: DayHeaderProps) {
  const fmt = useFormat();
  const roving = useRovingItem({ key: `open-${day}`, group: `day-${day}`, order: index, preferred: preferred ? 2 : undefined });
  return (
    <button
      type="button"
      onClick={() => onOpenDay(day)}
      // Starts with the words shown (WCAG 2.5.3), then says what the button does.
      aria-label={`${fmt.date(day, 'day')} ${fmt.figure(hours)} h, open ${weekday}`}
      aria-current={day === today ? 'date' : undefined}
      className="flex h-10 w-full flex-col items-center justify-center rounded-md px-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      {...roving}
    >
      <span className={cn('whitespace-nowrap text-xs font-semibold leading-5 sm:text-sm', day === today && 'rounded bg-primary px-1 text-primary-foreground')}>
        {fmt.date(day, 'day')}
      </span>{' '}
      <span className="text-xs leading-4 text-muted-foreground">{fmt.figure(hours)} h</span>
    </button>
  );
}

function BusyTitle({ title }: { title: string }) {
  return (
    <span>
      <span className="sr-only">Busy: </span>
      {title}
    </span>
  );
}

function BusyList({ weekday, allDay, timed, allDayRem }: { weekday: string; allDay: BusyBlock[]; timed: Segment[]; allDayRem: number }) {
  const fmt = useFormat();
  return (
    <ul aria-label={`Busy on ${weekday}`} className="pointer-events-none absolute inset-0">
      {allDay.map((event, i) => (
        <li
          key={event.id}
          className={cn('absolute inset-x-0.5 truncate rounded px-1 text-xs leading-5', BUSY_BLOCK_CLASSES)}
          style={{ top: `${i * ALL_DAY_REM}rem` }}
        >
          <span className="font-medium">All day</span> <BusyTitle title={event.title} />
        </li>
      ))}
      {timed.map(({ block: event, start, span, place }) => (
        <li
          key={event.id}
          className={cn('absolute overflow-hidden rounded px-1 py-0.5 text-xs', BUSY_BLOCK_CLASSES, place.depth > 0 && 'bg-card')}
          style={{ top: `${allDayRem + start * ROW_REM}rem`, ...placeStyle(place, span) }}
        >
          <span className="font-medium">{fmt.hour(start)}</span> <BusyTitle title={event.title} />
          <span className="sr-only">, {formatBlockTime(event, fmt)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A block's accessible name: its hour and title as shown, its overlap, then its time, category and origin. It starts
 * with what is seen (WCAG 2.5.3), so a voice control user can say what they see.
 */
function blockName({ block, start, continued, place }: Segment, conflict: string | null, fmt: Formatter): string {
  const shown = `${place.wide ? `${fmt.hour(start)} ` : ''}${block.title}${continued ? ' (continued)' : ''}`;
  const repeats = block.rrule !== null ? ', repeats' : '';
  const fromCalendar = block.source === 'calendar' ? ', from calendar' : '';
  return `${shown}${conflict ? `, ${conflict}` : ''}, ${formatBlockTime(block, fmt)}, ${CATEGORY_LABELS[block.category]}${repeats}${fromCalendar}`;
}

/** Where a segment sits: its height, and its place across the column (those laid over others come above them). */
function placeStyle(place: ColumnPlace, span: number) {
  return { height: `${span * ROW_REM}rem`, left: `${place.left}%`, width: `${place.width}%`, zIndex: place.depth > 0 ? Math.min(place.depth, 9) : undefined };
}

/** A block's marks, kept in its top right corner: done, from a calendar file, overlapping. */
function BlockMarks({ block, conflict }: { block: TimeBlock; conflict: string | null }) {
  if (block.category !== 'completed' && block.source !== 'calendar' && !conflict) return null;
  return (
    <span className="mt-px flex shrink-0 gap-0.5">
      {block.category === 'completed' && <CheckCircle2 aria-hidden="true" className="size-3 shrink-0" />}
      {block.source === 'calendar' && <FromCalendarMark />}
      {conflict && <ConflictMark text={conflict} />}
    </span>
  );
}

/**
 * A block's words: its hour (unless it overlaps another block: then its title comes first) and title, wrapped over the
 * lines it is tall, with its marks after them in the corner. The overlap's words are in its name and the mark's title.
 */
function BlockContent({ segment, conflict }: { segment: Segment; conflict: string | null }) {
  const fmt = useFormat();
  const { block, start, span, continued, place } = segment;
  return (
    <span className="flex w-full min-w-0 items-start gap-0.5">
      {/* Under an hour tall there is one line: it ends in an ellipsis rather than hiding the title on a second. */}
      <span className={cn('min-w-0 flex-1 break-words', span < 1 && 'truncate')}>
        {place.wide && <span className="whitespace-nowrap font-medium">{fmt.hour(start)}</span>} {block.title}
        {continued && ' (continued)'}
      </span>
      <BlockMarks block={block} conflict={conflict} />
    </span>
  );
}

const KEY_SHORTCUTS = 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowUp Alt+Shift+ArrowDown';

interface BlockSegmentProps {
  segment: Segment;
  day: string;
  index: number;
  overlaps: Map<string, TimeBlock[]>;
  onEdit?: (block: TimeBlock) => void;
  onMove?: (block: TimeBlock, change: BlockChange) => void;
}

/** One block (or the part of it on this day): a button that edits it, moved by dragging or Alt+arrows. */
function BlockSegment({ segment, day, index, overlaps, onEdit, onMove }: BlockSegmentProps) {
  const fmt = useFormat();
  const justDragged = useJustDragged();
  const { block, start, span, continued, place } = segment;
  const key = itemKey(block);
  const others = overlaps.get(key);
  const conflict = others ? overlapText(others) : null;
  // The key stays when the block moves to another day, so focus follows it there.
  const roving = useRovingItem({ key: continued ? `week-${key}-${day}` : `week-${key}`, group: `day-${day}`, order: index, preferred: 1 });
  const style = { top: `${start * ROW_REM}rem`, ...placeStyle(place, span) };
  const body = (
    <button
      type="button"
      data-week-date={day}
      aria-label={blockName(segment, conflict, fmt)}
      aria-keyshortcuts={continued ? undefined : KEY_SHORTCUTS}
      onClick={() => {
        if (!justDragged.current) onEdit?.(block);
      }}
      onKeyDown={(e) => {
        const move = onMove && !continued ? keyMove(e, block) : null;
        if (!move) return;
        e.preventDefault();
        onMove!(block, move);
      }}
      className={cn(
        'flex h-full w-full flex-col items-start overflow-hidden rounded border-l-4 px-1 py-0.5 text-left text-xs leading-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        CATEGORY_BLOCK_CLASSES[block.category],
        continued && 'border-dashed',
        // Laid over an earlier block: an edge in the grid's colour keeps the two apart.
        place.depth > 0 && 'ring-1 ring-card',
      )}
      {...roving}
    >
      <BlockContent segment={segment} conflict={conflict} />
    </button>
  );
  if (continued || !onMove) {
    return (
      <li className="pointer-events-auto absolute p-px" style={style}>
        {body}
      </li>
    );
  }
  return (
    <DraggableBlockItem block={block} place={{ date: day }} dragId={`${key}-week`} className="pointer-events-auto absolute p-px" style={style}>
      {body}
      <LinkedTaskCheck block={block} roving={{ key: `week-task-${key}`, group: `day-${day}`, order: index }} className="absolute right-1 top-1 size-3.5" />
    </DraggableBlockItem>
  );
}

/** Where the dragged block would land on this day, outlined while it is dragged. */
function DropSlot({ day, top }: { day: string; top: number }) {
  const preview = useDragPreview();
  if (!preview || preview.block.date !== day) return null;
  const start = preview.block.hour + preview.block.minute / 60;
  const hours = Math.min(preview.block.durationMinutes / 60, HOURS_PER_DAY - start);
  return (
    <div
      aria-hidden="true"
      data-testid="drop-slot"
      className="pointer-events-none absolute inset-x-0.5 rounded border-2 border-dashed border-primary bg-primary/10"
      style={{ top: `${top + start * ROW_REM}rem`, height: `${hours * ROW_REM}rem` }}
    />
  );
}

function NowLine({ top, label }: { top: number; label: string }) {
  return (
    <div data-testid="now-line" className="pointer-events-none absolute inset-x-0 z-10 flex items-center" style={{ top: `calc(${top}rem - 1px)` }}>
      <span aria-hidden="true" className="size-2 -ml-1 rounded-full bg-red-600 dark:bg-red-400" />
      <span aria-hidden="true" className="h-0.5 flex-1 bg-red-600 dark:bg-red-400" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
