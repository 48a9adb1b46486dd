import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as rruleModule from 'rrule';
import { shiftDate } from './dates.js';
import { checkSeries, formatRrule, lastOccurrence, occurrenceDates, parseRrule, type RecurrenceRule, type Series } from './recurrence.js';
import { civilOf, dateOfDay, dayNumber } from './recurrence-expand.js';

// rrule.js, a general expander that walks every period from DTSTART, is the reference the jumping one must equal.
const rrule: typeof rruleModule = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const { RRule } = rrule;
const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const floating = (date: string, hour = 0, minute = 0, second = 0) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour, minute, second));

/** rrule.js walks to year 9999 looking for a rule's next occurrence; the comparison stops it 60 years on. */
const horizonOf = (series: Series) => `${Number(series.date.slice(0, 4)) + 60}-12-31`;

function reference(series: Series): InstanceType<typeof RRule> {
  const rule = parseRrule(series.rrule);
  const horizon = floating(horizonOf(series), 23, 59, 59);
  const until = rule.until && 'date' in rule.until ? floating(rule.until.date, 23, 59, 59) : rule.until ? new Date(rule.until.instant) : horizon;
  return new RRule({
    freq: { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY }[rule.freq],
    interval: rule.interval ?? 1,
    dtstart: floating(series.date, series.hour),
    wkst: RRule.MO,
    ...(rule.byDay
      ? { byweekday: rule.byDay.map((d) => (d.nth === undefined ? WEEKDAYS[CODES.indexOf(d.day)]! : WEEKDAYS[CODES.indexOf(d.day)]!.nth(d.nth))) }
      : {}),
    ...(rule.byMonthDay ? { bymonthday: rule.byMonthDay } : {}),
    ...(rule.count !== undefined ? { count: rule.count } : {}),
    until: until < horizon ? until : horizon,
  });
}

const date = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2040-12-31') }).map(dateOfDay);
const weekdays = fc.uniqueArray(fc.constantFrom(...CODES), { minLength: 1, maxLength: 3 });
const numbered = fc.uniqueArray(fc.record({ day: fc.constantFrom(...CODES), nth: fc.constantFrom(1, 2, 3, 4, 5, -1, -2, -5) }), {
  minLength: 1,
  maxLength: 2,
  selector: (d) => `${d.nth}${d.day}`,
});
const monthDays = fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: -31, max: -1 })), { minLength: 1, maxLength: 3 });
/**
 * Rules that have occurrences: rrule.js looks for the next one up to year 9999 whatever UNTIL says, so a rule with
 * none (a numbered weekday that must also be a given month day, a weekday a DAILY rule stepping whole weeks never
 * lands on) would take it seconds. Impossible rules are checked by name below.
 */
const rule: fc.Arbitrary<RecurrenceRule> = fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY').chain((freq) =>
  fc
    .record(
      {
        freq: fc.constant(freq),
        interval: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 999 })),
        ...(freq === 'MONTHLY'
          ? {
              byDay: fc.oneof(
                weekdays.map((days) => days.map((day) => ({ day }))),
                numbered,
              ),
              byMonthDay: monthDays,
            }
          : { byDay: weekdays.map((days) => days.map((day) => ({ day }))), byMonthDay: monthDays }),
        count: fc.integer({ min: 1, max: 60 }),
        until: fc.tuple(date, fc.boolean()).map(([d, instant]) => (instant ? { instant: `${d}T06:30:00Z` } : { date: d })),
      },
      { requiredKeys: ['freq'] },
    )
    .map((r): RecurrenceRule => r)
    .filter(
      (r) =>
        !(r.byMonthDay && r.byDay?.some((d) => d.nth !== undefined)) &&
        !(r.freq === 'DAILY' && r.byDay && (r.interval ?? 1) % 7 === 0) &&
        !(r.count !== undefined && r.until),
    ),
);
const series = fc.tuple(date, fc.integer({ min: 0, max: 23 }), rule).map(([d, hour, r]): Series => ({ date: d, hour, rrule: formatRrule(r) }));

describe('the jumping expander', () => {
  it('reads a day number back as the date it came from, across leap years and centuries', () => {
    const days = [dayNumber('1899-12-25'), dayNumber('1999-12-25'), dayNumber('2099-12-25')].flatMap((d) => Array.from({ length: 800 }, (_, i) => d + i));
    for (let day = dayNumber('1900-01-01'); day <= dayNumber('3000-01-01'); day += 97) days.push(day);
    for (const day of days) {
      const { year, month, dom } = civilOf(day);
      expect(new Date(day * 86_400_000).toISOString().slice(0, 10)).toBe(`${year}-${String(month).padStart(2, '0')}-${String(dom).padStart(2, '0')}`);
    }
  });

  it('gives the occurrences rrule.js gives in any range, and the same first and last occurrence', () => {
    fc.assert(
      fc.property(series, date, fc.integer({ min: 0, max: 120 }), fc.constantFrom('UTC', 'Europe/Berlin', 'Pacific/Auckland'), (s, from, span, zone) => {
        const to = shiftDate(from, span);
        const checked = checkSeries(s, zone);
        const ref = reference(s);
        // rrule.js reads UNTIL on the floating clock; an instant is the user's wall clock only in UTC.
        if (zone !== 'UTC' && s.rrule.includes('T063000Z')) return;
        const expected = ref.between(floating(from < s.date ? s.date : from), floating(to, 23, 59, 59), true).map((d) => d.toISOString().slice(0, 10));
        expect(occurrenceDates(s, from, to, zone)).toEqual(to < s.date ? [] : expected);
        const first = ref.after(floating(s.date), true)?.toISOString().slice(0, 10) ?? null;
        const ours = checked.ok ? checked.first : null;
        if (first) expect(ours).toBe(first);
        else expect(ours === null || ours > horizonOf(s)).toBe(true);
        const parsed = parseRrule(s.rrule);
        if (parsed.count === undefined && !parsed.until) return;
        const last = lastOccurrence(s, zone);
        if (last !== null && last > horizonOf(s)) return;
        const all = ref.all();
        expect(last).toBe(all.length ? all[all.length - 1]!.toISOString().slice(0, 10) : null);
      }),
      { seed: 20_260_301, numRuns: 400 },
    );
  }, 120_000);

  it('finds no occurrence of an impossible rule by walking to 2999 at most, quickly', () => {
    for (const rrule of [
      'FREQ=MONTHLY;BYDAY=5FR;BYMONTHDAY=13',
      'FREQ=MONTHLY;BYDAY=MO,1FR',
      'FREQ=DAILY;INTERVAL=7;BYDAY=TU',
      'FREQ=MONTHLY;BYMONTHDAY=30;BYDAY=-5MO',
    ]) {
      expect(checkSeries({ date: '1900-01-01', hour: 9, rrule }, 'UTC')).toEqual({ ok: false, message: 'The repeat rule yields no occurrence' });
    }
  });
});
