import { startRadicale, type RadicaleServer } from '../src/server/features/calendar/radicale-server';
import { test, expect, checkA11y, useTheme } from './fixtures';

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

test.describe('calendar', () => {
  test('connects a CalDAV account, syncs, and shows a busy block from the server', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const slug = `work-${user.id.slice(0, 8)}`;
    const calendarUrl = await radicale.makeCalendar(USER, PASSWORD, slug, `Work ${user.id.slice(0, 4)}`);
    const day = compact(todayUtc());
    const event = ['BEGIN:VEVENT', 'UID:dentist-e2e', 'DTSTAMP:20260101T000000Z', `DTSTART:${day}T150000Z`, `DTEND:${day}T160000Z`, 'SUMMARY:Dentist appointment', 'END:VEVENT'];
    expect((await radicale.putEvent(USER, PASSWORD, `${calendarUrl}dentist-e2e.ics`, ics([event]))).status).toBe(201);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar' });
    await expect(section.getByRole('heading', { name: 'CalDAV sync' })).toBeVisible();
    await section.getByLabel('Server URL').fill(radicale.url);
    await section.getByLabel('Username').fill(USER);
    await section.getByLabel('App password').fill('not-the-password');
    await section.getByRole('button', { name: 'Connect' }).click();
    await expect(section.getByText('The CalDAV server refused the username or app password.')).toBeVisible();

    await section.getByLabel('App password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Connected. Choose a calendar to sync with.')).toBeVisible();
    await section.getByLabel('Calendar', { exact: true }).selectOption({ label: `Work ${user.id.slice(0, 4)}` });
    await section.getByRole('button', { name: 'Use this calendar' }).click();
    await expect(section.getByText(`Syncing with Work ${user.id.slice(0, 4)}`)).toBeVisible();
    await section.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Calendar synced', { exact: true })).toBeVisible();
    await expect(section.getByText('In sync')).toBeVisible();
    await expect(section.getByText(PASSWORD)).toHaveCount(0);

    await page.goto('/time-blocking');
    const pm = page.getByRole('region', { name: /^PM/ });
    await expect(pm.getByText('Dentist appointment')).toBeVisible();
    await expect(pm.getByText('Busy · 3 PM – 4 PM')).toBeVisible();
    await expect(page.getByText(/Calendar: in sync with Work/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Dentist appointment' })).toHaveCount(0);
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
    ]);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar' });
    await section.getByLabel('Calendar file (.ics)').setInputFiles({ name: 'plan.ics', mimeType: 'text/calendar', buffer: Buffer.from(file) });
    await section.getByLabel('From').fill(today);
    await section.getByLabel('To').fill(today);
    await section.getByRole('button', { name: 'Import' }).click();
    const summary = section.getByRole('region', { name: 'Imported 1 event, skipped 1' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Imported events' })).toContainText('Board meeting');
    await expect(summary.getByRole('list', { name: 'Skipped events' })).toContainText('Holiday: All-day event');

    await section.getByRole('button', { name: 'Import' }).click();
    await expect(section.getByRole('region', { name: 'Imported 0 events, skipped 2' })).toBeVisible();
    await expect(section.getByText('Board meeting: Already imported')).toBeVisible();

    await page.goto('/time-blocking');
    await expect(page.getByRole('region', { name: /^AM/ }).getByText('Board meeting')).toBeVisible();
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
