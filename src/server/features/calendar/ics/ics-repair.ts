/**
 * What real calendars write that RFC 5545 does not allow, put the way the writer meant before the text is parsed:
 * - a bare date without VALUE=DATE (`DTSTART:20190101`, Calendar Labs' and other holiday feeds), which the parser
 *   would otherwise read as a broken date-time;
 * - an empty `RRULE:` (the same feeds), which means the event does not repeat;
 * - a TZID parameter that swallowed the value (`DTSTART;TZID="W. Europe Standard Time:20200609T090000"`, Exchange 2010),
 *   which fails the whole text;
 * - a VTIMEZONE observance that starts in 1601 (Exchange's "since always"), which the parser would expand year by
 *   year from then on every read: it starts in 1970 instead, long before any event a calendar still shows.
 * Lines are unfolded first (RFC 5545 §3.1), so a folded property is repaired like any other.
 */
export function repairCalendarText(text: string): string {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .replace(/^RRULE:[ \t]*\r?$\n?/gim, '')
    .replace(/^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)((?:;(?!VALUE=)[^:;\r\n]*)*):(\d{8}(?:,\d{8})*)[ \t]*(\r?)$/gim, '$1$2;VALUE=DATE:$3$4')
    .replace(/^DTSTART:1601(\d{4}T\d{6})[ \t]*(\r?)$/gim, 'DTSTART:1970$1$2')
    .replace(/^([A-Z-]+);TZID="([^":\r\n]+):(\d{8}T\d{6}Z?)"[ \t]*(\r?)$/gim, '$1;TZID="$2":$3$4');
}
