import { test, expect, checkA11y, useTheme } from './fixtures';

// A Monday in a week that is not the current one: the grid opens at the start of the workday.
const MONDAY = '2026-06-01';
const TUESDAY = '2026-06-02';

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

  test('in dark mode the day headers stay in view and above a block dragged up under them', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', { data: { hour: 8, title: 'Swim', category: 'break', duration: 1, date: TUESDAY } });
    expect(res.status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await useTheme(page, 'dark');
    await page.getByRole('tab', { name: 'Week' }).click();
    const block = page.getByRole('list', { name: /^Blocks on Tuesday/ }).getByRole('button', { name: /^8 AM Swim/ });
    await expect(block).toBeVisible();
    const header = page.getByRole('button', { name: /open Tuesday/ });
    const scroller = page.getByRole('group', { name: 'Week planner' }).locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    // 7 AM goes under the headers, 8 AM right below them.
    await scroller.evaluate((el) => (el.scrollTop = 8 + 7 * 40));
    const top = (await scroller.boundingBox())!.y;
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(top);
    expect(headerBox.y).toBeLessThan(top + 20);
    // The header's own background hides the hour lines and blocks passing under it.
    const background = await header.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    expect(background).not.toMatch(/rgba\(.*, 0(\.\d+)?\)|transparent/);

    const box = (await block.boundingBox())!;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + 10);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(x, box.y + 10 - 12 * i);
    await expect(page.getByTestId('drop-slot')).toBeVisible();
    expect((await block.boundingBox())!.y).toBeLessThan(headerBox.y + headerBox.height);
    // What is painted there, passing over the empty layer a drag lays over the page.
    const onTop = await page.evaluate(
      ([px, py]) =>
        document
          .elementsFromPoint(px!, py!)
          .find((el) => el.textContent?.trim())
          ?.closest('button')
          ?.getAttribute('aria-label') ?? null,
      [headerBox.x + headerBox.width / 2, headerBox.y + headerBox.height / 2],
    );
    expect(onTop).toMatch(/open Tuesday/);
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await checkA11y(page, 'week view in dark mode');
  });

  test('shows now when it holds today, and with the 24-hour clock its first row reads 00:00', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    expect((await page.request.patch('/api/account/profile', { data: { timeFormat: '24h' } })).status()).toBe(200);
    await page.goto('/time-blocking');
    await page.getByRole('tab', { name: 'Week' }).click();
    const scroller = page.getByRole('group', { name: 'Week planner' }).locator('xpath=ancestor::div[contains(@class, "overflow-auto")][1]');
    await scroller.scrollIntoViewIfNeeded();
    const now = page.getByTestId('now-line');
    await expect(now).toBeVisible();
    const view = (await scroller.boundingBox())!;
    const line = (await now.boundingBox())!;
    // Below the day headers (2.5rem and the padding) and above the grid's bottom edge.
    expect(line.y).toBeGreaterThan(view.y + 48);
    expect(line.y).toBeLessThan(view.y + view.height);

    await scroller.evaluate((el) => (el.scrollTop = 0));
    await expect(page.getByText('00:00', { exact: true })).toBeVisible();
    await expect(page.getByText('13:00', { exact: true })).toHaveCount(1);
    await expect(page.getByText('12 AM', { exact: true })).toHaveCount(0);
  });

  test('overlapping blocks keep their titles in view: a later one is laid over the earlier, indented, its title first', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const blocks = [
      { hour: 9, minute: 0, title: 'Deep work', category: 'focus', durationMinutes: 180 },
      { hour: 10, minute: 0, title: 'Vendor call', category: 'meeting', durationMinutes: 120 },
      { hour: 10, minute: 30, title: 'Lunch', category: 'break', durationMinutes: 60 },
    ];
    for (const data of blocks) expect((await page.request.post('/api/time-blocks', { data: { ...data, date: MONDAY } })).status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await page.getByRole('tab', { name: 'Week' }).click();
    const monday = page.getByRole('list', { name: /^Blocks on Monday/ });
    const column = (await monday.boundingBox())!;
    let left = -1;
    for (const { title } of blocks) {
      const block = monday.getByRole('button', { name: new RegExp(`^${title}, Overlaps `) });
      await expect(block).toHaveText(new RegExp(`^\\s*${title}`));
      await expect(block.getByTestId('conflict-mark')).toBeVisible();
      const box = (await block.boundingBox())!;
      // Each later one starts further in, and keeps most of the column's width.
      expect(box.x).toBeGreaterThan(left);
      left = box.x;
      expect(box.width).toBeGreaterThan(column.width * 0.55);
      // Its first line is its own: no later block covers it.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
        [box.x + 12, box.y + 8],
      );
      expect(hit).toMatch(new RegExp(`^${title},`));
    }
    await checkA11y(page, 'week view with stacked overlapping blocks', { nameMatchesLabel: true });
  });
});
