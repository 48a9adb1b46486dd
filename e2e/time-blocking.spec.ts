import type { Page } from '@playwright/test';
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
    await dialog.getByRole('combobox', { name: 'Start hour' }).click();
    await page.getByRole('option', { name: '2 PM', exact: true }).click();
    await dialog.getByLabel('Duration (hours)').fill('2');
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
    await edit.getByRole('combobox', { name: 'Start hour' }).click();
    await page.getByRole('option', { name: '10 AM', exact: true }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Time block updated successfully', { exact: true })).toBeVisible();
    await expect(am.getByText('Planning meeting')).toBeVisible();
    await expect(am.getByText('10 AM – 12 PM · Meeting')).toBeVisible();
    await expect(pm.getByText('Planning meeting')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Week' }).click();
    const week = page.getByRole('list', { name: 'Week' });
    await expect(week.getByText('Planning meeting')).toBeVisible();
    await week.getByRole('button', { name: /^Open / }).and(page.locator('[aria-current="date"]')).click();
    await expect(page.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Delete Planning meeting' }).click();
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('No time blocks yet — add your first block to plan your day.')).toBeVisible();
  });

  test('validates the form and prefills the hour clicked', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    await page.getByRole('button', { name: 'Add time block at 3 PM' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    await expect(dialog.getByRole('combobox', { name: 'Start hour' })).toHaveText(/3 PM/);
    await dialog.getByLabel('Duration (hours)').fill('13');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Duration must be between 1 and 12 hours')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
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
    await expect(page.getByRole('heading', { name: 'Week of Mar 2 – Mar 8' })).toBeVisible();
    await page.getByRole('button', { name: 'Open Saturday, March 7' }).click();
    await expect(dateInput).toHaveValue('2026-03-07');
    await expect(page.getByRole('region', { name: /^PM/ }).getByText('Evening run')).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(dateInput).not.toHaveValue('2026-03-07');
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
      await page.getByRole('tab', { name: 'Day' }).click();
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
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page.getByRole('list', { name: 'Week' }).getByText('Walk')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
