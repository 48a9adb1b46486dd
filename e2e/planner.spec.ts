import type { Page } from '@playwright/test';
import { shiftDate, todayIn } from '../src/shared/dates';
import { TOAST_DURATION_MS } from '../src/shared/constants';
import { startRadicale, type RadicaleServer } from '../src/server/test/radicale-server';
import { test, expect, checkA11y, useTheme } from './fixtures';
import { blockAction, blockButton, dragBetween, firstVisibleHour, unreadableBlocks } from './planner-page';
import { CALDAV_USERS, connectBusyCalendar, REALISTIC_BLOCKS, REALISTIC_DAY, seedRealisticDay } from './realistic-day';

// A Monday away from today: the grids open at the workday.
const MONDAY = '2026-06-01';
const TITLES = REALISTIC_BLOCKS.map((b) => b.title);

let radicale: RadicaleServer;
test.beforeAll(async () => {
  radicale = await startRadicale(CALDAV_USERS);
});
test.afterAll(async () => {
  await radicale?.close();
});

/** The realistic day with its busy time, opened in the planner at `width`. */
async function openRealisticDay(page: Page, userId: string, width: number, height: number) {
  await seedRealisticDay(page.request);
  await connectBusyCalendar(page.request, radicale, `day-${width}-${userId.slice(0, 8)}`);
  await page.setViewportSize({ width, height });
  await page.goto(`/time-blocking?date=${REALISTIC_DAY}`);
  await expect(blockButton(page, 'Standup')).toBeVisible({ timeout: 20_000 });
}

/** A click on each block (on its title line, which nothing covers) opens that block's dialog. */
async function openEachBlock(page: Page, scope: Page | ReturnType<Page['getByRole']> = page) {
  const dialog = page.getByRole('dialog', { name: 'Edit time block' });
  for (const title of TITLES) {
    await blockButton(scope, title).click({ position: { x: 8, y: 8 } });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(blockButton(scope, title)).toBeFocused();
  }
}

/** Deleting each block through its own menu takes exactly that block, and the others stay. */
async function deleteEachBlock(page: Page) {
  const blocks = page.locator('main li[data-block]');
  const before = await blocks.count();
  for (const [i, title] of TITLES.entries()) {
    await blockAction(page, title, 'Delete');
    await expect(blockButton(page, title)).toHaveCount(0);
    await expect(blocks).toHaveCount(before - i - 1);
  }
}

const titlesOn = async (page: Page, date: string) =>
  ((await (await page.request.get(`/api/time-blocks?date=${date}`)).json()) as { title: string }[]).map((b) => b.title);

