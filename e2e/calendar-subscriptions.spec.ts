import fs from 'node:fs';
import { startFeedServer, type FeedServer } from '../src/server/test/feed-server';
import { shiftDate } from '../src/shared/dates';
import { test, expect, checkA11y } from './fixtures';

// Google Calendar's export: a daily series at 07:00 in Zurich and two all-day events, dated March 2024.
const GOOGLE = fs.readFileSync(new URL('../src/server/test/calendars/google-free-all-day.ics', import.meta.url), 'utf8');

/** The export moved to today, byte for byte otherwise: the planner reads the weeks around today only. */
function googleExportFrom(today: string) {
  const day = (n: number) => shiftDate(today, n).replace(/-/g, '');
  return ['20240325', '20240326', '20240327', '20240329'].reduce((text, date, i) => text.replaceAll(date, day([0, 1, 2, 4][i]!)), GOOGLE);
}

let feeds: FeedServer;
test.beforeAll(async () => {
  feeds = await startFeedServer();
});
test.afterAll(async () => {
  await feeds?.close();
});

test('subscribes to a Google calendar by its address, shows its events as busy time, refreshes an edit and removes it', async ({ page, user }) => {
  // One page goes back and forth between Settings and the planner, with an axe run: slow on a loaded machine.
  test.setTimeout(60_000);
  const today = new Date().toISOString().slice(0, 10);
  const path = `/calendar/${user.id}/basic.ics`;
  feeds.serve(path, { body: googleExportFrom(today), etag: '"v1"' });
  const toPlanner = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Time Blocking' }).click();
  const toSettings = () => page.getByRole('link', { name: 'Settings' }).click();
  const toasts = page.getByRole('region', { name: /Notification/ });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar' });
  await expect(section.getByText('No subscribed calendars yet.')).toBeVisible();
  await section.getByLabel('Calendar address').fill(feeds.url(path));
  await section.getByLabel('Name (optional)').fill('Zurich office');
  await section.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const item = section.getByRole('list', { name: 'Subscribed calendars' }).getByRole('listitem', { name: 'Zurich office' });
  // Thirty days of the series and the two all-day events.
  await expect(item.getByText('32 events')).toBeVisible();
  await expect(item.getByText(/^Updated \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(item.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(section.getByLabel('Calendar address')).toHaveValue('');
  await checkA11y(page, '/settings with a subscribed calendar');

  await toPlanner();
  const am = page.getByRole('region', { name: /^AM/ });
  // 07:00 in Zurich is 06:00 UTC in winter, the signed-in user's zone.
  await expect(am.locator('li[data-busy]').getByText('Busy: 07:00-08:00-daily-30x')).toBeVisible();
  await expect(am.getByText('Busy · 6 AM – 7 AM')).toBeVisible();
  // Google writes an all-day event as TRANSP:TRANSPARENT: drawn, but free time.
  await expect(page.getByRole('region', { name: 'All day' }).getByRole('list')).toHaveText('Free: all day');
  await expect(page.getByRole('button', { name: /daily-30x|all day/ })).toHaveCount(0);

  feeds.serve(path, { body: googleExportFrom(today).replace('SUMMARY:07:00-08:00-daily-30x', 'SUMMARY:Standup'), etag: '"v2"' });
  await toSettings();
  await item.getByRole('button', { name: 'Refresh Zurich office' }).click();
  await expect(toasts.getByText('Zurich office is up to date')).toBeVisible();
  expect(feeds.requests.filter((r) => r.path === path).at(-1)?.ifNoneMatch).toBe('"v1"');
  await toPlanner();
  await expect(am.locator('li[data-busy]').getByText('Busy: Standup')).toBeVisible();
  await expect(page.getByText(/daily-30x/)).toHaveCount(0);

  await toSettings();
  await item.getByRole('button', { name: 'Remove Zurich office' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove calendar' }).click();
  await expect(toasts.getByText('Removed Zurich office. Its events left your planner.')).toBeVisible();
  await expect(section.getByText('No subscribed calendars yet.')).toBeVisible();
  await toPlanner();
  await expect(am).toBeVisible();
  await expect(am.locator('li[data-busy]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'All day' })).toHaveCount(0);
});
