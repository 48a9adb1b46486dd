import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysIn,
  addMinutesIn,
  dateOf,
  dateReaderIn,
  dayOfWeek,
  daysBetween,
  hourIn,
  instantOf,
  isKnownTimezone,
  isRealDate,
  localDateTimeOf,
  localDateTime,
  minutesOfDayIn,
  offsetChanges,
  offsetMinutesAt,
  instantAtOffset,
  shiftDate,
  shiftMonths,
  startOfDayIn,
  todayIn,
  weekOf,
  weekStartOf,
  type LocalDateTime,
} from './dates.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Clocks that change by an hour (London, New York), at midnight (São Paulo until 2019), by half an hour (Lord Howe
 * Island), never (Kolkata, at +5:30), and at a quarter-hour offset (Chatham Islands, +12:45 and +13:45).
 */
const ZONES = ['Europe/London', 'America/New_York', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham'];

// The oracle: Intl's own name for the offset ("GMT+10:30"), a different reading of the zone tables than the module's.
const offsetNames = new Map<string, Intl.DateTimeFormat>();
function oracleOffset(ms: number, zone: string): number {
  let format = offsetNames.get(zone);
  if (!format) offsetNames.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
  const name = format.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')!.value;
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name)!;
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Every change of offset of a zone from 2010 to 2030, as the instant it happens and the offsets either side. */
function changesOf(zone: string): { at: number; from: number; to: number }[] {
  const changes = [];
  for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2030, 0, 1); t += DAY_MS) {
    let [lo, hi] = [t, t + DAY_MS];
    if (oracleOffset(lo, zone) === oracleOffset(hi, zone)) continue;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (oracleOffset(mid, zone) === oracleOffset(lo, zone)) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, from: oracleOffset(lo, zone), to: oracleOffset(hi, zone) });
  }
  return changes;
}
const CHANGES = new Map(ZONES.map((zone) => [zone, changesOf(zone)]));

/** A zone and an instant: half of them within six hours of one of the zone's clock changes. */
const zonedInstant = fc.constantFrom(...ZONES).chain((zone) => {
  const changes = CHANGES.get(zone)!;
  const anywhere = fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2030, 0, 1) });
  const nearChange = fc
    .tuple(fc.integer({ min: 0, max: Math.max(0, changes.length - 1) }), fc.integer({ min: -6 * 60, max: 6 * 60 }), fc.integer({ min: 0, max: 59_999 }))
    .map(([i, minutes, ms]) => (changes[i]?.at ?? Date.UTC(2020, 0, 1)) + minutes * MINUTE_MS + ms);
  return fc.tuple(fc.constant(zone), changes.length > 0 ? fc.oneof(anywhere, nearChange) : anywhere);
});

const asUtc = (l: LocalDateTime) => Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
const runs = { numRuns: 400 };

describe('the zone tables the tests walk', () => {
  it('hold the changes each zone is known for', () => {
    const at = (zone: string, iso: string) => CHANGES.get(zone)!.find((c) => new Date(c.at).toISOString() === iso);
    expect(at('Europe/London', '2026-03-29T01:00:00.000Z')).toMatchObject({ from: 0, to: 60 });
    expect(at('America/New_York', '2026-11-01T06:00:00.000Z')).toMatchObject({ from: -240, to: -300 });
    expect(at('America/Sao_Paulo', '2018-11-04T03:00:00.000Z')).toMatchObject({ from: -180, to: -120 });
    expect(at('Australia/Lord_Howe', '2026-04-04T15:00:00.000Z')).toMatchObject({ from: 660, to: 630 });
    expect(at('Pacific/Chatham', '2026-09-26T14:00:00.000Z')).toMatchObject({ from: 765, to: 825 });
    expect(CHANGES.get('Asia/Kolkata')).toEqual([]);
  });
});

