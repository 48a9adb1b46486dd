import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { isoDateSchema } from '../../../shared/schemas/common';
import { shiftDate } from '../../../shared/dates';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFormat } from '@/lib/use-format';
import { PLANNER_VIEWS, stepName, VIEW_LABELS, viewDays, viewStep, type PlannerView } from './planner-view';

interface PlannerToolbarProps {
  date: string;
  view: PlannerView;
  onDate: (date: string) => void;
  onView: (view: PlannerView) => void;
  onAdd: () => void;
  /** Plan my day, where the planner has tasks. */
  planDay?: ReactNode;
}

/** What the shown range is called: the day, or its first and last days; on a phone the day or the month. */
function useRangeLabel(date: string, view: PlannerView): { full: string; short: string } {
  const fmt = useFormat();
  const days = viewDays(view, date);
  if (days.length === 1) return { full: fmt.date(date, 'day'), short: fmt.date(date, 'weekday') };
  return { full: fmt.dateRange(days[0], days.at(-1)!), short: fmt.date(days[0], 'month') };
}

/** The shown date, written out; a click (or typing) picks another in the browser's own date field over it. */
function DateField({ date, label, onDate }: { date: string; label: { full: string; short: string }; onDate: (date: string) => void }) {
  return (
    <label className="relative flex h-9 min-w-0 shrink items-center rounded-md px-1 text-sm font-semibold hover:bg-accent focus-within:outline-2 focus-within:outline-ring sm:px-2 sm:text-base">
      <span aria-hidden="true" className="truncate" data-testid="planner-range">
        <span className="md:hidden">{label.short}</span>
        <span className="max-md:hidden">{label.full}</span>
      </span>
      <input
        type="date"
        aria-label="Date"
        value={date}
        onChange={(e) => isoDateSchema.safeParse(e.target.value).success && onDate(e.target.value)}
        onClick={(e) => {
          try {
            e.currentTarget.showPicker();
          } catch {
            // The browser opens its picker its own way.
          }
        }}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      />
    </label>
  );
}

/** Day, 3 days, Week and Agenda: tabs where there is room, a menu on a phone. */
function ViewSwitch({ view, onView }: { view: PlannerView; onView: (view: PlannerView) => void }) {
  return (
    <>
      <TabsList aria-label="View" className="hidden h-9 md:inline-flex">
        {PLANNER_VIEWS.map((v) => (
          <TabsTrigger key={v} value={v} className="px-2.5 py-1">
            {VIEW_LABELS[v]}
          </TabsTrigger>
        ))}
      </TabsList>
      <Select value={view} onValueChange={(v) => onView(v as PlannerView)}>
        <SelectTrigger aria-label="View" className="h-8 w-auto shrink-0 gap-0.5 px-1.5 md:hidden">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PLANNER_VIEWS.map((v) => (
            <SelectItem key={v} value={v}>
              {VIEW_LABELS[v]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}

/** One line: the date, ‹ Today ›, the views, Plan my day and Add. */
export function PlannerToolbar({ date, view, onDate, onView, onAdd, planDay }: PlannerToolbarProps) {
  const fmt = useFormat();
  const step = viewStep(view);
  return (
    <div className="flex h-10 min-w-0 items-center gap-1 sm:gap-2">
      <DateField date={date} label={useRangeLabel(date, view)} onDate={onDate} />
      <div className="flex shrink-0 items-center">
        <Button variant="ghost" className="h-8 w-7 p-0 sm:w-8" aria-label={`Previous ${stepName(view)}`} onClick={() => onDate(shiftDate(date, -step))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" className="h-8 px-2 sm:px-2.5" onClick={() => onDate(fmt.today)} aria-keyshortcuts="T">
          Today
        </Button>
        <Button variant="ghost" className="h-8 w-7 p-0 sm:w-8" aria-label={`Next ${stepName(view)}`} onClick={() => onDate(shiftDate(date, step))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <ViewSwitch view={view} onView={onView} />
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {planDay}
        <Button className="h-8 px-2 sm:px-3" onClick={onAdd} aria-label="Add time block" aria-keyshortcuts="N" data-focus-fallback>
          <Plus aria-hidden="true" />
          <span className="max-sm:sr-only">Add</span>
        </Button>
      </div>
    </div>
  );
}
