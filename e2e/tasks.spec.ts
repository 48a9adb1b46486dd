import { test, expect, checkA11y, useTheme } from './fixtures';

const EMPTY = 'No tasks yet. Add one above: "call plumber fri !high 30m".';
const todayUtc = () => new Date().toISOString().slice(0, 10);

test.describe('tasks', () => {
  test('add in one line, check off, edit, delete and undo', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
    const toasts = page.getByRole('region', { name: /Notification/ });
    const add = page.getByRole('textbox', { name: 'Add a task' });
    const today = page.getByRole('region', { name: /^Today/ });
    const upcoming = page.getByRole('region', { name: /^Upcoming/ });
    const inbox = page.getByRole('region', { name: /^Inbox/ });

    await add.fill('call plumber tomorrow !high 30m');
    await add.press('Enter');
    await expect(toasts.getByText('Task added', { exact: true }).first()).toBeVisible();
    await expect(add).toHaveValue('');
    const plumber = upcoming.getByRole('listitem').filter({ hasText: 'call plumber' });
    await expect(plumber.getByText('30 min')).toBeVisible();
    await expect(plumber.getByText('High')).toBeVisible();

    await add.fill('buy stamps');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(inbox.getByRole('listitem').filter({ hasText: 'buy stamps' })).toBeVisible();
    await add.fill('pay rent today');
    await add.press('Enter');
    await expect(today.getByRole('listitem').filter({ hasText: 'pay rent' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'pay rent' }).click();
    await expect(toasts.getByText('Task done', { exact: true })).toBeVisible();
    await expect(today.getByText('Nothing due today.')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    const done = page.getByRole('list', { name: 'Done tasks' });
    await expect(done.getByRole('checkbox', { name: 'pay rent' })).toBeChecked();

    await page.getByRole('button', { name: 'Edit buy stamps' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Buy stamps');
    await dialog.getByLabel('Estimate in minutes (optional)').fill('7');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Estimate must be 5 to 720 minutes in steps of 5')).toBeVisible();
    await dialog.getByLabel('Estimate in minutes (optional)').fill('45');
    await dialog.getByLabel('Due date (optional)').fill(todayUtc());
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Task updated', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(today.getByRole('listitem').filter({ hasText: 'buy stamps' }).getByText('45 min')).toBeVisible();
    await expect(inbox.getByText('Tasks without a due date wait here.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete call plumber' }).click();
    await expect(toasts.getByText('Task deleted', { exact: true })).toBeVisible();
    await expect(upcoming.getByText('Nothing due later.')).toBeVisible();
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Task restored', { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('listitem').filter({ hasText: 'call plumber' })).toBeVisible();
    await page.reload();
    await expect(upcoming.getByRole('listitem').filter({ hasText: 'call plumber' }).getByText('High')).toBeVisible();
  });

  test('has no serious accessibility violations in light and dark, and fits 360 px', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const data of [
      { title: 'Renew the passport before the summer holidays', dueDate: todayUtc(), priority: 'high', estimateMinutes: 60 },
      { title: 'Water plants', priority: 'low' },
      { title: 'Write the quarterly report', dueDate: '2999-01-01', estimateMinutes: 120 },
    ]) {
      expect((await page.request.post('/api/tasks', { data })).status()).toBe(201);
    }
    await page.goto('/tasks');
    await expect(page.getByText('Water plants')).toBeVisible();
    await checkA11y(page, 'tasks (light)');
    await page.getByRole('button', { name: 'Edit Water plants' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit task' })).toBeVisible();
    await checkA11y(page, 'task dialog (light)');
    await page.keyboard.press('Escape');
    await useTheme(page, 'dark');
    await expect(page.getByText('Water plants')).toBeVisible();
    await checkA11y(page, 'tasks (dark)');

    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('checkbox', { name: 'Renew the passport before the summer holidays' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('tasks-360-dark.png'), fullPage: true });
  });
});
