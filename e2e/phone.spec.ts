import { todayIn } from '../src/shared/dates';
import { test, expect, checkA11y } from './fixtures';

test.describe('on a 360 px phone', () => {
  test("the dashboard shows today's schedule before the tiles of figures", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const today = todayIn('UTC');
    const res = await page.request.post('/api/time-blocks', { data: { date: today, hour: 23, title: 'Read a chapter', category: 'focus', duration: 0.5 } });
    expect(res.status()).toBe(201);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const schedule = page.getByRole('heading', { name: "Today's schedule" });
    const tiles = page.getByRole('list', { name: 'Today at a glance' });
    await expect(schedule).toBeVisible();
    await expect(tiles).toHaveCount(1);
    await expect(page.getByText('Read a chapter')).toHaveCount(1);
    expect((await schedule.boundingBox())!.y).toBeLessThan((await tiles.boundingBox())!.y);
    await checkA11y(page, 'dashboard on a phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tiles).toHaveCount(1);
    expect((await schedule.boundingBox())!.y).toBeGreaterThan((await tiles.boundingBox())!.y);
  });
});
