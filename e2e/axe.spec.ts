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
const SIGNED_OUT_PAGES = ['/', '/login', '/signup', '/forgot-password', '/reset-password?token=unknown', '/confirm-email?token=unknown', '/privacy', '/terms'];

/** Opens a page and waits until it has drawn its heading and its data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/** A phone and a laptop: every page is checked at both widths. */
const WIDTHS = [
  { name: 'at 360 px', viewport: { width: 360, height: 740 } },
  { name: 'at 1280 px', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name: width, viewport } of WIDTHS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every signed-in page, with the sample week loaded, has no serious axe violation in ${theme} mode ${width}`, async ({ page, user }) => {
      // Twelve full axe scans of pages full of data on two shared cores.
      test.setTimeout(240_000);
      expect(user.id).toBeTruthy();
      expect((await page.request.post('/api/sample-data')).status()).toBe(201);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await useTheme(page, theme);
      for (const path of SIGNED_IN_PAGES) {
        await open(page, path);
        await checkA11y(page, `${path} (${theme}, ${width})`);
      }
      await open(page, '/time-blocking');
      for (const [key, view] of [
        ['3', '3 days'],
        ['w', 'week'],
        ['a', 'agenda'],
      ] as const) {
        await page.keyboard.press(key);
        await expect(view === 'agenda' ? page.getByRole('list', { name: 'Agenda' }) : page.getByRole('group', { name: /planner$/ })).toBeVisible();
        await checkA11y(page, `${view} view (${theme}, ${width})`);
      }
      await open(page, '/no-such-page');
      await checkA11y(page, `page not found (${theme}, ${width})`);
    });

    test(`every page before signing in has no serious axe violation in ${theme} mode ${width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await useTheme(page, theme);
      for (const path of SIGNED_OUT_PAGES) {
        await open(page, path);
        await checkA11y(page, `${path}, signed out (${theme}, ${width})`);
      }
    });
  }
}
