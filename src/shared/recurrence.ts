import * as rruleModule from 'rrule';
import type { Options, RRule as RRuleType, Weekday } from 'rrule';
import { shiftDate } from './dates.js';

// Node sees only the CommonJS build's default export; bundlers read the ES build's named exports.
const rrule: typeof rruleModule = (rruleModule as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = rrule;

export const RECURRENCE_FREQS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFreq = (typeof RECURRENCE_FREQS)[number];
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const RECURRENCE_COUNT_MAX = 1000;
export const RECURRENCE_INTERVAL_MAX = 999;
export const RRULE_MAX_LENGTH = 300;

/** The parts of an RRULE this product reads and writes (RFC 5545 §3.3.10, a subset). */
export interface RecurrenceRule {
  freq: RecurrenceFreq;
  interval?: number;
  /** Weekdays, each with an optional ordinal ("1MO", "-1FR") in monthly rules. */
  byDay?: { day: WeekdayCode; nth?: number }[];
  byMonthDay?: number[];
  count?: number;
  /** yyyy-MM-dd: the last date an occurrence may fall on; or an instant (ISO, UTC) when the rule gave a time. */
  until?: { date: string } | { instant: string };
}

/** A repeating block: its first date, its wall-clock start hour and its rule. */
export interface Series {
  date: string;
  hour: number;
  rrule: string;
}

export class RecurrenceError extends Error {}

const KEYS = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL'] as const;
const wholeNumber = (value: string, name: string, min: number, max: number) => {
  if (!/^[+-]?\d+$/.test(value)) throw new RecurrenceError(`${name} must be a whole number`);
  const n = Number(value);
  if (n < min || n > max) throw new RecurrenceError(`${name} must be between ${min} and ${max}`);
  return n;
};

/** Reads an RRULE value ("FREQ=WEEKLY;BYDAY=MO,WE"); throws RecurrenceError saying what is wrong. */
export function parseRrule(value: string): RecurrenceRule {
  const source = value.trim().replace(/^RRULE:/i, '');
  if (source === '') throw new RecurrenceError('Repeat rule is empty');
  if (source.length > RRULE_MAX_LENGTH) throw new RecurrenceError(`Repeat rule must be at most ${RRULE_MAX_LENGTH} characters`);
  const parts = new Map<string, string>();
  for (const part of source.split(';')) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(part);
    if (!match) throw new RecurrenceError(`"${part}" is not a NAME=VALUE part`);
    const key = match[1]!.toUpperCase();
    if (!(KEYS as readonly string[]).includes(key)) throw new RecurrenceError(`${key} is not supported; use ${KEYS.join(', ')}`);
    if (parts.has(key)) throw new RecurrenceError(`${key} is given twice`);
    parts.set(key, match[2]!.toUpperCase());
  }
  const freq = parts.get('FREQ');
  if (!freq) throw new RecurrenceError('FREQ is required');
  if (!(RECURRENCE_FREQS as readonly string[]).includes(freq)) throw new RecurrenceError('FREQ must be DAILY, WEEKLY or MONTHLY');
  const rule: RecurrenceRule = { freq: freq as RecurrenceFreq };
  const interval = parts.get('INTERVAL');
  if (interval !== undefined) rule.interval = wholeNumber(interval, 'INTERVAL', 1, RECURRENCE_INTERVAL_MAX);
  const byDay = parts.get('BYDAY');
  if (byDay !== undefined) {
    rule.byDay = byDay.split(',').map((item) => {
      const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
      if (!m) throw new RecurrenceError(`BYDAY "${item}" is not a weekday (MO…SU, optionally with a week number)`);
      if (m[1] === undefined) return { day: m[2] as WeekdayCode };
      if (rule.freq !== 'MONTHLY') throw new RecurrenceError('A numbered BYDAY ("1MO") needs FREQ=MONTHLY');
      const nth = Number(m[1]);
      if (nth === 0 || Math.abs(nth) > 5) throw new RecurrenceError('A BYDAY week number must be 1 to 5 or -1 to -5');
      return { day: m[2] as WeekdayCode, nth };
    });
  }
  const byMonthDay = parts.get('BYMONTHDAY');
  if (byMonthDay !== undefined) {
    rule.byMonthDay = byMonthDay.split(',').map((item) => {
      const n = wholeNumber(item, 'BYMONTHDAY', -31, 31);
      if (n === 0) throw new RecurrenceError('BYMONTHDAY must be 1 to 31 or -1 to -31');
      return n;
    });
  }
  const count = parts.get('COUNT');
  if (count !== undefined) rule.count = wholeNumber(count, 'COUNT', 1, RECURRENCE_COUNT_MAX);
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    if (count !== undefined) throw new RecurrenceError('Give COUNT or UNTIL, not both');
    const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(until);
    if (!m) throw new RecurrenceError('UNTIL must be a date (20260131) or a UTC time (20260131T170000Z)');
    const [, y, mo, d, h, mi, s, z] = m;
    const date = `${y}-${mo}-${d}`;
    const check = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) throw new RecurrenceError('UNTIL is not a real date');
    if (h === undefined) rule.until = { date };
    else if (z === 'Z') rule.until = { instant: `${date}T${h}:${mi}:${s}Z` };
    // A floating time is the user's own clock: the last date is what counts for whole-hour blocks.
    else rule.until = { date };
  }
  return rule;
}

const compact = (date: string) => date.replaceAll('-', '');

/** The RRULE value of a rule, its parts always in one order. */
export function formatRrule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== undefined && rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay?.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ''}${d.day}`).join(',')}`);
  if (rule.byMonthDay?.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until) {
    parts.push(`UNTIL=${'date' in rule.until ? compact(rule.until.date) : `${compact(rule.until.instant.slice(0, 10))}T${rule.until.instant.slice(11, 19).replaceAll(':', '')}Z`}`);
  }
  return parts.join(';');
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
