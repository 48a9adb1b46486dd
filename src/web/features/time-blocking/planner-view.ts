import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { isoDateSchema } from '../../../shared/schemas/common';
import { weekOf } from '../../../shared/dates';
import { daysFrom } from '../../../shared/time-blocks-layout';
import { useDeviceSetting } from '@/lib/use-device-setting';

export const PLANNER_VIEWS = ['day', '3days', 'week', 'agenda'] as const;
export type PlannerView = (typeof PLANNER_VIEWS)[number];

export const VIEW_LABELS: Record<PlannerView, string> = { day: 'Day', '3days': '3 days', week: 'Week', agenda: 'Agenda' };
/** The key that opens each view. */
export const VIEW_KEYS: Record<string, PlannerView> = { d: 'day', '3': '3days', w: 'week', a: 'agenda' };

/** The agenda lists this many days from the shown one. */
export const AGENDA_DAYS = 7;
const STEP: Record<PlannerView, number> = { day: 1, '3days': 3, week: 7, agenda: AGENDA_DAYS };

/** The days a view shows around `date`: the day, three from it, its Monday-to-Sunday week, or the agenda's days. */
export function viewDays(view: PlannerView, date: string): string[] {
  if (view === 'week') return weekOf(date).days;
  return daysFrom(date, view === 'day' ? 1 : view === '3days' ? 3 : AGENDA_DAYS);
}

/** How far ‹ and › (and ← →) move in a view. */
export const viewStep = (view: PlannerView) => STEP[view];

/** What the arrows are called: "Previous day", "Next week", "Previous 3 days". */
export const stepName = (view: PlannerView) => (view === 'day' ? 'day' : view === 'week' ? 'week' : `${STEP[view]} days`);

const isView = (value: string): PlannerView | null => ((PLANNER_VIEWS as readonly string[]).includes(value) ? (value as PlannerView) : null);

/**
 * The shown day and view. The view is kept in this browser; ?date= (from the command palette) opens that day in the
 * day view.
 */
export function usePlannerView(today: string) {
  const requested = new URLSearchParams(useSearch()).get('date');
  const requestedDate = requested !== null && isoDateSchema.safeParse(requested).success ? requested : null;
  const [date, setDate] = useState(requestedDate ?? today);
  const [view, setView] = useDeviceSetting<PlannerView>('planner-view', isView, 'day');
  useEffect(() => {
    if (!requestedDate) return;
    setDate(requestedDate);
    setView('day');
  }, [requestedDate, setView]);
  return { date, setDate, view, setView };
}
