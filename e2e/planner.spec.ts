import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y } from './fixtures';

// A Monday.
const MONDAY = '2026-06-01';

test.describe('planner', () => {
  test('a weekly block made in the dialog shows on its days in the week view', async ({ page, user }) => {
    // Two axe runs and three weeks of navigation: more steps than the default budget is set for.
    test.slow();
    expect(user.id).toBeTruthy();
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(MONDAY);

    await page.getByRole('button', { name: 'Add time block', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add time block' });
    await dialog.getByLabel('Title').fill('Standup');
    await dialog.getByRole('combobox', { name: 'Repeat' }).click();
    await page.getByRole('option', { name: 'Every week on chosen days' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Wednesday' }).check();
    await dialog.getByRole('combobox', { name: 'Ends' }).click();
    await page.getByRole('option', { name: 'After a number of times' }).click();
    await dialog.getByLabel('Number of times').fill('4');
    await checkA11y(page, 'block dialog with Repeat and Ends');
    await dialog.getByRole('button', { name: 'Create block' }).click();
    await expect(dialog).toBeHidden();

    await page.keyboard.press('w');
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: /^Blocks on Monday/ }).getByText('Standup')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Blocks on Wednesday/ }).getByText('Standup')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Blocks on Tuesday/ })).toHaveCount(0);
    await checkA11y(page, 'week view');

    // The next week holds the last two of the four.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(shiftDate(MONDAY, 7));
    await expect(page.getByRole('list', { name: /^Blocks on Wednesday/ }).getByText('Standup')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(shiftDate(MONDAY, 14));
    await expect(page.getByText('Standup')).toHaveCount(0);
  });

  test('deleting one occurrence asks which ones, and keeps the others', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', {
      data: { hour: 8, title: 'Journal', category: 'focus', duration: 1, date: MONDAY, rrule: 'FREQ=DAILY;COUNT=3' },
    });
    expect(res.status()).toBe(201);
    await page.goto(`/time-blocking?date=${shiftDate(MONDAY, 1)}`);
    await page.getByRole('button', { name: 'Delete Journal' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete a repeating block' });
    await checkA11y(page, 'repeat scope dialog');
    await ask.getByRole('button', { name: 'This one' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Time block deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Journal' })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Edit Journal' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Edit Journal' })).toBeVisible();
  });

  test('the command palette adds a block typed in plain words and lists the shortcuts', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    await expect(page.getByRole('heading', { name: 'Time Blocking' })).toBeVisible();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByText('New time block')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox', { name: 'Command palette' }).fill('gym tomorrow 6pm 2h');
    const tomorrow = shiftDate(todayIn('UTC'), 1);
    await expect(palette.getByTestId('quick-add-preview')).toContainText('6 PM – 8 PM');
    await checkA11y(page, 'command palette');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Time block created successfully', { exact: true })).toBeVisible();
    await expect(palette).toBeHidden();

    const blocks = await page.request.get(`/api/time-blocks?date=${tomorrow}`);
    expect(await blocks.json()).toEqual([expect.objectContaining({ title: 'gym', hour: 18, duration: 2 })]);

    // Typing in a field fires no shortcut.
    await page.getByLabel('Date', { exact: true }).press('n');
    await expect(page.getByRole('dialog', { name: 'Add time block' })).toHaveCount(0);
    await page.getByRole('heading', { name: 'Time Blocking' }).click();
    await page.keyboard.press('n');
    await expect(page.getByRole('dialog', { name: 'Add time block' })).toBeVisible();
  });

  test('on a phone the palette has a button, and a page named exactly opens on Enter without adding a block', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/time-blocking');
    await expect(page.getByRole('heading', { name: 'Time Blocking' })).toBeVisible();
    await page.getByRole('button', { name: 'Command palette (Ctrl+K)' }).click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox', { name: 'Command palette' }).fill('health');
    await expect(palette.getByRole('option').first()).toHaveText('Health');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/health-tracker$/);
    await expect(page.getByRole('heading', { name: 'Health Tracker' })).toBeVisible();
    const blocks = await page.request.get(`/api/time-blocks?date=${todayIn('UTC')}`);
    expect(await blocks.json()).toEqual([]);
  });

  test('the planner at 360 px opens at now, and another day at its first block', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', { data: { hour: 20, title: 'Evening walk', category: 'break', duration: 1, date: MONDAY } });
    expect(res.status()).toBe(201);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/time-blocking');
    const hour = new Date().getUTCHours();
    const label = `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
    await expect(page.getByRole('button', { name: `Add time block at ${label}`, exact: true })).toBeInViewport();
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await expect(page.getByRole('button', { name: 'Edit Evening walk' })).toBeInViewport();
  });

  test('a focused block moves with Alt+arrows and resizes with Alt+Shift+arrows, and stays moved after a reload', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', { data: { hour: 9, title: 'Deep work', category: 'focus', duration: 2, date: MONDAY } });
    expect(res.status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    const am = page.getByRole('region', { name: /^AM/ });
    await expect(am.getByText('9 AM – 11 AM · Focus')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Deep work' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(am.getByText('9:15 AM – 11:15 AM · Focus')).toBeVisible();
    await expect(page.getByTestId('move-announcement')).toContainText('9:15 AM – 11:15 AM');
    await expect(
      page
        .getByRole('region', { name: /Notification/ })
        .getByText('Time block updated successfully', { exact: true })
        .first(),
    ).toBeVisible();
    // The focus stays on the block: a second press in a row moves it again.
    await page.keyboard.press('Alt+ArrowDown');
    await expect(am.getByText('9:30 AM – 11:30 AM · Focus')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Deep work' })).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(am.getByText('9:15 AM – 11:15 AM · Focus')).toBeVisible();
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect(am.getByText('9:15 AM – 11:30 AM · Focus')).toBeVisible();
    await page.reload();
    await expect(am.getByText('9:15 AM – 11:30 AM · Focus')).toBeVisible();

    // A refusal puts the block back and says so.
    await page.route('**/api/time-blocks/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Edit Deep work' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Failed to update time block', { exact: true })).toBeVisible();
    await expect(am.getByText('9:15 AM – 11:30 AM · Focus')).toBeVisible();
  });

  test('dragging a block to another time and its bottom edge to a new length, in 15-minute steps, is kept after a reload', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const res = await page.request.post('/api/time-blocks', { data: { hour: 8, title: 'Write', category: 'focus', duration: 1, date: MONDAY } });
    expect(res.status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    const am = page.getByRole('region', { name: /^AM/ });
    await expect(am.getByText('8 AM – 9 AM · Focus')).toBeVisible();
    const drag = async (handle: ReturnType<typeof page.getByTestId>, rows: number) => {
      await handle.scrollIntoViewIfNeeded();
      const row = await am.getByRole('button', { name: 'Add time block at 8 AM' }).boundingBox();
      const box = (await handle.boundingBox())!;
      const x = box.x + box.width / 3;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 5; i++) await page.mouse.move(x, y + (rows * row!.height * i) / 5);
      await page.mouse.up();
    };
    await drag(am.getByTestId('block-resize-handle'), 1);
    await expect(am.getByText('8 AM – 10 AM · Focus')).toBeVisible();
    await drag(am.getByTestId('block-drag-handle'), 2);
    await expect(am.getByText('10 AM – 12 PM · Focus')).toBeVisible();
    // A quarter of a row is 15 minutes.
    await drag(am.getByTestId('block-drag-handle'), 0.25);
    await expect(am.getByText('10:15 AM – 12:15 PM · Focus')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(am.getByText('10:15 AM – 12:15 PM · Focus')).toBeVisible();
    await checkA11y(page, 'day view with draggable blocks');
  });
  test('in the week view a block is dragged to another day and hour, an occurrence alone, and kept after a reload', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const one = await page.request.post('/api/time-blocks', { data: { hour: 9, title: 'Write', category: 'focus', duration: 1, date: MONDAY } });
    expect(one.status()).toBe(201);
    const daily = await page.request.post('/api/time-blocks', {
      data: { hour: 14, title: 'Walk', category: 'break', duration: 1, date: MONDAY, rrule: 'FREQ=DAILY;COUNT=3' },
    });
    expect(daily.status()).toBe(201);
    await page.goto(`/time-blocking?date=${MONDAY}`);
    await page.getByRole('tab', { name: 'Week' }).click();
    const monday = page.getByRole('list', { name: /^Blocks on Monday/ });
    const wednesday = page.getByRole('list', { name: /^Blocks on Wednesday/ });
    await expect(monday.getByRole('button', { name: /Write/ })).toBeVisible();

    const dragTo = async (block: ReturnType<typeof page.getByRole>, day: string, hours: number) => {
      await block.scrollIntoViewIfNeeded();
      const from = (await block.boundingBox())!;
      const column = (await page.getByRole('button', { name: new RegExp(`open ${day}`) }).boundingBox())!;
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      const toX = column.x + column.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 1; i <= 6; i++) await page.mouse.move(x + ((toX - x) * i) / 6, y + (hours * from.height * i) / 6);
      await page.mouse.up();
    };

    await dragTo(monday.getByRole('button', { name: /Write/ }), 'Wednesday', 2);
    await expect(wednesday.getByRole('button', { name: /Write, 11 AM – 12 PM/ })).toBeVisible();
    await expect(monday.getByRole('button', { name: /Write/ })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: /Notification/ })
        .getByText('Time block updated successfully', { exact: true })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // One occurrence of the daily block goes to Thursday; Tuesday's and Wednesday's stay.
    await dragTo(monday.getByRole('button', { name: /Walk/ }), 'Thursday', 1);
    await expect(page.getByRole('list', { name: /^Blocks on Thursday/ }).getByRole('button', { name: /Walk, 3 PM – 4 PM/ })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(wednesday.getByRole('button', { name: /Write, 11 AM – 12 PM/ })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Blocks on Monday/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: /^Blocks on Tuesday/ }).getByRole('button', { name: /Walk, 2 PM – 3 PM/ })).toBeVisible();
    await expect(wednesday.getByRole('button', { name: /Walk, 2 PM – 3 PM/ })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Blocks on Thursday/ }).getByRole('button', { name: /Walk, 3 PM – 4 PM/ })).toBeVisible();

    // Alt+arrows: a day to the right, 15 minutes up, announced; a refusal puts it back with the failure toast.
    await wednesday.getByRole('button', { name: /Write/ }).focus();
    await page.keyboard.press('Alt+ArrowRight');
    const thursday = page.getByRole('list', { name: /^Blocks on Thursday/ });
    await expect(thursday.getByRole('button', { name: /Write, 11 AM – 12 PM/ })).toBeFocused();
    await expect(page.getByTestId('move-announcement')).toContainText('Thursday');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(thursday.getByRole('button', { name: /Write, 10:45 AM – 11:45 AM/ })).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(thursday.getByRole('button', { name: /Write, 10:30 AM – 11:30 AM/ })).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(thursday.getByRole('button', { name: /Write, 10:45 AM – 11:45 AM/ })).toBeFocused();
    await page.route('**/api/time-blocks/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.fallback(),
    );
    await thursday.getByRole('button', { name: /Write/ }).focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Failed to update time block', { exact: true })).toBeVisible();
    await expect(thursday.getByRole('button', { name: /Write, 10:45 AM – 11:45 AM/ })).toBeVisible();
    await checkA11y(page, 'week grid with moved blocks');
  });

  test('overlapping blocks show a conflict hint in the day and week views', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const data of [
      { hour: 9, title: 'Deep work', category: 'focus', duration: 3, date: MONDAY },
      { hour: 10, title: 'Vendor call', category: 'meeting', duration: 2, date: MONDAY },
      { hour: 15, title: 'Gym', category: 'break', duration: 1, date: MONDAY },
    ]) {
      expect((await page.request.post('/api/time-blocks', { data })).status()).toBe(201);
    }
    await page.goto(`/time-blocking?date=${MONDAY}`);
    const am = page.getByRole('region', { name: /^AM/ });
    await expect(page.getByRole('button', { name: 'Edit Deep work' })).toHaveAccessibleDescription('Overlaps Vendor call');
    await expect(page.getByRole('button', { name: 'Edit Vendor call' })).toHaveAccessibleDescription('Overlaps Deep work');
    await expect(am.getByTestId('conflict-mark')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Edit Gym' })).toHaveAccessibleDescription('');
    await checkA11y(page, 'day view with a conflict');

    await page.keyboard.press('w');
    const monday = page.getByRole('list', { name: /^Blocks on Monday/ });
    // A block's name starts with the words it shows, and holds its overlap.
    await expect(monday.getByRole('button', { name: 'Deep work, Overlaps Vendor call, 9 AM – 12 PM, Focus', exact: true })).toBeVisible();
    // Side by side, each shows its title first and the overlap as a mark; the words are in the name.
    await expect(monday.getByRole('button', { name: /^Vendor call, Overlaps Deep work,/ })).toHaveText(/^\s*Vendor call/);
    await expect(monday.getByTestId('conflict-mark')).toHaveCount(2);
    await expect(monday.getByRole('button', { name: '3 PM Gym, 3 PM – 4 PM, Break', exact: true })).toBeVisible();
    await checkA11y(page, 'week view with a conflict', { nameMatchesLabel: true });
  });
});
