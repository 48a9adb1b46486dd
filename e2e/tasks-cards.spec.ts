import { createFormatter } from '../src/shared/format';
import { todayIn } from '../src/shared/dates';
import { test, expect } from './fixtures';

test.describe("a person's and a goal's tasks on their cards", () => {
  test("a person's task is added on their card, checked off there, and counts as contact", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    // The fixture's account lives in UTC, so "today" on the card is today's UTC date.
    const today = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-US' }).date(todayIn('UTC'), 'short');
    expect((await page.request.post('/api/relationships', { data: { name: 'Maya Chen', initials: 'MC' } })).status()).toBe(201);
    await page.goto('/relationships');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const card = page.getByRole('article', { name: 'Maya Chen' });
    await expect(card.getByText('Not contacted yet', { exact: true })).toBeVisible();
    await expect(card.getByText('No open tasks.')).toBeVisible();

    const add = card.getByRole('textbox', { name: 'Add a task for Maya Chen' });
    await add.fill('Call Maya about the trip');
    await add.press('Enter');
    await expect(toasts.getByText('Task added', { exact: true })).toBeVisible();
    await expect(add).toHaveValue('');
    const tasks = card.getByRole('list', { name: 'Tasks for Maya Chen' });
    await expect(tasks.getByRole('checkbox', { name: 'Call Maya about the trip' })).toBeVisible();

    // The same task is on the Tasks page, linked to her.
    await page.goto('/tasks');
    await expect(page.getByRole('checkbox', { name: 'Call Maya about the trip' })).toBeVisible();
    await page.goto('/relationships');

    await tasks.getByRole('checkbox', { name: 'Call Maya about the trip' }).click();
    await expect(toasts.getByText('Call with Maya Chen logged')).toBeVisible();
    await expect(card.getByText('No open tasks.')).toBeVisible();
    await expect(card.getByText(today, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'History for Maya Chen' }).click();
    await expect(card.getByText('Call Maya about the trip')).toBeVisible();
  });

  test("a goal's last open task, checked off under the goal, reaches its next milestone", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const created = await page.request.post('/api/goals', { data: { title: 'Learn guitar', category: 'Skills', timeframe: '12 weeks', progress: 25 } });
    expect(created.status()).toBe(201);
    await page.goto('/goals');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Learn guitar' }) });
    await expect(card.getByText('3 of 12 milestones')).toBeVisible();

    const add = card.getByRole('textbox', { name: 'Add a task for Learn guitar' });
    for (const title of ['Learn the F chord', 'Play one song']) {
      await add.fill(title);
      await card.getByRole('button', { name: 'Add task for Learn guitar' }).click();
      await expect(card.getByRole('checkbox', { name: title })).toBeVisible();
    }

    await card.getByRole('checkbox', { name: 'Learn the F chord' }).click();
    await expect(toasts.getByText('Task done', { exact: true })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: 'Learn the F chord' })).toHaveCount(0);
    await expect(card.getByText('3 of 12 milestones')).toBeVisible();

    await card.getByRole('checkbox', { name: 'Play one song' }).click();
    await expect(toasts.getByText('Milestone 4 of 12 reached')).toBeVisible();
    await expect(card.getByText('4 of 12 milestones')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Progress for Learn guitar' })).toHaveValue('34');
    await expect(card.getByText('No open tasks.')).toBeVisible();
  });
});
