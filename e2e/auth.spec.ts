import { test, expect, checkA11y, signUpThroughApi, PASSWORD } from './fixtures';
import { randomUUID } from 'node:crypto';

test.describe('accounts', () => {
  test('sign up → dashboard → logout → landing, then sign in again', async ({ page }) => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByLabel('First name').fill('Tess');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/at least 8 characters/).first()).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the browser timezone is taken at sign-in', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' });
    const page = await context.newPage();
    const user = await signUpThroughApi(page);
    await page.request.get('/api/logout');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.timezone).toBe('Pacific/Auckland');
    await context.close();
  });

  test('an unknown signed-in path shows the 404 card', async ({ page, user }) => {
    void user;
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await checkA11y(page);
  });

  test('navigation reaches every tool, and the mobile menu has the same entries at 375 px', async ({ page, user }) => {
    void user;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Time Blocking', '/time-blocking'],
      ['Tasks', '/tasks'],
      ['Health', '/health-tracker'],
      ['Relationships', '/relationships'],
      ['Goals', '/goals'],
      ['Progress', '/progress-reviews'],
      ['Dashboard', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
    }
    await expect(page.getByRole('button', { name: 'AI Assistant' }).first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Dashboard', 'Time Blocking', 'Tasks', 'Health', 'Relationships', 'Goals', 'Progress']) {
      await expect(mobile.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await mobile.getByRole('link', { name: 'Goals', exact: true }).click();
    await expect(page).toHaveURL(/\/goals$/);
    await checkA11y(page, 'mobile goals');
  });
});
