import { startRadicale, type RadicaleServer } from '../src/server/test/radicale-server';
import type { Page } from '@playwright/test';
import { shiftDate, todayIn } from '../src/shared/dates';
import { createFormatter } from '../src/shared/format';
import { test, expect, checkA11y, useTheme } from './fixtures';
import { blockAction, blockButton } from './planner-page';

const USER = 'tess';
const PASSWORD = 'radicale-app-password';
let radicale: RadicaleServer;

test.beforeAll(async () => {
  radicale = await startRadicale({ [USER]: PASSWORD });
});
test.afterAll(async () => {
  await radicale?.close();
});

const todayUtc = () => new Date().toISOString().slice(0, 10);
const compact = (date: string) => date.replace(/-/g, '');

function ics(events: string[][]) {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//e2e//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
}

/** Connects the signed-in user to one of the server's calendars without the settings form. */
async function connectThroughApi(page: Page, calendarUrl: string) {
  const connected = await page.request.post('/api/calendar/caldav', { data: { serverUrl: radicale.url, username: USER, password: PASSWORD } });
  expect(connected.status(), await connected.text()).toBe(201);
  const chosen = await page.request.patch('/api/calendar/caldav', { data: { calendarUrl } });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

const fmt = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-US' });

test.describe('calendar', () => {
  test('connects a CalDAV account, syncs, and shows a busy block from the server', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const slug = `work-${user.id.slice(0, 8)}`;
    const calendarUrl = await radicale.makeCalendar(USER, PASSWORD, slug, `Work ${user.id.slice(0, 4)}`);
    const day = compact(todayUtc());
    const event = [
      'BEGIN:VEVENT',
      'UID:dentist-e2e',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${day}T150000Z`,
      `DTEND:${day}T160000Z`,
      'SUMMARY:Dentist appointment',
      'END:VEVENT',
    ];
    expect((await radicale.putEvent(USER, PASSWORD, `${calendarUrl}dentist-e2e.ics`, ics([event]))).status).toBe(201);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar' });
    await expect(section.getByRole('heading', { name: 'CalDAV sync' })).toBeVisible();
    await section.getByLabel('Server URL').fill(radicale.url);
    await section.getByLabel('Username').fill(USER);
    await section.getByLabel('App password').fill('not-the-password');
    await section.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(section.getByText('The CalDAV server refused the username or app password.')).toBeVisible();

    await section.getByLabel('App password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Connected. Choose a calendar to sync with.')).toBeVisible();
    await section.getByLabel('Calendar', { exact: true }).selectOption({ label: `Work ${user.id.slice(0, 4)}` });
    await section.getByRole('button', { name: 'Use this calendar' }).click();
    await expect(section.getByText(`Syncing with Work ${user.id.slice(0, 4)}`)).toBeVisible();
    await section.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Calendar synced', { exact: true })).toBeVisible();
    await expect(section.getByText('In sync')).toBeVisible();
    // The time of the last sync in the app's one date-time style, on the user's 12-hour clock.
    await expect(section.getByText(/^Last synced \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await expect(section.getByText(PASSWORD)).toHaveCount(0);

    await page.goto('/time-blocking');
    const pm = page.getByRole('region', { name: /^PM/ });
    await expect(pm.getByText('Dentist appointment')).toBeVisible();
    await expect(pm.getByText('Busy · 3 PM – 4 PM')).toBeVisible();
    await expect(page.getByText(/Calendar: in sync with Work/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Dentist appointment/ })).toHaveCount(0);
  });

  test('shows busy time from the server in the week view, and all-day events in both views', async ({ page, user }) => {
    const calendarUrl = await radicale.makeCalendar(USER, PASSWORD, `busy-${user.id.slice(0, 8)}`, `Busy ${user.id.slice(0, 4)}`);
    const today = todayUtc();
    const day = compact(today);
    const tomorrow = compact(shiftDate(todayIn('UTC'), 1));
    const events = [
      ['BEGIN:VEVENT', 'UID:standup-e2e', 'DTSTAMP:20260101T000000Z', `DTSTART:${day}T090000Z`, `DTEND:${day}T093000Z`, 'SUMMARY:Vendor call', 'END:VEVENT'],
      [
        'BEGIN:VEVENT',
        'UID:offsite-e2e',
        'DTSTAMP:20260101T000000Z',
        `DTSTART;VALUE=DATE:${day}`,
        `DTEND;VALUE=DATE:${tomorrow}`,
        'SUMMARY:Team offsite',
        'END:VEVENT',
      ],
    ];
    for (const [i, event] of events.entries()) {
      expect((await radicale.putEvent(USER, PASSWORD, `${calendarUrl}busy-${i}.ics`, ics([event]))).status).toBe(201);
    }
    await connectThroughApi(page, calendarUrl);
    const own = await page.request.post('/api/time-blocks', { data: { title: 'Write report', category: 'focus', date: today, hour: 13, duration: 1 } });
    expect(own.status()).toBe(201);

    await page.goto('/time-blocking');
    const allDay = page.getByRole('region', { name: 'All day' });
    await expect(allDay.getByText('Busy: Team offsite')).toBeVisible();
    await expect(page.getByRole('region', { name: /^AM/ }).locator('li[data-busy]').getByText('Busy: Vendor call')).toBeVisible();
    await expect(page.getByRole('button', { name: /Team offsite|Vendor call/ })).toHaveCount(0);

    await page.keyboard.press('w');
    const long = fmt.date(today, 'long');
    const allDayCell = page.getByRole('list', { name: `All day on ${long}` });
    const blocks = page.getByRole('list', { name: `Blocks on ${long}` });
    await expect(allDayCell).toHaveText('Busy: Team offsite');
    await expect(blocks.locator('li[data-busy]')).toHaveText([/^9:00\s*Busy: Vendor call/]);
    await expect(blockButton(blocks, 'Write report')).toBeVisible();
    await expect(blocks.getByRole('button', { name: /Vendor call|Team offsite/ })).toHaveCount(0);
    // The day's hour total counts only the user's own blocks.
    await expect(page.getByRole('button', { name: `${fmt.date(today, 'weekday')} 1 h, open ${long}` })).toBeVisible();

    await checkA11y(page, 'time blocking week with busy time (light)');
    await useTheme(page, 'dark');
    await page.keyboard.press('w');
    await expect(allDayCell.getByText('Busy: Team offsite')).toBeVisible();
    await checkA11y(page, 'time blocking week with busy time (dark)');
  });

  test('the sync line follows block changes and Sync now', async ({ page, user }) => {
    const name = `Line ${user.id.slice(0, 4)}`;
    const calendarUrl = await radicale.makeCalendar(USER, PASSWORD, `line-${user.id.slice(0, 8)}`, name);
    await connectThroughApi(page, calendarUrl);
    await page.goto('/time-blocking');
    const inSync = page.getByText(`Calendar: in sync with ${name}`);
    const unreachable = page.getByRole('alert').filter({ hasText: 'Calendar sync error: Could not reach the CalDAV server' });
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(inSync).toBeVisible();

    // Each change is pushed in the background while the server is down: the line must notice without a reload.
    const whileDown = async (change: () => Promise<void>) => {
      await radicale.stop();
      try {
        await change();
        await expect(unreachable).toBeVisible();
      } finally {
        await radicale.start();
      }
      await page.getByRole('button', { name: 'Sync now' }).click();
      await expect(toasts.getByText('Calendar synced', { exact: true })).toBeVisible();
      await expect(inSync).toBeVisible();
    };

    await whileDown(async () => {
      await page.getByRole('button', { name: 'Add time block at 8 AM' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add time block' });
      await dialog.getByLabel('Title').fill('Offline plan');
      await dialog.getByRole('button', { name: 'Create block' }).click();
      await expect(toasts.getByText('Time block created successfully', { exact: true })).toBeVisible();
    });
    const href = `${calendarUrl}${encodeURIComponent((await (await page.request.get(`/api/time-blocks?date=${todayUtc()}`)).json())[0].id)}%40twelvefold.ics`;
    expect((await radicale.getEvent(USER, PASSWORD, href)).body).toContain('SUMMARY:Offline plan');

    await whileDown(async () => {
      await blockButton(page, 'Offline plan').click({ position: { x: 8, y: 8 } });
      const dialog = page.getByRole('dialog', { name: 'Edit time block' });
      await dialog.getByLabel('Title').fill('Online plan');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(toasts.getByText('Time block updated successfully', { exact: true })).toBeVisible();
    });
    expect((await radicale.getEvent(USER, PASSWORD, href)).body).toContain('SUMMARY:Online plan');

    await whileDown(async () => {
      await blockAction(page, 'Online plan', 'Delete');
      await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    });
    expect((await radicale.getEvent(USER, PASSWORD, href)).status).toBe(404);
  });

  test('creates, copies and rotates the feed URL', async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar' });
    await section.getByRole('button', { name: 'Create feed URL' }).click();
    const field = section.getByLabel('Feed URL');
    await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();

    await section.getByRole('button', { name: 'Copy feed URL' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Feed URL copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await section.getByRole('button', { name: 'Rotate feed URL' }).click();
    await expect(field).not.toHaveValue(url);
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('imports an .ics file and shows the summary', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const today = todayUtc();
    const day = compact(today);
    const file = ics([
      ['BEGIN:VEVENT', 'UID:import-1', 'DTSTAMP:20260101T000000Z', `DTSTART:${day}T081500Z`, `DTEND:${day}T094500Z`, 'SUMMARY:Board meeting', 'END:VEVENT'],
      ['BEGIN:VEVENT', 'UID:import-2', 'DTSTAMP:20260101T000000Z', `DTSTART;VALUE=DATE:${day}`, 'SUMMARY:Holiday', 'END:VEVENT'],
      [
        'BEGIN:VEVENT',
        'UID:import-3',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${day}T170000Z`,
        `DTEND:${day}T180000Z`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'SUMMARY:Choir',
        'END:VEVENT',
      ],
      [
        'BEGIN:VEVENT',
        'UID:import-4',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${day}T120000Z`,
        `DTEND:${day}T130000Z`,
        'RRULE:FREQ=YEARLY',
        'SUMMARY:Anniversary',
        'END:VEVENT',
      ],
    ]);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar' });
    await section.getByLabel('Calendar file (.ics)').setInputFiles({ name: 'plan.ics', mimeType: 'text/calendar', buffer: Buffer.from(file) });
    await section.getByLabel('From', { exact: true }).fill(today);
    await section.getByLabel('To', { exact: true }).fill(today);
    await section.getByRole('button', { name: 'Import' }).click();
    const summary = section.getByRole('region', { name: 'Imported 3 events, skipped 0' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Imported events' })).toContainText('Board meeting');
    await expect(summary.getByRole('list', { name: 'Imported events' })).toContainText('8:15 AM for 1 hour 30 minutes');
    await expect(summary.getByRole('list', { name: 'Imported events' })).toContainText('Choir');
    await expect(summary.getByRole('list', { name: 'Imported events' })).toContainText('repeating (FREQ=WEEKLY;COUNT=3)');
    await expect(summary.getByRole('list', { name: 'Repeating events imported as separate blocks' })).toContainText('Anniversary: Imported as separate blocks');
    await expect(summary.getByRole('list', { name: 'All-day events kept as busy time' })).toContainText(`Holiday — all day, busy on ${fmt.date(today, 'day')}`);
    await checkA11y(page, 'calendar import summary');

    await section.getByRole('button', { name: 'Import' }).click();
    await expect(section.getByRole('region', { name: 'Imported 0 events, skipped 4' })).toBeVisible();
    await expect(section.getByText('Board meeting: Already imported')).toBeVisible();

    await page.goto('/time-blocking');
    await expect(page.getByRole('region', { name: /^AM/ }).getByText('Board meeting')).toBeVisible();
    // The weekly event is one repeating block: it is there a week later too.
    await page.getByLabel('Date', { exact: true }).fill(shiftDate(today, 7));
    await expect(blockButton(page.getByRole('region', { name: /^PM/ }), 'Choir')).toBeVisible();
  });

  test('the calendar settings pass axe in light and dark', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Create feed URL' })).toBeVisible();
    await checkA11y(page, 'settings (light)');
    await useTheme(page, 'dark');
    await expect(page.getByRole('button', { name: 'Create feed URL' })).toBeVisible();
    await checkA11y(page, 'settings (dark)');
  });
});
