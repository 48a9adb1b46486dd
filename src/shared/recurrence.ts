import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType, Weekday } from 'rrule';
import { shiftDate } from './dates.js';
import { formatRrule, parseRrule, RecurrenceError, type RecurrenceFreq, type RecurrenceRule, type WeekdayCode } from './recurrence-rule.js';

export * from './recurrence-rule.js';

// Node sees only the CommonJS build's default export; bundlers read the ES build's named exports.
const rrule: typeof rruleModule = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = rrule;

/** A repeating block: its first date, its wall-clock start hour and its rule. */
export interface Series {
  date: string;
  hour: number;
  rrule: string;
}

/**
 * Occurrences are computed on "floating" times: a Date whose UTC fields are the user's wall clock. A 9:00 block is
 * 9:00 on every date whatever the zone's offset that day; the zone matters only for an UNTIL given as a UTC instant.
 */
const floating = (date: string, hour = 0, minute = 0, second = 0) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, hour, minute, second));
};
const dateOf = (value: Date) => value.toISOString().slice(0, 10);

function wallClock(instant: string, timezone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')));
}

const WEEKDAYS: Record<WeekdayCode, Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};
const FREQS: Record<RecurrenceFreq, number> = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY };

function toRRule(series: Series, timezone: string, rule = parseRrule(series.rrule)): RRuleType {
  const options: Partial<Options> = {
    freq: FREQS[rule.freq],
    interval: rule.interval ?? 1,
    dtstart: floating(series.date, series.hour),
    wkst: RRule.MO,
  };
  if (rule.byDay) options.byweekday = rule.byDay.map((d) => (d.nth === undefined ? WEEKDAYS[d.day] : WEEKDAYS[d.day].nth(d.nth)));
  if (rule.byMonthDay) options.bymonthday = rule.byMonthDay;
  if (rule.count !== undefined) options.count = rule.count;
  if (rule.until) options.until = 'date' in rule.until ? floating(rule.until.date, 23, 59, 59) : wallClock(rule.until.instant, timezone);
  return new RRule(options);
}

/** The dates from `from` to `to` (inclusive) on which the series has an occurrence, before exceptions. */
export function occurrenceDates(series: Series, from: string, to: string, timezone: string): string[] {
  if (to < series.date) return [];
  const start = from < series.date ? series.date : from;
  return toRRule(series, timezone)
    .between(floating(start), floating(to, 23, 59, 59), true)
    .map(dateOf);
}

/** The first occurrence on or after the series' date; null when the rule yields none. */
export function firstOccurrence(series: Series, timezone: string): string | null {
  const first = toRRule(series, timezone).after(floating(series.date), true);
  return first ? dateOf(first) : null;
}

/** The last occurrence of a rule with COUNT or UNTIL; null when the series never ends (or yields nothing). */
export function lastOccurrence(series: Series, timezone: string): string | null {
  const rule = parseRrule(series.rrule);
  if (rule.count === undefined && !rule.until) return null;
  const all = toRRule(series, timezone, rule).all();
  const last = all[all.length - 1];
  return last ? dateOf(last) : null;
}

export function isOccurrence(series: Series, date: string, timezone: string): boolean {
  return occurrenceDates(series, date, date, timezone).includes(date);
}

/**
 * Cuts a series at one of its occurrences: the rule of the part before it (null when `at` is the first occurrence)
 * and the rule of the part from `at` on, which starts on `at` and keeps what is left of a COUNT.
 */
export function splitSeries(series: Series, at: string, timezone: string): { before: string | null; after: string } {
  const rule = parseRrule(series.rrule);
  const earlier = at <= series.date ? [] : occurrenceDates(series, series.date, shiftDate(at, -1), timezone);
  const after: RecurrenceRule = { ...rule };
  if (rule.count !== undefined) after.count = Math.max(1, rule.count - earlier.length);
  if (earlier.length === 0) return { before: null, after: formatRrule(after) };
  const before: RecurrenceRule = { ...rule, count: undefined, until: { date: earlier[earlier.length - 1]! } };
  return { before: formatRrule(before), after: formatRrule(after) };
}

/** Checks an RRULE for a series starting on `date`: the normalised rule and its first occurrence, or what is wrong. */
export function checkSeries(
  series: Series,
  timezone: string,
): { ok: true; rrule: string; first: string } | { ok: false; message: string } {
  try {
    const rrule = formatRrule(parseRrule(series.rrule));
    const first = firstOccurrence({ ...series, rrule }, timezone);
    if (!first) return { ok: false, message: 'The repeat rule yields no occurrence' };
    return { ok: true, rrule, first };
  } catch (error) {
    if (error instanceof RecurrenceError) return { ok: false, message: error.message };
    throw error;
  }
}
