import ICAL from 'ical.js';

/** The date and time properties of an event that the parser would otherwise roll over (month 13 → next year) or fail on later. */
const DATE_PROPERTIES = ['dtstart', 'dtend', 'due', 'recurrence-id', 'exdate', 'rdate', 'dtstamp', 'created', 'last-modified'] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= ICAL.Time.daysInMonth(month, year);
}

/** A value as ical.js holds it (`2026-03-01` or `2026-03-01T09:00:00Z`): a real date and time, nothing rolled over. */
export function isValidDateValue(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const date = DATE.exec(value);
  if (date) return isRealDate(Number(date[1]), Number(date[2]), Number(date[3]));
  const time = DATE_TIME.exec(value);
  if (!time) return false;
  const [hour, minute, second] = [Number(time[4]), Number(time[5]), Number(time[6])];
  return isRealDate(Number(time[1]), Number(time[2]), Number(time[3])) && hour <= 23 && minute <= 59 && second <= 60;
}

/** Back to the iCalendar form for messages: 2026-13-45T99:00:00Z → 20261345T990000Z. */
const asWritten = (value: unknown) => (typeof value === 'string' ? value.replace(/[-:]/g, '') : (JSON.stringify(value) ?? '')).slice(0, 40);

export interface DateProblem {
  /** The property in lower case, `rrule.until` for a rule's end. */
  property: string;
  message: string;
}

/** The first date or time in the event that is not a real one, or a DURATION the parser cannot read. */
export function findDateProblem(vevent: ICAL.Component): DateProblem | undefined {
  for (const name of DATE_PROPERTIES) {
    for (const property of vevent.getAllProperties(name)) {
      const values = (property.jCal as unknown[]).slice(3);
      for (const value of values) {
        const parts: unknown[] =
          property.type === 'period' && Array.isArray(value) ? value.filter((v) => !(typeof v === 'string' && /^[-+]?P/.test(v))) : [value];
        const bad = parts.find((part) => !isValidDateValue(part));
        if (bad !== undefined) return { property: name, message: `${name.toUpperCase()} is not a valid date or date-time: ${asWritten(bad)}` };
      }
    }
  }
  for (const property of vevent.getAllProperties('rrule')) {
    const rule = (property.jCal as unknown[])[3] as { until?: unknown } | undefined;
    if (rule?.until !== undefined && !isValidDateValue(rule.until)) {
      return { property: 'rrule.until', message: `The UNTIL of RRULE is not a valid date or date-time: ${asWritten(rule.until)}` };
    }
  }
  const duration = vevent.getFirstProperty('duration');
  if (duration) {
    try {
      ICAL.Duration.fromString(String((duration.jCal as unknown[])[3]));
    } catch {
      return { property: 'duration', message: `DURATION is not a valid duration: ${asWritten((duration.jCal as unknown[])[3])}` };
    }
  }
  return undefined;
}
