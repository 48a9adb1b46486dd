import type { Page } from '@playwright/test';
import { dayOfWeek, shiftDate, todayIn, weekStartOf } from '../src/shared/dates';
import { blockButton } from './planner-page';
import { test, expect, checkA11y } from './fixtures';

async function openPalette(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Command palette' }).fill(text);
  return palette;
}

test.describe('command palette', () => {
  test('finds a person, a goal, a block and a task by name, Enter opens each, and adds a task or plans the day', async ({ page, user }) => {
    // Seven searches on one page.
    test.slow();
    expect(user.id).toBeTruthy();
    const tomorrow = shiftDate(todayIn('UTC'), 1);
    const made = await Promise.all([
      page.request.post('/api/relationships', { data: { name: 'Priya Raman', initials: 'PR' } }),
      page.request.post('/api/goals', { data: { title: 'Health: run a marathon', category: 'Health', timeframe: '12 weeks', progress: 25 } }),
      page.request.post('/api/time-blocks', {
        data: { title: 'Design review', date: tomorrow, hour: 10, minute: 30, durationMinutes: 45, category: 'meeting' },
      }),
    ]);
    expect(made.map((r) => r.status())).toEqual([201, 201, 201]);
    expect((await page.request.post('/api/tasks', { data: { title: 'Renew the passport', dueDate: tomorrow } })).status()).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    let palette = await openPalette(page, 'priya');
    await expect(palette.getByRole('group', { name: 'People' }).getByRole('option')).toHaveText(['Priya Raman']);
    await expect(palette.getByRole('option').first()).toHaveText('Priya Raman');
    await checkA11y(page, 'command palette with people found');
    // Enter acts on the selected option, which the palette selects once the filtered list has settled.
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/relationships$/);
    await expect(page.getByRole('dialog', { name: 'Edit person' })).toContainText('Update Priya Raman');
    await page.keyboard.press('Escape');

    palette = await openPalette(page, 'marathon');
    await expect(palette.getByRole('option').first()).toHaveText('Health: run a marathon25% done');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/goals$/);
    await expect(page.getByRole('dialog', { name: 'Edit goal' }).getByLabel('Title')).toHaveValue('Health: run a marathon');
    await page.keyboard.press('Escape');

    palette = await openPalette(page, 'design review');
    await expect(palette.getByRole('option').first()).toContainText('10:30 AM – 11:15 AM');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/time-blocking\\?date=${tomorrow}$`));
    await expect(page.getByRole('dialog', { name: 'Edit time block' }).getByLabel('Title')).toHaveValue('Design review');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Tasks: an open one found by name opens on the Tasks page; a line is added as a task; Plan my day opens.
    palette = await openPalette(page, 'passport');
    await expect(palette.getByRole('group', { name: 'Open tasks' }).getByRole('option')).toHaveText([/^Renew the passportdue /]);
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('dialog', { name: 'Edit task' }).getByLabel('Title')).toHaveValue('Renew the passport');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    palette = await openPalette(page, 'call the plumber !high 30m');
    await palette.getByRole('option', { name: 'Add task “Call the plumber”' }).click();
    await expect(palette).toBeHidden();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Task added', { exact: true })).toBeVisible();
    const open = (await (await page.request.get('/api/tasks')).json()) as { title: string; priority: string; estimateMinutes: number | null }[];
    expect(open.find((t) => t.title === 'Call the plumber')).toMatchObject({ priority: 'high', estimateMinutes: 30 });
    palette = await openPalette(page, 'plan my day');
    await expect(palette.getByRole('option')).toHaveText(['Plan my day']);
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Plan my day' }).getByRole('button', { name: 'Reject' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A change the assistant reads is shown as it would make it; Enter makes it, and its toast's Undo takes it back.
    const reviewHour = async () =>
      ((await (await page.request.get(`/api/time-blocks?date=${tomorrow}`)).json()) as { title: string; hour: number }[]).find(
        (b) => b.title === 'Design review',
      )?.hour;
    palette = await openPalette(page, 'move the design review to 2pm');
    await expect(palette.getByRole('group', { name: 'Changes' }).getByRole('option')).toContainText('Move "Design review"');
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    const changed = page
      .getByRole('region', { name: /Notification/ })
      .getByRole('listitem')
      .filter({ hasText: 'Changes made' });
    await expect(changed).toContainText('Design review');
    await expect.poll(reviewHour).toBe(14);
    await changed.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Changes undone', { exact: true })).toBeVisible();
    await expect.poll(reviewHour).toBe(10);

    // A page named exactly still comes before a goal whose title holds its name.
    palette = await openPalette(page, 'health');
    await expect(palette.getByRole('option').first()).toHaveText('Health');
    await expect(palette.getByRole('group', { name: 'Goals' }).getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/health-tracker$/);
    // Nothing was added by the names typed.
    const blocks = await page.request.get(`/api/time-blocks?date=${todayIn('UTC')}`);
    expect(await blocks.json()).toEqual([]);
  });

  test('"every monday 6pm for an hour" makes a weekly series from the next Monday, with no length words in its title', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    await expect(page.getByRole('heading', { name: 'Time Blocking' })).toBeVisible();
    const palette = await openPalette(page, 'yoga every monday 6pm for an hour');
    await expect(palette.getByTestId('quick-add-preview')).toContainText('6 PM – 7 PM, every Monday');
    await expect(palette.getByRole('option').first()).toContainText(/^Yoga/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Time block created successfully', { exact: true })).toBeVisible();

    const today = todayIn('UTC');
    const monday = dayOfWeek(today) === 1 ? today : shiftDate(weekStartOf(today), 7);
    const res = await page.request.get(`/api/time-blocks?from=${monday}&to=${shiftDate(monday, 7)}`);
    expect(await res.json()).toEqual([
      expect.objectContaining({ title: 'Yoga', date: monday, hour: 18, minute: 0, durationMinutes: 60, rrule: 'FREQ=WEEKLY;BYDAY=MO' }),
      expect.objectContaining({ title: 'Yoga', date: shiftDate(monday, 7), rrule: 'FREQ=WEEKLY;BYDAY=MO' }),
    ]);
  });

  test('an add that overlaps a block says so before and after, and its toast offers to view the day', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const tomorrow = shiftDate(todayIn('UTC'), 1);
    const res = await page.request.post('/api/time-blocks', {
      data: { title: 'Design review', date: tomorrow, hour: 10, durationMinutes: 60, category: 'meeting' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/goals');
    await expect(page.getByRole('heading', { name: 'Goals' })).toBeVisible();

    const palette = await openPalette(page, 'standup tomorrow 10:30 for 15 minutes');
    await expect(palette.getByTestId('quick-add-preview')).toContainText('10:30 AM – 10:45 AM');
    await expect(palette.getByTestId('quick-add-overlap')).toHaveText('Overlaps Design review');
    await page.keyboard.press('Enter');
    const toast = page.getByRole('region', { name: /Notification/ }).getByRole('listitem');
    await expect(toast).toContainText('Time block created successfully');
    await expect(toast).toContainText('Overlaps Design review.');
    await toast.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/time-blocking\\?date=${tomorrow}$`));
    await expect(blockButton(page, 'Standup')).toBeVisible();

    // A block that only touches another (10:00 after 9:00–10:00) is no overlap.
    await openPalette(page, 'prep tomorrow 9am for an hour');
    await expect(page.getByTestId('quick-add-preview')).toContainText('9 AM – 10 AM');
    await expect(page.getByTestId('quick-add-overlap')).toHaveCount(0);
  });

  test('on a phone the palette has a button, and a page named exactly opens on Enter without adding a block', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/time-blocking');
    await expect(page.getByRole('heading', { name: 'Time Blocking' })).toBeAttached();
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
});
