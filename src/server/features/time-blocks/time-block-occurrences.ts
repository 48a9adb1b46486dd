import { occurrenceDates } from '../../../shared/recurrence.js';
import { startMinute } from '../../../shared/time-block-constants.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { TimeBlockExceptionRow } from '../../db/planner-dto.js';

/** What an occurrence takes from its exception row. */
export type ExceptionEdits = Pick<TimeBlockExceptionRow, 'occurrenceDate' | 'removed' | 'date' | 'hour' | 'minute' | 'title' | 'category' | 'durationMinutes'>;

/** One occurrence of a series as the API shows it: the series' id and rule, the exception's edits if any. */
export function occurrenceDto(series: TimeBlock, occurrence: string, exception?: ExceptionEdits): TimeBlock {
  const durationMinutes = exception?.durationMinutes ?? series.durationMinutes;
  return {
    ...series,
    date: exception?.date ?? occurrence,
    hour: exception?.hour ?? series.hour,
    minute: exception?.minute ?? series.minute,
    title: exception?.title ?? series.title,
    category: exception?.category ?? series.category,
    duration: durationMinutes / 60,
    durationMinutes,
    occurrence,
  };
}

/** The occurrences of the series (as its own answer shows it) that fall from `from` to `to`, exceptions applied (an edit may move one in or out). */
export function expandSeries(series: TimeBlock, exceptions: ExceptionEdits[], from: string, to: string, timezone: string): TimeBlock[] {
  if (series.rrule === null) return series.date >= from && series.date <= to ? [series] : [];
  const rule = { date: series.date, hour: series.hour, minute: series.minute, rrule: series.rrule };
  const byDate = new Map(exceptions.map((e) => [e.occurrenceDate, e]));
  const out: TimeBlock[] = [];
  for (const date of occurrenceDates(rule, from, to, timezone)) {
    const exception = byDate.get(date);
    if (exception?.removed) continue;
    const item = occurrenceDto(series, date, exception);
    if (item.date >= from && item.date <= to) out.push(item);
  }
  // Occurrences the rule puts outside the range that an edit moved into it.
  for (const exception of exceptions) {
    if (exception.removed || exception.date === null || exception.date < from || exception.date > to) continue;
    if (exception.occurrenceDate >= from && exception.occurrenceDate <= to) continue;
    if (occurrenceDates(rule, exception.occurrenceDate, exception.occurrenceDate, timezone).length === 0) continue;
    out.push(occurrenceDto(series, exception.occurrenceDate, exception));
  }
  return out;
}

export const byDateHour = (a: TimeBlock, b: TimeBlock) => (a.date < b.date ? -1 : a.date > b.date ? 1 : startMinute(a) - startMinute(b));
