import type { APIRequestContext } from '@playwright/test';
import type { RadicaleServer } from '../src/server/test/radicale-server';

/**
 * A working day as people who plan by the hour have it: twelve blocks (three of 15 minutes, one of 5, two
 * overlapping pairs and a triple), with 14:30 and 15:00–16:15 left free. A Wednesday ahead of today, so the planner
 * opens it at the workday rather than at now.
 */
export const REALISTIC_DAY = '2027-01-13';

export interface DayBlock {
  title: string;
  hour: number;
  minute: number;
  durationMinutes: number;
  category: 'focus' | 'meeting' | 'break' | 'completed';
}

export const REALISTIC_BLOCKS: readonly DayBlock[] = [
  { title: 'Gym session', hour: 7, minute: 30, durationMinutes: 45, category: 'break' },
  { title: 'Standup', hour: 9, minute: 0, durationMinutes: 15, category: 'meeting' },
  { title: 'Write quarterly report', hour: 9, minute: 30, durationMinutes: 90, category: 'focus' },
  { title: 'Vendor call', hour: 10, minute: 0, durationMinutes: 30, category: 'meeting' },
  { title: 'Design review', hour: 11, minute: 0, durationMinutes: 45, category: 'meeting' },
  { title: 'Hiring sync', hour: 11, minute: 0, durationMinutes: 30, category: 'meeting' },
  { title: 'Budget check', hour: 11, minute: 15, durationMinutes: 30, category: 'focus' },
  { title: 'Triage inbox', hour: 12, minute: 0, durationMinutes: 15, category: 'focus' },
  { title: 'Take vitamins', hour: 13, minute: 0, durationMinutes: 5, category: 'break' },
  { title: 'Lunch with Ana', hour: 13, minute: 15, durationMinutes: 45, category: 'break' },
  { title: 'Call the bank', hour: 13, minute: 30, durationMinutes: 45, category: 'meeting' },
  { title: 'Send invoices', hour: 16, minute: 30, durationMinutes: 15, category: 'focus' },
];

/** Busy time from the connected calendar: one timed event and one all-day event. */
export const REALISTIC_BUSY = { timed: { title: 'Dentist appointment', hour: 17, minute: 0, durationMinutes: 45 }, allDay: { title: 'Team offsite' } };

/** Creates the day's blocks for the signed-in user of `request`. */
export async function seedRealisticDay(request: APIRequestContext, date = REALISTIC_DAY): Promise<void> {
  for (const block of REALISTIC_BLOCKS) {
    const res = await request.post('/api/time-blocks', { data: { ...block, date } });
    if (res.status() !== 201) throw new Error(`seeding ${block.title} failed: ${res.status()} ${await res.text()}`);
  }
}

const compact = (date: string) => date.replace(/-/g, '');
const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;

/** The day's busy events as iCalendar files, one per event. */
export function realisticBusyIcs(date = REALISTIC_DAY): string[] {
  const { timed, allDay } = REALISTIC_BUSY;
  const end = timed.hour * 60 + timed.minute + timed.durationMinutes;
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const events = [
    [
      `DTSTART:${compact(date)}T${clock(timed.hour, timed.minute)}Z`,
      `DTEND:${compact(date)}T${clock(Math.floor(end / 60), end % 60)}Z`,
      `SUMMARY:${timed.title}`,
    ],
    [`DTSTART;VALUE=DATE:${compact(date)}`, `DTEND;VALUE=DATE:${compact(next)}`, `SUMMARY:${allDay.title}`],
  ];
  return events.map((lines, i) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//twelvefold-e2e//EN',
      'BEGIN:VEVENT',
      `UID:realistic-${i}`,
      'DTSTAMP:20260101T000000Z',
      ...lines,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
}

const CALDAV_USER = 'tess';
const CALDAV_PASSWORD = 'radicale-app-password';
export const CALDAV_USERS = { [CALDAV_USER]: CALDAV_PASSWORD };

/** Puts the busy events in a calendar of `radicale` and connects the signed-in user to it, without the settings form. */
export async function connectBusyCalendar(request: APIRequestContext, radicale: RadicaleServer, slug: string, date = REALISTIC_DAY): Promise<void> {
  const calendarUrl = await radicale.makeCalendar(CALDAV_USER, CALDAV_PASSWORD, slug, `Work ${slug}`);
  for (const [i, ics] of realisticBusyIcs(date).entries()) {
    const put = await radicale.putEvent(CALDAV_USER, CALDAV_PASSWORD, `${calendarUrl}busy-${i}.ics`, ics);
    if (put.status !== 201) throw new Error(`putting a busy event failed: ${put.status}`);
  }
  const connected = await request.post('/api/calendar/caldav', { data: { serverUrl: radicale.url, username: CALDAV_USER, password: CALDAV_PASSWORD } });
  if (connected.status() !== 201) throw new Error(`connecting the calendar failed: ${connected.status()} ${await connected.text()}`);
  const chosen = await request.patch('/api/calendar/caldav', { data: { calendarUrl } });
  if (chosen.status() !== 200) throw new Error(`choosing the calendar failed: ${chosen.status()} ${await chosen.text()}`);
}
