import { isBirthdaySoon } from './birthdays.js';
import { daysBetween, shiftDate, todayIn } from './dates.js';

/** Without a cadence, a person is due for contact after this many days without contact. */
export const OVERDUE_AFTER_DAYS = 14;

/** The day contact is counted to: a date (yyyy-MM-dd), or a user's zone and the moment, whose date it takes there. */
export type ContactAsOf = string | { timezone: string; now?: Date };

/** What the contact rules read of a person: the last contact, the rhythm the user chose (null for none), the birthday. */
export interface ContactRhythm {
  lastContact: string | null;
  cadenceDays: number | null;
  birthday?: string | null;
}

function dayOf(asOf: ContactAsOf): string {
  return typeof asOf === 'string' ? asOf : todayIn(asOf.timezone, asOf.now ?? new Date());
}

/**
 * Whole calendar days from the last contact to the user's today (or another date), or null when never contacted.
 * The one count of "days since contact": the API's relationships, every screen, the assistant and the reviews.
 */
export function daysSinceContact(lastContact: string | null, asOf: ContactAsOf): number | null {
  if (lastContact === null) return null;
  return Math.max(0, daysBetween(lastContact, dayOf(asOf)));
}

/** lastContact + cadenceDays; today when never contacted; null without a cadence. */
export function contactDueDate(person: ContactRhythm, asOf: ContactAsOf): string | null {
  if (person.cadenceDays === null) return null;
  if (person.lastContact === null) return dayOf(asOf);
  return shiftDate(person.lastContact, person.cadenceDays);
}

/** Days until the due date: negative when overdue, 0 on the day; null without a cadence. */
export function daysUntilDue(dueDate: string | null, asOf: ContactAsOf): number | null {
  return dueDate === null ? null : daysBetween(dayOf(asOf), dueDate);
}

/**
 * Due for contact: their birthday is within the week ahead (BIRTHDAY_REMINDER_DAYS), or they are past their
 * rhythm (isContactOverdue).
 */
export function isDueForContact(person: ContactRhythm, asOf: ContactAsOf): boolean {
  return isBirthdaySoon(person.birthday ?? null, dayOf(asOf)) || isContactOverdue(person, asOf);
}

/**
 * Past their rhythm: on or after the due date when the person has a cadence; otherwise never contacted, or more
 * than OVERDUE_AFTER_DAYS since the last contact.
 */
export function isContactOverdue(person: ContactRhythm, asOf: ContactAsOf): boolean {
  const due = contactDueDate(person, asOf);
  if (due !== null) return due <= dayOf(asOf);
  const days = daysSinceContact(person.lastContact, asOf);
  return days === null || days > OVERDUE_AFTER_DAYS;
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Most overdue first: never contacted, then the oldest last contact; ties by name. Ignores cadences. */
export function compareByOverdue(a: { name: string; lastContact: string | null }, b: { name: string; lastContact: string | null }): number {
  if (a.lastContact !== b.lastContact) {
    if (a.lastContact === null) return -1;
    if (b.lastContact === null) return 1;
    return a.lastContact < b.lastContact ? -1 : 1;
  }
  return compareNames(a.name, b.name);
}

/**
 * The relationships list's order: the earliest due date first (the most days overdue, then those due soonest),
 * then the people without a cadence by name.
 */
export function compareByDueDate(a: { name: string; dueDate: string | null }, b: { name: string; dueDate: string | null }): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return compareNames(a.name, b.name);
}

/** Only a later date moves the last contact forward. */
export function nextLastContact(current: string | null, interactionDate: string): string {
  return current === null || interactionDate > current ? interactionDate : current;
}
