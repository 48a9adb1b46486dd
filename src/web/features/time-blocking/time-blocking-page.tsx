import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { CalendarClock, ChevronLeft, ChevronRight, Plus, RefreshCw } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { isoDateSchema } from '../../../shared/schemas/common';
import { shiftDate } from '../../../shared/dates';
import { formatBlockTime, piecesOn, weekOf } from '../../../shared/time-blocks-layout';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useDeleteTimeBlock } from './api/delete-time-block';
import { useMoveTimeBlock } from './api/move-time-block';
import { useBusyBlocks } from './api/get-busy-blocks';
import { useCalendarSyncState } from './api/get-calendar-sync-state';
import { useTimeBlocksInRange } from './api/get-time-blocks-range';
import { useSyncCalendar } from './api/sync-calendar';
import { DayView, DayViewSkeleton } from './day-view';
import { TimeBlockDialog, type TimeBlockDialogState } from './time-block-dialog';
import { TimeBlockTotals } from './time-block-totals';
import { WeekView, WeekViewSkeleton } from './week-view';
import { RepeatScopeDialog, scopeQuery } from './repeat-scope-dialog';
import { ShortcutsHelp } from './shortcuts-help';
import { usePageShortcuts } from './use-page-shortcuts';

const EMPTY_STATE = 'No time blocks yet — add your first block to plan your day.';
const DEFAULT_HOUR = 9;

