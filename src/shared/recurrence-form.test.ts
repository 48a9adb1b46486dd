import { describe, expect, it } from 'vitest';
import { defaultRepeat, repeatToRrule, rruleToRepeat, weekdayOf } from './recurrence-form.js';

describe('the Repeat and Ends fields', () => {
  const date = '2026-06-03';
  it('writes each choice as an RRULE', () => {
    const base = defaultRepeat(date);
    expect(weekdayOf(date)).toBe('WE');
    expect(repeatToRrule(base, date)).toBeNull();
    expect(repeatToRrule({ ...base, kind: 'daily' }, date)).toBe('FREQ=DAILY');
    expect(repeatToRrule({ ...base, kind: 'weekdays', ends: 'after', count: 5 }, date)).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=5');
    expect(repeatToRrule({ ...base, kind: 'weekly', days: ['FR', 'MO'] }, date)).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
    expect(repeatToRrule({ ...base, kind: 'monthly', ends: 'on', until: '2026-12-31' }, date)).toBe('FREQ=MONTHLY;BYMONTHDAY=3;UNTIL=20261231');
    expect(repeatToRrule({ ...base, kind: 'custom', interval: 3, unit: 'DAILY' }, date)).toBe('FREQ=DAILY;INTERVAL=3');
  });

  it('reads a rule back into the same choices', () => {
    for (const rrule of [
      'FREQ=DAILY',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=5',
      'FREQ=WEEKLY;BYDAY=MO,FR',
      'FREQ=MONTHLY;BYMONTHDAY=3;UNTIL=20261231',
      'FREQ=DAILY;INTERVAL=3',
    ]) {
      expect(repeatToRrule(rruleToRepeat(rrule, date), date)).toBe(rrule);
    }
    expect(rruleToRepeat(null, date).kind).toBe('never');
    expect(rruleToRepeat('FREQ=WEEKLY;BYDAY=MO,FR', date)).toMatchObject({ kind: 'weekly', days: ['MO', 'FR'] });
  });
});
