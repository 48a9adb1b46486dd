import type { Page } from '@playwright/test';
import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y } from './fixtures';

const dayUtc = (offset = 0) => shiftDate(todayIn('UTC'), offset);

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('daily ritual', () => {
  test('plans the morning from the dashboard, Ctrl+K and the phone menu, and shuts the day down all or in part, at 1280 and 360 px', async ({ page, user }) => {
    // One page through both rituals twice, an accessibility check on every step, at two widths.
    test.slow();
    expect(user.id).toBeTruthy();
    const [today, yesterday, tomorrow] = [dayUtc(), dayUtc(-1), dayUtc(1)];
    const post = async (url: string, data: object) => {
      const res = await page.request.post(url, { data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: string };
    };
    const passport = await post('/api/tasks', { title: 'Renew passport', dueDate: yesterday });
    const drill = await post('/api/tasks', { title: 'Return the drill', dueDate: yesterday });
    const receipts = await post('/api/tasks', { title: 'Sort the receipts', dueDate: yesterday });
    // Nine hours of work: more than the workday holds once the stand-up is in it.
    const proposal = await post('/api/tasks', { title: 'Write the proposal', estimateMinutes: 540 });
    await post('/api/time-blocks', { title: 'Team stand-up', category: 'meeting', date: today, hour: 9, duration: 0.5 });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('region', { name: "Today's intention" }).getByRole('link', { name: 'Plan today' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan today' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Look back' })).toBeVisible();
    await expect(page.getByText('Nothing was checked off.')).toBeVisible();
    const leftOpen = page.getByRole('list', { name: 'Left open yesterday' });
    await expect(leftOpen.getByRole('listitem')).toHaveCount(3);
    await checkA11y(page, 'plan today: look back');
    await leftOpen.getByRole('button', { name: 'Move Renew passport to today' }).click();
    await expect(leftOpen.getByText('Renew passport')).toBeHidden();
    await leftOpen.getByRole('button', { name: 'Move Return the drill to the inbox' }).click();
    await expect(leftOpen.getByText('Return the drill')).toBeHidden();
    await leftOpen.getByRole('button', { name: 'Drop Sort the receipts' }).click();
    await expect(page.getByText('Nothing left over from yesterday.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 2 of 5: Pick tasks' })).toBeVisible();
    const picks = page.getByRole('list', { name: 'Tasks for today' });
    // Due today now, so on the plan already: not offered as a pick.
    await expect(picks.getByRole('checkbox')).toHaveCount(2);
    await picks.getByRole('checkbox', { name: 'Write the proposal' }).check();
    await expect(picks.getByRole('checkbox', { name: 'Write the proposal' })).toBeChecked();
    await checkA11y(page, 'plan today: pick tasks');
    // Resumable: after a visit elsewhere, Ctrl+K's "Plan today" opens the step it was left at, the pick kept.
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Plan today');
    await expect(page.getByRole('option', { name: 'Plan today' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Step 2 of 5: Pick tasks' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Write the proposal' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 3 of 5: See the day' })).toBeVisible();
    await expect(page.getByRole('list', { name: "Today's calendar" }).getByText('Team stand-up')).toBeVisible();
    const load = page.getByRole('region', { name: "Today's load" });
    await expect(load.getByRole('list', { name: "On today's plan" }).getByRole('listitem')).toHaveText(['Renew passport', 'Write the proposal']);
    await expect(load).toContainText('9.5 h of tasks planned against 7.5 h free in your workday.');
    await expect(load.getByRole('alert')).toContainText('more than the day holds');
    await checkA11y(page, 'plan today: see the day');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 4 of 5: Plan my day' })).toBeVisible();
    // The picked task is proposed in sessions, or listed as not placed when the workday is over.
    const proposed = page.getByRole('region', { name: 'Proposed plan' });
    await expect(proposed.getByText('Write the proposal').first()).toBeVisible();
    await checkA11y(page, 'plan today: plan my day');
    await proposed.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('button', { name: 'Plan again' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel("Today's intention").fill('Send the proposal before lunch');
    await checkA11y(page, 'plan today: intention');
    await page.getByRole('button', { name: 'Start the day' }).click();
    await expect(page.getByRole('region', { name: "Today's intention" }).getByText('Send the proposal before lunch')).toBeVisible();

    const open = (await (await page.request.get('/api/tasks')).json()) as { id: string; dueDate: string | null }[];
    const dueOf = (id: string) => open.find((t) => t.id === id)?.dueDate;
    expect([dueOf(passport.id), dueOf(drill.id), dueOf(receipts.id)]).toEqual([today, null, undefined]);
    const morning = (await (await page.request.get(`/api/daily-plans/${today}`)).json()) as { intention: string; picks: string[] };
    expect(morning.intention).toBe('Send the proposal before lunch');
    expect(morning.picks).toContain(proposal.id);

    // The dashboard lists the same day; the passport is checked off there, with an Undo offered.
    const todays = page.getByRole('region', { name: "Today's tasks" });
    await expect(todays.getByRole('checkbox')).toHaveCount(2);
    await todays.getByRole('checkbox', { name: 'Renew passport' }).click();
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(toasts.getByText('Task done', { exact: true })).toBeVisible();
    await expect(toasts.getByRole('button', { name: 'Undo' })).toBeVisible();

    // The evening, from the command palette: the proposal moves to tomorrow.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Shut down');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Shut down' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Done today' }).getByText('Renew passport')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Move to tomorrow: Write the proposal' })).toBeChecked();
    await checkA11y(page, 'shut down');
    await page.getByLabel('How did today go?').fill('Passport done; the proposal waits for tomorrow.');
    await page.getByRole('button', { name: 'Move to tomorrow and end the day' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (morning|afternoon|evening)/);
    await expect(toasts.getByText('Day closed', { exact: true })).toBeVisible();

    const moved = (await (await page.request.get('/api/tasks?view=today')).json()) as unknown[];
    expect(moved).toEqual([]);
    const plan = (await (await page.request.get(`/api/daily-plans/${today}`)).json()) as { reflection: string; record: { done: string[]; moved: string[] } };
    expect(plan.reflection).toBe('Passport done; the proposal waits for tomorrow.');
    expect(plan.record).toMatchObject({ done: ['Renew passport'], moved: ['Write the proposal'] });
    const next = (await (await page.request.get(`/api/daily-plans/${tomorrow}/review`)).json()) as { open: { id: string }[] };
    expect(next.open.map((t) => t.id)).toEqual([proposal.id]);

    // On a 360 px phone: the ritual's steps and the shutdown fit the width, reached from the menu.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Plan today' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Look back' })).toBeVisible();
    await expect(page.getByText('Nothing left over from yesterday.')).toBeVisible();
    await fitsWidth(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('checkbox', { name: 'Return the drill' })).toBeVisible();
    await fitsWidth(page);
    await checkA11y(page, 'plan today at 360 px: pick tasks');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('region', { name: "Today's load" })).toBeVisible();
    await fitsWidth(page);
    await checkA11y(page, 'plan today at 360 px: see the day');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 4 of 5: Plan my day' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Proposed plan' }).getByRole('button', { name: 'Reject' })).toBeVisible();
    await fitsWidth(page);
    await checkA11y(page, 'plan today at 360 px: plan my day');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel("Today's intention")).toBeVisible();
    await fitsWidth(page);
    await checkA11y(page, 'plan today at 360 px: intention');

    // The shutdown on a phone: any of what is open moves, the rest stays on today.
    await page.goto('/shut-down');
    await expect(page.getByText('Nothing left open for today.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'End the day' })).toBeVisible();
    const stays = await post('/api/tasks', { title: 'Water the plants', dueDate: today });
    const goes = await post('/api/tasks', { title: 'Book the dentist', dueDate: today });
    await page.reload();
    const stillOpen = page.getByRole('list', { name: 'Still open' });
    await expect(stillOpen.getByRole('checkbox')).toHaveCount(2);
    await stillOpen.getByRole('checkbox', { name: 'Move to tomorrow: Water the plants' }).uncheck();
    await expect(stillOpen.getByRole('checkbox', { name: 'Move to tomorrow: Book the dentist' })).toBeChecked();
    await fitsWidth(page);
    await checkA11y(page, 'shut down at 360 px');
    await page.getByRole('button', { name: 'Move to tomorrow and end the day' }).click();
    await expect(toasts.getByText('Day closed', { exact: true }).last()).toBeVisible();
    await expect.poll(async () => ((await (await page.request.get('/api/tasks?view=today')).json()) as { id: string }[]).map((t) => t.id)).toEqual([stays.id]);
    const after = (await (await page.request.get(`/api/daily-plans/${today}`)).json()) as { record: { moved: string[] } };
    expect(after.record.moved).toEqual(['Write the proposal', 'Book the dentist']);
    // Tomorrow holds what moved, and what stayed on today too: a task due today is due by tomorrow.
    const tomorrowOpen = (await (await page.request.get(`/api/daily-plans/${tomorrow}/review`)).json()) as { open: { id: string }[] };
    expect(tomorrowOpen.open.map((t) => t.id).sort()).toEqual([proposal.id, goes.id, stays.id].sort());
  });
});
