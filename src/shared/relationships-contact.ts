import { daysBetween, todayIn } from './dates.js';

/** After this many days without contact a person is due for contact. */
export const OVERDUE_AFTER_DAYS = 14;

/** The day contact is counted to: a date (yyyy-MM-dd), or a user's zone and the moment, whose date it takes there. */
export type ContactAsOf = string | { timezone: string; now?: Date };

/**
 * Whole calendar days from the last contact to the user's today (or another date), or null when never contacted.
 * The one count of "days since contact": the API's relationships, every screen, the assistant and the reviews.
 */
export function daysSinceContact(lastContact: string | null, asOf: ContactAsOf): number | null {
  if (lastContact === null) return null;
  const today = typeof asOf === 'string' ? asOf : todayIn(asOf.timezone, asOf.now ?? new Date());
  return Math.max(0, daysBetween(lastContact, today));
}

/** Never contacted, or more than OVERDUE_AFTER_DAYS since the last contact. */
export function isDueForContact(lastContact: string | null, asOf: ContactAsOf): boolean {
  const days = daysSinceContact(lastContact, asOf);
  return days === null || days > OVERDUE_AFTER_DAYS;
}

/** Most overdue first: never contacted, then the oldest last contact; ties by name. */
export function compareByOverdue(a: { name: string; lastContact: string | null }, b: { name: string; lastContact: string | null }): number {
  if (a.lastContact !== b.lastContact) {
    if (a.lastContact === null) return -1;
    if (b.lastContact === null) return 1;
    return a.lastContact < b.lastContact ? -1 : 1;
  }
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Only a later date moves the last contact forward. */
export function nextLastContact(current: string | null, interactionDate: string): string {
  return current === null || interactionDate > current ? interactionDate : current;
}
