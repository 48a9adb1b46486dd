import type { UseQueryResult } from '@tanstack/react-query';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { shiftDate } from '../../../shared/dates';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useOpenRequest } from '@/lib/use-open-request';
import { AgendaView } from './agenda-view';
import { DayView } from './day-view';
import { DaysView } from './days-view';
import { HourHeight, useZoom } from './grid-scale';
import { PlannerActionsContext } from './planner-actions';
import { PlannerShell, useTasksOpen } from './planner-shell';
import { PlannerStrip } from './planner-strip';
import { usePlannerTasks } from './planner-tasks';
import { PlannerToolbar } from './planner-toolbar';
import { usePlannerView, VIEW_KEYS, VIEW_LABELS, viewDays, viewStep, type PlannerView } from './planner-view';
import { ShortcutsHelp, useShortcutsHelp } from './shortcuts-help';
import { TimeBlockDialog } from './time-block-dialog';
import { useBlockActions } from './use-block-actions';
import { usePageShortcuts } from './use-page-shortcuts';
import { usePlannerData } from './use-planner-data';

/** Where the workday starts when a block is added from the toolbar or N: the shown day at 9. */
const DEFAULT_START = 9 * 60;

interface ViewBodyProps {
  view: PlannerView;
  date: string;
  blocks: UseQueryResult<TimeBlock[]>;
  busy: UseQueryResult<BusyBlock[]>;
  onSwipe: (direction: -1 | 1) => void;
}

/** The view shown, or its skeleton while the blocks load, or why they could not be. */
function ViewBody({ view, date, blocks, busy, onSwipe }: ViewBodyProps) {
  const { today } = useFormat();
  // The grid opens at the workday once: it waits for the busy time too, whose all-day events change its header.
  if (blocks.isLoading || busy.isLoading) return <Skeleton role="status" aria-label="Loading time blocks" className="h-full w-full" />;
  if (blocks.isError)
    return (
      <p role="alert" className="p-4 text-destructive dark:text-red-300">
        Could not load time blocks: {errorMessage(blocks.error)}
      </p>
    );
  const data = blocks.data ?? [];
  const busyTime = busy.data ?? [];
  const days = viewDays(view, date);
  if (view === 'day') return <DayView date={date} blocks={data} busy={busyTime} isToday={date === today} />;
  if (view === 'agenda') return <AgendaView days={days} blocks={data} busy={busyTime} />;
  return <DaysView days={days} label={VIEW_LABELS[view]} blocks={data} busy={busyTime} selected={date} onSwipe={view === '3days' ? onSwipe : undefined} />;
}

/**
 * The planner: a toolbar, the day's totals, and the grid of the chosen view filling the window under the navigation,
 * with the task list folding away beside it.
 */
export default function TimeBlockingPage() {
  const fmt = useFormat();
  const { date, setDate, view, setView } = usePlannerView(fmt.today);
  const zoom = useZoom();
  const tasks = usePlannerTasks();
  const tasksOpen = useTasksOpen();
  const help = useShortcutsHelp();
  const { blocks, busy, syncAccount } = usePlannerData(view, date);
  const { actions, dialog, setDialog, openNew, announcement, scopeDialog } = useBlockActions((day) => {
    setDate(day);
    setView('day');
  });
  useOpenRequest(blocks.data, actions.onOpen);
  const step = viewStep(view);
  const addNew = () => openNew({ date, start: DEFAULT_START });
  usePageShortcuts({
    n: addNew,
    t: () => setDate(fmt.today),
    ArrowLeft: () => setDate(shiftDate(date, -step)),
    ArrowRight: () => setDate(shiftDate(date, step)),
    ...Object.fromEntries(Object.entries(VIEW_KEYS).map(([key, v]) => [key, () => setView(v)])),
    '+': zoom.zoomIn,
    '=': zoom.zoomIn,
    '-': zoom.zoomOut,
    '?': help.show,
  });

  return (
    <HourHeight.Provider value={zoom.hourPx}>
      <PlannerActionsContext.Provider value={actions}>
        <Tabs value={view} onValueChange={(v) => setView(v as PlannerView)} className="flex h-[calc(100dvh-4.25rem-1px)] min-h-[26rem] flex-col">
          <h1 className="sr-only">Time Blocking</h1>
          <PlannerToolbar date={date} view={view} onDate={setDate} onView={setView} onAdd={addNew} planDay={tasks?.planDay(date, 'max-md:sr-only')} />
          <PlannerStrip date={date} blocks={blocks.data} syncAccount={syncAccount} zoom={zoom} tasks={tasks ? tasksOpen : undefined} />
          <PlannerShell date={date} tasks={tasks} tasksOpen={tasksOpen.open} onMove={actions.onMove}>
            <TabsContent value={view} className="mt-0 h-full focus-visible:outline-none">
              <ViewBody view={view} date={date} blocks={blocks} busy={busy} onSwipe={(direction) => setDate(shiftDate(date, direction * step))} />
            </TabsContent>
          </PlannerShell>
        </Tabs>
        <p className="sr-only" aria-live="polite" data-testid="move-announcement">
          {announcement}
        </p>
        <ShortcutsHelp open={help.open} onOpenChange={help.setOpen} />
        <TimeBlockDialog
          state={dialog}
          onOpenChange={(open) => setDialog((s) => ({ ...s, open }))}
          onRefused={(refused) => setDialog((s) => ({ ...s, open: true, block: null, refused }))}
        />
        {scopeDialog}
      </PlannerActionsContext.Provider>
    </HourHeight.Provider>
  );
}
