import { createFormatter } from '../src/shared/format';
import type { Page } from '@playwright/test';
import { todayIn } from '../src/shared/dates';
import { TOAST_DURATION_MS } from '../src/shared/constants';
import { test, expect, checkA11y, useTheme } from './fixtures';

test.describe('time blocking', () => {
  test('creates, edits and deletes a block with the toasts', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(page.getByText('No time blocks yet — add your first block to plan your day.')).toBeVisible();

    await page.getByRole('button', { name: 'Add time block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText(/Focus/);
    await dialog.getByLabel('Title').fill('Deep work');
    await dialog.getByLabel('Start time').fill('14:00');
    await dialog.getByLabel('Hours').fill('2');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(toasts.getByText('Time block created successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const am = page.getByRole('region', { name: /^AM/ });
    const pm = page.getByRole('region', { name: /^PM/ });
    await expect(pm.getByText('Deep work')).toBeVisible();
    await expect(pm.getByText('2 PM – 4 PM · Focus')).toBeVisible();
    await expect(am.getByText('Deep work')).toHaveCount(0);
    await expect(page.getByTestId('hours-blocked')).toContainText('2');

    await page.getByRole('button', { name: 'Edit Deep work' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit time block' });
    await expect(edit.getByLabel('Title')).toHaveValue('Deep work');
    await edit.getByLabel('Title').fill('Planning meeting');
    await edit.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Meeting' }).click();
    await edit.getByLabel('Start time').fill('10:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Time block updated successfully', { exact: true })).toBeVisible();
    await expect(am.getByText('Planning meeting')).toBeVisible();
    await expect(am.getByText('10 AM – 12 PM · Meeting')).toBeVisible();
    await expect(pm.getByText('Planning meeting')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Week' }).click();
    const week = page.getByRole('list', { name: 'Week' });
    await expect(week.getByText('Planning meeting')).toBeVisible();
    await week
      .getByRole('button', { name: /, open / })
      .and(page.locator('[aria-current="date"]'))
      .click();
    await expect(page.getByRole('tab', { name: 'Day', exact: true })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Delete Planning meeting' }).click();
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('No time blocks yet — add your first block to plan your day.')).toBeVisible();
  });

  test('validates the form and prefills the hour clicked', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    await page.getByRole('button', { name: 'Add time block at 3 PM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    await expect(dialog.getByLabel('Start time')).toHaveValue('15:00');
    await dialog.getByLabel('Hours').fill('13');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Hours must be between 0 and 12')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  test('makes a 9:30 block of 15 minutes in the dialog, placed and sized by its minutes', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    await page.getByRole('button', { name: 'Add time block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    await dialog.getByLabel('Title').fill('Standup');
    await dialog.getByLabel('Start time').fill('09:30');
    await dialog.getByLabel('Hours').fill('0');
    await dialog.getByLabel('Minutes').fill('15');
    await expect(dialog.getByTestId('block-end')).toHaveText('Ends at 9:45 AM');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(dialog).toBeHidden();

    const am = page.getByRole('region', { name: /^AM/ });
    await expect(am.getByText('9:30 AM – 9:45 AM · Focus')).toBeVisible();
    await expect(page.getByTestId('hours-blocked')).toContainText('0.3');
    // A quarter of an hour is a quarter of the hour's row tall, half-way down the 9 AM row.
    const row = (await am.getByRole('button', { name: 'Add time block at 9 AM' }).boundingBox())!;
    const block = (await am.getByRole('button', { name: 'Edit Standup' }).locator('xpath=ancestor::li[1]').boundingBox())!;
    expect(Math.abs(block.height - row.height / 4)).toBeLessThan(2);
    expect(Math.abs(block.y - (row.y + row.height / 2))).toBeLessThan(2);

    // A block a quarter of an hour tall opens from the keyboard like any other.
    await page.getByRole('button', { name: 'Edit Standup' }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit time block' });
    await expect(edit.getByLabel('Start time')).toHaveValue('09:30');
    await expect(edit.getByLabel('Hours')).toHaveValue('0');
    await expect(edit.getByLabel('Minutes')).toHaveValue('15');
  });

  test('navigates days and shows another day in the week view', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    const dateInput = page.getByLabel('Date', { exact: true });
    await dateInput.fill('2026-03-04');
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(dateInput).toHaveValue('2026-03-05');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(dateInput).toHaveValue('2026-03-03');
    const res = await page.request.post('/api/time-blocks', { data: { hour: 20, title: 'Evening run', category: 'break', duration: 1, date: '2026-03-07' } });
    expect(res.status()).toBe(201);
    await page.getByRole('tab', { name: 'Week' }).click();
    const fmt = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-US' });
    await expect(page.getByRole('heading', { name: `Week of ${fmt.dateRange('2026-03-02', '2026-03-08')}` })).toBeVisible();
    await page.getByRole('button', { name: 'Open Saturday, March 7' }).click();
    await expect(dateInput).toHaveValue('2026-03-07');
    await expect(page.getByRole('region', { name: /^PM/ }).getByText('Evening run')).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(dateInput).not.toHaveValue('2026-03-07');
  });

  test('a deleted block comes back with Undo from the keyboard, and is still there after a reload', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const date = todayIn('UTC');
    for (const [hour, title] of [
      [8, 'Stand-up'],
      [9, 'Write report'],
      [14, 'Review'],
    ] as const) {
      const res = await page.request.post('/api/time-blocks', { data: { hour, title, category: 'focus', duration: 1, date } });
      expect(res.status()).toBe(201);
    }
    await page.clock.install();
    await page.goto('/time-blocking');
    const am = page.getByRole('region', { name: /^AM/ });
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(am.getByText('Write report')).toBeVisible();
    const before = await am.getByRole('list', { name: 'AM time blocks' }).getByRole('listitem').allInnerTexts();

    // The day is one Tab stop, on its first block; the arrows reach the next one and the Delete key deletes it.
    await page.getByRole('tab', { name: 'Day', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Edit Stand-up' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Edit Write report' })).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(am.getByText('Write report')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Review' })).toBeFocused();
    // F8 reaches the notification; Undo is the toast's first control, and the toast stays while it is focused.
    await page.keyboard.press('F8');
    const undo = toasts.getByRole('button', { name: 'Undo' });
    for (let i = 0; i < 3 && !(await undo.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(undo).toBeFocused();
    await page.clock.runFor(TOAST_DURATION_MS * 2);
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts.getByText('Time block restored', { exact: true })).toBeVisible();
    await expect(am.getByText('Write report')).toBeVisible();
    expect(await am.getByRole('list', { name: 'AM time blocks' }).getByRole('listitem').allInnerTexts()).toEqual(before);

    await page.reload();
    await expect(am.getByText('Write report')).toBeVisible();
    expect(await am.getByRole('list', { name: 'AM time blocks' }).getByRole('listitem').allInnerTexts()).toEqual(before);
  });

  test('the block dialog returns focus to the control that opened it', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const date = todayIn('UTC');
    const res = await page.request.post('/api/time-blocks', { data: { hour: 9, title: 'Focus time', category: 'focus', duration: 1, date } });
    expect(res.status()).toBe(201);
    await page.goto('/time-blocking');

    const add = page.getByRole('button', { name: 'Add time block', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Add time block' });
    await expect(create).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();
    await expect(add).toBeFocused();

    const slot = page.getByRole('button', { name: 'Add time block at 3 PM' });
    await slot.click();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(slot).toBeFocused();

    // Save: the block keeps its place and its Edit button gets focus back under its new name.
    await page.getByRole('button', { name: 'Edit Focus time' }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit time block' });
    await edit.getByLabel('Title').fill('Deep focus');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Deep focus' })).toBeFocused();

    // Save moves the block to the afternoon: its Edit button there gets focus, not the page.
    await page.keyboard.press('Enter');
    await edit.getByLabel('Start time').fill('16:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const moved = page.getByRole('region', { name: /^PM/ }).getByRole('button', { name: 'Edit Deep focus' });
    await expect(moved).toBeFocused();
  });

  async function seedDay(page: Page): Promise<void> {
    await page.goto('/time-blocking');
    const date = await page.getByLabel('Date', { exact: true }).inputValue();
    for (const [hour, category, title] of [
      [8, 'focus', 'Write'],
      [11, 'meeting', 'Lunch sync'],
      [15, 'break', 'Walk'],
      [17, 'completed', 'Inbox zero'],
    ] as const) {
      const res = await page.request.post('/api/time-blocks', { data: { hour, title, category, duration: 2, date } });
      expect(res.status()).toBe(201);
    }
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious axe violations in ${theme} mode`, async ({ page, user }) => {
      // Three full axe scans on a dense page take most of the default 30 s on two shared cores.
      test.setTimeout(90_000);
      expect(user.id).toBeTruthy();
      await seedDay(page);
      await useTheme(page, theme);
      await expect(page.getByRole('region', { name: /^AM/ }).getByText('Write')).toBeVisible();
      await checkA11y(page, `time blocking day (${theme})`);
      await page.getByRole('tab', { name: 'Week' }).click();
      await expect(page.getByRole('list', { name: 'Week' }).getByText('Walk')).toBeVisible();
      await checkA11y(page, `time blocking week (${theme})`);
      await page.getByRole('tab', { name: 'Day', exact: true }).click();
      await page.getByRole('button', { name: 'Edit Walk' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit time block' })).toBeVisible();
      await checkA11y(page, `time block dialog (${theme})`);
    });
  }

  test('fits a 360 px screen', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 800 });
    await seedDay(page);
    await page.reload();
    await expect(page.getByRole('region', { name: /^PM/ }).getByText('Walk')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // A phone shows three days from the chosen one, each column in full view, in place of a week to scroll sideways.
    await page.getByRole('tab', { name: '3 days' }).click();
    await expect(page.getByRole('list', { name: '3 days' }).getByText('Walk')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByLabel('Date', { exact: true }).fill('2026-03-08');
    await expect(page.getByRole('heading', { name: 'Mar 8 – 10' })).toBeVisible();
    for (const day of ['Sun, Mar 8', 'Mon, Mar 9', 'Tue, Mar 10']) await expect(page.getByRole('button', { name: new RegExp(`^${day} `) })).toBeInViewport();
    await expect(page.getByRole('list', { name: '3 days' }).getByRole('button', { name: /, open / })).toHaveCount(3);
  });
});
