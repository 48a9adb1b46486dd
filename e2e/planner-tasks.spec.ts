import { test, expect, checkA11y, useTheme } from './fixtures';

const todayUtc = () => new Date().toISOString().slice(0, 10);

test.describe('tasks in the planner', () => {
  test('the task list folds above the grid on a 360 px phone, adds in one line and checks off, in light and dark', async ({ page, user }) => {
    // Two axe runs and a theme reload: more steps than the default budget is set for.
    test.slow();
    expect(user.id).toBeTruthy();
    expect((await page.request.post('/api/tasks', { data: { title: 'Renew the passport before the summer holidays', dueDate: todayUtc(), estimateMinutes: 45 } })).status()).toBe(201);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/time-blocking');
    const panel = page.getByRole('complementary', { name: 'Tasks' });
    const toggle = panel.getByRole('button', { name: 'Tasks' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const add = panel.getByRole('textbox', { name: 'Add a task' });
    await add.fill('buy stamps');
    await add.press('Enter');
    await expect(panel.getByRole('tab', { name: 'Inbox (1)' })).toBeVisible();
    await checkA11y(page, 'planner with its task list (light, 360 px)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await panel.getByRole('checkbox', { name: 'Renew the passport before the summer holidays' }).click();
    await expect(panel.getByText('Nothing due today.')).toBeVisible();
    await useTheme(page, 'dark');
    await page.getByRole('complementary', { name: 'Tasks' }).getByRole('button', { name: 'Tasks' }).click();
    await page.getByRole('tab', { name: 'Inbox (1)' }).click();
    await expect(page.getByRole('checkbox', { name: 'buy stamps' })).toBeVisible();
    await checkA11y(page, 'planner with its task list (dark, 360 px)');
    await page.screenshot({ path: test.info().outputPath('planner-tasks-360-dark.png'), fullPage: true });
  });
});
