import { test, expect, checkA11y, useTheme } from './fixtures';

test.describe('landing page', () => {
  test('converts decimal to dozenal', async ({ page }) => {
    await page.goto('/');
    const input = page.getByLabel('Decimal number');
    const result = page.getByTestId('dozenal-result');
    const cases: Array<[string, string]> = [
      ['0', '0'],
      ['10', '↊'],
      ['11', '↋'],
      ['12', '10'],
      ['144', '100'],
      ['1728', '1000'],
      ['25.9', '21'],
      ['-5', ''],
      ['abc', ''],
    ];
    for (const [decimal, dozenal] of cases) {
      await input.fill(decimal);
      if (dozenal) await expect(result).toHaveText(dozenal);
      else await expect(result).toHaveText(/^\s*$/);
    }
  });

  test('newsletter: empty, invalid and success toasts', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByLabel('Email address');
    const submit = form.getByRole('button', { name: 'Subscribe' });
    const region = page.getByRole('region', { name: /Notification/ });

    await submit.click();
    await expect(region.getByText('Email required', { exact: true })).toBeVisible();
    await expect(region.getByText('Please enter your email address.')).toBeVisible();

    await email.fill('not-an-email');
    await submit.click();
    await expect(region.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(region.getByText('Please enter a valid email address.')).toBeVisible();

    await email.fill('  reader@example.com ');
    await submit.click();
    await expect(region.getByText('Subscribed!', { exact: true })).toBeVisible();
    await expect(region.getByText("You'll receive updates about Twelvefold.")).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('theme persists across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('sign-in buttons go to /api/login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  for (const path of ['/', '/privacy', '/terms', '/login', '/signup', '/somewhere-else']) {
    test(`axe finds nothing serious on ${path} in light and dark`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await checkA11y(page, `${path} light`);
      await useTheme(page, 'dark');
      await checkA11y(page, `${path} dark`);
    });
  }

  test('legal pages say what happens to data and who may use it', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText(/30 days/).first()).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText(/13/).first()).toBeVisible();
    await page.getByRole('link', { name: /Back to home/ }).or(page.getByRole('button', { name: /Back to home/ })).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('notifications: one at a time in the region labelled Notification, F8 focuses it, swipe right dismisses', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  const region = page.getByRole('region', { name: 'Notification' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(region.getByText('Email required', { exact: true })).toBeVisible();
  await form.getByLabel('Email address').fill('nope');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(region.getByText('Invalid email', { exact: true })).toBeVisible();
  await expect(region.getByText('Email required', { exact: true })).toHaveCount(0);

  await page.keyboard.press('F8');
  await expect(region.getByRole('list')).toBeFocused();

  const toast = region.getByRole('listitem').first();
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  // Well inside the 5000 ms a toast stays on its own.
  await expect(region.getByText('Invalid email', { exact: true })).toHaveCount(0, { timeout: 1500 });
});
