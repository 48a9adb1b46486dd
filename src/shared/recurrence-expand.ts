import { DATE_MAX_YEAR } from './schemas/common.js';
import { WEEKDAY_CODES, type RecurrenceRule } from './recurrence-rule.js';

/**
 * Occurrences of the product's RRULE subset, computed on day numbers (days since 1970-01-01) of the user's wall
 * clock. Unlike a general expander, which walks every period from DTSTART, this one jumps straight to the period
 * that holds the first day asked for, so a read in year 2999 of a series begun in 1900 costs what a read in its
 * first week does. Nothing is ever expanded past the last day a date may have (DATE_MAX_YEAR-12-31). Its results
 * equal rrule.js's for every rule parseRrule accepts (recurrence-expand.test.ts compares them).
 */

const DAY_SECONDS = 86_400;

/** The date of a day number, by Howard Hinnant's days-to-civil algorithm (integer arithmetic, no Date). */
export function civilOf(day: number): { year: number; month: number; dom: number } {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, dom: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

export const dayOfMonth = (year: number, month: number, dom: number) => Date.UTC(year, month - 1, dom) / 86_400_000;
export const dayNumber = (date: string) => dayOfMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
export const dateOfDay = (day: number) => {
  const { year, month, dom } = civilOf(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dom).padStart(2, '0')}`;
};
/** 0 = Monday … 6 = Sunday; 1970-01-01 was a Thursday. */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;
const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthLength = (year: number, month: number) => (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : LENGTHS[month - 1]!);

export const LAST_DAY = dayNumber(`${DATE_MAX_YEAR}-12-31`);

export interface CompiledRule {
  freq: RecurrenceRule['freq'];
  interval: number;
  start: number;
  /** Seconds of the occurrence's start after its day's midnight: UNTIL compares date and time. */
  startSecond: number;
  weekdays: Set<number> | null;
  nth: { weekday: number; n: number }[] | null;
  monthDays: number[] | null;
  count: number | undefined;
  /** The latest wall-clock second (since 1970) an occurrence may start at. */
  untilSecond: number;
  /**
   * How periods are walked: a day or a week at a time, or a month (MONTHLY, and DAILY with BYMONTHDAY and a short
   * INTERVAL, which has a few candidates a month rather than a test every day).
   */
  walk: 'day' | 'week' | 'month';
  monthsPerPeriod: number;
}

/** `startMinute` is the wall-clock minute of the day it starts at; `until` is the UNTIL as a wall-clock second in the user's zone, already worked out by the caller. */
export function compileRule(start: string, startMinute: number, rule: RecurrenceRule, untilSecond: number): CompiledRule {
  const startDay = dayNumber(start);
  const plain = rule.byDay?.filter((d) => d.nth === undefined).map((d) => WEEKDAY_CODES.indexOf(d.day)) ?? [];
  const nth = rule.byDay?.filter((d) => d.nth !== undefined).map((d) => ({ weekday: WEEKDAY_CODES.indexOf(d.day), n: d.nth! })) ?? [];
  let weekdays = plain.length ? new Set(plain) : null;
  let monthDays = rule.byMonthDay?.length ? rule.byMonthDay : null;
  // RFC 5545: without BYxxx parts a rule repeats on its DTSTART's weekday (WEEKLY) or day of the month (MONTHLY).
  if (!rule.byDay?.length && !monthDays) {
    if (rule.freq === 'WEEKLY') weekdays = new Set([weekdayOf(startDay)]);
    if (rule.freq === 'MONTHLY') monthDays = [civilOf(startDay).dom];
  }
  const interval = rule.interval ?? 1;
  const walk = rule.freq === 'WEEKLY' ? 'week' : rule.freq === 'MONTHLY' || (monthDays && interval < 28) ? 'month' : 'day';
  return {
    freq: rule.freq,
    interval,
    walk,
    monthsPerPeriod: rule.freq === 'MONTHLY' ? interval : 1,
    start: startDay,
    startSecond: startMinute * 60,
    weekdays,
    nth: nth.length ? nth : null,
    monthDays,
    count: rule.count,
    untilSecond,
  };
}

function matches(c: CompiledRule, day: number, dom: number, length: number): boolean {
  const weekday = weekdayOf(day);
  if (c.weekdays && !c.weekdays.has(weekday)) return false;
  if (c.nth && !c.nth.some((x) => x.weekday === weekday && (x.n > 0 ? Math.ceil(dom / 7) === x.n : Math.floor((length - dom) / 7) + 1 === -x.n))) {
    return false;
  }
  if (c.monthDays && !c.monthDays.some((m) => (m > 0 ? m === dom : length + 1 + m === dom))) return false;
  return true;
}

/** The days of a month that may match, in order: those BYMONTHDAY or a numbered BYDAY names, else every day. */
function candidates(c: CompiledRule, opens: number, length: number): number[] {
  let doms: number[];
  if (c.monthDays) doms = c.monthDays.map((m) => (m > 0 ? m : length + 1 + m));
  else if (c.nth) {
    doms = c.nth.map(({ weekday, n }) => {
      const firstOfWeekday = 1 + ((weekday - weekdayOf(opens) + 7) % 7);
      if (n > 0) return firstOfWeekday + 7 * (n - 1);
      const lastOfWeekday = firstOfWeekday + 7 * Math.floor((length - firstOfWeekday) / 7);
      return lastOfWeekday + 7 * (n + 1);
    });
  } else return Array.from({ length }, (_, i) => i + 1);
  const valid = doms.filter((dom) => dom >= 1 && dom <= length);
  return valid.length < 2 ? valid : [...new Set(valid)].sort((a, b) => a - b);
}

function dayMatches(c: CompiledRule, day: number): boolean {
  if (!c.monthDays && !c.nth) return !c.weekdays || c.weekdays.has(weekdayOf(day));
  const { year, month, dom } = civilOf(day);
  return matches(c, day, dom, monthLength(year, month));
}

/** The first day of period k and its candidate days in order (before the start, UNTIL and COUNT are applied). */
function period(c: CompiledRule, k: number, first: { month: number; week: number }): { opens: number; days: number[] } {
  if (c.walk === 'day') {
    const day = c.start + k * c.interval;
    return { opens: day, days: dayMatches(c, day) ? [day] : [] };
  }
  if (c.walk === 'week') {
    const monday = first.week + 7 * k * c.interval;
    const days: number[] = [];
    for (let day = monday; day < monday + 7; day++) if (dayMatches(c, day)) days.push(day);
    return { opens: monday, days };
  }
  const index = first.month + k * c.monthsPerPeriod;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const opens = dayOfMonth(year, month, 1);
  const length = monthLength(year, month);
  const days: number[] = [];
  for (const dom of candidates(c, opens, length)) {
    const day = opens + dom - 1;
    if (c.freq === 'DAILY' && (day - c.start) % c.interval !== 0) continue;
    if (matches(c, day, dom, length)) days.push(day);
  }
  return { opens, days };
}

/** The first period that can hold `day` (periods before it have only earlier days). */
function periodAt(c: CompiledRule, day: number, first: { month: number; week: number }): number {
  if (day <= c.start) return 0;
  if (c.walk === 'day') return Math.ceil((day - c.start) / c.interval);
  if (c.walk === 'week') return Math.floor((day - first.week) / (7 * c.interval));
  const { year, month } = civilOf(day);
  return Math.floor((year * 12 + month - 1 - first.month) / c.monthsPerPeriod);
}

/**
 * The occurrence days from `from` to `to` inclusive, at most `max` of them. A rule with COUNT is counted from its
 * start (at most RECURRENCE_COUNT_MAX occurrences); any other starts at the period holding `from`.
 */
export function expandDays(c: CompiledRule, from: number, to: number, max = Number.POSITIVE_INFINITY): number[] {
  const s = civilOf(c.start);
  const first = { month: s.year * 12 + s.month - 1, week: c.start - weekdayOf(c.start) };
  const last = Math.min(to, LAST_DAY, Math.floor((c.untilSecond - c.startSecond) / DAY_SECONDS));
  const out: number[] = [];
  let counted = 0;
  for (let k = c.count === undefined ? periodAt(c, from, first) : 0; ; k++) {
    const { opens, days } = period(c, k, first);
    if (opens > last) return out;
    for (const day of days) {
      if (day < c.start) continue;
      if (day > last) return out;
      if (c.count !== undefined && ++counted > c.count) return out;
      if (day < from) continue;
      out.push(day);
      if (out.length >= max) return out;
    }
  }
}
