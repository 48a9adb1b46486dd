import { daysBetween } from './dates.js';

/** After this many days without contact a person is due for contact. */
export const OVERDUE_AFTER_DAYS = 14;

/** Whole days from the last contact to today, or null when never contacted. */
export function daysSinceContact(lastContact: string | null, today: string): number | null {
  return lastContact === null ? null : daysBetween(lastContact, today);
}

/** Never contacted, or more than OVERDUE_AFTER_DAYS since the last contact. */
export function isDueForContact(lastContact: string | null, today: string): boolean {
  const days = daysSinceContact(lastContact, today);
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
