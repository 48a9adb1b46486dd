import { todayIn } from '../../../../shared/dates.js';
import { checkSeries, formatRrule, isOccurrence, lastOccurrence, parseRrule, RecurrenceError } from '../../../../shared/recurrence.js';
import { TITLE_MAX_LENGTH } from '../../../../shared/schemas/time-blocks.js';
import type { ParsedSeries } from './ics-parse.js';
import { placeOnMinutes } from '../place-on-minutes.js';

export interface SeriesException {
  occurrenceDate: string;
  removed: boolean;
  date?: string;
  hour?: number;
  minute?: number;
  durationMinutes?: number;
  title?: string;
}

export type SeriesBlock =
  | {
      ok: true;
      values: { date: string; hour: number; minute: number; durationMinutes: number; title: string; rrule: string; seriesEnd: string | null };
      exceptions: SeriesException[];
    }
  | { ok: false; reason: string };

/**
 * WKST only changes which weeks a WEEKLY rule with INTERVAL > 1 and several BYDAY picks; elsewhere it can go, and
 * there with Monday (the product's week) it says nothing new.
 */
function withoutWkst(rrule: string): string {
  const parts = rrule.split(';');
  const wkst = parts.find((p) => /^WKST=/i.test(p));
  if (!wkst) return rrule;
  const rest = parts.filter((p) => p !== wkst);
  const weeklyWithInterval = rest.some((p) => /^FREQ=WEEKLY$/i.test(p)) && rest.some((p) => /^INTERVAL=([2-9]|\d{2,})/i.test(p));
  if (weeklyWithInterval && wkst.toUpperCase() !== 'WKST=MO') throw new RecurrenceError(`${wkst.toUpperCase()} with INTERVAL is not supported`);
  return rest.join(';');
}

/**
 * A calendar's repeating event as one block series in the user's zone: the first occurrence's time kept to 5 minutes,
 * the rule when it is within the subset the product repeats by (FREQ DAILY, WEEKLY or MONTHLY with INTERVAL, BYDAY,
 * BYMONTHDAY, COUNT, UNTIL), EXDATEs as removed dates and RECURRENCE-ID overrides as exceptions with their own edits.
 * `ok: false` says why the event cannot be one series (it is then imported occurrence by occurrence).
 */
export function seriesBlockOf(series: ParsedSeries, timezone: string, fallbackTitle: string): SeriesBlock {
  if (series.rrule === null) return { ok: false, reason: 'it repeats by more than one rule or by RDATE' };
  let rrule: string;
  try {
    rrule = formatRrule(parseRrule(withoutWkst(series.rrule)));
  } catch (error) {
    if (error instanceof RecurrenceError) return { ok: false, reason: error.message };
    throw error;
  }
  const placed = placeOnMinutes(series.start, series.end, timezone);
  const checked = checkSeries({ date: placed.date, hour: placed.hour, minute: placed.minute, rrule }, timezone);
  if (!checked.ok) return { ok: false, reason: checked.message };
  const rule = { date: checked.first, hour: placed.hour, minute: placed.minute, rrule: checked.rrule };
  const title = (series.title || fallbackTitle).slice(0, TITLE_MAX_LENGTH);

  const exceptions = new Map<string, SeriesException>();
  for (const instant of series.exdates) {
    const occurrenceDate = todayIn(timezone, instant);
    if (isOccurrence(rule, occurrenceDate, timezone)) exceptions.set(occurrenceDate, { occurrenceDate, removed: true });
  }
  for (const override of series.overrides) {
    const occurrenceDate = todayIn(timezone, override.recurrenceId);
    if (!isOccurrence(rule, occurrenceDate, timezone) || exceptions.get(occurrenceDate)?.removed) continue;
    if (override.cancelled) {
      exceptions.set(occurrenceDate, { occurrenceDate, removed: true });
      continue;
    }
    const at = placeOnMinutes(override.start, override.end, timezone);
    const edit: SeriesException = { occurrenceDate, removed: false };
    if (at.date !== occurrenceDate) edit.date = at.date;
    if (at.hour !== placed.hour) edit.hour = at.hour;
    if (at.minute !== placed.minute) edit.minute = at.minute;
    if (at.durationMinutes !== placed.durationMinutes) edit.durationMinutes = at.durationMinutes;
    const editedTitle = (override.title || fallbackTitle).slice(0, TITLE_MAX_LENGTH);
    if (editedTitle !== title) edit.title = editedTitle;
    exceptions.set(occurrenceDate, edit);
  }
  return {
    ok: true,
    values: {
      date: checked.first,
      hour: placed.hour,
      minute: placed.minute,
      durationMinutes: placed.durationMinutes,
      title,
      rrule: checked.rrule,
      seriesEnd: lastOccurrence(rule, timezone),
    },
    exceptions: [...exceptions.values()],
  };
}
