import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect } from './fixtures';

test.describe('the assistant asks before it guesses', () => {
  test('asks which kind with a button for each when the words name one the planner lacks, and the button makes the change', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const day = shiftDate(todayIn('UTC'), 3);
    expect((await page.request.post('/api/time-blocks', { data: { title: 'Gym', category: 'break', date: day, hour: 18, duration: 1 } })).status()).toBe(201);
    await page.goto('/');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await dialog.getByLabel('Message', { exact: true }).fill('put gym in the health category');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/there is no "health" kind\. Which should "Gym" be\? I haven't changed anything yet\./)).toBeVisible();
    for (const name of ['Focus', 'Meeting', 'Break']) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    const completed = dialog.getByRole('button', { name: 'Completed', exact: true });

    // Nothing changed while the question waits.
    const before = (await (await page.request.get(`/api/time-blocks?date=${day}`)).json()) as { title: string; category: string }[];
    expect(before.map((b) => [b.title, b.category])).toEqual([['Gym', 'break']]);

    await completed.click();
    await expect(dialog.getByText(/Done: .*"Gym"/)).toBeVisible();
    // The question's buttons go once it is answered.
    await expect(completed).toHaveCount(0);
    const after = (await (await page.request.get(`/api/time-blocks?date=${day}`)).json()) as { title: string; category: string }[];
    expect(after.map((b) => [b.title, b.category])).toEqual([['Gym', 'completed']]);
  });
});

test.describe('the assistant proposes what it is unsure of', () => {
  test('a two-part request is one proposal a correction revises; nothing changes until Confirm, and one Undo takes both back', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const day = shiftDate(todayIn('UTC'), 1);
    expect((await page.request.post('/api/time-blocks', { data: { title: 'Dentist', category: 'break', date: day, hour: 16, duration: 1 } })).status()).toBe(
      201,
    );
    const blocks = async () =>
      ((await (await page.request.get(`/api/time-blocks?date=${day}`)).json()) as { title: string; hour: number }[])
        .map((b) => `${b.title.toLowerCase()} ${b.hour}`)
        .sort();
    await page.goto('/');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await dialog.getByLabel('Message', { exact: true }).fill('add yoga tomorrow at 7am and move the dentist to 5pm');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const proposal = dialog.getByRole('group', { name: 'Proposed changes' });
    await expect(proposal.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(proposal.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByText(/Move "Dentist"/)).toBeVisible();
    expect(await blocks()).toEqual(['dentist 16']);

    // A correction before the yes is proposed again, revised, under fresh buttons; still nothing changes.
    await dialog.getByLabel('Message', { exact: true }).fill('actually make the yoga 8');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/"Yoga" tomorrow .*(?:8 am|08:00)/i).last()).toBeVisible();
    await expect(proposal).toHaveCount(1);
    expect(await blocks()).toEqual(['dentist 16']);

    await proposal.getByRole('button', { name: 'Confirm' }).click();
    await expect(proposal).toHaveCount(0);
    const undo = dialog.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    expect(await blocks()).toEqual(['dentist 17', 'yoga 8']);

    // The pressed Undo waits disabled for the reply: the panel stays open and focus never leaves it for the page.
    const focusLeft = await dialog.evaluateHandle((panel) => {
      const left = { count: 0 };
      panel.addEventListener('focusout', (event) => {
        const to = (event as FocusEvent).relatedTarget;
        if (!(to instanceof Node && panel.contains(to))) left.count += 1;
      });
      return left;
    });
    await undo.click();
    await expect.poll(blocks).toEqual(['dentist 16']);
    await expect(dialog.getByText(/Undone: I put "Dentist" back/).last()).toBeVisible();
    await expect(dialog.getByLabel('Message', { exact: true })).toBeFocused();
    expect(await focusLeft.evaluate((left) => left.count)).toBe(0);
  });
});