describe('the local date and time of an instant', () => {
  it('is the instant moved by the offset the zone has then', () => {
    fc.assert(
      fc.property(zonedInstant, ([zone, ms]) => {
        const local = localDateTimeOf(new Date(ms), zone);
        expect(asUtc(local) - toSecond(ms)).toBe(oracleOffset(ms, zone) * MINUTE_MS);
        expect(offsetMinutesAt(new Date(ms), zone)).toBe(oracleOffset(ms, zone));
        expect(todayIn(zone, new Date(ms))).toBe(dateOf(local));
        expect(dateReaderIn(zone)(ms)).toBe(dateOf(local));
        expect(hourIn(zone, new Date(ms))).toBe(local.hour);
        expect(minutesOfDayIn(zone, new Date(ms))).toBe(local.hour * 60 + local.minute);
      }),
      runs,
    );
  });

  it('reads a few instants as people there would', () => {
    const local = (iso: string, zone: string) => localDateTimeOf(new Date(iso), zone);
    expect(local('2026-03-29T01:30:00Z', 'Europe/London')).toEqual({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 });
    expect(local('2026-03-01T23:30:00Z', 'Asia/Kolkata')).toMatchObject({ day: 2, hour: 5, minute: 0 });
    expect(local('2026-12-31T10:15:00Z', 'Pacific/Chatham')).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0, minute: 0 });
    expect(todayIn('Pacific/Kiritimati', new Date('2026-03-01T10:30:00Z'))).toBe('2026-03-02');
    expect(hourIn('Europe/Berlin', new Date('2026-03-29T01:30:00Z'))).toBe(3);
  });
});

describe("the changes of a zone's offset", () => {
  it('are the ones Intl names, each with the clock reading it left', () => {
    for (const zone of ZONES) {
      const found = offsetChanges(zone, new Date(Date.UTC(2010, 0, 1)), new Date(Date.UTC(2030, 0, 1)));
      expect(found.map((c) => ({ at: c.at.getTime(), from: c.offsetBefore, to: c.offsetAfter }))).toEqual(CHANGES.get(zone));
      for (const c of found) expect(asUtc(c.clockBefore) - c.at.getTime()).toBe(c.offsetBefore * MINUTE_MS);
    }
    const [spring] = offsetChanges('Pacific/Chatham', new Date('2026-09-20T00:00:00Z'), new Date('2026-10-01T00:00:00Z'));
    expect(spring!.clockBefore).toMatchObject({ day: 27, hour: 2, minute: 45 });
  });

  it('place a time at a fixed offset', () => {
    expect(instantAtOffset(localDateTime('2026-03-01', 9, 0), -5 * 3600).toISOString()).toBe('2026-03-01T14:00:00.000Z');
    expect(instantAtOffset(localDateTime('2026-03-01', 9, 0), 12.75 * 3600).toISOString()).toBe('2026-02-28T20:15:00.000Z');
  });
});

