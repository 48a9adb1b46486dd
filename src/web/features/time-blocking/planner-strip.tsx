import { ListChecks, ZoomIn, ZoomOut } from 'lucide-react';
import { TIME_BLOCK_CATEGORIES, type TimeBlock } from '../../../shared/schemas/time-blocks';
import type { CaldavStatus } from '../../../shared/schemas/calendar';
import { hoursBlocked, hoursByCategory } from '../../../shared/time-blocks-layout';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { CalendarSyncStatus } from './calendar-sync-status';
import { CATEGORY_LABELS, CATEGORY_SWATCH_CLASSES } from './category-styles';
import type { Zoom } from './grid-scale';

interface PlannerStripProps {
  date: string;
  /** The day's blocks and the day before's; undefined while they load. */
  blocks: TimeBlock[] | undefined;
  syncAccount: NonNullable<CaldavStatus['account']> | null;
  zoom: Zoom;
  /** The task list's fold, where the planner has tasks. */
  tasks?: { open: boolean; toggle: () => void };
}

/** The day's totals (hours blocked, each category's hours) in one slim line. */
function DayTotals({ date, blocks }: { date: string; blocks: TimeBlock[] | undefined }) {
  const fmt = useFormat();
  const byCategory = blocks ? hoursByCategory(blocks, date) : null;
  const dayLabel = date === fmt.today ? 'today' : `on ${fmt.date(date, 'day')}`;
  return (
    <div className="flex min-w-0 items-center gap-3 overflow-hidden whitespace-nowrap">
      <p className="shrink-0">
        <span className="font-semibold tabular-nums" data-testid="hours-blocked">
          {blocks ? fmt.figure(hoursBlocked(blocks, date)) : '…'}
        </span>{' '}
        h blocked<span className="max-sm:sr-only"> {dayLabel}</span>
      </p>
      <ul aria-label="Categories" className="hidden min-w-0 items-center gap-3 lg:flex">
        {TIME_BLOCK_CATEGORIES.map((c) => (
          <li key={c} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-sm', CATEGORY_SWATCH_CLASSES[c])} />
            {CATEGORY_LABELS[c]}
            <span className="tabular-nums text-muted-foreground">{byCategory ? `${fmt.figure(byCategory[c])} h` : '…'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Under the toolbar: the day's totals, the calendar's sync, the zoom and the task list's fold. */
export function PlannerStrip({ date, blocks, syncAccount, zoom, tasks }: PlannerStripProps) {
  return (
    <div className="flex h-7 min-w-0 items-center gap-2 border-b text-xs sm:text-sm">
      <DayTotals date={date} blocks={blocks} />
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {syncAccount && <CalendarSyncStatus account={syncAccount} />}
        <Button variant="ghost" className="size-7 p-0" aria-label="Zoom out" aria-keyshortcuts="-" disabled={!zoom.canZoomOut} onClick={zoom.zoomOut}>
          <ZoomOut aria-hidden="true" />
        </Button>
        <Button variant="ghost" className="size-7 p-0" aria-label="Zoom in" aria-keyshortcuts="+" disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
          <ZoomIn aria-hidden="true" />
        </Button>
        {tasks && (
          <Button
            variant={tasks.open ? 'secondary' : 'ghost'}
            className="h-7 px-2"
            aria-expanded={tasks.open}
            aria-controls="planner-tasks"
            onClick={tasks.toggle}
          >
            <ListChecks aria-hidden="true" />
            Tasks
          </Button>
        )}
      </div>
    </div>
  );
}
