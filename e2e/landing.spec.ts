import { test, expect, checkA11y, useTheme } from './fixtures';
import { expectGlyphsDrawn } from './glyphs';

const HEADINGS = [
  'Plan your life in twelves.',
  'Six tools, one rhythm',
  'Why base-12?',
  'Decimal to dozenal converter',
  'Start on the free tier',
  'Stay in the loop',
];

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
      ['23', '1↋'],
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

  test('the converter says why a negative or non-numeric input has no result', async ({ page }) => {
    await page.goto('/');
    const input = page.getByLabel('Decimal number');
    const result = page.getByTestId('dozenal-result');
    await input.fill('-5');
    await expect(page.getByRole('status').filter({ hasText: 'Negative numbers have no result here: enter 0 or more.' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(result).toHaveText(/^\s*$/);
    await input.fill('twelve');
    await expect(page.getByRole('status').filter({ hasText: 'Only digits convert, like 144 or 25.9.' })).toBeVisible();
    await expect(result).toHaveText(/^\s*$/);
    await input.fill('144');
    await expect(result).toHaveText('100');
    await expect(page.getByText('Whole numbers; fractions are truncated.')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('the result reads and copies as exactly 1↋', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await page.getByLabel('Decimal number').fill('23');
    const result = page.getByTestId('dozenal-result');
    await expect(result).toHaveText('1↋');
    expect(await result.innerText()).toBe('1↋');
    await expect(result).toHaveAccessibleName('Dozenal result');

    await result.evaluate((element) => window.getSelection()?.selectAllChildren(element));
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('1↋');
    await page.keyboard.press('ControlOrMeta+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1↋');
  });

  test('↊ and ↋ are drawn with real glyphs, not empty boxes', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Decimal number').fill('131');
    const result = page.getByTestId('dozenal-result');
    await expect(result).toHaveText('↊↋');
    await expectGlyphsDrawn(result);
    await expectGlyphsDrawn(page.getByText('↊ is ten and ↋ is eleven.'));
    await expectGlyphsDrawn(page.getByRole('heading', { name: 'Plan your life in twelves.' }));
  });

  test('the page is in the HTML: its headings show without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/somewhere-else']) {
      await page.goto(path);
      for (const name of HEADINGS) await expect(page.getByRole('heading', { name }), `${name} on ${path}`).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/api/login?intent=signup');
    }
    await context.close();
  });

  test('a stored dark theme applies before the page paints and is never undone by hydration', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      const seen: string[] = [];
      (window as unknown as { htmlClasses: string[] }).htmlClasses = seen;
      // Init scripts run before <html> exists: watch the whole document for it.
      new MutationObserver((records) => {
        for (const record of records) if (record.target === document.documentElement) seen.push(document.documentElement.className);
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    await page.goto('/');
    await page.getByLabel('Decimal number').fill('1');
    await expect(page.getByTestId('dozenal-result')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Toggle theme' }).first()).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as unknown as { htmlClasses: string[] }).htmlClasses)).toEqual(['dark']);
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
    await expect(region.getByText('Your address is kept for the administrator of this Twelvefold instance. No email is sent from here.')).toBeVisible();
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

  test('Get Started leads to creating an account, Sign In to signing in, both through /api/login', async ({ page }) => {
    await page.goto('/');
    const getStarted = page.getByRole('link', { name: 'Get Started' }).first();
    await expect(getStarted).toHaveAttribute('href', '/api/login?intent=signup');
    const signupRequest = page.waitForRequest(/\/api\/login\?intent=signup&tz=/);
    await getStarted.click();
    await signupRequest;
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Start planning for free' }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Sign In' }).first();
    await expect(signIn).toHaveAttribute('href', '/api/login');
    const signinRequest = page.waitForRequest(/\/api\/login\?tz=/);
    await signIn.click();
    await signinRequest;
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
    await page
      .getByRole('link', { name: /Back to home/ })
      .or(page.getByRole('button', { name: /Back to home/ }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('F8 focuses the notification region before any notification has been shown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notification' }).getByRole('list')).toBeFocused();
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