export default function TimeBlockingPage() {
  const fmt = useFormat();
  const { today } = fmt;
  // ?date= (from the command palette) opens that day.
  const requested = new URLSearchParams(useSearch()).get('date');
  const requestedDate = requested !== null && isoDateSchema.safeParse(requested).success ? requested : null;
  const [date, setDate] = useState(requestedDate ?? today);
  const [tab, setTab] = useState<'day' | 'week'>('day');
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    if (requestedDate) {
      setDate(requestedDate);
      setTab('day');
    }
  }, [requestedDate]);
  const [dialog, setDialog] = useState<TimeBlockDialogState>({ open: false, block: null, date, hour: DEFAULT_HOUR });

  const week = weekOf(date);
  // From the day before: a block that runs past that midnight continues on the shown day.
  const day = useTimeBlocksInRange(shiftDate(date, -1), date);
  const weekBlocks = useTimeBlocksInRange(shiftDate(week.from, -1), week.to, tab === 'week');
  const remove = useDeleteTimeBlock();
  const calendarSync = useCalendarSyncState();
  const syncAccount = calendarSync.data?.account?.calendarUrl ? calendarSync.data.account : null;
  const syncNow = useSyncCalendar();
  // One query for the shown week serves both views: moving between days of the week needs no new request.
  const busy = useBusyBlocks(shiftDate(week.from, -1), week.to, Boolean(syncAccount));
  const weekBusy = busy.data ?? [];
  const dayBusy = weekBusy.filter((b) => b.date === date || (b.date === shiftDate(date, -1) && !b.allDay));

  const blocks = day.data ?? [];
  const hasBlocks = piecesOn(blocks, date).length > 0;
  const dayLabel = date === today ? 'today' : `on ${fmt.date(date, 'day')}`;

  const openCreate = (hour = DEFAULT_HOUR) => setDialog({ open: true, block: null, date, hour });
  const openEdit = (block: TimeBlock) => setDialog({ open: true, block, date: block.date, hour: block.hour });
  // Deleting a repeating block first asks which of its occurrences go.
  const [deleting, setDeleting] = useState<TimeBlock | null>(null);
  const onDelete = (block: TimeBlock) => (block.rrule === null ? remove.mutate({ id: block.id }) : setDeleting(block));

  const move = useMoveTimeBlock();
  const [announcement, setAnnouncement] = useState('');
  const onMove = (block: TimeBlock, patch: { hour?: number; duration?: number; date?: string }) => {
    const next = { ...block, ...patch };
    setAnnouncement(`${block.title}: ${fmt.date(next.date, 'long')}, ${formatBlockTime(next, fmt)}`);
    move.mutate({ block, patch });
  };

  const step = tab === 'week' ? 7 : 1;
  usePageShortcuts({
    n: () => openCreate(),
    t: () => setDate(today),
    ArrowLeft: () => setDate(shiftDate(date, -step)),
    ArrowRight: () => setDate(shiftDate(date, step)),
    d: () => setTab('day'),
    w: () => setTab('week'),
    '?': () => setHelpOpen(true),
  });

  return (
    <div className="space-y-4">
      <PageHeader
        title="Time Blocking"
        description="Plan your day in blocks of focus, meetings and breaks on a 12-hour basis."
        actions={
          <Button onClick={() => openCreate()} data-focus-fallback>
            <Plus aria-hidden="true" />
            Add time block
          </Button>
        }
      />

      <div className="flex flex-wrap items-end gap-2">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => setDate(shiftDate(date, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setDate(today)} disabled={date === today}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Next day" onClick={() => setDate(shiftDate(date, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="time-blocking-date">Date</Label>
          <Input
            id="time-blocking-date"
            type="date"
            className="w-44"
            value={date}
            onChange={(e) => {
              if (isoDateSchema.safeParse(e.target.value).success) setDate(e.target.value);
            }}
          />
        </div>
        <p className="w-full text-sm font-medium sm:ml-2 sm:w-auto sm:self-center" aria-live="polite">
          {fmt.date(date, 'long')}
        </p>
      </div>

      {syncAccount && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {syncAccount.state === 'error' ? (
              <span role="alert" className="text-destructive dark:text-red-300">
                Calendar sync error: {syncAccount.lastError}
              </span>
            ) : syncAccount.pendingChanges > 0 ? (
              `Calendar: ${syncAccount.pendingChanges} ${syncAccount.pendingChanges === 1 ? 'change' : 'changes'} waiting to sync with ${syncAccount.calendarName ?? 'your calendar'}`
            ) : (
              `Calendar: in sync with ${syncAccount.calendarName ?? 'your calendar'}`
            )}
          </p>
          <Button type="button" variant="outline" size="sm" disabled={syncNow.isPending} onClick={() => syncNow.mutate()}>
            <RefreshCw aria-hidden="true" className={syncNow.isPending ? 'animate-spin' : undefined} />
            {syncNow.isPending ? 'Syncing…' : 'Sync now'}
          </Button>
        </div>
      )}

      <TimeBlockTotals blocks={blocks} date={date} isLoading={day.isLoading} dayLabel={dayLabel} />

      <Tabs value={tab} onValueChange={(v) => setTab(v as 'day' | 'week')}>
        <TabsList>
          <TabsTrigger value="day">Day</TabsTrigger>
          <TabsTrigger value="week">Week</TabsTrigger>
        </TabsList>
        <TabsContent value="day" className="space-y-4">
          {day.isLoading ? (
            <DayViewSkeleton />
          ) : day.isError ? (
            <p role="alert" className="text-destructive dark:text-red-300">
              Could not load time blocks: {errorMessage(day.error)}
            </p>
          ) : (
            <>
              {!hasBlocks && (
                <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
                  <CalendarClock aria-hidden="true" className="size-8 text-muted-foreground" />
                  <p>{EMPTY_STATE}</p>
                </div>
              )}
              <DayView
                date={date}
                blocks={blocks}
                onAdd={openCreate}
                onEdit={openEdit}
                onDelete={onDelete}
                onMove={onMove}
                deletingId={remove.isPending ? remove.variables.id : undefined}
                busy={dayBusy}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="week">
          <h2 className="mb-2 text-lg font-semibold">
            Week of {fmt.dateRange(week.from, week.to)}
          </h2>
          {weekBlocks.isLoading ? (
            <WeekViewSkeleton />
          ) : weekBlocks.isError ? (
            <p role="alert" className="text-destructive dark:text-red-300">
              Could not load the week: {errorMessage(weekBlocks.error)}
            </p>
          ) : (
            <WeekView
              days={week.days}
              blocks={weekBlocks.data ?? []}
              selected={date}
              today={today}
              busy={weekBusy}
              onEdit={openEdit}
              onMove={onMove}
              onOpenDay={(d) => {
                setDate(d);
                setTab('day');
              }}
            />
          )}
        </TabsContent>
      </Tabs>

      <p className="sr-only" aria-live="polite" data-testid="move-announcement">
        {announcement}
      </p>
      <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
      <TimeBlockDialog state={dialog} onOpenChange={(open) => setDialog((s) => ({ ...s, open }))} />
      <RepeatScopeDialog
        open={deleting !== null}
        action="delete"
        onCancel={() => setDeleting(null)}
        onChoose={(scope) => {
          if (deleting) remove.mutate({ id: deleting.id, query: scopeQuery(scope, deleting.occurrence) });
          setDeleting(null);
        }}
      />
    </div>
  );
}
