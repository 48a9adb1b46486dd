import { describe, expect, it } from 'vitest';
import {
  compareByDueDate,
  compareByLastContact,
  compareByName,
  contactDue,
  contactDueDate,
  daysSinceContact,
  isDueForContact,
  nextLastContact,
  withContactDue,
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

describe('contactDueDate', () => {
  it('is the cadence after the last contact, and none without a rhythm', () => {
    expect(contactDueDate({ lastContact: '2026-02-20', cadenceDays: 14, addedOn: '2025-01-01' })).toBe('2026-03-06');
    expect(contactDueDate({ lastContact: '2024-02-20', cadenceDays: 10, addedOn: '2024-01-01' })).toBe('2024-03-01');
    expect(contactDueDate({ lastContact: '2026-02-20', cadenceDays: null, addedOn: '2025-01-01' })).toBeNull();
  });

  it('counts from the day they were added when they were not contacted yet', () => {
    expect(contactDueDate({ lastContact: null, cadenceDays: 7, addedOn: '2026-03-01' })).toBe('2026-03-08');
    expect(contactDueDate({ lastContact: null, cadenceDays: null, addedOn: '2026-03-01' })).toBeNull();
  });
});

describe('contactDue', () => {
  const person = (lastContact: string | null, cadenceDays: number | null, birthday: string | null = null) => {
    const rhythm = { lastContact, cadenceDays, addedOn: '2026-03-01' };
    return { dueDate: contactDueDate(rhythm), birthday };
  };

  it('someone just added and not contacted yet is not due until their rhythm has passed', () => {
    expect(isDueForContact(person(null, 14), '2026-03-01')).toBe(false);
    expect(isDueForContact(person(null, 14), '2026-03-14')).toBe(false);
    expect(isDueForContact(person(null, 14), '2026-03-15')).toBe(true);
    expect(isDueForContact(person(null, 30), '2026-03-20')).toBe(false);
    expect(isDueForContact(person(null, 30), '2026-03-31')).toBe(true);
  });

  it('is due from the due date on', () => {
    expect(isDueForContact(person('2026-03-01', 7), '2026-03-07')).toBe(false);
    expect(isDueForContact(person('2026-03-01', 7), '2026-03-08')).toBe(true);
  });

  it('with no rhythm is never due by the calendar, only for a birthday in the week ahead', () => {
    for (const asOf of ['2026-03-15', '2027-03-01', '2036-01-01']) {
      expect(isDueForContact(person('2026-03-01', null), asOf)).toBe(false);
      expect(isDueForContact(person(null, null), asOf)).toBe(false);
    }
    expect(contactDue(person(null, null), '2027-03-01')).toEqual({ due: false, daysUntilDue: null, rhythmDue: false, birthdaySoon: false });
    expect(contactDue(person(null, null, '--03-09'), '2026-03-05')).toEqual({ due: true, daysUntilDue: null, rhythmDue: false, birthdaySoon: true });
  });

  it('says how far off the due date is, and that a birthday in the week ahead makes them due', () => {
    expect(contactDue(person('2026-03-01', 7), '2026-03-05')).toEqual({ due: false, daysUntilDue: 3, rhythmDue: false, birthdaySoon: false });
    expect(contactDue(person('2026-03-01', 7), '2026-03-08')).toEqual({ due: true, daysUntilDue: 0, rhythmDue: true, birthdaySoon: false });
    expect(contactDue(person('2026-03-01', 7), '2026-03-13')).toEqual({ due: true, daysUntilDue: -5, rhythmDue: true, birthdaySoon: false });
    expect(contactDue(person('2026-03-01', 30, '--03-09'), '2026-03-05')).toEqual({ due: true, daysUntilDue: 26, rhythmDue: false, birthdaySoon: true });
  });

  it("reads today in the user's zone", () => {
    const due = person('2026-02-22', 7);
    expect(isDueForContact(due, { timezone: 'Pacific/Kiritimati', now: new Date('2026-02-28T12:00:00Z') })).toBe(true);
    expect(isDueForContact(due, { timezone: 'Pacific/Honolulu', now: new Date('2026-02-28T12:00:00Z') })).toBe(false);
  });

  it('withContactDue adds the due date and the verdict to a row', () => {
    expect(withContactDue({ name: 'Al', lastContact: null, cadenceDays: 14, addedOn: '2026-03-01' }, '2026-03-16')).toEqual({
      name: 'Al',
      lastContact: null,
      cadenceDays: 14,
      addedOn: '2026-03-01',
      dueDate: '2026-03-15',
      due: true,
    });
    expect(withContactDue({ name: 'Bo', lastContact: null, cadenceDays: null, addedOn: '2026-03-01' }, '2026-09-16')).toMatchObject({
      dueDate: null,
      due: false,
    });
  });
});

describe('the list orders', () => {
  it('by due date: the earliest first, those with no rhythm last, ties by name', () => {
    const people: { name: string; dueDate: string | null }[] = [
      { name: 'Nobody', dueDate: null },
      { name: 'zed', dueDate: '2026-04-01' },
      { name: 'Soon', dueDate: '2026-03-04' },
      { name: 'Late', dueDate: '2026-02-01' },
      { name: 'Amy', dueDate: '2026-04-01' },
      { name: 'Also late', dueDate: '2026-02-01' },
    ];
    expect([...people].sort(compareByDueDate).map((p) => p.name)).toEqual(['Also late', 'Late', 'Soon', 'Amy', 'zed', 'Nobody']);
  });

  it('by name, case and accents aside', () => {
    const people = [{ name: 'émile' }, { name: 'Zoe' }, { name: 'adam' }, { name: 'Eve' }];
    expect([...people].sort(compareByName).map((p) => p.name)).toEqual(['adam', 'émile', 'Eve', 'Zoe']);
  });

  it('by last contact: the most recent first, then those not contacted yet', () => {
    const people = [
      { name: 'bea', lastContact: '2026-02-01' },
      { name: 'Cy', lastContact: null },
      { name: 'Al', lastContact: '2026-02-01' },
      { name: 'Eve', lastContact: '2026-03-01' },
    ];
    expect([...people].sort(compareByLastContact).map((p) => p.name)).toEqual(['Eve', 'Al', 'bea', 'Cy']);
  });
});

describe('nextLastContact', () => {
  it('moves only forward', () => {
    expect(nextLastContact(null, '2026-01-01')).toBe('2026-01-01');
    expect(nextLastContact('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(nextLastContact('2026-02-01', '2026-01-01')).toBe('2026-02-01');
  });
});
