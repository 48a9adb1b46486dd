/** RFC 5545 RRULE values (the subset this product uses) read and written; no expansion here, so the web bundle stays small. */
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from './schemas/common.js';

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
    if (Number(y) < DATE_MIN_YEAR || Number(y) > DATE_MAX_YEAR) throw new RecurrenceError(`UNTIL must be between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`);
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
    parts.push(
      `UNTIL=${'date' in rule.until ? compact(rule.until.date) : `${compact(rule.until.instant.slice(0, 10))}T${rule.until.instant.slice(11, 19).replaceAll(':', '')}Z`}`,
    );
  }
  return parts.join(';');
}
