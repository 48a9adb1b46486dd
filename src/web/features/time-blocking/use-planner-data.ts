import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { shiftDate } from '../../../shared/dates';
import { busyBlocksQueryOptions, useBusyBlocks } from './api/get-busy-blocks';
import { useCalendarSyncState } from './api/get-calendar-sync-state';
import { timeBlocksRangeQueryOptions, useTimeBlocksInRange } from './api/get-time-blocks-range';
import { viewDays, viewStep, type PlannerView } from './planner-view';

/** The dates a view reads: from the day before its first (whose blocks may run past midnight into it) to its last. */
function rangeOf(view: PlannerView, date: string): [string, string] {
  const days = viewDays(view, date);
  return [shiftDate(days[0], -1), days.at(-1)!];
}

/**
 * The blocks and busy time of the days a view shows (and the day before them), the calendar's sync state; once they
 * are in, the ranges before and after are read ahead, so ‹ and › show at once.
 */
export function usePlannerData(view: PlannerView, date: string) {
  const queryClient = useQueryClient();
  const [from, to] = rangeOf(view, date);
  const blocks = useTimeBlocksInRange(from, to);
  const busy = useBusyBlocks(from, to);
  const calendarSync = useCalendarSyncState();
  const ready = blocks.isSuccess;
  useEffect(() => {
    if (!ready) return;
    const step = viewStep(view);
    for (const next of [shiftDate(date, step), shiftDate(date, -step)]) {
      const [nextFrom, nextTo] = rangeOf(view, next);
      void queryClient.prefetchQuery(timeBlocksRangeQueryOptions(nextFrom, nextTo));
      void queryClient.prefetchQuery(busyBlocksQueryOptions(nextFrom, nextTo));
    }
  }, [ready, view, date, queryClient]);
  const account = calendarSync.data?.account;
  return { blocks, busy, syncAccount: account?.calendarUrl ? account : null };
}
