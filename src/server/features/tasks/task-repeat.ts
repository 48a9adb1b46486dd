import { checkSeries, nextOccurrence, splitSeries } from '../../../shared/recurrence.js';
import { AppError } from '../../errors.js';

/** A repeating task's rule, normalised, and its due date: the first occurrence on or after `dueDate` (today without one). */
export function repeatFrom(rrule: string, dueDate: string | null | undefined, today: string, timezone: string): { rrule: string; dueDate: string } {
  const checked = checkSeries({ date: dueDate ?? today, hour: 0, rrule }, timezone);
  if (!checked.ok) throw new AppError(400, `rrule: ${checked.message}`, [{ path: 'rrule', message: checked.message }]);
  return { rrule: checked.rrule, dueDate: checked.first };
}

/**
 * The task that follows a repeating one checked off `today`: due on the rule's first occurrence after both its due
 * date and today, with what is left of a COUNT; null when the rule has ended.
 */
export function nextRepeat(task: { rrule: string; dueDate: string | null }, today: string, timezone: string): { rrule: string; dueDate: string } | null {
  const series = { date: task.dueDate ?? today, hour: 0, rrule: task.rrule };
  const after = series.date > today ? series.date : today;
  const next = nextOccurrence(series, after, timezone);
  if (!next) return null;
  return { rrule: splitSeries(series, next, timezone).after, dueDate: next };
}
