import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme } from './fixtures';

test.describe('AI assistant chat', () => {
  test('empty state, Enter vs Shift+Enter, a streamed reply, examples and Clear', async ({ page, user }) => {
    expect(user.email).toContain('@');
    await page.goto('/');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(dialog).toBeVisible();
    // A panel on the right edge, beside the page, which stays in view.
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(viewport?.width);
    await expect(page.getByRole('main')).toBeVisible();

    await expect(dialog.getByRole('heading', { name: 'Welcome to your AI assistant' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'How did I sleep this week?' })).toBeVisible();
    const input = dialog.getByLabel('Message', { exact: true });
    const send = dialog.getByRole('button', { name: 'Send' });
    const clear = dialog.getByRole('button', { name: 'Clear' });
    await expect(input).toHaveAttribute('rows', '2');
    await expect(send).toBeDisabled();
    await expect(clear).toBeDisabled();

    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Welcome to your AI assistant' })).toBeVisible();

    await input.fill('convert 144');
    await input.press('Shift+Enter');
    await input.pressSequentially('to dozenal');
    await expect(input).toHaveValue('convert 144\nto dozenal');
    await expect(dialog.getByRole('heading', { name: 'Welcome to your AI assistant' })).toBeVisible();

    const streamed = page.waitForResponse((res) => res.url().endsWith('/api/chat') && res.request().method() === 'POST');
    await input.press('Enter');
    const response = await streamed;
    expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
    const messages = dialog.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText('convert 144 to dozenal').or(messages.getByText('convert 144\nto dozenal'))).toBeVisible();
    await expect(messages.getByText(/144 in dozenal is 100\./)).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(messages.locator('time')).toHaveCount(1);
    await expect(clear).toBeEnabled();

    await checkA11y(page, 'chat dialog (light)');

    // Clearing asks first; Cancel keeps every message and returns to Clear.
    await clear.click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear the conversation?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(clear).toBeFocused();
    await expect(messages.getByText(/144 in dozenal is 100\./)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(clear).toBeFocused();

    await clear.click();
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toBeFocused();
    const toasts = page.locator('[role="region"][aria-label*="Notification"]');
    await expect(toasts.getByText('Chat cleared', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Conversation history has been cleared.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Welcome to your AI assistant' })).toBeVisible();
    await expect(clear).toBeDisabled();

    await dialog.getByRole('button', { name: 'Who should I call?' }).click();
    await expect(dialog.getByText(/You have not added anyone on the Relationships page yet/)).toBeVisible();
  });

  test('creates a block from everyday words, shows it on the open page, and Undo takes it away', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/time-blocking');
    const main = page.getByRole('main');
    await expect(main.getByText('Tax return')).toHaveCount(0);
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await dialog.getByLabel('Message', { exact: true }).fill('add a block for tax return today at 9am');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/Done: I added a focus block "Tax return" today/)).toBeVisible();
    await expect(main.getByText('Tax return').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await expect(dialog.getByText(/Undone: I removed the block "Tax return"/)).toBeVisible();
    await expect(main.getByText('Tax return')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });

  test('asks which block when two fit, with a button for each, then a yes before it deletes', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const day = shiftDate(todayIn('UTC'), 3);
    for (const [title, hour] of [
      ['Design sync', 10],
      ['Budget review', 14],
    ] as const) {
      expect((await page.request.post('/api/time-blocks', { data: { title, category: 'meeting', date: day, hour, duration: 1 } })).status()).toBe(201);
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await dialog.getByLabel('Message', { exact: true }).fill('delete the meeting');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/2 blocks fit, so I haven't changed anything yet\. Which one should I delete\?/)).toBeVisible();
    const budget = dialog.getByRole('button', { name: /^Budget review, / });
    await expect(dialog.getByRole('button', { name: /^Design sync, / })).toBeVisible();
    await checkA11y(page, 'chat dialog with choices');

    await budget.click();
    await expect(dialog.getByText(/This will delete the block:/)).toBeVisible();
    // The question's buttons go once it is answered; the new one waits for a yes.
    await expect(budget).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(/Done: I deleted the block "Budget review"/)).toBeVisible();
    const left = (await (await page.request.get(`/api/time-blocks?date=${day}`)).json()) as { title: string }[];
    expect(left.map((b) => b.title)).toEqual(['Design sync']);
  });

  test('the dialog is accessible in dark mode and at 360 px', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await useTheme(page, 'dark');
    await page.getByRole('button', { name: 'AI Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await dialog.getByLabel('Message', { exact: true }).fill("What's on today?");
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/Nothing is planned for today/)).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    await checkA11y(page, 'chat dialog (dark, 360 px)');

    // Opened from the mobile menu, which closes behind it: focus comes back to the menu button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'AI Assistant' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
