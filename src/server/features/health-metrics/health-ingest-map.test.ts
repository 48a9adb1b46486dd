import { describe, expect, it } from 'vitest';
import { mapIngest, noonIn } from './health-ingest-map.js';

describe('noonIn', () => {
  it('is noon of that day on the zone’s own clock, even where the offset passes twelve hours', () => {
    expect(new Date(noonIn('2026-02-10', 'UTC')).toISOString()).toBe('2026-02-10T12:00:00.000Z');
    expect(new Date(noonIn('2026-02-10', 'America/Los_Angeles')).toISOString()).toBe('2026-02-10T20:00:00.000Z');
    expect(new Date(noonIn('2026-02-10', 'Pacific/Kiritimati')).toISOString()).toBe('2026-02-09T22:00:00.000Z');
    expect(new Date(noonIn('2026-07-10', 'Europe/Berlin')).toISOString()).toBe('2026-07-10T10:00:00.000Z');
  });

  it('is no instant for a day that does not exist', () => {
    expect(noonIn('2026-02-30', 'UTC')).toBeNaN();
  });
});

describe('mapIngest', () => {
  it('skips a point dated on a day that does not exist', () => {
    const body = { data: { metrics: [{ name: 'step_count', units: 'count', data: [{ date: '2026-02-30', qty: 900 }] }] } };
    const mapped = mapIngest(body, 'UTC');
    expect(mapped.samples).toEqual([]);
    expect([...mapped.skipped.keys()]).toEqual(['step_count: unreadable date']);
  });

  it('puts a summarised night without its end time on the day it names, in the user’s zone', () => {
    const body = { data: { metrics: [{ name: 'sleep_analysis', units: 'hr', data: [{ date: '2026-02-10', asleep: 7 }] }] } };
    const [sample] = mapIngest(body, 'Pacific/Kiritimati').samples;
    expect(sample).toMatchObject({ kind: 'sleep', value: 7, source: 'health-auto-export' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(sample.end);
    expect(day).toBe('2026-02-10');
  });
});
