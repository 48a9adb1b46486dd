import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y } from './fixtures';

const dayUtc = (offset = 0) => shiftDate(todayIn('UTC'), offset);

test.describe('daily ritual', () => {
  test('plan today from the dashboard: left-over tasks, the calendar, picks, the planner and an intention; then shut down', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const today = dayUtc();
    const yesterday = dayUtc(-1);
    const post = async (url: string, data: object) => {
      const res = await page.request.post(url, { data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: string };
    };
    const passport = await post('/api/tasks', { title: 'Renew passport', dueDate: yesterday });
    const errand = await post('/api/tasks', { title: 'Return the drill', dueDate: yesterday });
    const kept = await post('/api/tasks', { title: 'Sort the receipts', dueDate: yesterday });
    const proposal = await post('/api/tasks', { title: 'Write the proposal' });
    await post('/api/time-blocks', { title: 'Team stand-up', category: 'meeting', date: today, hour: 9, duration: 0.5 });

    await page.goto('/');
    const card = page.getByRole('region', { name: "Today's intention" });
    await expect(card.getByText('Not set yet: plan today to choose one.')).toBeVisible();
    await card.getByRole('link', { name: 'Plan today' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan today' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Left from before' })).toBeVisible();
    const leftOver = page.getByRole('list', { name: 'Unfinished tasks' });
    await leftOver.getByRole('button', { name: 'Move Renew passport to today' }).click();
    await expect(leftOver.getByText('Renew passport')).toBeHidden();
    await leftOver.getByRole('button', { name: 'Drop Return the drill' }).click();
    await expect(leftOver.getByText('Return the drill')).toBeHidden();
    await leftOver.getByRole('button', { name: 'Keep Sort the receipts' }).click();
    await expect(page.getByText('Nothing left over from before today.')).toBeVisible();
    await checkA11y(page, 'plan today, step 1');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: "Step 2 of 5: Today's calendar" })).toBeVisible();
    await expect(page.getByRole('list', { name: "Today's calendar" }).getByText('Team stand-up')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 3 of 5: Pick tasks' })).toBeVisible();
    const picks = page.getByRole('list', { name: 'Tasks for today' });
    await expect(picks.getByRole('checkbox', { name: 'Renew passport' })).toBeChecked();
    await picks.getByRole('checkbox', { name: 'Write the proposal' }).click();
    await expect(picks.getByRole('checkbox', { name: 'Write the proposal' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Step 4 of 5: Plan my day' })).toBeVisible();
    // The same preview as the planner's: the picked task is proposed, or listed as not placed when the workday is over.
    const proposed = page.getByRole('region', { name: 'Proposed plan' });
    await expect(proposed.getByText('Write the proposal')).toBeVisible();
    await proposed.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('button', { name: 'Plan again' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel("Today's intention").fill('Send the proposal before lunch');
    await page.getByRole('button', { name: 'Start the day' }).click();
    await expect(page.getByRole('region', { name: "Today's intention" }).getByText('Send the proposal before lunch')).toBeVisible();

    const open = (await (await page.request.get('/api/tasks')).json()) as { id: string; dueDate: string | null }[];
    const dueOf = (id: string) => open.find((t) => t.id === id)?.dueDate;
    expect([dueOf(passport.id), dueOf(proposal.id), dueOf(kept.id), dueOf(errand.id)]).toEqual([today, today, yesterday, undefined]);
    expect(await (await page.request.get(`/api/daily-plans/${today}`)).json()).toEqual({
      date: today,
      intention: 'Send the proposal before lunch',
      reflection: '',
      picks: [],
      record: null,
    });

    expect((await page.request.patch(`/api/tasks/${proposal.id}`, { data: { status: 'done' } })).status()).toBe(200);
    await page.getByRole('region', { name: "Today's intention" }).getByRole('link', { name: 'Shut down' }).click();
    await expect(page.getByRole('list', { name: 'Done today' }).getByText('Write the proposal')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Still open' }).getByText('Renew passport')).toBeVisible();
    await page.getByRole('button', { name: 'Move the rest to tomorrow' }).click();
    await expect(page.getByText('Nothing left open for today.')).toBeVisible();
    await checkA11y(page, 'shut down');
    await page.getByLabel('How did today go?').fill('Proposal sent; passport waits for tomorrow.');
    await page.getByRole('button', { name: 'End the day' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (morning|afternoon|evening)/);
    const after = (await (await page.request.get('/api/tasks')).json()) as { id: string; dueDate: string | null }[];
    expect(after.find((t) => t.id === passport.id)?.dueDate).toBe(dayUtc(1));
    expect((await (await page.request.get(`/api/daily-plans/${today}`)).json()).reflection).toBe('Proposal sent; passport waits for tomorrow.');
  });
});
