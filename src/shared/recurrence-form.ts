import { dayOfWeek } from './dates.js';
import { formatRrule, parseRrule, RecurrenceError, WEEKDAY_CODES, type RecurrenceRule, type WeekdayCode } from './recurrence-rule.js';

/** The choices of the block dialog's Repeat field. */
export const REPEAT_KINDS = ['never', 'daily', 'weekdays', 'weekly', 'monthly', 'custom'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
export const REPEAT_LABELS: Record<RepeatKind, string> = {
  never: 'Does not repeat',
  daily: 'Every day',
  weekdays: 'Every weekday (Monday to Friday)',
  weekly: 'Every week on chosen days',
  monthly: 'Every month on this day',
  custom: 'Custom interval',
};
export const REPEAT_ENDS = ['never', 'on', 'after'] as const;
export type RepeatEnds = (typeof REPEAT_ENDS)[number];
export const REPEAT_END_LABELS: Record<RepeatEnds, string> = { never: 'Never', on: 'On a date', after: 'After a number of times' };
export const CUSTOM_UNITS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type CustomUnit = (typeof CUSTOM_UNITS)[number];
export const CUSTOM_UNIT_LABELS: Record<CustomUnit, string> = { DAILY: 'days', WEEKLY: 'weeks', MONTHLY: 'months' };
export const WEEKDAY_LABELS: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const WORKDAYS: WeekdayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

export interface RepeatValues {
  kind: RepeatKind;
  days: WeekdayCode[];
  interval: number;
  unit: CustomUnit;
  ends: RepeatEnds;
  until: string;
  count: number;
}

export function weekdayOf(date: string): WeekdayCode {
  return WEEKDAY_CODES[(dayOfWeek(date) + 6) % 7]!;
}

export function defaultRepeat(date: string): RepeatValues {
  return { kind: 'never', days: [weekdayOf(date)], interval: 2, unit: 'WEEKLY', ends: 'never', until: date, count: 10 };
}

/** The RRULE the dialog's Repeat and Ends fields describe for a block on `date`; null when it does not repeat. */
export function repeatToRrule(values: RepeatValues, date: string): string | null {
  if (values.kind === 'never') return null;
  const rule: RecurrenceRule =
    values.kind === 'daily'
      ? { freq: 'DAILY' }
      : values.kind === 'weekdays'
        ? { freq: 'WEEKLY', byDay: WORKDAYS.map((day) => ({ day })) }
        : values.kind === 'weekly'
          ? { freq: 'WEEKLY', byDay: WEEKDAY_CODES.filter((d) => values.days.includes(d)).map((day) => ({ day })) }
          : values.kind === 'monthly'
            ? { freq: 'MONTHLY', byMonthDay: [Number(date.slice(8, 10))] }
            : { freq: values.unit, interval: values.interval };
  if (values.ends === 'on') rule.until = { date: values.until };
  if (values.ends === 'after') rule.count = values.count;
  return formatRrule(rule);
}

/** The dialog's fields for a series' rule; a rule they cannot show as it is reads as a custom interval. */
export function rruleToRepeat(rrule: string | null, date: string): RepeatValues {
  const values = defaultRepeat(date);
  if (rrule === null) return values;
  let rule: RecurrenceRule;
  try {
    rule = parseRrule(rrule);
  } catch (error) {
    if (error instanceof RecurrenceError) return values;
    throw error;
  }
  const days = (rule.byDay ?? []).filter((d) => d.nth === undefined).map((d) => d.day);
  const interval = rule.interval ?? 1;
  let kind: RepeatKind = 'custom';
  if (interval === 1 && rule.freq === 'DAILY' && !rule.byDay && !rule.byMonthDay) kind = 'daily';
  else if (interval === 1 && rule.freq === 'WEEKLY' && days.length === 5 && WORKDAYS.every((d) => days.includes(d))) kind = 'weekdays';
  else if (interval === 1 && rule.freq === 'WEEKLY' && !rule.byMonthDay) kind = 'weekly';
  else if (interval === 1 && rule.freq === 'MONTHLY' && !rule.byDay) kind = 'monthly';
  return {
    ...values,
    kind,
    days: days.length > 0 ? days : values.days,
    interval,
    unit: rule.freq,
    ends: rule.count !== undefined ? 'after' : rule.until ? 'on' : 'never',
    until: rule.until ? ('date' in rule.until ? rule.until.date : rule.until.instant.slice(0, 10)) : date,
    count: rule.count ?? values.count,
  };
}

/** How a rule repeats, in a preview's words: "every Monday", "every weekday". */
export function repeatWords(rrule: string, date: string): string {
  const repeat = rruleToRepeat(rrule, date);
  if (repeat.kind === 'daily') return 'every day';
  if (repeat.kind === 'weekdays') return 'every weekday';
  if (repeat.kind === 'weekly') return `every ${repeat.days.map((d) => WEEKDAY_LABELS[d]).join(', ')}`;
  if (repeat.kind === 'monthly') return 'every month';
  return 'repeating';
}
