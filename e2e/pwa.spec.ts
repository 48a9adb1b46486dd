import { shiftDate, todayIn } from '../src/shared/dates';
import { expect, test } from './fixtures';

function isoDaysAgo(days: number): string {
  return shiftDate(todayIn('UTC'), -days);
}

test.describe('installable app', () => {
  test('the manifest and its icons load, linked from the page', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Twelvefold', short_name: 'Twelvefold', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const sw = await page.request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).not.toContain('immutable');
  });

  test('the service worker takes control, and an offline reload shows the app and the offline notice', async ({ page, context, user: _user }) => {
    await page.request.post('/api/relationships', { data: { name: 'Ada Lovelace', initials: 'AL' } });
    await page.goto('/relationships');
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The first load is not controlled; the next one is.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("You're offline.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText("You're offline.")).toHaveCount(0);
  });

  test('the tasks read offline: the open lists in their order and the done list', async ({ page, context, user: _user }) => {
    const add = async (title: string) => ((await (await page.request.post('/api/tasks', { data: { title } })).json()) as { id: string }).id;
    const [first, second] = [await add('Fix the gate'), await add('Oil the hinges')];
    await add('Recycle the boxes');
    expect((await page.request.put('/api/tasks/order', { data: { ids: [second, first] } })).status()).toBe(200);
    expect((await page.request.patch(`/api/tasks/${first}`, { data: { status: 'done' } })).status()).toBe(200);
    await page.goto('/tasks');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Done tasks' }).getByText('Fix the gate')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("You're offline.")).toBeVisible();
    const inbox = page.getByRole('list', { name: /^Inbox/ });
    await expect(inbox.getByRole('checkbox')).toHaveCount(2);
    await expect(inbox.getByRole('listitem').first()).toContainText('Oil the hinges');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('list', { name: 'Done tasks' }).getByText('Fix the gate')).toBeVisible();
    await context.setOffline(false);
  });

  test('notification settings save', async ({ page, user: _user }) => {
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Notifications' });
    await section.getByLabel('Minutes before a block starts').fill('25');
    await section.getByRole('checkbox', { name: "The day's plan in the morning" }).check();
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Notification settings saved', { exact: true })).toBeVisible();
    const saved = await (await page.request.get('/api/notifications/settings')).json();
    expect(saved).toMatchObject({ blockReminderMinutes: 25, morningPlan: true });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByLabel('Minutes before a block starts')).toHaveValue('25');
  });

  test('a person with a cadence shows how overdue they are', async ({ page, user: _user }) => {
    const created = await page.request.post('/api/relationships', { data: { name: 'Grace Hopper', initials: 'GH', cadenceDays: 7 } });
    const { id } = (await created.json()) as { id: string };
    await page.request.post(`/api/relationships/${id}/interactions`, { data: { date: isoDaysAgo(10), type: 'call', notes: '' } });
    await page.goto('/relationships');
    const card = page.getByRole('article', { name: 'Grace Hopper' });
    await expect(card.getByText('3 days overdue')).toBeVisible();
    await expect(card.getByText('Every week')).toBeVisible();
  });
});
