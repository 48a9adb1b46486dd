import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export const PASSWORD = 'kettle orbit ginger 8';

/** Signs up a fresh account through the API; the browser context shares its session cookie. */
export async function signUpThroughApi(page: Page, overrides: { timezone?: string } = {}): Promise<TestUser> {
  const email = `e2e-${randomUUID().slice(0, 12)}@example.com`;
  const response = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Tess', lastName: 'Dozen', timezone: overrides.timezone ?? 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string };
  return { id: body.id, email, password: PASSWORD };
}

/**
 * Fails on any serious or critical axe violation on the current page; `nameMatchesLabel` adds axe's experimental
 * check that a control's accessible name contains its visible words (WCAG 2.5.3).
 */
export async function checkA11y(page: Page, label = page.url(), { nameMatchesLabel = false } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (nameMatchesLabel) builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n  ')}`,
    )
    .join('\n');
  expect(bad, `axe violations on ${label}:\n${summary}`).toEqual([]);
}

/** Switches the stored theme and reloads so the page renders in it. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
}

export const test = base.extend<{ user: TestUser }>({
  user: async ({ page }, use) => {
    await use(await signUpThroughApi(page));
  },
});

export { expect };
