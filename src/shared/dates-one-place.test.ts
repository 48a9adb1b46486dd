import { describe, expect, it } from 'vitest';
import { DATES_MODULE, ZONE_MATHS, zoneMathsOf, zoneMathsOutsideTheModule } from '../../scripts/structure-counts.js';

describe('dates and zones', () => {
  it('are worked out only in the dates module', () => {
    const found = zoneMathsOutsideTheModule();
    const places = new Set(found.map((f) => f.split(':')[0]));
    console.info(`zone arithmetic outside ${DATES_MODULE}: ${places.size} files, ${found.length} lines`);
    expect(found).toEqual([]);
  });

  it('would find a copy', () => {
    const copy = "new Intl.DateTimeFormat('en-GB', { timeZone: user.timezone, hour: '2-digit' }).formatToParts(now)";
    expect(ZONE_MATHS.filter(([, pattern]) => pattern.test(copy)).map(([what]) => what)).toEqual([
      'a zone other than UTC given to Intl',
      'the parts of an instant on a clock',
    ]);
    expect(ZONE_MATHS.some(([, pattern]) => pattern.test("new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })"))).toBe(false);
    expect(ZONE_MATHS.some(([, pattern]) => pattern.test('const start = Date.parse(day) - 14 * HOUR_MS;'))).toBe(true);
  });

  it('tells a zone given to Intl from a field of data, and a named duration from an offset', () => {
    expect(zoneMathsOf('start: { dateTime: iso, timeZone: event.timeZone },', false)).toEqual([]);
    expect(zoneMathsOf('start: { dateTime: iso, timeZone: event.timeZone },', true)).toEqual(['a zone other than UTC given to Intl']);
    expect(zoneMathsOf('const EVENING_TO_MIDNIGHT_MS = 6 * 3_600_000;')).toEqual([]);
    expect(zoneMathsOf('const start = Date.parse(day) - 14 * HOUR_MS;')).toEqual(['offset arithmetic']);
  });
});
