import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { isoDateSchema } from '../../../shared/schemas/common';
import { shiftDate } from '../../../shared/dates';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFormat } from '@/lib/use-format';
import { useOpenRequest } from '@/lib/use-open-request';
import { useDeleteTimeBlock } from './api/delete-time-block';
import { useMoveTimeBlock } from './api/move-time-block';
import { useBusyBlocks } from './api/get-busy-blocks';
import { useCalendarSyncState } from './api/get-calendar-sync-state';
import { useTimeBlocksInRange } from './api/get-time-blocks-range';
import type { BlockChange } from './block-drag';
import { CalendarSyncStatus } from './calendar-sync-status';
import { DateNavigation } from './date-navigation';
import { DayTab, WeekTab } from './planner-tabs';
import { usePlannerDays } from './planner-days';
import { PlannerLayout } from './planner-layout';
import { RepeatScopeDialog, scopeQuery } from './repeat-scope-dialog';
import { ShortcutsHelp } from './shortcuts-help';
import { TimeBlockDialog, type TimeBlockDialogState } from './time-block-dialog';
import { TimeBlockTotals } from './time-block-totals';
import { usePageShortcuts } from './use-page-shortcuts';

const DEFAULT_HOUR = 9;
type Tab = 'day' | 'week';

/** The shown day and tab; ?date= (from the command palette) opens that day. */
function usePlannerDate(today: string) {
  const requested = new URLSearchParams(useSearch()).get('date');
  const requestedDate = requested !== null && isoDateSchema.safeParse(requested).success ? requested : null;
  const [date, setDate] = useState(requestedDate ?? today);
  const [tab, setTab] = useState<Tab>('day');
  useEffect(() => {
    if (requestedDate) {
      setDate(requestedDate);
      setTab('day');
    }
  }, [requestedDate]);
  return { date, setDate, tab, setTab };
}

/** Moves and resizes a block at once, and says where it went for a screen reader. */
function useBlockMoves() {
  const fmt = useFormat();
  const move = useMoveTimeBlock();
  const [announcement, setAnnouncement] = useState('');
  const onMove = (block: TimeBlock, patch: BlockChange) => {
    const next = { ...block, ...patch, duration: (patch.durationMinutes ?? block.durationMinutes) / 60 };
    setAnnouncement(`${block.title}: ${fmt.date(next.date, 'long')}, ${formatBlockTime(next, fmt)}`);
    move.mutate({ block, patch });
  };
  return { onMove, announcement };
}

/** Deleting a repeating block first asks which of its occurrences go. */
function useBlockDeletes() {
  const remove = useDeleteTimeBlock();
  const [deleting, setDeleting] = useState<TimeBlock | null>(null);
  const onDelete = (block: TimeBlock) => (block.rrule === null ? remove.mutate({ id: block.id }) : setDeleting(block));
  const scopeDialog = (
    <RepeatScopeDialog
      open={deleting !== null}
      action="delete"
      onCancel={() => setDeleting(null)}
      onChoose={(scope) => {
        if (deleting) remove.mutate({ id: deleting.id, query: scopeQuery(scope, deleting.occurrence) });
        setDeleting(null);
      }}
    />
  );
  return { onDelete, deletingId: remove.isPending ? remove.variables.id : undefined, scopeDialog };
}

export default function TimeBlockingPage() {
  const fmt = useFormat();
  const { today } = fmt;
  const { date, setDate, tab, setTab } = usePlannerDate(today);
  const [helpOpen, setHelpOpen] = useState(false);
  const [dialog, setDialog] = useState<TimeBlockDialogState>({ open: false, block: null, date, hour: DEFAULT_HOUR });

  const week = usePlannerDays(date);
  const [weekFrom, weekTo] = [week.days[0]!, week.days[week.days.length - 1]!];
  // From the day before: a block that runs past that midnight continues on the shown day.
  const day = useTimeBlocksInRange(shiftDate(date, -1), date);
  const weekBlocks = useTimeBlocksInRange(shiftDate(weekFrom, -1), weekTo, tab === 'week');
  const calendarSync = useCalendarSyncState();
  const syncAccount = calendarSync.data?.account?.calendarUrl ? calendarSync.data.account : null;
  // One query for the shown week serves both views: moving between days of the week needs no new request.
  const busy = useBusyBlocks(shiftDate(weekFrom, -1), weekTo);
  const weekBusy = busy.data ?? [];
  const dayBusy = weekBusy.filter((b) => b.date === date || (b.date === shiftDate(date, -1) && !b.allDay));
  const dayLabel = date === today ? 'today' : `on ${fmt.date(date, 'day')}`;

  const openCreate = (hour = DEFAULT_HOUR) => setDialog({ open: true, block: null, date, hour });
  const openEdit = (block: TimeBlock) => setDialog({ open: true, block, date: block.date, hour: block.hour });
  useOpenRequest(
    day.data?.filter((b) => b.date === date),
    openEdit,
  );
  const { onDelete, deletingId, scopeDialog } = useBlockDeletes();
  const { onMove, announcement } = useBlockMoves();

  const step = tab === 'week' ? week.days.length : 1;
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
          <Button onClick={() => openCreate()} className="hidden sm:inline-flex" data-focus-fallback>
            <Plus aria-hidden="true" />
            Add time block
          </Button>
        }
      />
      <DateNavigation date={date} step={step} onChange={setDate}>
        <Button size="icon" onClick={() => openCreate()} className="shrink-0 sm:hidden" aria-label="Add time block" data-focus-fallback>
          <Plus aria-hidden="true" />
        </Button>
      </DateNavigation>
      {syncAccount && <CalendarSyncStatus account={syncAccount} />}
      <TimeBlockTotals blocks={day.data ?? []} date={date} isLoading={day.isLoading} dayLabel={dayLabel} />

      <PlannerLayout date={date} tab={tab} onMove={onMove}>
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="day">Day</TabsTrigger>
            <TabsTrigger value="week">{week.label}</TabsTrigger>
          </TabsList>
          <TabsContent value="day" className="space-y-4">
            <DayTab date={date} day={day} busy={dayBusy} onAdd={openCreate} onEdit={openEdit} onDelete={onDelete} onMove={onMove} deletingId={deletingId} />
          </TabsContent>
          <TabsContent value="week">
            <WeekTab
              date={date}
              days={week.days}
              label={week.label}
              week={weekBlocks}
              busy={weekBusy}
              onEdit={openEdit}
              onMove={onMove}
              onSwipe={week.days.length < 7 ? (direction) => setDate(shiftDate(date, direction * step)) : undefined}
              onOpenDay={(d) => {
                setDate(d);
                setTab('day');
              }}
            />
          </TabsContent>
        </Tabs>
      </PlannerLayout>

      <p className="sr-only" aria-live="polite" data-testid="move-announcement">
        {announcement}
      </p>
      <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
      <TimeBlockDialog state={dialog} onOpenChange={(open) => setDialog((s) => ({ ...s, open }))} />
      {scopeDialog}
    </div>
  );
}
