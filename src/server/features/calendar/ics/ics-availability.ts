import type ICAL from 'ical.js';

/**
 * Whether an event shows as free, so it is not busy time: Outlook and Exchange say so in
 * X-MICROSOFT-CDO-BUSYSTATUS (FREE; BUSY, TENTATIVE, OOF and WORKINGELSEWHERE are not free), which decides when
 * written; everyone else in TRANSP (TRANSPARENT is free; OPAQUE, the default, busy), as Google writes all-day events
 * and holiday calendars.
 */
export function showsAsFree(component: ICAL.Component): boolean {
  const status = component.getFirstPropertyValue('x-microsoft-cdo-busystatus');
  if (typeof status === 'string' && status.trim()) return status.trim().toUpperCase() === 'FREE';
  return (
    String(component.getFirstPropertyValue('transp') ?? '')
      .trim()
      .toUpperCase() === 'TRANSPARENT'
  );
}
