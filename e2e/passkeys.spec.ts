import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, PASSWORD } from './fixtures';
import { authenticatorCode, base32Decode } from '../src/server/test/authenticator';

/** WebAuthn binds a passkey to a host name, never an IP address: these tests use localhost. */
const base = `http://localhost:${process.env.E2E_PORT}`;

/** Chromium's virtual authenticator (DevTools protocol): a platform authenticator that verifies its user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test('add a passkey in Settings, sign in with it alone and as the second step, then remove it', async ({ page }) => {
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  const email = `passkey-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post(`${base}/api/auth/signup`, { data: { email, password: PASSWORD, timezone: 'UTC' } })).status()).toBe(201);

  await page.goto(`${base}/settings`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  // The first page of a new origin loads every script afresh.
  await expect(section.getByText('No passkeys yet.')).toBeVisible({ timeout: 20_000 });
  await section.getByLabel('Passkey name').fill('Virtual key');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('list', { name: 'Your passkeys' }).getByText('Virtual key')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await checkA11y(page, 'settings with a passkey');

  await page.request.get(`${base}/api/logout`);
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`${base}/settings`);
  await expect(
    page
      .getByRole('list', { name: 'Active sessions' })
      .getByText(/, with a passkey/)
      .first(),
  ).toBeVisible();

  const { otpauthUrl } = await (await page.request.post(`${base}/api/account/2fa/totp`)).json();
  const key = base32Decode(new URL(otpauthUrl).searchParams.get('secret')!);
  expect((await page.request.post(`${base}/api/account/2fa/totp/verify`, { data: { code: authenticatorCode(key, Date.now() / 1000) } })).status()).toBe(200);
  await page.request.get(`${base}/api/logout`);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`${base}/settings`);
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByText(/with a password and a passkey/)).toBeVisible();

  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Remove Virtual key' }).click();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText('No passkeys yet.')).toBeVisible();
});
