import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme } from './fixtures';

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

test.describe('the planner on a 360 px phone', () => {
  test('keeps its controls in one row, and shows three days opened at now, and away from today at the first block', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const today = todayIn('UTC');
    const later = shiftDate(today, 10);
    const res = await page.request.post('/api/time-blocks', {
      data: { date: shiftDate(later, 1), hour: 19, title: 'Choir practice', category: 'break', duration: 1 },
    });
    expect(res.status()).toBe(201);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/time-blocking');

    const controls = [
      page.getByRole('button', { name: 'Previous day' }),
      page.getByRole('button', { name: 'Today' }),
      page.getByRole('button', { name: 'Next day' }),
      page.getByLabel('Date', { exact: true }),
      page.getByRole('button', { name: 'Add time block', exact: true }),
    ];
    // Measured on the page rather than the screen: the day view scrolls the page to now as it opens.
    const boxes = await Promise.all(
      controls.map((control) =>
        control.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { middle: r.top + window.scrollY + r.height / 2, right: r.right };
        }),
      ),
    );
    for (const box of boxes) expect(Math.abs(box.middle - boxes[0]!.middle)).toBeLessThan(4);
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(360);

    await page.getByRole('tab', { name: '3 days' }).click();
    const days = page.getByRole('list', { name: '3 days' });
    await expect(days.getByRole('button', { name: /, open / })).toHaveCount(3);
    // The grid scrolls within itself: brought into view, it shows now.
    const scroller = page.getByRole('group', { name: '3 days planner' }).locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    await scroller.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('now-line')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkA11y(page, 'three days on a phone');

    await page.getByLabel('Date', { exact: true }).fill(later);
    await scroller.scrollIntoViewIfNeeded();
    const block = days.getByRole('button', { name: /^7 PM Choir practice/ });
    await expect(block).toBeInViewport();
    // Its column is a third of the grid, wide enough for the hour and the title.
    expect((await block.boundingBox())!.width).toBeGreaterThan(80);
  });
});

test.describe('three days on a touch phone', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('a swipe or the arrows move by three days, and the day and three days have no serious axe violation in light or dark', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const monday = '2026-06-01';
    for (const data of [
      { hour: 9, title: 'Deep work', category: 'focus', duration: 3 },
      { hour: 10, title: 'Vendor call', category: 'meeting', duration: 2 },
      { hour: 14, title: 'Standup', category: 'meeting', duration: 0.5 },
      { hour: 14, minute: 15, title: 'Coffee', category: 'break', duration: 0.75 },
    ]) {
      expect((await page.request.post('/api/time-blocks', { data: { ...data, date: monday } })).status()).toBe(201);
    }
    await page.goto(`/time-blocking?date=${monday}`);
    const dateInput = page.getByLabel('Date', { exact: true });
    await page.getByRole('tab', { name: '3 days' }).click();
    const days = page.getByRole('list', { name: '3 days' });
    await expect(days.getByRole('button', { name: /^Vendor call, Overlaps Deep work/ })).toBeVisible();

    await page.getByRole('button', { name: 'Next 3 days' }).click();
    await expect(dateInput).toHaveValue('2026-06-04');
    await expect(days.getByRole('button', { name: /open Thursday/ })).toBeVisible();

    // A finger moved across the grid, away from any block: to the right goes back three days, to the left on.
    const scroller = page.getByRole('group', { name: '3 days planner' }).locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    await scroller.scrollIntoViewIfNeeded();
    const box = (await scroller.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + 80, box.x + box.width - 20);
    await expect(dateInput).toHaveValue(monday);
    // Too short to be a swipe.
    await swipe(box.x + box.width - 40, box.x + box.width - 70);
    await expect(dateInput).toHaveValue(monday);
    await swipe(box.x + box.width - 20, box.x + 80);
    await expect(dateInput).toHaveValue('2026-06-04');
    await page.getByRole('button', { name: 'Previous 3 days' }).click();
    await expect(dateInput).toHaveValue(monday);

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await page.getByRole('tab', { name: '3 days' }).click();
      await expect(days.getByRole('button', { name: /^Deep work, Overlaps Vendor call/ })).toBeVisible();
      await checkA11y(page, `three days at 360 px (${theme})`, { nameMatchesLabel: true });
      await page.getByRole('tab', { name: 'Day', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Edit Deep work' })).toBeVisible();
      await checkA11y(page, `day at 360 px (${theme})`);
    }
  });
});
