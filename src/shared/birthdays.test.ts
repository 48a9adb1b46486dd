import { describe, expect, it } from 'vitest';
import { birthdayFromVcard, daysUntilBirthday, isBirthday, isBirthdaySoon, nextBirthday, upcomingBirthdays } from './birthdays.js';
import { contactDue, isDueForContact } from './relationships-contact.js';

describe('birthdays', () => {
  it.each([
    ['1990-03-14', true],
    ['--03-14', true],
    ['--02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['1990-02-30', false],
    ['--13-01', false],
    ['--00-10', false],
    ['0000-01-01', false],
    ['03-14', false],
    ['1990-3-14', false],
  ])('%s is a birthday: %s', (value, ok) => {
    expect(isBirthday(value)).toBe(ok);
  });

  it('finds the next birthday on or after today, 29 February on the 28th in other years', () => {
    expect(nextBirthday('1990-03-14', '2026-03-14')).toBe('2026-03-14');
    expect(nextBirthday('--03-14', '2026-03-15')).toBe('2027-03-14');
    expect(nextBirthday('--01-02', '2026-12-30')).toBe('2027-01-02');
    expect(daysUntilBirthday('--01-02', '2026-12-30')).toBe(3);
    expect(nextBirthday('2000-02-29', '2026-02-01')).toBe('2026-02-28');
    expect(nextBirthday('2000-02-29', '2028-02-01')).toBe('2028-02-29');
    expect(nextBirthday(null, '2026-02-01')).toBeNull();
  });

  it('is soon from today to 7 days ahead', () => {
    expect(isBirthdaySoon('--03-01', '2026-03-01')).toBe(true);
    expect(isBirthdaySoon('--03-08', '2026-03-01')).toBe(true);
    expect(isBirthdaySoon('--03-09', '2026-03-01')).toBe(false);
    expect(isBirthdaySoon('--02-28', '2026-03-01')).toBe(false);
  });

  it('makes a person due for contact without making them overdue', () => {
    const person = { dueDate: '2026-03-30', birthday: '--03-03' };
    expect(isDueForContact(person, '2026-03-01')).toBe(true);
    expect(contactDue(person, '2026-03-01')).toMatchObject({ due: true, rhythmDue: false, birthdaySoon: true });
    expect(isDueForContact({ ...person, birthday: null }, '2026-03-01')).toBe(false);
  });

  it('lists the week’s birthdays soonest first with the age turned when the year is known', () => {
    const people = [
      { id: 'a', name: 'Maya', birthday: '1991-03-06' },
      { id: 'b', name: 'Sam', birthday: '--03-01' },
      { id: 'c', name: 'Later', birthday: '--04-01' },
      { id: 'd', name: 'None', birthday: null },
    ];
    expect(upcomingBirthdays(people, '2026-03-01')).toEqual([
      { relationshipId: 'b', name: 'Sam', date: '2026-03-01', daysUntil: 0, turns: null },
      { relationshipId: 'a', name: 'Maya', date: '2026-03-06', daysUntil: 5, turns: 35 },
    ]);
  });

  it.each([
    ['19850704', '1985-07-04'],
    ['1985-07-04', '1985-07-04'],
    ['--0415', '--04-15'],
    ['--04-15', '--04-15'],
    ['19531015T231000Z', '1953-10-15'],
    ['1953-10-15T23:10:00+02:00', '1953-10-15'],
    ['circa 1800', null],
    ['1990-02-30', null],
    ['', null],
  ])('reads BDAY %s as %s', (value, birthday) => {
    expect(birthdayFromVcard(value)).toBe(birthday);
  });
});
