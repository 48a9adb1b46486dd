import { test, expect, checkA11y, useTheme } from './fixtures';

const EMPTY = 'No goals yet — set one goal with 12 milestones to get started.';

test.describe('goals', () => {
  test('create, move progress, complete, edit and delete a goal', async ({ page, user }) => {
    expect(user.email).toContain('@');
    await page.goto('/goals');
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(page.getByText(EMPTY)).toBeVisible();

    await page.getByRole('button', { name: 'New goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New goal' });
    await expect(dialog.getByRole('combobox', { name: 'Timeframe' })).toHaveText('12 weeks');
    await dialog.getByRole('button', { name: 'Create goal' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('Read 12 books');
    await dialog.getByLabel('Category').fill('Learning');
    await dialog.getByLabel('Description').fill('One a week, fiction and not.');
    await dialog.getByRole('button', { name: 'Create goal' }).click();
    await expect(toasts.getByText('Goal created successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const active = page.getByRole('region', { name: /Active goals/ });
    const completed = page.getByRole('region', { name: /Completed goals/ });
    const card = active.getByRole('listitem').filter({ hasText: 'Read 12 books' });
    await expect(card.getByText('Learning')).toBeVisible();
    await expect(card.getByText('12 weeks')).toBeVisible();
    await expect(card.getByText('84 days left')).toBeVisible();
    await expect(card.getByText('0 of 12 milestones')).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Progress for Read 12 books' });
    await input.fill('50');
    await input.press('Enter');
    await expect(toasts.getByText('Goal updated successfully', { exact: true })).toBeVisible();
    await expect(card.getByText('6 of 12 milestones')).toBeVisible();
    await expect(card.locator('[data-milestone="done"]')).toHaveCount(6);
    await expect(card.locator('[data-milestone="todo"]')).toHaveCount(6);
    await expect(page.getByRole('slider', { name: 'Progress for Read 12 books' })).toHaveAttribute('aria-valuenow', '50');

    await input.fill('lots');
    await input.press('Enter');
    await expect(input).toHaveValue('0');
    await expect(card.getByText('0 of 12 milestones')).toBeVisible();

    const slider = page.getByRole('slider', { name: 'Progress for Read 12 books' });
    await slider.focus();
    await slider.press('End');
    const done = completed.getByRole('listitem').filter({ hasText: 'Read 12 books' });
    await expect(done.getByText('12 of 12 milestones')).toBeVisible();
    await expect(done.getByText('Completed', { exact: true })).toBeVisible();
    await expect(active.getByText('No active goals. Create a new goal to keep moving.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Read 12 books' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit goal' });
    await expect(edit.getByLabel('Title')).toHaveValue('Read 12 books');
    await edit.getByLabel('Title').fill('Read 24 books');
    await edit.getByRole('combobox', { name: 'Timeframe' }).click();
    await page.getByRole('option', { name: '12 months' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Goal updated successfully', { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    const edited = completed.getByRole('listitem').filter({ hasText: 'Read 24 books' });
    await expect(edited.getByText('12 months')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Edit Read 24 books' })).toBeFocused();

    await page.getByRole('button', { name: 'Delete Read 24 books' }).click();
    await expect(toasts.getByText('Goal deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();

    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Goal restored', { exact: true })).toBeVisible();
    await expect(edited.getByText('12 of 12 milestones')).toBeVisible();
    await page.reload();
    await expect(completed.getByRole('listitem').filter({ hasText: 'Read 24 books' }).getByText('12 months')).toBeVisible();
  });

  test('has no serious accessibility violations in light and dark', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const [title, progress] of [
      ['Morning runs', 50],
      ['Call my sister weekly', 100],
    ] as const) {
      const res = await page.request.post('/api/goals', { data: { title, category: 'Health', timeframe: '12 days', progress } });
      expect(res.status()).toBe(201);
    }
    await page.goto('/goals');
    await expect(page.getByRole('region', { name: /Completed goals/ }).getByText('Call my sister weekly')).toBeVisible();
    await checkA11y(page, 'goals (light)');
    await page.getByRole('button', { name: 'New goal' }).click();
    await expect(page.getByRole('dialog', { name: 'New goal' })).toBeVisible();
    await checkA11y(page, 'goal dialog (light)');
    await page.keyboard.press('Escape');
    await useTheme(page, 'dark');
    await expect(page.getByText('Morning runs')).toBeVisible();
    await checkA11y(page, 'goals (dark)');
    await page.screenshot({ path: test.info().outputPath('goals-dark.png'), fullPage: true });
  });

  test('fits a 360 px wide screen without sideways scrolling', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 780 });
    const res = await page.request.post('/api/goals', {
      data: { title: 'Learn to play twelve songs on the guitar', category: 'Creativity', timeframe: '12 months', progress: 34 },
    });
    expect(res.status()).toBe(201);
    await page.goto('/goals');
    await expect(page.getByText('4 of 12 milestones')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Progress for Learn to play twelve songs on the guitar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('goals-360.png'), fullPage: true });
  });
});
