import { test, expect, checkA11y } from './fixtures';

// A Monday in a week that is not the current one: the grid opens at the start of the workday.
const MONDAY = '2026-06-01';

test.describe('week view', () => {
  test('opens at 8 AM with its day headers kept in view, and an Alt-drag snaps to 5 minutes showing where the block lands', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', { data: { hour: 9, title: 'Write', category: 'focus', duration: 1, date: MONDAY } });
    expect(res.status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await page.getByRole('tab', { name: 'Week' }).click();
    const monday = page.getByRole('list', { name: /^Blocks on Monday/ });
    const block = monday.getByRole('button', { name: /^9 AM Write/ });
    await expect(block).toBeVisible();

    const grid = page.getByRole('group', { name: 'Week planner' });
    const header = page.getByRole('button', { name: /open Monday/ });
    const scroller = grid.locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const top = (await scroller.boundingBox())!.y;
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(top);
    expect(headerBox.y).toBeLessThan(top + 20);
    await scroller.evaluate((el) => (el.scrollTop = 0));
    await expect(page.getByText('12 AM', { exact: true })).toBeVisible();

    // In the middle of the page and the grid, away from the edges where a drag scrolls them.
    await block.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = (await block.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // A row is an hour: a third of one is 20 minutes, which snaps to 15 without Alt and stays 20 with it.
    await page.mouse.move(x, y);
    await page.keyboard.down('Alt');
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(x, y + (box.height / 3) * (i / 5));
    await expect(page.getByTestId('drag-time')).toHaveText('9:20 AM – 10:20 AM');
    await expect(page.getByTestId('drop-slot')).toBeVisible();
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await expect(monday.getByRole('button', { name: /^9:20 AM Write/ })).toBeVisible();
    await expect(page.getByTestId('drop-slot')).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(monday.getByRole('button', { name: /^9:20 AM Write, 9:20 AM – 10:20 AM/ })).toBeVisible();
    await checkA11y(page, 'week view');
  });

  test("opens at the user's own workday start, with the hour before it in view", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.patch('/api/account/profile', { data: { workdayStart: '06:30', workdayEnd: '14:30' } });
    expect(res.status()).toBe(200);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await page.getByRole('tab', { name: 'Week' }).click();
    const scroller = page.getByRole('group', { name: 'Week planner' }).locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    // A row is an hour, 2.5rem of 16 px: 5 AM is five rows down.
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(5 * 40);
  });
});
