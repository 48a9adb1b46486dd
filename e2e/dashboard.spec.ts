import { test, expect, checkA11y, useTheme } from './fixtures';
import type { Page } from '@playwright/test';

async function today(page: Page): Promise<string> {
  const res = await page.request.get('/api/dashboard');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { date: string }).date;
}

async function loadSample(page: Page) {
  const res = await page.request.post('/api/sample-data');
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('dashboard', () => {
  test('a new user loads sample data, sees it, adds a block and removes the sample', async ({ page, user }) => {
    expect(user.email).toContain('@');
    await page.goto('/');
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(page.getByRole('heading', { level: 1, name: /Tess/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI insights' }).getByRole('button', { name: 'Refresh insights' })).toBeVisible();
    await expect(page.getByText('Nothing blocked today. Plan your day in twelve-hour blocks in Time Blocking.')).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Today at a glance' });
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Hours blocked' })).toContainText('0');
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Health score' })).toContainText('Not recorded today');

    await page.getByRole('button', { name: 'Load sample data' }).click();
    await expect(toasts.getByText('Sample data loaded', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Welcome/ })).toBeHidden();
    await expect(page.getByRole('region', { name: 'AI insights' }).getByRole('listitem').first()).toBeVisible();

    await expect(tiles.getByRole('listitem').filter({ hasText: 'Hours blocked' })).toContainText('8');
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Health score' })).toContainText(/\d+%/);
    await expect(tiles.getByRole('listitem').filter({ hasText: 'People due' })).toContainText('of 10 people');
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Goal progress' })).toContainText('36%');

    const people = page.getByRole('region', { name: 'Key relationships' });
    // Soonest due first: the longest overdue leads, and people with no rhythm are never due.
    await expect(people.getByRole('listitem').first()).toContainText('Jordan Ellis');
    await expect(people.getByRole('listitem').first()).toContainText('5 days overdue');
    await expect(people.getByText('Ben Carter')).toHaveCount(0);
    const goals = page.getByRole('region', { name: 'Active goals' });
    await expect(goals.getByText('Run a half marathon')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Sleep: \d+% of target$/ })).toBeVisible();
    const areas = page.getByRole('region', { name: 'Twelve life areas' });
    await expect(areas.getByRole('link', { name: /Time/ }).first()).toHaveAttribute('href', '/time-blocking');
    await expect(areas.locator('[data-area="career"]')).toContainText('active goal');
    await expect(areas.locator('[data-area="community"]')).toContainText('No data yet');

    const date = await today(page);
    const created = await page.request.post('/api/time-blocks', {
      data: { date, hour: 20, title: 'Evening review', category: 'focus', duration: 1 },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const schedule = page.getByRole('region', { name: "Today's schedule" });
    await expect(schedule.getByText('Evening review')).toBeVisible();
    await expect(schedule.getByText('8 PM – 9 PM · Focus')).toBeVisible();
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Hours blocked' })).toContainText('9');

    await page.getByRole('button', { name: 'Remove sample data' }).click();
    await expect(toasts.getByText('Sample data removed', { exact: true })).toBeVisible();
    await expect(people.getByText('Priya Natarajan')).toBeHidden();
    await expect(schedule.getByText('Evening review')).toBeVisible();
    await expect(schedule.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove sample data' })).toBeHidden();
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Hours blocked' })).toContainText('1');

    await page.getByRole('link', { name: 'Open time blocking' }).click();
    await expect(page).toHaveURL(/\/time-blocking$/);
  });

  test('removing the sample is undone from its toast, and a sample person the user edited stays after it', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await loadSample(page);
    const people = (await (await page.request.get('/api/relationships')).json()) as Array<{ id: string; name: string }>;
    const maya = people.find((p) => p.name === 'Maya Chen')!;
    expect((await page.request.patch(`/api/relationships/${maya.id}`, { data: { notes: 'My sister' } })).status()).toBe(200);
    await page.goto('/');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const keyPeople = page.getByRole('region', { name: 'Key relationships' });
    await expect(keyPeople.getByText('Priya Natarajan')).toBeVisible();

    await page.getByRole('button', { name: 'Remove sample data' }).click();
    await expect(toasts.getByText('Sample data removed', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Everything you entered yourself is still here.')).toBeVisible();
    await expect(keyPeople.getByText('Priya Natarajan')).toBeHidden();
    await expect(keyPeople.getByText('Maya Chen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove sample data' })).toBeHidden();

    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Sample data restored', { exact: true })).toBeVisible();
    await expect(keyPeople.getByText('Priya Natarajan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove sample data' })).toBeVisible();
    await page.goto('/relationships');
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('article', { name: 'Maya Chen' }).getByText('My sister')).toBeVisible();
  });

  test('has no serious accessibility violations, empty and full, in light and dark', async ({ page, user }) => {
    // Three axe runs over a full dashboard: more steps than the default budget is set for.
    test.slow();
    expect(user.id).toBeTruthy();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Load sample data' })).toBeVisible();
    await checkA11y(page, 'dashboard empty (light)');
    await page.screenshot({ path: test.info().outputPath('dashboard-empty.png') });
    await loadSample(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Key relationships' }).getByText('Priya Natarajan')).toBeVisible();
    await checkA11y(page, 'dashboard (light)');
    await useTheme(page, 'dark');
    await expect(page.getByRole('region', { name: 'Key relationships' }).getByText('Priya Natarajan')).toBeVisible();
    await checkA11y(page, 'dashboard (dark)');
    await page.screenshot({ path: test.info().outputPath('dashboard-dark.png'), fullPage: true });
  });

  test('fits 375 and 360 px wide screens without sideways scrolling', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 375, height: 812 });
    await loadSample(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Key relationships' }).getByText('Priya Natarajan')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('dashboard-375.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('region', { name: 'Twelve life areas' }).getByRole('heading', { name: 'Relationships' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('shows counts in the dozenal base when the user chooses it', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await loadSample(page);
    const res = await page.request.patch('/api/account/profile', { data: { numberBase: 'dozenal' } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/');
    const tiles = page.getByRole('list', { name: 'Today at a glance' });
    await expect(tiles.getByRole('listitem').filter({ hasText: 'People due' })).toContainText('of ↊ people');
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Hours blocked' })).toContainText('8');
  });

  test('shows the two newest insight cards drawn from the data', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await loadSample(page);
    await page.goto('/');
    const insights = page.getByRole('region', { name: 'AI insights' });
    // An account with data and no cards gets fresh ones drawn at once; Refresh draws them again.
    await expect(insights.getByRole('listitem').first()).toBeVisible();
    await expect(insights.getByText(/No insights yet/)).toHaveCount(0);
    const generated = page.waitForResponse((res) => res.url().endsWith('/api/insights/generate') && res.status() === 201);
    await insights.getByRole('button', { name: 'Refresh insights' }).click();
    await generated;
    const stored = (await (await page.request.get('/api/insights?limit=2')).json()) as Array<{ title: string }>;
    expect(stored.length).toBeGreaterThan(0);
    await expect(insights.getByRole('listitem')).toHaveCount(stored.length);
    for (const insight of stored) await expect(insights.getByRole('heading', { name: insight.title })).toBeVisible();
  });
});