test.describe('planner', () => {
  test('the realistic day at 1280 px: fills the window, every block readable and opened by a click, made by a click or a drag, deleted by its menu', async ({
    page,
    user,
  }) => {
    test.slow();
    await openRealisticDay(page, user.id, 1280, 800);
    const am = page.getByRole('region', { name: /^AM/ });
    const pm = page.getByRole('region', { name: /^PM/ });
    // Both halves fit the window whole: the first hour near the top, the hour before the workday and its end in view.
    expect((await am.getByRole('button', { name: 'Add time block at 12 AM' }).boundingBox())!.y).toBeLessThan(200);
    await expect(am.getByRole('button', { name: 'Add time block at 8 AM' })).toBeInViewport({ ratio: 1 });
    await expect(pm.getByRole('button', { name: 'Add time block at 5 PM' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('region', { name: 'All day' }).getByText('Team offsite')).toBeVisible();
    await expect(pm.locator('li[data-busy]').getByText('Dentist appointment')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dentist appointment|Team offsite/ })).toHaveCount(0);

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expect(blockButton(page, 'Standup')).toBeVisible({ timeout: 20_000 });
      expect(await unreadableBlocks(page)).toEqual([]);
      for (const title of ['Standup', 'Take vitamins']) expect((await blockButton(page, title).boundingBox())!.height).toBeGreaterThanOrEqual(20);
      await checkA11y(page, `day view at 1280 px (${theme})`, { nameMatchesLabel: true });
    }
    await openEachBlock(page);

    // Edited from the keyboard to the morning, over the gym: saved with its toast, focus on it in its new half.
    const toasts = page.getByRole('region', { name: /Notification/ });
    await blockButton(pm, 'Send invoices').focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit time block' });
    await expect(edit.getByLabel('Minutes')).toHaveValue('15');
    await edit.getByLabel('Start time').fill('08:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Time block updated successfully', { exact: true })).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(blockButton(am, 'Send invoices')).toHaveAccessibleName(/^8:00 Send invoices, 8 AM – 8:15 AM, Focus, overlaps Gym session$/);
    await expect(blockButton(am, 'Send invoices')).toBeFocused();
    await expect(blockButton(am, 'Gym session')).toHaveAccessibleName(/, overlaps Send invoices$/);

    // The week opens at the hour before the workday, its first row near the top.
    await page.keyboard.press('w');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => (await firstVisibleHour(page))?.hour).toBe(8);
    expect((await firstVisibleHour(page))!.top).toBeLessThan(200);
    await checkA11y(page, 'week view at 1280 px (dark)', { nameMatchesLabel: true });
    // A day's header opens that day.
    await page.getByRole('button', { name: /open Wednesday/ }).click();
    await expect(page.getByRole('tab', { name: 'Day', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(REALISTIC_DAY);

    // A click on the empty 14:30 slot opens a new block there; a drag from 15:00 to 16:15 makes one of that span.
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    const two = (await pm.getByRole('button', { name: 'Add time block at 2 PM' }).boundingBox())!;
    await page.mouse.click(two.x + two.width / 2, two.y + two.height / 2 + 3);
    await expect(dialog.getByLabel('Start time')).toHaveValue('14:30');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(pm.getByRole('button', { name: 'Add time block at 2 PM' })).toBeFocused();
    const three = (await pm.getByRole('button', { name: 'Add time block at 3 PM' }).boundingBox())!;
    const four = (await pm.getByRole('button', { name: 'Add time block at 4 PM' }).boundingBox())!;
    await dragBetween(page, { x: three.x + three.width / 2, y: three.y + 2 }, { x: three.x + three.width / 2, y: four.y + four.height / 4 + 2 });
    await expect(dialog.getByLabel('Start time')).toHaveValue('15:00');
    await dialog.getByLabel('Title').fill('Focus sprint');
    await expect(dialog.getByTestId('block-end')).toHaveText('Ends at 4:15 PM');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(toasts.getByText('Time block created successfully', { exact: true })).toBeVisible();
    await expect(blockButton(pm, 'Focus sprint')).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/time-blocks?date=${REALISTIC_DAY}`)).json()) as { title: string; durationMinutes: number }[]).find(
            (b) => b.title === 'Focus sprint',
          )?.durationMinutes,
      )
      .toBe(75);

    await deleteEachBlock(page);
    await expect.poll(() => titlesOn(page, REALISTIC_DAY)).toEqual(['Focus sprint']);
  });

  test('the realistic day at 360 px: one-line toolbar, readable day, three days and agenda, folded blocks behind "+N"', async ({ page, user }) => {
    test.slow();
    await openRealisticDay(page, user.id, 360, 740);
    const toolbar = [
      page.getByLabel('Date', { exact: true }),
      page.getByRole('button', { name: 'Previous day' }),
      page.getByRole('button', { name: 'Today' }),
      page.getByRole('combobox', { name: 'View' }),
      page.getByRole('button', { name: 'Plan my day' }),
      page.getByRole('button', { name: 'Add time block', exact: true }),
    ];
    const boxes = await Promise.all(toolbar.map(async (control) => (await control.boundingBox())!));
    for (const box of boxes) expect(Math.abs(box.y + box.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThan(4);
    expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The day opens at the hour before the workday.
    expect(await firstVisibleHour(page)).toMatchObject({ hour: 8 });

    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expect(blockButton(page, 'Standup')).toBeVisible({ timeout: 20_000 });
      expect(await unreadableBlocks(page)).toEqual([]);
      await checkA11y(page, `day view at 360 px (${theme})`, { nameMatchesLabel: true });
    }
    await openEachBlock(page);

    // Three days: each block shows its first word, or is folded into a "+N" that names it and opens it.
    await page.keyboard.press('3');
    const wednesday = page.getByRole('list', { name: /^Blocks on Wednesday/ });
    await expect(wednesday).toBeVisible();
    const folded = wednesday.getByRole('button', { name: /^\+\d+ more: / });
    const foldedNames = (await folded.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).join(' ');
    for (const title of TITLES) {
      if (!foldedNames.includes(title)) await expect(blockButton(wednesday, title)).toHaveCount(1);
    }
    expect(await unreadableBlocks(page, { time: false })).toEqual([]);
    await folded.first().click();
    const more = page.getByRole('list', { name: 'More blocks' });
    const first = (await more
      .getByRole('button', { name: /^[0-9:]+ / })
      .first()
      .getAttribute('aria-label'))!;
    await more.getByRole('button', { name: first }).click();
    const edit = page.getByRole('dialog', { name: 'Edit time block' });
    await expect(edit.getByLabel('Title')).toHaveValue(first.replace(/^[0-9:]+ /, '').split(',')[0]!);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await checkA11y(page, 'three days at 360 px (dark)', { nameMatchesLabel: true });

    // A finger moved across the grid, away from any block: to the left on three days, to the right back; a short one stays.
    const dateField = page.getByLabel('Date', { exact: true });
    const grid = (await page.getByRole('group', { name: '3 days planner' }).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const y = grid.y + grid.height - 40;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * i) / 5, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(grid.x + grid.width - 20, grid.x + 80);
    await expect(dateField).toHaveValue(shiftDate(REALISTIC_DAY, 3));
    await swipe(grid.x + grid.width - 40, grid.x + grid.width - 70);
    await expect(dateField).toHaveValue(shiftDate(REALISTIC_DAY, 3));
    await swipe(grid.x + 80, grid.x + grid.width - 20);
    await expect(dateField).toHaveValue(REALISTIC_DAY);

    // The agenda lists every block with its time and title on its line.
    await page.keyboard.press('a');
    const agenda = page.getByRole('list', { name: /^Planned on Wednesday/ });
    for (const { title, hour, minute } of REALISTIC_BLOCKS) {
      const line = agenda.getByRole('button', { name: new RegExp(` ${title}, `) });
      await line.scrollIntoViewIfNeeded();
      await expect(line).toBeInViewport({ ratio: 1 });
      await expect(line).toHaveText(new RegExp(`^${hour % 12 || 12}${minute ? `:${minute}` : ''} [AP]M – .*${title}$`));
    }
    await checkA11y(page, 'agenda at 360 px (dark)', { nameMatchesLabel: true });

    await page.keyboard.press('d');
    await deleteEachBlock(page);
    await expect.poll(() => titlesOn(page, REALISTIC_DAY)).toEqual([]);
  });

  test('blocks move and resize by drag (15-minute steps, 5 with Alt) and Alt+arrows, to other days in the week, and a refusal puts them back', async ({
    page,
    user,
  }) => {
    test.slow();
    expect(user.id).toBeTruthy();
    for (const data of [
      { hour: 8, title: 'Write', category: 'focus', duration: 1, date: MONDAY },
      { hour: 14, title: 'Walk', category: 'break', duration: 1, date: MONDAY, rrule: 'FREQ=DAILY;COUNT=3' },
      { hour: 18, title: 'Choir', category: 'meeting', duration: 1, date: shiftDate(MONDAY, 1), rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' },
    ]) {
      expect((await page.request.post('/api/time-blocks', { data })).status()).toBe(201);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/time-blocking?date=${MONDAY}`);
    const am = page.getByRole('region', { name: /^AM/ });
    const hour = (await am.getByRole('button', { name: 'Add time block at 8 AM' }).boundingBox())!.height;
    const write = blockButton(am, 'Write');
    const drag = async (handle: 'block-drag-handle' | 'block-resize-handle', rows: number, alt = false, beforeDrop?: () => Promise<void>) => {
      const box = (await am
        .locator('li[data-block]')
        .filter({ has: blockButton(page, 'Write') })
        .getByTestId(handle)
        .boundingBox())!;
      const at = { x: box.x + 20, y: box.y + box.height / 2 };
      await dragBetween(page, at, { x: at.x, y: at.y + rows * hour }, { alt, beforeDrop });
    };
    await drag('block-resize-handle', 1);
    await expect(write).toHaveAccessibleName(/, 8 AM – 10 AM, Focus/);
    await drag('block-drag-handle', 2);
    await expect(write).toHaveAccessibleName(/^10:00 Write, 10 AM – 12 PM/);
    await drag('block-drag-handle', 0.25);
    await expect(write).toHaveAccessibleName(/^10:15 Write, 10:15 AM – 12:15 PM/);
    // A third of an hour is 20 minutes: with Alt it stays 20, and the time it would land at shows as it moves.
    await drag('block-drag-handle', 1 / 3, true, async () => {
      await expect(page.getByTestId('drag-time')).toHaveText('10:35 AM – 12:35 PM');
      await expect(page.getByTestId('drop-slot')).toBeVisible();
    });
    await expect(write).toHaveAccessibleName(/^10:35 Write/);
    await expect(page.getByTestId('drop-slot')).toHaveCount(0);
    await expect(page.getByTestId('drag-time')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(write).toHaveAccessibleName(/^10:35 Write, 10:35 AM – 12:35 PM/);

    // The week: a block dragged to Wednesday, one occurrence of the daily walk to Thursday, the others stay.
    await page.keyboard.press('w');
    const day = (name: string) => page.getByRole('list', { name: new RegExp(`^Blocks on ${name}`) });
    const dragTo = async (title: string, from: string, to: string, hours: number) => {
      const box = (await blockButton(day(from), title).boundingBox())!;
      const column = (await page.getByRole('button', { name: new RegExp(`open ${to}`) }).boundingBox())!;
      await dragBetween(page, { x: box.x + box.width / 2, y: box.y + 6 }, { x: column.x + column.width / 2, y: box.y + 6 + hours * hour });
    };
    await dragTo('Write', 'Monday', 'Wednesday', 1);
    await expect(blockButton(day('Wednesday'), 'Write')).toHaveAccessibleName(/^11:35 Write/);
    await dragTo('Walk', 'Monday', 'Thursday', 1);
    await expect(blockButton(day('Thursday'), 'Walk')).toHaveAccessibleName(/^3:00 Walk, 3 PM – 4 PM/);
    for (const name of ['Tuesday', 'Wednesday']) await expect(blockButton(day(name), 'Walk')).toHaveAccessibleName(/^2:00 Walk/);
    await expect(day('Monday')).toHaveCount(0);
    // A weekly block on Tuesdays and Thursdays is there on those days only.
    for (const name of ['Tuesday', 'Thursday'])
      await expect(blockButton(day(name), 'Choir')).toHaveAccessibleName(/^6:00 Choir, 6 PM – 7 PM, Meeting, repeats/);
    await expect(blockButton(page, 'Choir')).toHaveCount(2);

    // Alt+arrows: a day to the right and 15 minutes up, announced; a refusal puts it back and says so.
    await blockButton(day('Wednesday'), 'Write').focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(blockButton(day('Thursday'), 'Write')).toBeFocused();
    await expect(page.getByTestId('move-announcement')).toContainText('Thursday');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(blockButton(day('Thursday'), 'Write')).toHaveAccessibleName(/^11:20 Write/);
    await page.route('**/api/time-blocks/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.fallback(),
    );
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Failed to update time block', { exact: true })).toBeVisible();
    await expect(blockButton(day('Thursday'), 'Write')).toHaveAccessibleName(/^11:20 Write/);
    await page.unroute('**/api/time-blocks/*');

    // Scrolled to its end, the grid keeps its day headers at its top.
    const grid = page.getByRole('group', { name: 'Week planner' });
    await grid.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const header = (await page.getByRole('button', { name: /open Thursday/ }).boundingBox())!;
    expect(Math.abs(header.y - (await grid.boundingBox())!.y)).toBeLessThan(4);
    await checkA11y(page, 'week view with moved blocks', { nameMatchesLabel: true });
    // The next week holds the weekly block on its Tuesday and Thursday again.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(shiftDate(MONDAY, 7));
    for (const name of ['Tuesday', 'Thursday']) await expect(blockButton(day(name), 'Choir')).toHaveCount(1);
    await expect(blockButton(page, 'Choir')).toHaveCount(2);
    await expect(blockButton(page, 'Write')).toHaveCount(0);
  });

  test('today: the week opens at now, the day is one Tab stop, Delete and Undo by keyboard, a repeating block asks which dates', async ({ page, user }) => {
    test.slow();
    expect(user.id).toBeTruthy();
    expect((await page.request.patch('/api/account/profile', { data: { timeFormat: '24h' } })).status()).toBe(200);
    const today = todayIn('UTC');
    for (const [hour, title] of [
      [8, 'Stand-up'],
      [9, 'Write report'],
      [14, 'Review'],
    ] as const) {
      expect((await page.request.post('/api/time-blocks', { data: { hour, title, category: 'focus', duration: 1, date: today } })).status()).toBe(201);
    }
    const journal = await page.request.post('/api/time-blocks', {
      data: { hour: 7, title: 'Journal', category: 'focus', duration: 1, date: shiftDate(today, 1), rrule: 'FREQ=DAILY;COUNT=3' },
    });
    expect(journal.status()).toBe(201);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto('/time-blocking');
    await expect(blockButton(page, 'Stand-up')).toBeVisible();
    await page.keyboard.press('w');
    await expect(page.getByRole('group', { name: 'Week planner' })).toBeVisible();
    // Later in the day than the workday's start, it opens an hour before now (as far as the grid scrolls); earlier, at
    // the hour before the workday.
    const nowHour = new Date().getUTCHours();
    if (nowHour >= 9) await expect(page.getByTestId('now-line')).toBeInViewport();
    if (nowHour < 9 || nowHour <= 12) await expect.poll(async () => (await firstVisibleHour(page))?.hour).toBe(nowHour < 9 ? 8 : nowHour - 1);
    await page.getByRole('group', { name: 'Week planner' }).evaluate((el) => (el.scrollTop = 0));
    await expect(page.getByText('00:00', { exact: true })).toBeVisible();
    await expect(page.getByText('13:00', { exact: true })).toHaveCount(1);
    await expect(page.getByText('12 AM', { exact: true })).toHaveCount(0);

    // The day is one Tab stop, on its first block; the arrows reach the next, Delete deletes it, Undo (F8) brings it back.
    await page.keyboard.press('d');
    const toasts = page.getByRole('region', { name: /Notification/ });
    await page.getByRole('tabpanel', { name: 'Day', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(blockButton(page, 'Stand-up')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(blockButton(page, 'Write report')).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(toasts.getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Write report')).toHaveCount(0);
    await expect(blockButton(page, 'Review')).toBeFocused();
    await page.keyboard.press('F8');
    const undo = toasts.getByRole('button', { name: 'Undo' });
    for (let i = 0; i < 3 && !(await undo.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(undo).toBeFocused();
    await page.clock.runFor(TOAST_DURATION_MS * 2);
    await page.keyboard.press('Enter');
    await expect(toasts.getByText('Time block restored', { exact: true })).toBeVisible();
    await expect(blockButton(page, 'Write report')).toBeVisible();
    await expect.poll(() => titlesOn(page, today)).toEqual(['Stand-up', 'Write report', 'Review']);

    // A block renamed keeps its place and gets focus back under its new name.
    await blockButton(page, 'Review').focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit time block' });
    await edit.getByLabel('Title').fill('Review notes');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Time block updated successfully', { exact: true })).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(blockButton(page, 'Review notes')).toBeFocused();
    const add = page.getByRole('button', { name: 'Add time block', exact: true });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    // What the form refuses it says beside each field, naming it.
    const title = dialog.getByLabel('Title');
    const hours = dialog.getByLabel('Hours');
    const minutes = dialog.getByLabel('Minutes');
    await hours.fill('13');
    await minutes.fill('7');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Title is required');
    await expect(hours).toHaveAccessibleDescription('Hours must be between 0 and 12');
    await expect(minutes).toHaveAccessibleDescription('Minutes must be a multiple of 5');
    await checkA11y(page, 'new block dialog refusing its fields');
    await hours.fill('12');
    await minutes.fill('15');
    await expect(minutes).toHaveAccessibleDescription('A block lasts between 5 minutes and 12 hours');
    await hours.fill('0');
    await minutes.fill('0');
    await expect(minutes).toHaveAccessibleDescription('A block lasts between 5 minutes and 12 hours');
    await hours.fill('1');
    await title.fill('Plan');
    await expect(dialog.getByText(/is required|must be|A block lasts/)).toHaveCount(0);
    // A new block says what it would overlap as its time changes; one that only touches another overlaps nothing.
    const overlap = dialog.getByTestId('block-overlap');
    await expect(overlap).toHaveText('Overlaps Write report');
    await dialog.getByLabel('Start time').fill('10:00');
    await expect(overlap).toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();

    // The shortcuts' list; a key typed in a field is the field's.
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Day, 3 days, week or agenda view')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await page.getByLabel('Date', { exact: true }).press('n');
    await expect(page.getByRole('dialog', { name: 'Add time block' })).toHaveCount(0);

    // One date of a repeating block goes alone, through its menu.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await blockAction(page, 'Journal', 'Delete');
    const scope = page.getByRole('alertdialog', { name: 'Delete a repeating block' });
    await scope.getByRole('button', { name: 'This one' }).click();
    await expect(blockButton(page, 'Journal')).toHaveCount(0);
    // The page's keys wait until the closing dialog has left the page.
    await expect(scope).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(blockButton(page, 'Journal')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(blockButton(page, 'Journal')).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today);
    await expect(blockButton(page, 'Review notes')).toBeVisible();
  });
});
