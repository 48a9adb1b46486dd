import type { Locator } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';

/** Pastes `text` into a field as the browser does from the clipboard. */
async function paste(field: Locator, text: string) {
  await field.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('capture', () => {
  test('previews the one-line add, adds a pasted checklist with steps and labels, filters by a label, and Undo takes a paste back', async ({ page, user }) => {
    test.slow();
    expect(user.id).toBeTruthy();
    await page.goto('/tasks');
    const add = page.getByRole('textbox', { name: 'Add a task' });
    const toasts = page.getByRole('region', { name: /Notification/ });
    const preview = page.getByTestId('task-quick-add-preview');

    // What the line will make shows as it is typed, before anything is added.
    await add.fill('Pay rent fri !high 30m @home');
    await expect(preview.getByText('Task: “Pay rent”')).toBeVisible();
    await expect(preview.getByText(/^due Fri/)).toBeVisible();
    for (const part of ['High priority', '30 min', '@home']) await expect(preview.getByText(part, { exact: true })).toBeVisible();
    await expect(add).toHaveAccessibleDescription(/Task: “Pay rent”/);
    await add.fill('Standup tomorrow 9am every weekday');
    await expect(preview.getByText('Time block: “Standup”')).toBeVisible();
    await expect(preview.getByText('every weekday', { exact: true })).toBeVisible();
    // A line with nothing to add says so, and Add leaves everything as it was.
    await add.fill('tomorrow');
    await expect(preview).toHaveCount(0);
    await expect(page.getByTestId('reading-note')).toHaveText(/^Nothing to add or change there/);
    await add.press('Enter');
    await expect(add).toHaveValue('tomorrow');
    await add.fill('');
    await expect(preview).toHaveCount(0);
    await expect(page.getByTestId('reading-note')).toHaveCount(0);

    // A pasted checklist: a task a line, read as the one-line add reads it, indented lines its steps.
    await paste(
      add,
      ['- [ ] Pack for the trip !high @travel', '    - [ ] Passport', '    - [ ] Charger 15m', '- [ ] Book the hotel @travel', '- [ ] '].join('\n'),
    );
    const pasted = page.getByRole('region', { name: 'Add 4 tasks from the pasted list?' });
    await expect(pasted.getByRole('list', { name: 'Pasted tasks' }).getByText('Task: “Pack for the trip”')).toBeVisible();
    await expect(pasted.getByRole('list', { name: 'Steps of line 1' }).getByText(/^Task: /)).toHaveText(['Task: “Passport”', 'Task: “Charger”']);
    await expect(pasted.getByText('Left out, with nothing to add: line 5.')).toBeVisible();
    await checkA11y(page, 'tasks: a pasted list before it is added');
    await pasted.getByRole('button', { name: 'Add 4 tasks' }).click();
    await expect(toasts.getByText('4 tasks added', { exact: true })).toBeVisible();
    await expect(pasted).toBeHidden();

    const inbox = page.getByRole('region', { name: /^Inbox/ });
    await expect(inbox.getByRole('heading')).toHaveText('Inbox(4)');
    const trip = inbox.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'Pack for the trip', exact: true }) });
    const steps = trip.getByRole('list', { name: 'Steps of Pack for the trip' });
    await expect(steps.getByRole('checkbox')).toHaveCount(2);
    await expect(steps.getByText('15 min')).toBeVisible();
    await expect(trip.getByText('High', { exact: true })).toBeVisible();
    await checkA11y(page, 'tasks with steps and labels');

    // A step is checked off on its own, and Undo on the check-off brings it back.
    await steps.getByRole('checkbox', { name: 'Passport' }).click();
    await expect(toasts.getByText('Task done', { exact: true })).toBeVisible();
    await expect(steps.getByRole('checkbox')).toHaveCount(1);
    await toasts.getByRole('button', { name: 'Undo' }).last().click();
    await expect(toasts.getByText('Task reopened', { exact: true })).toBeVisible();
    await expect(steps.getByRole('checkbox', { name: 'Passport' })).not.toBeChecked();

    // A label leads to the tasks filed under it.
    await trip.getByRole('link', { name: '@travel' }).first().click();
    await expect(page).toHaveURL(/\/tasks\?label=travel$/);
    const filed = page.getByRole('region', { name: /Filed under @travel/ });
    await expect(filed.getByRole('heading')).toHaveText('Filed under @travel(2)');
    await expect(filed.getByRole('checkbox', { name: 'Book the hotel' })).toBeVisible();
    await expect(filed.getByRole('list', { name: 'Steps of Pack for the trip' })).toBeHidden();
    await filed.getByRole('link', { name: 'Show all tasks' }).click();
    await expect(inbox.getByRole('heading')).toHaveText('Inbox(4)');

    // Undo takes a whole paste away.
    await paste(add, 'Water the plants\nCall mum');
    await page.getByRole('button', { name: 'Add 2 tasks' }).click();
    await expect(inbox.getByRole('heading')).toHaveText('Inbox(6)');
    await toasts.getByText('2 tasks added', { exact: true }).locator('xpath=ancestor::li[1]').getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Pasted tasks removed', { exact: true })).toBeVisible();
    await expect(inbox.getByRole('heading')).toHaveText('Inbox(4)');
    await expect(page.getByRole('checkbox', { name: 'Call mum' })).toHaveCount(0);
  });
});
