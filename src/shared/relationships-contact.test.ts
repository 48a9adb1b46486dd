import { describe, expect, it } from 'vitest';
import {
  compareByDueDate,
  compareByOverdue,
  contactDueDate,
  daysSinceContact,
  daysUntilDue,
  isDueForContact,
  nextLastContact,
  OVERDUE_AFTER_DAYS,
} from './relationships-contact.js';

describe('daysSinceContact', () => {
  it('is null when never contacted', () => {
    expect(daysSinceContact(null, '2026-03-01')).toBeNull();
  });
  it('counts calendar days, across month ends and leap days', () => {
    expect(daysSinceContact('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysSinceContact('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysSinceContact('2025-12-31', '2026-01-12')).toBe(12);
  });

  it('counts to today in the user’s time zone, not the server’s', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(daysSinceContact('2026-02-01', { timezone: 'UTC', now })).toBe(28);
    // Already 2 March in Kiritimati (UTC+14), still 1 March in Honolulu (UTC−10).
    expect(daysSinceContact('2026-02-01', { timezone: 'Pacific/Kiritimati', now })).toBe(29);
    expect(daysSinceContact('2026-02-01', { timezone: 'Pacific/Honolulu', now })).toBe(28);
    // 23:30 on 28 February in New York is 04:30 on 1 March in UTC.
    expect(daysSinceContact('2026-02-01', { timezone: 'America/New_York', now: new Date('2026-03-01T04:30:00Z') })).toBe(27);
  });

  it('counts whole days across a clock change', () => {
    // Clocks go forward on 8 March 2026 in New York and on 29 March in London; back on 1 and 25 October.
    expect(daysSinceContact('2026-03-07', { timezone: 'America/New_York', now: new Date('2026-03-09T04:30:00Z') })).toBe(2);
    expect(daysSinceContact('2026-03-28', { timezone: 'Europe/London', now: new Date('2026-03-30T00:30:00Z') })).toBe(2);
    expect(daysSinceContact('2026-10-24', { timezone: 'Europe/London', now: new Date('2026-10-25T23:30:00Z') })).toBe(1);
    expect(daysSinceContact('2026-10-31', { timezone: 'America/New_York', now: new Date('2026-11-02T04:59:00Z') })).toBe(1);
  });

  it('never counts below zero for a contact dated after today', () => {
    expect(daysSinceContact('2026-03-02', '2026-03-01')).toBe(0);
  });
});

describe('isDueForContact', () => {
  it('without a cadence, is due when never contacted or after the threshold', () => {
    const none = (lastContact: string | null) => ({ lastContact, cadenceDays: null });
    expect(OVERDUE_AFTER_DAYS).toBe(14);
    expect(isDueForContact(none(null), '2026-03-15')).toBe(true);
    expect(isDueForContact(none('2026-03-01'), '2026-03-15')).toBe(false);
    expect(isDueForContact(none('2026-03-01'), '2026-03-16')).toBe(true);
  });

  it('with a cadence, is due from the due date on', () => {
    expect(isDueForContact({ lastContact: '2026-03-01', cadenceDays: 7 }, '2026-03-07')).toBe(false);
    expect(isDueForContact({ lastContact: '2026-03-01', cadenceDays: 7 }, '2026-03-08')).toBe(true);
    expect(isDueForContact({ lastContact: '2026-03-01', cadenceDays: 30 }, '2026-03-20')).toBe(false);
    expect(isDueForContact({ lastContact: null, cadenceDays: 30 }, '2026-03-20')).toBe(true);
  });
});

describe('contactDueDate and daysUntilDue', () => {
  it('adds the cadence to the last contact, is today when never contacted and null without a cadence', () => {
    expect(contactDueDate({ lastContact: '2026-02-20', cadenceDays: 14 }, '2026-03-01')).toBe('2026-03-06');
    expect(contactDueDate({ lastContact: '2024-02-20', cadenceDays: 10 }, '2024-03-01')).toBe('2024-03-01');
    expect(contactDueDate({ lastContact: null, cadenceDays: 14 }, '2026-03-01')).toBe('2026-03-01');
    expect(contactDueDate({ lastContact: '2026-02-20', cadenceDays: null }, '2026-03-01')).toBeNull();
    expect(contactDueDate({ lastContact: null, cadenceDays: 7 }, { timezone: 'Pacific/Kiritimati', now: new Date('2026-03-01T12:00:00Z') })).toBe('2026-03-02');
  });

  it('counts days until due, negative when overdue', () => {
    expect(daysUntilDue('2026-03-04', '2026-03-01')).toBe(3);
    expect(daysUntilDue('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysUntilDue('2026-02-24', '2026-03-01')).toBe(-5);
    expect(daysUntilDue(null, '2026-03-01')).toBeNull();
  });
});

describe('compareByDueDate', () => {
  it('puts the earliest due date first, then those without one by name', () => {
    const people = [
      { name: 'zed', dueDate: null },
      { name: 'Soon', dueDate: '2026-03-04' },
      { name: 'Late', dueDate: '2026-02-01' },
      { name: 'Amy', dueDate: null },
      { name: 'Also late', dueDate: '2026-02-01' },
    ];
    expect([...people].sort(compareByDueDate).map((p) => p.name)).toEqual(['Also late', 'Late', 'Soon', 'Amy', 'zed']);
  });
});

describe('compareByOverdue', () => {
  it('puts never contacted first, then the oldest contact, ties by name', () => {
    const people = [
      { name: 'bea', lastContact: '2026-02-01' },
      { name: 'Cy', lastContact: null },
      { name: 'Al', lastContact: '2026-02-01' },
      { name: 'Dee', lastContact: '2026-01-01' },
      { name: 'Ann', lastContact: null },
      { name: 'Eve', lastContact: '2026-03-01' },
    ];
    expect([...people].sort(compareByOverdue).map((p) => p.name)).toEqual(['Ann', 'Cy', 'Dee', 'Al', 'bea', 'Eve']);
  });
});

describe('nextLastContact', () => {
  it('moves only forward', () => {
    expect(nextLastContact(null, '2026-01-01')).toBe('2026-01-01');
    expect(nextLastContact('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(nextLastContact('2026-02-01', '2026-01-01')).toBe('2026-02-01');
  });
});
