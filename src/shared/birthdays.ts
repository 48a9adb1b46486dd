import { daysBetween } from './dates.js';
import type { Formatter } from './format.js';

/**
 * A person's birthday as the user gave it: `yyyy-MM-dd`, or `--MM-dd` when the year is not known (vCard 4.0's
 * form, RFC 6350 §6.2.5). The year is kept when given and never invented.
 */
export const BIRTHDAY_PATTERN = /^(\d{4}|-)-(\d{2})-(\d{2})$/;

/** A birthday within this many days (today included) makes the person a keep-in-touch reminder. */
export const BIRTHDAY_REMINDER_DAYS = 7;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether a string is a birthday this app keeps: a real month and day (29 February only in a leap year or without one). */
export function isBirthday(value: string): boolean {
  const match = BIRTHDAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > DAYS_IN_MONTH[m - 1]!) return false;
  if (year !== '-' && (Number(year) < 1 || (m === 2 && d === 29 && !isLeap(Number(year))))) return false;
  return true;
}

/** The birthday's year, or null when it was given without one. */
export function birthdayYear(birthday: string): number | null {
  return birthday.startsWith('--') ? null : Number(birthday.slice(0, 4));
}

/** The month and day (MM-dd) of a birthday. */
export const birthdayMonthDay = (birthday: string) => birthday.slice(-5);

/**
 * The date (yyyy-MM-dd) of the next birthday on or after `today`; 29 February falls on the 28th in other years.
 */
export function nextBirthday(birthday: string | null, today: string): string | null {
  if (birthday === null || !isBirthday(birthday)) return null;
  const monthDay = birthdayMonthDay(birthday);
  const on = (year: number) => (monthDay === '02-29' && !isLeap(year) ? `${year}-02-28` : `${year}-${monthDay}`);
  const year = Number(today.slice(0, 4));
  const date = on(year);
  return date >= today ? date : on(year + 1);
}

/** Days from `today` to the next birthday (0 on the day), or null without one. */
export function daysUntilBirthday(birthday: string | null, today: string): number | null {
  const next = nextBirthday(birthday, today);
  return next === null ? null : daysBetween(today, next);
}

/** True when the next birthday is today or within BIRTHDAY_REMINDER_DAYS. */
export function isBirthdaySoon(birthday: string | null, today: string): boolean {
  const days = daysUntilBirthday(birthday, today);
  return days !== null && days <= BIRTHDAY_REMINDER_DAYS;
}

/**
 * A birthday as a vCard writes it (BDAY): `19900314`, `1990-03-14`, `--0314`, `--03-14`, or a date with a time
 * (`1990-03-14T00:00:00Z`), as this app keeps it; null when it names no real day (`BDAY;VALUE=text:circa 1800`).
 */
export function birthdayFromVcard(value: string): string | null {
  const text = value.trim();
  const match = /^(\d{4}|--)-?(\d{2})-?(\d{2})(?:T[\d:.]*(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text);
  if (!match) return null;
  const [, year, month, day] = match;
  const birthday = `${year === '--' ? '-' : year}-${month}-${day}`;
  return isBirthday(birthday) ? birthday : null;
}

/** The people whose birthday is today or within BIRTHDAY_REMINDER_DAYS, soonest first, then by name. */
export function upcomingBirthdays(people: Array<{ id: string; name: string; birthday: string | null }>, today: string) {
  return people
    .flatMap((person) => {
      const date = nextBirthday(person.birthday, today);
      if (date === null || !isBirthdaySoon(person.birthday, today)) return [];
      const year = birthdayYear(person.birthday!);
      const turns = year === null ? null : Number(date.slice(0, 4)) - year;
      return [{ relationshipId: person.id, name: person.name, date, daysUntil: daysBetween(today, date), turns: turns !== null && turns > 0 ? turns : null }];
    })
    .sort((a, b) => a.daysUntil - b.daysUntil || a.name.localeCompare(b.name));
}

/** When a birthday of the week ahead falls: "today", "tomorrow", "on Friday"; a week ahead names the date too. */
export function birthdayWhen(date: string, daysUntil: number, fmt: Pick<Formatter, 'weekday' | 'date'>): string {
  if (daysUntil <= 0) return 'today';
  if (daysUntil === 1) return 'tomorrow';
  return daysUntil < 7 ? `on ${fmt.weekday(date)}` : `on ${fmt.date(date, 'long')}`;
}
