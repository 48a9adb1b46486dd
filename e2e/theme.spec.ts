import { test, expect } from './fixtures';

test.describe('theme', () => {
  test('follows the system until the user picks one, which then stays', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).not.toHaveClass(/dark/);
  });
});
