import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y } from './fixtures';

test.describe('milestones and check-off', () => {
  test('names, dates and ticks milestones; a linked task ticks its own; Undo on a check-off takes it back', async ({ page, user }) => {
    test.slow();
    expect(user.id).toBeTruthy();
    const due = shiftDate(todayIn('UTC'), 14);
    const made = await page.request.post('/api/goals', { data: { title: 'Learn Spanish', category: 'Learning', timeframe: '12 weeks', progress: 25 } });
    expect(made.status()).toBe(201);
    const goal = (await made.json()) as { id: string };
    const linked = await page.request.post('/api/tasks', { data: { title: 'Finish unit two', goalId: goal.id, milestoneIndex: 2 } });
    expect(linked.status(), await linked.text()).toBe(201);

    await page.goto('/goals');
    const card = page
      .getByRole('region', { name: /Active goals/ })
      .getByRole('listitem')
      .filter({ hasText: 'Learn Spanish' });
    // Before any milestone is used, the percentage set by hand counts.
    await expect(card.getByRole('slider', { name: 'Progress for Learn Spanish' })).toBeVisible();
    await expect(card.getByText('3 of 12 milestones')).toBeVisible();

    await card.getByText('Name, date and tick milestones').click();
    const list = card.getByRole('list', { name: 'Milestones of Learn Spanish' });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await list.getByRole('textbox', { name: 'Name of milestone 1', exact: true }).fill('Book a tutor');
    await list.getByRole('textbox', { name: 'Name of milestone 1', exact: true }).press('Enter');
    // Named, the milestones drive progress: none ticked yet, so 0 %, and the card says where it comes from.
    await expect(card.getByText('· from the ticked milestones')).toBeVisible();
    await expect(card.getByText('0 of 12 milestones')).toBeVisible();
    await expect(card.getByRole('slider')).toHaveCount(0);
    await list.getByLabel('Date of Book a tutor').fill(due);
    await list.getByRole('checkbox', { name: 'Done: Book a tutor' }).check();
    await expect(card.getByText('1 of 12 milestones')).toBeVisible();
    // The least percentage that shows one milestone of twelve.
    await expect(card.getByText('9%')).toBeVisible();
    await checkA11y(page, 'goal card with its milestones open');

    // Checking off the task linked to milestone 2 ticks it; Undo opens the task again and takes the tick back.
    await card.getByRole('list', { name: 'Tasks for Learn Spanish' }).getByRole('checkbox', { name: 'Finish unit two' }).click();
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(toasts.getByText('Milestone 2 of 12 reached')).toBeVisible();
    await expect(card.getByText('2 of 12 milestones')).toBeVisible();
    await expect(list.getByRole('checkbox', { name: 'Done: Milestone 2' })).toBeChecked();
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Task reopened', { exact: true })).toBeVisible();
    await expect(card.getByText('1 of 12 milestones')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tasks for Learn Spanish' }).getByText('Finish unit two')).toBeVisible();

    const milestones = (await (await page.request.get(`/api/goals/${goal.id}/milestones`)).json()) as {
      title: string | null;
      dueDate: string | null;
      doneAt: string | null;
    }[];
    expect(milestones[0]).toMatchObject({ title: 'Book a tutor', dueDate: due });
    expect(milestones[0]!.doneAt).not.toBeNull();
    expect(milestones[1]!.doneAt).toBeNull();
  });
});