describe('the instant of a local date and time', () => {
  it('is the first instant the clocks show it, and shows it', () => {
    fc.assert(
      fc.property(zonedInstant, ([zone, ms]) => {
        const local = localDateTimeOf(new Date(ms), zone);
        const first = instantOf(local, zone).getTime();
        expect(localDateTimeOf(new Date(first), zone)).toEqual(local);
        // The same clock reading an offset change earlier: only in the hour (or half hour) shown twice.
        if (first !== toSecond(ms)) {
          expect(toSecond(ms) - first).toBe((oracleOffset(first, zone) - oracleOffset(ms, zone)) * MINUTE_MS);
          expect(first).toBeLessThan(ms);
        }
      }),
      runs,
    );
  });

  it('moves a time the clocks skip forward by the gap', () => {
    fc.assert(
      fc.property(zonedInstant, fc.integer({ min: -90, max: 90 }), ([zone, ms], minutes) => {
        // A clock reading near the instant, which may fall in a gap.
        const shown = localDateTimeOf(new Date(ms), zone);
        const wanted = localDateTimeOf(new Date(asUtc(shown) + minutes * MINUTE_MS), 'UTC');
        const found = instantOf(wanted, zone).getTime();
        const moved = asUtc(localDateTimeOf(new Date(found), zone)) - asUtc(wanted);
        const gap = (oracleOffset(found, zone) - oracleOffset(found - 3 * 3_600_000, zone)) * MINUTE_MS;
        expect([0, gap]).toContain(moved);
        if (moved !== 0) expect(gap).toBeGreaterThan(0);
      }),
      runs,
    );
  });

  it('reads the gaps and repeats of real clock changes', () => {
    const at = (date: string, hour: number, minute: number, zone: string) => instantOf(localDateTime(date, hour, minute), zone).toISOString();
    expect(at('2026-03-29', 1, 30, 'Europe/London')).toBe('2026-03-29T01:30:00.000Z'); // skipped: 02:30 BST
    expect(at('2026-10-25', 1, 30, 'Europe/London')).toBe('2026-10-25T00:30:00.000Z'); // shown twice: the first
    expect(at('2026-03-08', 2, 15, 'America/New_York')).toBe('2026-03-08T07:15:00.000Z');
    expect(at('2026-10-04', 2, 10, 'Australia/Lord_Howe')).toBe('2026-10-03T15:40:00.000Z'); // 2:00 → 2:30
    expect(at('2026-04-05', 1, 45, 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z'); // 1:30–2:00 twice
    expect(at('2026-09-27', 2, 45, 'Pacific/Chatham')).toBe('2026-09-26T14:00:00.000Z'); // 2:45 → 3:45
    expect(at('2026-03-01', 5, 30, 'Asia/Kolkata')).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('a day in a zone', () => {
  it('starts at its first instant, however a change moves midnight', () => {
    fc.assert(
      fc.property(zonedInstant, ([zone, ms]) => {
        const date = todayIn(zone, new Date(ms));
        const start = startOfDayIn(date, zone).getTime();
        expect(todayIn(zone, new Date(start))).toBe(date);
        expect(todayIn(zone, new Date(start - 1))).toBe(shiftDate(date, -1));
        expect(start).toBeLessThanOrEqual(ms);
      }),
      runs,
    );
    // São Paulo's clocks went from 00:00 to 01:00 on 4 November 2018: the day began at 01:00.
    expect(startOfDayIn('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });

  it('adds days at the same time of day, 23 or 25 hours long across a change', () => {
    fc.assert(
      fc.property(zonedInstant, fc.integer({ min: -400, max: 400 }), ([zone, ms], days) => {
        const from = localDateTimeOf(new Date(ms), zone);
        const later = addDaysIn(new Date(ms), days, zone).getTime();
        const to = localDateTimeOf(new Date(later), zone);
        expect(dateOf(to) >= shiftDate(dateOf(from), days)).toBe(true);
        const clockMoved = asUtc(to) - asUtc(localDateTime(shiftDate(dateOf(from), days), from.hour, from.minute, from.second));
        if (clockMoved === 0) {
          expect(later - ms).toBe(days * DAY_MS - (oracleOffset(later, zone) - oracleOffset(ms, zone)) * MINUTE_MS);
        } else {
          // The time falls in the gap of that day's change, and moves forward by it.
          expect(clockMoved).toBe((oracleOffset(later, zone) - oracleOffset(later - 3 * 3_600_000, zone)) * MINUTE_MS);
        }
      }),
      runs,
    );
    expect(addDaysIn(new Date('2026-03-28T12:00:00Z'), 1, 'Europe/London').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(addDaysIn(new Date('2026-04-04T01:00:00Z'), 1, 'Australia/Lord_Howe').toISOString()).toBe('2026-04-05T01:30:00.000Z');
  });

  it('adds minutes as time passes, the clocks reading the change', () => {
    fc.assert(
      fc.property(zonedInstant, fc.integer({ min: 0, max: 24 * 60 }), ([zone, ms], minutes) => {
        const from = localDateTimeOf(new Date(ms), zone);
        const start = instantOf(from, zone).getTime();
        const to = addMinutesIn(from, minutes, zone);
        const end = start + minutes * MINUTE_MS;
        expect(asUtc(to) - asUtc(from)).toBe(minutes * MINUTE_MS + (oracleOffset(end, zone) - oracleOffset(start, zone)) * MINUTE_MS);
      }),
      runs,
    );
    expect(addMinutesIn(localDateTime('2026-03-29', 0, 30), 60, 'Europe/London')).toMatchObject({ hour: 2, minute: 30 });
    expect(addMinutesIn(localDateTime('2026-10-04', 1, 45), 30, 'Australia/Lord_Howe')).toMatchObject({ hour: 2, minute: 45 });
  });
});

describe('calendar dates', () => {
  const date = fc
    .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2999, 11, 31) / DAY_MS })
    .map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10));

  it('shift by days and count the days between', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -3000, max: 3000 }), (d, days) => {
        const shifted = shiftDate(d, days);
        expect(daysBetween(d, shifted)).toBe(days);
        expect(shiftDate(shifted, -days)).toBe(d);
        expect(shifted).toBe(new Date(Date.parse(`${d}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10));
      }),
    );
  });

  it('fall in one Monday–Sunday week', () => {
    fc.assert(
      fc.property(date, (d) => {
        const week = weekOf(d);
        expect(dayOfWeek(d)).toBe(new Date(`${d}T00:00:00Z`).getUTCDay());
        expect(dayOfWeek(week.from)).toBe(1);
        expect(week.from).toBe(weekStartOf(d));
        expect(week.days).toHaveLength(7);
        expect(week.days).toContain(d);
        expect(week.days.every((day, i) => daysBetween(week.from, day) === i)).toBe(true);
        expect(dayOfWeek(week.to)).toBe(0);
      }),
    );
    expect(weekOf('2026-03-04')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      days: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
    });
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02'); // a Sunday belongs to the week before
    expect(weekStartOf('2026-03-09')).toBe('2026-03-09');
    expect(weekOf('2026-01-01')).toMatchObject({ from: '2025-12-29', to: '2026-01-04' });
  });

  it.each([
    ['2026-03-02', 1, '2026-03-03'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['1900-01-01', 365, '1901-01-01'],
    ['2999-12-31', 0, '2999-12-31'],
  ])('%s shifted by %i is %s', (d, days, expected) => {
    expect(shiftDate(d, days)).toBe(expected);
  });

  it('shift by months, a day past the month’s end clamped to it', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -240, max: 240 }), (d, months) => {
        const shifted = shiftMonths(d, months);
        expect(isRealDate(shifted)).toBe(true);
        const monthsApart = (Number(shifted.slice(0, 4)) - Number(d.slice(0, 4))) * 12 + Number(shifted.slice(5, 7)) - Number(d.slice(5, 7));
        expect(monthsApart).toBe(months);
        const day = Number(d.slice(8, 10));
        expect(Number(shifted.slice(8, 10)) === day || !isRealDate(`${shifted.slice(0, 8)}${d.slice(8, 10)}`)).toBe(true);
      }),
    );
    expect(shiftMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('refuses what is not a date', () => {
    for (const bad of ['', 'not a date', '2026-02-30', '2026-2-3', '2026-13-01']) {
      expect(isRealDate(bad)).toBe(false);
      expect(() => shiftDate(bad, 1)).toThrow(RangeError);
      expect(() => dayOfWeek(bad)).toThrow(RangeError);
    }
    expect(isRealDate('2024-02-29')).toBe(true);
  });
});

describe('zones by name', () => {
  it('knows the zones the runtime knows, and refuses others', () => {
    expect(isKnownTimezone('Pacific/Chatham')).toBe(true);
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(isKnownTimezone('Mars/Olympus_Mons')).toBe(false);
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
