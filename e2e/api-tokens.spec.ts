import { test, expect, checkA11y } from './fixtures';

test.describe('API tokens', () => {
  test('a token created in Settings works from a plain HTTP client, once copied, until revoked', async ({ page, user, baseURL }) => {
    test.setTimeout(90_000);
    expect(user.id).toBeTruthy();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
    const section = page.getByRole('region', { name: 'API' });
    await expect(section.getByText('You have no API tokens.')).toBeVisible();
    await section.getByLabel('Token name').fill('Sleep shortcut');
    await section.getByLabel('Access').click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await section.getByRole('button', { name: 'Create token' }).click();
    const field = section.getByLabel(/Your new token/);
    await expect(field).toHaveValue(/^tf_/);
    const token = await field.inputValue();
    await checkA11y(page, 'settings with a new API token');

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${baseURL}/api/goals`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Scripted goal', category: 'Learning', timeframe: '12 weeks' }),
    });
    expect(created.status).toBe(201);

    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByLabel(/Your new token/)).toHaveCount(0);
    await page.reload();
    const list = page.getByRole('region', { name: 'API' }).getByRole('list', { name: 'API tokens' });
    await expect(list).toContainText('Sleep shortcut');
    await expect(list).toContainText('Last used');
    await expect(page.getByText(token)).toHaveCount(0);

    await list.getByRole('button', { name: 'Revoke Sleep shortcut' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Sleep shortcut”?' });
    await confirm.getByRole('button', { name: 'Keep token' }).click();
    await expect(list).toContainText('Sleep shortcut');
    await list.getByRole('button', { name: 'Revoke Sleep shortcut' }).click();
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByRole('region', { name: 'API' }).getByText('You have no API tokens.')).toBeVisible();
    const refused = await fetch(`${baseURL}/api/goals`, { headers });
    expect(refused.status).toBe(401);
  });
});
