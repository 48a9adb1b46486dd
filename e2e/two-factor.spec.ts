import { test, expect, checkA11y, signUpThroughApi, useTheme } from './fixtures';
import { authenticatorCode, base32Decode } from '../src/server/test/authenticator';

/** The code an authenticator app shows for the key on the page, `offsetSeconds` from now. */
const codeFor = (secret: string, offsetSeconds = 0) => authenticatorCode(base32Decode(secret.replace(/\s+/g, '')), Date.now() / 1000 + offsetSeconds);

test.describe('two-factor sign-in', () => {
  test('enrol an authenticator app in Settings, then sign in with its code', async ({ page }) => {
    test.slow();
    const user = await signUpThroughApi(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();

    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = await dialog.getByLabel('Secret key').inputValue();
    expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await checkA11y(page, 'the enrolment dialog');
    await dialog.getByLabel('Code from the app').fill('000000' === codeFor(secret) ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByText(/not right/)).toBeVisible();
    await dialog.getByLabel('Code from the app').fill(codeFor(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();

    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codes = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const download = page.waitForEvent('download');
    await saved.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('twelvefold-recovery-codes.txt');
    await saved.getByRole('button', { name: 'I saved them' }).click();
    await expect(section.getByText('10 of 10 recovery codes left.')).toBeVisible();

    await page.request.get('/api/logout');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await checkA11y(page, 'the second step');
    // The code just used to turn it on cannot be used again; the next one (a phone a little ahead) is accepted.
    await page.getByLabel('Code from your authenticator app').fill(codeFor(secret, 30));
    await page.getByLabel('Trust this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Active sessions' }).getByText(/with a password and an authenticator app/)).toBeVisible();
  });

  test('a recovery code signs in once, at 360 px in dark mode', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const user = await signUpThroughApi(page);
    const { otpauthUrl } = await (await page.request.post('/api/account/2fa/totp')).json();
    const secret = new URL(otpauthUrl).searchParams.get('secret')!;
    const { recoveryCodes } = await (await page.request.post('/api/account/2fa/totp/verify', { data: { code: codeFor(secret) } })).json();
    await page.request.get('/api/logout');
    await page.goto('/login');
    await useTheme(page, 'dark');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Tess/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/settings');
    await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
    await checkA11y(page, 'settings with two-factor sign-in on, dark, 360 px');
  });

  test('forgot password without email says to ask the admin', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByText('twelvefold reset-password your@email.example')).toBeVisible();
    await checkA11y(page, 'forgot password');
  });
});
