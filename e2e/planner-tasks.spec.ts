import type { Page } from '@playwright/test';
import { test, expect, checkA11y, useTheme } from './fixtures';

const todayUtc = () => new Date().toISOString().slice(0, 10);
// A Monday; its Wednesday is 2026-06-03.
const MONDAY = '2026-06-01';

/** Drags a task by its handle in the task list onto a day of the week grid, a quarter past `hour`. */
async function dragTaskToWeek(page: Page, title: string, weekday: string, hour: number) {
  const handle = page.getByRole('complementary', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title }).getByTestId('task-drag-handle');
  const header = page.getByRole('button', { name: new RegExp(`open ${weekday}`) });
  const row = page.locator(`[data-scroll-area] [data-hour-row="${hour}"]`);
  // The drop lands mid-grid, where nothing scrolls on its own under the pointer.
  await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const slot = (await row.boundingBox())!;
  const from = (await handle.boundingBox())!;
  const to = { x: (await header.boundingBox())!.x + 20, y: slot.y + slot.height / 4 + 3 };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  // The grid may scroll on its own while the pointer crosses its edge: aim again at the row until it stays put.
  let last = slot.y;
  for (let i = 0; i < 5; i++) {
    const now = (await row.boundingBox())!;
    await page.mouse.move(to.x, now.y + now.height / 4 + 3);
    if (Math.abs(now.y - last) < 1) break;
    last = now.y;
  }
  await page.mouse.up();
}

test.describe('tasks in the planner', () => {
  test('the task list folds above the grid on a 360 px phone, adds in one line and checks off, in light and dark', async ({ page, user }) => {
    // Two axe runs and a theme reload: more steps than the default budget is set for.
    test.slow();
    expect(user.id).toBeTruthy();
    expect(
      (
        await page.request.post('/api/tasks', { data: { title: 'Renew the passport before the summer holidays', dueDate: todayUtc(), estimateMinutes: 45 } })
      ).status(),
    ).toBe(201);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/time-blocking');
    const panel = page.getByRole('complementary', { name: 'Tasks' });
    const toggle = page.getByRole('button', { name: 'Tasks', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await toggle.click();
    const add = panel.getByRole('textbox', { name: 'Add a task' });
    await add.fill('buy stamps');
    await add.press('Enter');
    await expect(panel.getByRole('tab', { name: 'Inbox (1)' })).toBeVisible();
    await checkA11y(page, 'planner with its task list (light, 360 px)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await panel.getByRole('checkbox', { name: 'Renew the passport before the summer holidays' }).click();
    await expect(panel.getByText('Nothing due today.')).toBeVisible();
    // Unfolded once, the list stays so on this device.
    await useTheme(page, 'dark');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('tab', { name: 'Inbox (1)' }).click();
    await expect(page.getByRole('checkbox', { name: 'buy stamps' })).toBeVisible();
    await checkA11y(page, 'planner with its task list (dark, 360 px)');
    await page.screenshot({ path: test.info().outputPath('planner-tasks-360-dark.png'), fullPage: true });
  });

  test('a task dragged onto the week grid becomes a linked block, checked off from the block and the list alike', async ({ page, user }) => {
    test.slow();
    expect(user.id).toBeTruthy();
    expect((await page.request.post('/api/tasks', { data: { title: 'Call the plumber', estimateMinutes: 45 } })).status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await page.getByRole('tab', { name: 'Week' }).click();
    const panel = page.getByRole('complementary', { name: 'Tasks' });
    await panel.getByRole('tab', { name: 'Inbox (1)' }).click();
    await dragTaskToWeek(page, 'Call the plumber', 'Wednesday', 10);

    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(toasts.getByText('Task scheduled', { exact: true })).toBeVisible();
    const wednesday = page.getByRole('list', { name: /^Blocks on Wednesday/ });
    await expect(wednesday.getByRole('button', { name: /Call the plumber, 10:15 AM – 11 AM/ })).toBeVisible();
    const check = wednesday.getByRole('checkbox', { name: 'Done: Call the plumber' });
    await expect(check).not.toBeChecked();
    await checkA11y(page, 'week view with a block linked to a task');

    await check.click();
    await expect(check).toBeChecked();
    await expect(toasts.getByText('Task done', { exact: true })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Inbox (0)' })).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(wednesday.getByRole('checkbox', { name: 'Done: Call the plumber' })).toBeChecked();

    // Opened again from the block, the task is back in the list: its only block lies in the past, so it is not on
    // today's plan but waits undated, saying when it was last booked.
    await wednesday.getByRole('checkbox', { name: 'Done: Call the plumber' }).click();
    await panel.getByRole('tab', { name: /^Inbox \(1\)/ }).click();
    await expect(panel.getByText('Rolled over from Jun 3')).toBeVisible();
  });

  test("the dashboard lists today's tasks to check off, with Plan my day", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    expect((await page.request.post('/api/tasks', { data: { title: 'Pay the rent', dueDate: todayUtc() } })).status()).toBe(201);
    await page.goto('/');
    const section = page.getByRole('region', { name: "Today's tasks" });
    await expect(section.getByRole('button', { name: 'Plan my day' })).toBeVisible();
    await section.getByRole('checkbox', { name: 'Pay the rent' }).click();
    await expect(section.getByText('Nothing due today. Add tasks in Tasks or on the planner.')).toBeVisible();
  });
});
