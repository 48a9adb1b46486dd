import type { Page } from '@playwright/test';
import { test, expect, checkA11y, useTheme } from './fixtures';

/** Every page a signed-in user reaches from the navigation and the dashboard. */
const SIGNED_IN_PAGES = [
  '/',
  '/time-blocking',
  '/tasks',
  '/health-tracker',
  '/relationships',
  '/goals',
  '/progress-reviews',
  '/plan-today',
  '/shut-down',
  '/settings',
];
/** What a visitor sees before signing in. */
const SIGNED_OUT_PAGES = ['/', '/login', '/signup', '/forgot-password', '/privacy', '/terms'];

/** Opens a page and waits until it has drawn its heading and its data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every signed-in page, with the sample week loaded, has no serious axe violation in ${theme} mode`, async ({ page, user }) => {
    // Eleven full axe scans of pages full of data on two shared cores.
    test.setTimeout(240_000);
    expect(user.id).toBeTruthy();
    expect((await page.request.post('/api/sample-data')).status()).toBe(201);
    await page.goto('/');
    await useTheme(page, theme);
    for (const path of SIGNED_IN_PAGES) {
      await open(page, path);
      await checkA11y(page, `${path} (${theme})`);
    }
    await open(page, '/time-blocking');
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page.getByRole('group', { name: 'Week planner' })).toBeVisible();
    await checkA11y(page, `week view (${theme})`);
  });

  test(`every page before signing in has no serious axe violation in ${theme} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await useTheme(page, theme);
    for (const path of SIGNED_OUT_PAGES) {
      await open(page, path);
      await checkA11y(page, `${path}, signed out (${theme})`);
    }
  });
}
