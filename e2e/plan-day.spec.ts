import { test, expect, checkA11y } from './fixtures';

// A Wednesday well ahead, so "not before now" leaves the whole workday free.
const DAY = '2026-12-16';

test.describe('plan my day', () => {
  test('previews open tasks around a block, applies them as linked blocks and takes them off again with one Undo', async ({ page, user }) => {
    test.slow();
    expect(user.id).toBeTruthy();
    const block = await page.request.post('/api/time-blocks', { data: { title: 'Standup', date: DAY, hour: 9, durationMinutes: 60, category: 'meeting' } });
    expect(block.status()).toBe(201);
    for (const task of [
      { title: 'Tidy the inbox', priority: 'low', estimateMinutes: 30 },
      { title: 'Write the quarterly report', priority: 'high', estimateMinutes: 90 },
    ]) {
      expect((await page.request.post('/api/tasks', { data: task })).status()).toBe(201);
    }

    await page.goto(`/time-blocking?date=${DAY}`);
    await page.getByRole('button', { name: 'Plan my day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan my day' });
    const proposed = dialog.getByRole('list', { name: 'Proposed blocks' });
    await expect(proposed.getByRole('listitem')).toHaveCount(2);
    // The high-priority task takes the first free time after the standup, the low one follows.
    await expect(proposed.getByRole('listitem').nth(0)).toContainText('Write the quarterly report');
    await expect(proposed.getByRole('listitem').nth(0)).toContainText(/10(:00)?\s?AM/);
    await expect(proposed.getByRole('listitem').nth(1)).toContainText('Tidy the inbox');
    await checkA11y(page, 'plan my day preview');

    await dialog.getByRole('button', { name: 'Apply 2 blocks' }).click();
    await expect(dialog).toBeHidden();
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(toasts.getByText('Your day is planned')).toBeVisible();
    const linked = async () =>
      ((await (await page.request.get(`/api/time-blocks?date=${DAY}`)).json()) as { taskId: string | null }[]).filter((b) => b.taskId).length;
    await expect.poll(linked).toBe(2);
    await expect(page.getByRole('checkbox', { name: 'Done: Write the quarterly report' })).toBeVisible();

    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Plan undone')).toBeVisible();
    await expect.poll(linked).toBe(0);
    await expect(page.getByRole('checkbox', { name: 'Done: Write the quarterly report' })).toHaveCount(0);
  });
});
