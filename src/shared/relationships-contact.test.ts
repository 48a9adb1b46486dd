import { describe, expect, it } from 'vitest';
import { compareByOverdue, daysSinceContact, isDueForContact, nextLastContact, OVERDUE_AFTER_DAYS } from './relationships-contact.js';

describe('daysSinceContact', () => {
  it('is null when never contacted', () => {
    expect(daysSinceContact(null, '2026-03-01')).toBeNull();
  });
  it('counts calendar days, across month ends and leap days', () => {
    expect(daysSinceContact('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysSinceContact('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysSinceContact('2025-12-31', '2026-01-12')).toBe(12);
  });
});

describe('isDueForContact', () => {
  it('is due when never contacted or after the threshold', () => {
    expect(OVERDUE_AFTER_DAYS).toBe(14);
    expect(isDueForContact(null, '2026-03-15')).toBe(true);
    expect(isDueForContact('2026-03-01', '2026-03-15')).toBe(false);
    expect(isDueForContact('2026-03-01', '2026-03-16')).toBe(true);
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
