import { dateOf, localDateTimeOf } from './dates.js';
import { compileRule, dateOfDay, dayNumber, expandDays, LAST_DAY, type CompiledRule } from './recurrence-expand.js';
import { formatRrule, parseRrule, RecurrenceError, type RecurrenceRule } from './recurrence-rule.js';

export * from './recurrence-rule.js';

/** A repeating block: its first date, its wall-clock start hour and minute, and its rule. */
export interface Series {
  date: string;
  hour: number;
  minute?: number;
  rrule: string;
}

/** The wall-clock second (since 1970, as if UTC) that an instant shows in a zone. */
function wallClockSecond(instant: string, timezone: string): number {
  const local = localDateTimeOf(new Date(instant), timezone);
  return dayNumber(dateOf(local)) * 86_400 + local.hour * 3600 + local.minute * 60 + local.second;
}

function untilSecond(rule: RecurrenceRule, timezone: string): number {
  if (!rule.until) return Number.POSITIVE_INFINITY;
  if ('date' in rule.until) return dayNumber(rule.until.date) * 86_400 + 86_399;
  return wallClockSecond(rule.until.instant, timezone);
}

interface Compiled {
  rule: CompiledRule;
  /** Every occurrence of a rule with COUNT (at most RECURRENCE_COUNT_MAX), worked out once. */
  counted?: number[];
}

/**
 * Occurrences are computed on "floating" times: a block at 9:00 is at 9:00 on every date whatever the zone's offset
 * that day; the zone matters only for an UNTIL given as a UTC instant. Reads expand the same few series again and
 * again, so compiled rules are kept (a bounded number of them).
 */
const compiled = new Map<string, Compiled>();
const COMPILED_KEPT = 2000;

function compile(series: Series, timezone: string, parsed?: RecurrenceRule): Compiled {
  const key = `${series.date}|${series.hour}:${series.minute ?? 0}|${series.rrule}|${timezone}`;
  let entry = compiled.get(key);
  if (!entry) {
    const rule = parsed ?? parseRrule(series.rrule);
    entry = { rule: compileRule(series.date, series.hour * 60 + (series.minute ?? 0), rule, untilSecond(rule, timezone)) };
    if (rule.count !== undefined) entry.counted = expandDays(entry.rule, entry.rule.start, LAST_DAY);
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, entry);
  }
  return entry;
}

function days(series: Series, timezone: string, from: number, to: number, max?: number): number[] {
  const { rule, counted } = compile(series, timezone);
  if (!counted) return expandDays(rule, from, to, max);
  const within = counted.filter((day) => day >= from && day <= to);
  return max === undefined ? within : within.slice(0, max);
}

/** The dates from `from` to `to` (inclusive) on which the series has an occurrence, before exceptions. */
export function occurrenceDates(series: Series, from: string, to: string, timezone: string): string[] {
  if (to < series.date) return [];
  return days(series, timezone, dayNumber(from), dayNumber(to)).map(dateOfDay);
}

/** The first occurrence on or after the series' date; null when the rule yields none. */
export function firstOccurrence(series: Series, timezone: string): string | null {
  const start = dayNumber(series.date);
  const first = days(series, timezone, start, LAST_DAY, 1)[0];
  return first === undefined ? null : dateOfDay(first);
}

/** The last occurrence on or before day `end`, searched backwards in widening windows, never walking the years between. */
function lastUpTo(series: Series, timezone: string, end: number): number | undefined {
  const { rule, counted } = compile(series, timezone);
  if (counted) return counted.filter((day) => day <= end).at(-1);
  for (let window = 64; ; window *= 4) {
    const from = Math.max(rule.start, end - window);
    const found = expandDays(rule, from, end);
    if (found.length) return found[found.length - 1];
    if (from === rule.start) return undefined;
  }
}

/** The last occurrence of a rule with COUNT or UNTIL; null when the series never ends (or yields nothing). */
export function lastOccurrence(series: Series, timezone: string): string | null {
  const rule = parseRrule(series.rrule);
  if (rule.count === undefined && !rule.until) return null;
  const { rule: c } = compile(series, timezone, rule);
  const last = lastUpTo(series, timezone, Math.min(LAST_DAY, Math.floor((c.untilSecond - c.startSecond) / 86_400)));
  return last === undefined ? null : dateOfDay(last);
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
  const after: RecurrenceRule = { ...rule };
  const before = at <= series.date ? undefined : lastUpTo(series, timezone, dayNumber(at) - 1);
  if (rule.count !== undefined)
    after.count = Math.max(1, rule.count - (before === undefined ? 0 : days(series, timezone, dayNumber(series.date), before).length));
  if (before === undefined) return { before: null, after: formatRrule(after) };
  return { before: formatRrule({ ...rule, count: undefined, until: { date: dateOfDay(before) } }), after: formatRrule(after) };
}

/** Checks an RRULE for a series starting on `date`: the normalised rule and its first occurrence, or what is wrong. */
export function checkSeries(series: Series, timezone: string): { ok: true; rrule: string; first: string } | { ok: false; message: string } {
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

/** The first occurrence after `after` (a date), or null when the series ends before it. */
export function nextOccurrence(series: Series, after: string, timezone: string): string | null {
  const from = Math.max(dayNumber(after) + 1, dayNumber(series.date));
  if (from > LAST_DAY) return null;
  const next = days(series, timezone, from, LAST_DAY, 1)[0];
  return next === undefined ? null : dateOfDay(next);
}
