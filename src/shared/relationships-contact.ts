import { isBirthdaySoon } from './birthdays.js';
import { daysBetween, shiftDate, todayIn } from './dates.js';

/** The day contact is counted to: a date (yyyy-MM-dd), or a user's zone and the moment, whose date it takes there. */
export type ContactAsOf = string | { timezone: string; now?: Date };

/** What the contact rules read of a person: the last contact, the rhythm the user chose (null for none), the day they were added. */
export interface ContactRhythm {
  lastContact: string | null;
  cadenceDays: number | null;
  /** yyyy-MM-dd in the user's calendar: a rhythm starts here until the first contact. */
  addedOn: string;
}

/** What "due" is decided from: the due date (contactDueDate, null without a rhythm) and the birthday. */
export interface DueFacts {
  dueDate: string | null;
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

/**
 * The day the next contact is due: the rhythm's days after the last contact or, for someone not contacted yet, after
 * the day they were added; null for someone with no rhythm, who is never due by the calendar. The one due date of the
 * API, every screen, the dashboard, pushes and the assistant.
 */
export function contactDueDate(person: ContactRhythm): string | null {
  if (person.cadenceDays === null) return null;
  return shiftDate(person.lastContact ?? person.addedOn, person.cadenceDays);
}

/** Days until the due date: negative when overdue, 0 on the day. */
export function daysUntilDue(dueDate: string, asOf: ContactAsOf): number {
  return daysBetween(dayOf(asOf), dueDate);
}

/** Where a person stands: `due` is what every count, badge and answer calls due for contact. */
export interface ContactDue {
  due: boolean;
  /** Negative when overdue, 0 on the day; null without a rhythm. */
  daysUntilDue: number | null;
  /** The due date is today or past. */
  rhythmDue: boolean;
  /** Their birthday is today or within the week ahead (BIRTHDAY_REMINDER_DAYS). */
  birthdaySoon: boolean;
}

/** Due for contact: the due date has come (contactDueDate), or their birthday is within the week ahead. */
export function contactDue(person: DueFacts, asOf: ContactAsOf): ContactDue {
  const days = person.dueDate === null ? null : daysUntilDue(person.dueDate, asOf);
  const rhythmDue = days !== null && days <= 0;
  const birthdaySoon = isBirthdaySoon(person.birthday ?? null, dayOf(asOf));
  return { due: rhythmDue || birthdaySoon, daysUntilDue: days, rhythmDue, birthdaySoon };
}

export function isDueForContact(person: DueFacts, asOf: ContactAsOf): boolean {
  return contactDue(person, asOf).due;
}

/** The due date and whether that makes the person due, for rows of the user's people (`addedOn` from when they were added). */
export function withContactDue<P extends ContactRhythm & { birthday?: string | null }>(
  person: P,
  asOf: ContactAsOf,
): P & { dueDate: string | null; due: boolean } {
  const dueDate = contactDueDate(person);
  return { ...person, dueDate, due: isDueForContact({ dueDate, birthday: person.birthday }, asOf) };
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Soonest due first: the earliest due date (the most days overdue, then those due soonest), those with no rhythm last; ties by name. */
export function compareByDueDate(a: { name: string; dueDate: string | null }, b: { name: string; dueDate: string | null }): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return compareNames(a.name, b.name);
}

/** By name, as a person reads a list: case and accents aside. */
export function compareByName(a: { name: string }, b: { name: string }): number {
  return compareNames(a.name, b.name);
}

/** The most recent last contact first, then those not contacted yet; ties by name. */
export function compareByLastContact(a: { name: string; lastContact: string | null }, b: { name: string; lastContact: string | null }): number {
  if (a.lastContact !== b.lastContact) {
    if (a.lastContact === null) return 1;
    if (b.lastContact === null) return -1;
    return a.lastContact > b.lastContact ? -1 : 1;
  }
  return compareNames(a.name, b.name);
}

/** Only a later date moves the last contact forward. */
export function nextLastContact(current: string | null, interactionDate: string): string {
  return current === null || interactionDate > current ? interactionDate : current;
}
