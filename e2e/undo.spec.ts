import { shiftDate } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme } from './fixtures';
import { blockAction, blockButton } from './planner-page';

// A Monday.
const MONDAY = '2026-06-01';

test.describe('undo and recently deleted', () => {
  test('deleting this and following dates of a series is undone from the toast', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', {
      data: { hour: 8, title: 'Journal', category: 'focus', duration: 1, date: MONDAY, rrule: 'FREQ=DAILY;COUNT=3' },
    });
    expect(res.status()).toBe(201);
    const toasts = page.getByRole('region', { name: /Notification/ });
    await page.goto(`/time-blocking?date=${shiftDate(MONDAY, 1)}`);
    await blockAction(page, 'Journal', 'Delete');
    await page.getByRole('alertdialog', { name: 'Delete a repeating block' }).getByRole('button', { name: 'This and following' }).click();
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Journal')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(shiftDate(MONDAY, 2));
    await expect(blockButton(page, 'Journal')).toHaveCount(0);

    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Time block restored', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Journal')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(blockButton(page, 'Journal')).toBeVisible();
  });

  test('deleting all dates of a series is undone from the toast, and cut-off dates come back from Recently deleted', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', {
      data: { hour: 7, minute: 15, title: 'Journal', category: 'focus', durationMinutes: 25, date: MONDAY, rrule: 'FREQ=DAILY;COUNT=4' },
    });
    expect(res.status()).toBe(201);
    const toasts = page.getByRole('region', { name: /Notification/ });
    const dialog = page.getByRole('alertdialog', { name: 'Delete a repeating block' });
    await page.goto(`/time-blocking?date=${shiftDate(MONDAY, 1)}`);
    await blockAction(page, 'Journal', 'Delete');
    await dialog.getByRole('button', { name: 'All' }).click();
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Journal')).toHaveCount(0);
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Time block restored', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Journal')).toBeVisible();

    await blockAction(page, 'Journal', 'Delete');
    await dialog.getByRole('button', { name: 'This and following' }).click();
    await expect(blockButton(page, 'Journal')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    const list = page.getByRole('region', { name: 'Recently deleted' }).getByRole('list', { name: 'Recently deleted items' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Journal');
    await expect(list.getByRole('listitem')).toContainText('Repeating block, dates from');
    await list.getByRole('button', { name: 'Restore Journal' }).click();
    await expect(toasts.getByText('Restored', { exact: true })).toBeVisible();
    await page.goto(`/time-blocking?date=${shiftDate(MONDAY, 3)}`);
    await expect(blockButton(page, 'Journal')).toBeVisible();
  });

  test('Settings lists what was deleted in the last 10 minutes, and Restore brings it back', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const goal = await page.request.post('/api/goals', { data: { title: 'Run a 10K', category: 'Health', timeframe: '12 weeks' } });
    expect(goal.status()).toBe(201);
    const person = await page.request.post('/api/relationships', { data: { name: 'Ada Lovelace', initials: 'AL' } });
    expect(person.status()).toBe(201);
    const goalId = ((await goal.json()) as { id: string }).id;
    const personId = ((await person.json()) as { id: string }).id;
    expect((await page.request.delete(`/api/goals/${goalId}`)).status()).toBe(204);
    expect((await page.request.delete(`/api/relationships/${personId}`)).status()).toBe(204);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Recently deleted' });
    const list = section.getByRole('list', { name: 'Recently deleted items' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Ada Lovelace');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Run a 10K');
    await checkA11y(page, 'settings with recently deleted items');

    // On a phone, in the dark theme: readable, nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    await useTheme(page, 'dark');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list.getByRole('button', { name: 'Restore Run a 10K' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkA11y(page, 'recently deleted at 360 px in the dark theme');

    await list.getByRole('button', { name: 'Restore Run a 10K' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Restored', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('button', { name: 'Restore Ada Lovelace' }).click();
    await expect(section.getByText('Nothing deleted in the last 10 minutes.')).toBeVisible();

    await page.goto('/goals');
    await expect(page.getByText('Run a 10K')).toBeVisible();
    await page.goto('/relationships');
    await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
  });

  test('a block deleted in the planner is listed in Recently deleted, and Restore puts it back', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    const res = await page.request.post('/api/time-blocks', {
      data: { hour: 10, minute: 30, title: 'Deep work', category: 'focus', durationMinutes: 45, date: today },
    });
    expect(res.status()).toBe(201);
    const toasts = page.getByRole('region', { name: /Notification/ });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Recently deleted' });
    await expect(section.getByText('Nothing deleted in the last 10 minutes.')).toBeVisible();

    // Within the app, without a reload: the list read before the delete must not be shown again.
    await nav.getByRole('link', { name: 'Time Blocking' }).click();
    await blockAction(page, 'Deep work', 'Delete');
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Deep work')).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    const list = section.getByRole('list', { name: 'Recently deleted items' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Deep work');
    await expect(list.getByRole('listitem')).toContainText('Time block');
    await list.getByRole('button', { name: 'Restore Deep work' }).click();
    await expect(toasts.getByText('Restored', { exact: true })).toBeVisible();
    await expect(section.getByText('Nothing deleted in the last 10 minutes.')).toBeVisible();

    await nav.getByRole('link', { name: 'Time Blocking' }).click();
    await expect(blockButton(page, 'Deep work')).toBeVisible();
  });

  test("an interaction is deleted from a person's history and put back with Undo", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const person = await page.request.post('/api/relationships', { data: { name: 'Grace Hopper', initials: 'GH' } });
    const personId = ((await person.json()) as { id: string }).id;
    const logged = await page.request.post(`/api/relationships/${personId}/interactions`, {
      data: { date: '2026-01-15', type: 'meeting', notes: 'Talked about compilers' },
    });
    expect(logged.status()).toBe(201);
    const toasts = page.getByRole('region', { name: /Notification/ });
    await page.goto('/relationships');
    const card = page.getByRole('article', { name: 'Grace Hopper' });
    await card.getByRole('button', { name: 'History for Grace Hopper' }).click();
    // By keyboard: focus then stays in the card, on the History button once the only entry has gone.
    await card.getByRole('button', { name: /^Delete meeting of / }).focus();
    await page.keyboard.press('Enter');
    await expect(toasts.getByText('Interaction deleted', { exact: true })).toBeVisible();
    await expect(card.getByText('Talked about compilers')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'History for Grace Hopper' })).toBeFocused();
    await expect(card.locator('dd time')).toHaveCount(0);
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Interaction restored', { exact: true })).toBeVisible();
    await expect(card.getByText('Talked about compilers')).toBeVisible();
    await expect(card.locator('dd time')).toHaveAttribute('datetime', '2026-01-15');

    await card.getByRole('button', { name: 'Log call with Grace Hopper' }).click();
    await expect(toasts.getByText('Interaction logged successfully', { exact: true })).toBeVisible();
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Interaction removed', { exact: true })).toBeVisible();
    await expect(card.locator('dd time')).toHaveAttribute('datetime', '2026-01-15');
  });
});
